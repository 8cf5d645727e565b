import { HttpError } from 'react-admin';

/** Same-origin API root: the system serves the console and the API from one host. */
export const API_URL = '/api';

const TIMEOUT_MS = 15_000;

/** A download of a whole register may take longer than a page of it. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

export const CONNECTION_FAILED = 'Unable to connect to server';

interface FailureBody {
  success?: false;
  message?: string;
  error?: string;
  errors?: { field: string; message: string }[];
}

/**
 * What a failed call carries in `HttpError.body`. `errors` is keyed by field, the shape react-admin
 * forms show next to their inputs (server-side validation); `fieldErrors` keeps the API's list.
 */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  fieldErrors: { field: string; message: string }[];
}

function toHttpError(status: number, statusText: string, body: unknown): HttpError {
  const failure = (typeof body === 'object' && body !== null ? body : {}) as FailureBody;
  // Spec 001 §8: the answer's message or error, else the body text, else the status line.
  const message =
    failure.message ??
    failure.error ??
    (typeof body === 'string' && body.trim() ? body.trim() : `Request failed: ${status} ${statusText}`);
  const fieldErrors = Array.isArray(failure.errors) ? failure.errors : [];
  const errors = fieldErrors.length
    ? Object.fromEntries(fieldErrors.map((issue) => [issue.field, issue.message]))
    : undefined;
  const errorBody: ApiErrorBody = { message, fieldErrors, ...(errors ? { errors } : {}) };
  return new HttpError(message, status, errorBody);
}

/**
 * One request against the API, with the session cookie. Failures become react-admin `HttpError`s
 * carrying the server's own message (DESIGN §3), so notifications show it; network failures and
 * timeouts keep status 0.
 */
export async function apiRequest(
  path: string,
  init: RequestInit = {},
  timeoutMs: number = TIMEOUT_MS,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      // the caller's signal (react-admin cancels queries it no longer needs) and our own timeout
      signal: init.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    if (init.signal?.aborted) {
      throw cause;
    }
    throw new HttpError(CONNECTION_FAILED, 0, {
      message: CONNECTION_FAILED,
      fieldErrors: [],
      cause: String(cause),
    });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the text itself is the message (spec 001 §7)
    }
    throw toHttpError(response.status, response.statusText, body);
  }
  return response;
}

/** A JSON call: GET by default, `json` becomes the request body. */
export async function apiFetch(
  path: string,
  init: Omit<RequestInit, 'body'> & { json?: unknown } = {},
): Promise<unknown> {
  const { json, ...rest } = init;
  const response = await apiRequest(
    path,
    json === undefined ? rest : { ...rest, body: JSON.stringify(json) },
  );
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
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

/** A query's abort signal as `apiFetch` options (none when the caller has none). */
export const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
