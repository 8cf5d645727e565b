import { QuizTemplate, type QuizTemplateInput } from '@portal/contracts';
import { apiFetch, statusOf } from '../providers/apiFetch';

/**
 * A tutor's saved quiz templates on the server (beyond spec 002 §7, which keeps them in the
 * browser only): GET/POST /api/classroom/quizzes, PUT/DELETE /api/classroom/quizzes/{id}.
 */

const BASE = '/classroom/quizzes';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** An answer that is not what the contract says. */
export class UnexpectedAnswer extends Error {
  constructor(what: string) {
    super(`Unexpected answer from the server: ${what}`);
    this.name = 'UnexpectedAnswer';
  }
}

/** {quizzes, total}: `complete` is false when the server holds more than it sent. */
export function readTemplateList(answer: unknown): { quizzes: QuizTemplate[]; complete: boolean } {
  const body = answer as { quizzes?: unknown; total?: unknown } | null | undefined;
  const quizzes = body?.quizzes;
  if (!Array.isArray(quizzes)) {
    throw new UnexpectedAnswer('no quizzes');
  }
  const valid = quizzes.flatMap((item: unknown) => {
    const parsed = QuizTemplate.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  const total = typeof body?.total === 'number' ? body.total : quizzes.length;
  return { quizzes: valid, complete: total <= quizzes.length };
}

export function readTemplate(answer: unknown): QuizTemplate {
  const parsed = QuizTemplate.safeParse((answer as { quiz?: unknown } | null | undefined)?.quiz);
  if (!parsed.success) {
    throw new UnexpectedAnswer('no quiz');
  }
  return parsed.data;
}

/** The server's page size limit: one call brings a tutor's whole library. */
const ALL = '?perPage=500&sort=updatedAt&order=desc';

export async function fetchTemplates(
  signal?: AbortSignal,
): Promise<{ quizzes: QuizTemplate[]; complete: boolean }> {
  return readTemplateList(await apiFetch(`${BASE}${ALL}`, signal ? { signal } : {}));
}

export async function createTemplate(input: QuizTemplateInput): Promise<QuizTemplate> {
  return readTemplate(await apiFetch(BASE, { method: 'POST', json: input }));
}

/** PUT; a template the server no longer has (deleted on another device) is created again instead. */
export async function updateTemplate(id: string, input: QuizTemplateInput): Promise<QuizTemplate> {
  try {
    return readTemplate(await apiFetch(one(id), { method: 'PUT', json: input }));
  } catch (error) {
    if (statusOf(error) === 404) {
      return createTemplate(input);
    }
    throw error;
  }
}

export async function deleteTemplate(id: string): Promise<void> {
  try {
    await apiFetch(one(id), { method: 'DELETE' });
  } catch (error) {
    // already gone there: what the tutor wanted
    if (statusOf(error) !== 404) {
      throw error;
    }
  }
}

/**
 * Whether a failure means "work from browser storage" (the API is missing, down or unreachable,
 * or answered something else) rather than a refusal to show (a 4xx with the server's reason).
 */
export function serverUnavailable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 0 || status === 404 || status >= 500;
}
