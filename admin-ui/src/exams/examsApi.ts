import {
  ExamDeletedResponse,
  ExamListResponse,
  ExamResponse,
  QuestionImageResponse,
  type Exam,
  type ExamForm,
  type ExamSummary,
} from '@portal/contracts';
import { HttpError } from 'react-admin';
import { API_URL, CONNECTION_FAILED, apiFetch, apiRequest } from '../providers/apiFetch';

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

/** A schedule of the exam that a student can still start (issue 16: named by the server's 409). */
export interface LiveSchedule {
  id: string;
  title: string;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isTimeOrNull = (value: unknown) => value === null || typeof value === 'string';

/** The 409 of DELETE /exams/{id} while such schedules remain: its message and the schedules, or null. */
function examInUseOf(answer: unknown): { message: string; schedules: LiveSchedule[] } | null {
  if (!isRecord(answer) || typeof answer.message !== 'string' || !Array.isArray(answer.schedules)) {
    return null;
  }
  const schedules = answer.schedules.filter(
    (item): item is LiveSchedule =>
      isRecord(item) &&
      typeof item.id === 'string' &&
      typeof item.title === 'string' &&
      isTimeOrNull(item.scheduledStartTime) &&
      isTimeOrNull(item.scheduledEndTime),
  );
  return schedules.length > 0 && schedules.length === answer.schedules.length
    ? { message: answer.message, schedules }
    : null;
}

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

/**
 * DELETE /exams/{id}; answers the server's message. The shared client keeps only a failure's
 * message, and the 409 names the schedules to cancel first, so this call reads the body itself.
 */
export async function deleteExam(id: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}${examPath(id)}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (cause) {
    throw new HttpError(CONNECTION_FAILED, 0, {
      message: CONNECTION_FAILED,
      fieldErrors: [],
      cause: String(cause),
    });
  }
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the text itself is the message
  }
  if (response.status === 409) {
    const inUse = examInUseOf(answer);
    if (inUse) {
      throw new ExamInUseError(inUse.message, inUse.schedules);
    }
  }
  if (!response.ok) {
    const message =
      isRecord(answer) && typeof answer.message === 'string' && answer.message.trim()
        ? answer.message
        : `Request failed: ${response.status} ${response.statusText}`;
    throw new HttpError(message, response.status, { message, fieldErrors: [] });
  }
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
