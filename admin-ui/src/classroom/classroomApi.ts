import {
  QuizTemplateDeletedResponse,
  QuizTemplateResponse,
  QuizTemplatesResponse,
  type QuizTemplate,
  type QuizTemplateInput,
} from '@portal/contracts';
import { apiCall, signalOf, statusOf } from '../providers/apiFetch';

/**
 * A tutor's saved quiz templates on the server (beyond spec 002 §7, which keeps them in the
 * browser only): GET/POST /api/classroom/quizzes, PUT/DELETE /api/classroom/quizzes/{id}.
 */

const BASE = '/classroom/quizzes';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** {quizzes, total}: `complete` is false when the server holds more than it sent. */
export function templateListOf(answer: QuizTemplatesResponse): {
  quizzes: QuizTemplate[];
  complete: boolean;
} {
  return { quizzes: answer.quizzes, complete: answer.total <= answer.quizzes.length };
}

/** The server's page size limit: one call brings a tutor's whole library. */
const ALL = '?perPage=500&sort=updatedAt&order=desc';

export async function fetchTemplates(
  signal?: AbortSignal,
): Promise<{ quizzes: QuizTemplate[]; complete: boolean }> {
  return templateListOf(await apiCall(QuizTemplatesResponse, `${BASE}${ALL}`, signalOf(signal)));
}

export async function createTemplate(input: QuizTemplateInput): Promise<QuizTemplate> {
  return (await apiCall(QuizTemplateResponse, BASE, { method: 'POST', body: input })).quiz;
}

/** PUT; a template the server no longer has (deleted on another device) is created again instead. */
export async function updateTemplate(id: string, input: QuizTemplateInput): Promise<QuizTemplate> {
  try {
    return (await apiCall(QuizTemplateResponse, one(id), { method: 'PUT', body: input })).quiz;
  } catch (error) {
    if (statusOf(error) === 404) {
      return createTemplate(input);
    }
    throw error;
  }
}

export async function deleteTemplate(id: string): Promise<void> {
  try {
    await apiCall(QuizTemplateDeletedResponse, one(id), { method: 'DELETE' });
  } catch (error) {
    // already gone there: what the tutor wanted
    if (statusOf(error) !== 404) {
      throw error;
    }
  }
}

/**
 * Whether a failure means "work from browser storage" (the API is missing, down or unreachable,
 * or answered something its contract does not describe) rather than a refusal to show (a 4xx with the server's reason).
 */
export function serverUnavailable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 0 || status === 404 || status >= 500;
}
