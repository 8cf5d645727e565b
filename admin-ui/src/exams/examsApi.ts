import {
  ExamDeletedResponse,
  ExamListResponse,
  ExamResponse,
  QuestionImageResponse,
  type Exam,
  type ExamForm,
  type ExamSummary,
} from '@portal/contracts';
import { apiFetch, apiRequest } from '../providers/apiFetch';

/**
 * The exam management calls (spec 002 §7). Every answer is parsed with its contract schema, so
 * a server/console mismatch fails here, loudly, not deep in a card.
 */

const examPath = (id: string) => `/exams/${encodeURIComponent(id)}`;

export async function fetchExams(signal?: AbortSignal): Promise<ExamSummary[]> {
  const answer = await apiFetch('/exams', signal ? { signal } : {});
  return ExamListResponse.parse(answer).exams;
}

export async function fetchExam(id: string, signal?: AbortSignal): Promise<Exam> {
  const answer = await apiFetch(examPath(id), signal ? { signal } : {});
  return ExamResponse.parse(answer).exam;
}

export async function createExam(request: ExamForm): Promise<Exam> {
  const answer = await apiFetch('/exams', { method: 'POST', json: request });
  return ExamResponse.parse(answer).exam;
}

export async function updateExam(id: string, request: ExamForm): Promise<Exam> {
  const answer = await apiFetch(examPath(id), { method: 'PUT', json: request });
  return ExamResponse.parse(answer).exam;
}

export async function deleteExam(id: string): Promise<string> {
  const answer = await apiFetch(examPath(id), { method: 'DELETE' });
  return ExamDeletedResponse.parse(answer).message;
}

export interface UploadedImage {
  url: string;
  filename: string;
  message: string;
}

/** POST /upload/question-image, multipart field `image` (no JSON content type). */
export async function uploadQuestionImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('image', file, file.name);
  const response = await apiRequest('/upload/question-image', { method: 'POST', body }, 60_000);
  const { data, message } = QuestionImageResponse.parse(await response.json());
  return { url: data.url, filename: data.filename, message };
}

/** DELETE /upload/question-image/{filename}: only for images this console uploaded ('question-…'). */
export async function deleteQuestionImage(filename: string): Promise<void> {
  await apiFetch(`/upload/question-image/${encodeURIComponent(filename)}`, { method: 'DELETE' });
}
