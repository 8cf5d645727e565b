import {
  ExamDeletedResponse,
  ExamInUseResponse,
  ExamListResponse,
  ExamResponse,
  QuestionImageDeletedResponse,
  QuestionImageResponse,
  type Exam,
  type ExamForm,
  type ExamSummary,
  type LiveSchedule,
} from '@portal/contracts';
import { apiCall, signalOf } from '../providers/apiFetch';
import { refusalOf } from '../providers/refusalOf';

/**
 * The exam management calls (spec 002 §7). Every answer is parsed with its contract schema, so
 * a server/console mismatch fails here, loudly, not deep in a card.
 */

const examPath = (id: string) => `/exams/${encodeURIComponent(id)}`;

export async function fetchExams(signal?: AbortSignal): Promise<ExamSummary[]> {
  return (await apiCall(ExamListResponse, '/exams', signalOf(signal))).exams;
}

export async function fetchExam(id: string, signal?: AbortSignal): Promise<Exam> {
  return (await apiCall(ExamResponse, examPath(id), signalOf(signal))).exam;
}

export async function createExam(request: ExamForm): Promise<Exam> {
  return (await apiCall(ExamResponse, '/exams', { method: 'POST', body: request })).exam;
}

export async function updateExam(id: string, request: ExamForm): Promise<Exam> {
  return (await apiCall(ExamResponse, examPath(id), { method: 'PUT', body: request })).exam;
}

export type { LiveSchedule };

/** The exam still has open or upcoming schedules: they are cancelled first, then the exam deleted. */
export class ExamInUseError extends Error {
  constructor(
    message: string,
    readonly schedules: readonly LiveSchedule[],
  ) {
    super(message);
    this.name = 'ExamInUseError';
  }
}

/** DELETE /exams/{id}; answers the server's message. Its 409 names the schedules to cancel first. */
export async function deleteExam(id: string): Promise<string> {
  try {
    return (await apiCall(ExamDeletedResponse, examPath(id), { method: 'DELETE' })).message;
  } catch (error) {
    const inUse = refusalOf(error, 409, ExamInUseResponse);
    throw inUse ? new ExamInUseError(inUse.message, inUse.schedules) : error;
  }
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
  const answer = await apiCall(QuestionImageResponse, '/upload/question-image', {
    method: 'POST',
    body,
    timeoutMs: 60_000,
  });
  const { data, message } = answer;
  return { url: data.url, filename: data.filename, message };
}

/** DELETE /upload/question-image/{filename}: only for images this console uploaded ('question-…'). */
export async function deleteQuestionImage(filename: string): Promise<void> {
  await apiCall(QuestionImageDeletedResponse, `/upload/question-image/${encodeURIComponent(filename)}`, {
    method: 'DELETE',
  });
}
