import { HttpError } from 'react-admin';
import {
  apiBlob,
  apiCall as sharedApiCall,
  isApiError,
  type AnswerSchema,
  type ApiFetchOptions,
} from '@portal/ui-shared';

/**
 * The console's one way to the API: ui-shared's client (every answer parsed with the contract's
 * response schema), with its failures as react-admin `HttpError`s so the data and auth providers,
 * notifications and forms read them as react-admin expects. This file adds only that adapter and
 * the console's timeout; it has no fetch of its own.
 */

/** A call that has not answered in 15 s is shown as a connection failure. */
const TIMEOUT_MS = 15_000;

/** A download of a whole register may take longer than a page of it. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

export const CONNECTION_FAILED = 'Unable to connect to server';

/**
 * What a failed call carries in `HttpError.body`. `errors` is keyed by field, the shape react-admin
 * forms show next to their inputs (server-side validation); `fieldErrors` keeps the API's list;
 * `answer` is the failure's whole answer, for calls whose refusals carry more (a 409's details).
 */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  fieldErrors: { field: string; message: string }[];
  answer?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrorsOf(answer: unknown): { field: string; message: string }[] {
  return isRecord(answer) && Array.isArray(answer.errors)
    ? (answer.errors as unknown[]).filter(
        (entry): entry is { field: string; message: string } =>
          isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string',
      )
    : [];
}

/** A 2xx answer the contract does not describe (ui-shared's ANSWER_NOT_UNDERSTOOD); no status. */
export class AnswerNotUnderstoodError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'AnswerNotUnderstoodError';
  }
}

/**
 * ui-shared's ApiError as react-admin's HttpError: the server's own message (DESIGN §3) and status;
 * no answer at all (network, timeout) is status 0 with CONNECTION_FAILED. A 2xx answer the contract
 * does not describe stays a plain error without a status, as a failed parse always was. Anything
 * else (the caller's own abort) passes through.
 */
export function toHttpError(error: unknown): unknown {
  if (!isApiError(error)) {
    return error;
  }
  if (error.network) {
    return new HttpError(CONNECTION_FAILED, 0, {
      message: CONNECTION_FAILED,
      fieldErrors: [],
      cause: String(error.cause),
    });
  }
  if (error.status >= 200 && error.status < 300) {
    return new AnswerNotUnderstoodError(error.message, error.cause);
  }
  const answer = error.data;
  const message =
    isRecord(answer) && typeof answer.message === 'string'
      ? answer.message
      : isRecord(answer) && typeof answer.error === 'string'
        ? answer.error
        : error.message;
  const fieldErrors = fieldErrorsOf(answer);
  const errors = fieldErrors.length
    ? Object.fromEntries(fieldErrors.map((issue) => [issue.field, issue.message]))
    : undefined;
  const body: ApiErrorBody = { message, fieldErrors, answer, ...(errors ? { errors } : {}) };
  return new HttpError(message, error.status, body);
}

/**
 * One call whose answer is parsed with `schema`, the contract's response schema (ui-shared's
 * `apiCall`), within 15 s unless `timeoutMs` says otherwise; failures are HttpErrors.
 */
export async function apiCall<T>(
  schema: AnswerSchema<T>,
  path: string,
  options: ApiFetchOptions = {},
): Promise<T> {
  try {
    return await sharedApiCall(schema, path, { timeoutMs: TIMEOUT_MS, ...options });
  } catch (error) {
    throw toHttpError(error);
  }
}

/** A file (an export) within DOWNLOAD_TIMEOUT_MS; failures are HttpErrors. */
export async function apiDownload(path: string, options: ApiFetchOptions = {}): Promise<Blob> {
  try {
    return await apiBlob(path, { timeoutMs: DOWNLOAD_TIMEOUT_MS, ...options });
  } catch (error) {
    throw toHttpError(error);
  }
}

/** The HTTP status of a failure (0 when the server could not be reached), undefined for other errors. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return typeof error.status === 'number' ? error.status : undefined;
  }
  return undefined;
}

/** A query's `retry`: a server hiccup (5xx) is tried once more; refusals (4xx) and the network are shown at once. */
export function retryServerErrors(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 500 && failureCount < 1;
}

/** A query's abort signal as call options (none when the caller has none). */
export const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
