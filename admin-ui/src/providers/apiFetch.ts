import { HttpError } from 'react-admin';

/** Same-origin API root: the system serves the console and the API from one host. */
export const API_URL = '/api';

const TIMEOUT_MS = 15_000;

interface FailureBody {
  success?: false;
  message?: string;
  errors?: { field: string; message: string }[];
}

/**
 * GET/POST JSON against the API. Failures become react-admin `HttpError`s carrying the server's
 * own message (DESIGN §3), so notifications show it; network failures keep status 0.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (cause) {
    throw new HttpError('Unable to connect to server', 0, { cause: String(cause) });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = (body ?? {}) as FailureBody;
    throw new HttpError(
      failure.message ?? `Request failed (HTTP ${response.status})`,
      response.status,
      failure,
    );
  }
  return body;
}
