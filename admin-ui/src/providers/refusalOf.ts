import { HttpError } from 'react-admin';
import type { AnswerSchema } from '@portal/ui-shared';
import type { ApiErrorBody } from './apiFetch';

/**
 * A refusal that carries more than its message (a 409 naming what is in the way): the failure's
 * answer parsed with the contract's schema for it, or null when `error` is another failure.
 */
export function refusalOf<T>(error: unknown, status: number, schema: AnswerSchema<T>): T | null {
  if (!(error instanceof HttpError) || error.status !== status) {
    return null;
  }
  const parsed = schema.safeParse((error.body as ApiErrorBody | undefined)?.answer);
  return parsed.success ? parsed.data : null;
}
