/** Every call goes under this prefix, on the same origin as the app (DESIGN.md §2). */
export const API_PREFIX = '/api';

/** Spec 001 §8: a call that did not answer within its timeout. */
export const REQUEST_TIMED_OUT = 'Request timed out. Please try again.';

/**
 * A failed call (spec 001 §8 "Generic request failure"): the message is the answer's `message` or
 * `error`, else the body text, else "Request failed: {status} {statusText}". `status` is 0 when the
 * server could not be reached (network failure or timeout).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed answer (JSON or text), undefined when there was none. */
  readonly data: unknown;
  /** True when the call gave up after its timeout. */
  readonly timedOut: boolean;
  /** True when no answer came at all (offline, DNS, refused, timeout). */
  readonly network: boolean;

  constructor(
    message: string,
    options: { status: number; data?: unknown; timedOut?: boolean; network?: boolean; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.data = options.data;
    this.timedOut = options.timedOut ?? false;
    this.network = options.network ?? false;
  }

  /** The API's field errors (`errors: [{field, message}]`) keyed by field. */
  get fieldErrors(): Record<string, string> {
    const errors =
      isRecord(this.data) && Array.isArray(this.data.errors) ? (this.data.errors as unknown[]) : [];
    const result: Record<string, string> = {};
    for (const entry of errors) {
      if (isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string') {
        result[entry.field] ??= entry.message;
      }
    }
    return result;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. A FormData body is sent as multipart, without the JSON header (spec 001 §7). */
  body?: unknown;
  /** Give up after this many milliseconds with REQUEST_TIMED_OUT (e.g. 15000 on the privacy page). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Calls that check or establish a session (sign-in, /auth/me, sign-up, password reset) answer 401
   * as a normal outcome; they set this so a 401 does not count as "the session ended".
   */
  authProbe?: boolean;
  /** The Accept header (a file download asks for e.g. 'text/csv'); JSON unless given. */
  accept?: string;
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called when any call (other than an auth probe) answers 401: the session ended under the user
 * (spec 001 §4 token expiry). The AuthProvider subscribes; returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseBody(text: string): unknown {
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Answers that are not JSON are returned as text (spec 001 §7).
    return text;
  }
}

/** The `message`, else the `error`, a failed answer carries, when it is not blank. */
export function answerMessage(data: unknown): string | null {
  if (isRecord(data)) {
    if (typeof data.message === 'string' && data.message.trim()) {
      return data.message;
    }
    if (typeof data.error === 'string' && data.error.trim()) {
      return data.error;
    }
  }
  return null;
}

/** Spec 001 §8: message or error from the answer, else its text, else the status line. */
export function failureMessage(status: number, statusText: string, data: unknown): string {
  const message = answerMessage(data);
  if (message) {
    return message;
  }
  if (typeof data === 'string' && data.trim()) {
    return data.trim();
  }
  return `Request failed: ${status} ${statusText}`.trim();
}

/** A 2xx answer, not read yet, and the timeout that still runs while its body is read. */
interface Answered {
  response: Response;
  timeout: AbortSignal | undefined;
}

/** Sends one call with the session cookie; rejects with an ApiError when no answer came. */
async function send(path: string, options: ApiFetchOptions): Promise<Answered> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    body,
    timeoutMs,
    signal,
    accept = 'application/json',
  } = options;
  const url = `${API_PREFIX}${path.startsWith('/api/') ? path.slice(API_PREFIX.length) : path}`;
  const headers: Record<string, string> = { Accept: accept };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const timeout = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
  const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    });
    return { response, timeout };
  } catch (cause) {
    if (signal?.aborted) {
      throw cause; // the caller cancelled: not a failure to report
    }
    if (timeout?.aborted) {
      throw new ApiError(REQUEST_TIMED_OUT, { status: 0, timedOut: true, network: true, cause });
    }
    throw new ApiError(cause instanceof Error ? cause.message : 'Network error', {
      status: 0,
      network: true,
      cause,
    });
  }
}

/** Reads an answer's body; a timeout while reading is a timeout of the call. */
async function read<T>({ timeout }: Answered, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (cause) {
    if (timeout?.aborted) {
      throw new ApiError(REQUEST_TIMED_OUT, { status: 0, timedOut: true, network: true, cause });
    }
    throw cause;
  }
}

/** A failed answer as an ApiError; a 401 (other than an auth probe) tells the listeners. */
async function failure(answered: Answered, authProbe: boolean | undefined): Promise<ApiError> {
  const { response } = answered;
  const data = parseBody(await read(answered, () => response.text()));
  const error = new ApiError(failureMessage(response.status, response.statusText, data), {
    status: response.status,
    data,
  });
  if (response.status === 401 && !authProbe) {
    unauthorizedListeners.forEach((listener) => listener(error));
  }
  return error;
}

/**
 * One call to the API with the session cookie. Resolves with the parsed answer (JSON, or text when
 * the answer is not JSON); rejects with an ApiError.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const answered = await send(path, options);
  if (!answered.response.ok) {
    throw await failure(answered, options.authProbe);
  }
  return parseBody(await read(answered, () => answered.response.text())) as T;
}

/** A file from the API (an export): the answer's bytes as a Blob; failures as `apiFetch`. */
export async function apiBlob(path: string, options: ApiFetchOptions = {}): Promise<Blob> {
  const answered = await send(path, options);
  if (!answered.response.ok) {
    throw await failure(answered, options.authProbe);
  }
  return read(answered, () => answered.response.blob());
}

/**
 * The message to show for a failed action: the server's own message when it answered with one, else
 * the screen's fallback (spec 001 §8: "server message or 'Error updating profile'"). A timeout keeps
 * its own message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) {
    return fallback;
  }
  if (error.timedOut) {
    return REQUEST_TIMED_OUT;
  }
  const { data } = error;
  if (isRecord(data) && (typeof data.message === 'string' || typeof data.error === 'string')) {
    return error.message;
  }
  return fallback;
}

/** What `apiCall` needs of a contract schema (a zod schema has it): parse, or say why not. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A 2xx answer that does not match the contract: the app and the server disagree (e.g. mid-deploy). */
export const ANSWER_NOT_UNDERSTOOD =
  'The server sent an answer this page does not understand. Please reload the page.';

/**
 * One call whose answer is parsed with the contract's response schema, the same schema the server
 * answers with: a contract change breaks the build, not the screen. Failures are ApiErrors, as
 * `apiFetch`; an answer that does not match is one too (status 200 kept, `data` the raw answer).
 */
export async function apiCall<T>(
  schema: AnswerSchema<T>,
  path: string,
  options: ApiFetchOptions = {},
): Promise<T> {
  const data = await apiFetch<unknown>(path, options);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(ANSWER_NOT_UNDERSTOOD, { status: 200, data, cause: parsed.error });
  }
  return parsed.data;
}
