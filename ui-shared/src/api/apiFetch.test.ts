import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ANSWER_NOT_UNDERSTOOD,
  ApiError,
  REQUEST_TIMED_OUT,
  apiBlob,
  apiCall,
  apiFetch,
  errorMessage,
  failureMessage,
  onUnauthorized,
} from './apiFetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body || null, { status, statusText }))),
  );
}

describe('failureMessage (spec 001 §8 generic request failure)', () => {
  it('prefers the answer message, then error, then the body text, then the status line', () => {
    expect(failureMessage(400, 'Bad Request', { message: 'Nope', error: 'Other' })).toBe('Nope');
    expect(failureMessage(400, 'Bad Request', { error: 'Other' })).toBe('Other');
    expect(failureMessage(502, 'Bad Gateway', 'upstream down')).toBe('upstream down');
    expect(failureMessage(500, 'Internal Server Error', undefined)).toBe(
      'Request failed: 500 Internal Server Error',
    );
  });
});

describe('apiFetch', () => {
  it('calls under /api with credentials and a JSON body', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"success":true}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/profile', { method: 'PUT', body: { a: 1 } })).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('returns text answers as text', async () => {
    answer(200, 'plain');
    await expect(apiFetch('/x')).resolves.toBe('plain');
  });

  it('rejects with an ApiError carrying status and data', async () => {
    answer(409, '{"success":false,"message":"An account with this email already exists"}');
    const error = await apiFetch('/auth/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'An account with this email already exists' });
    expect((error as ApiError).data).toMatchObject({ success: false });
  });

  it('reads field errors keyed by field', async () => {
    answer(400, '{"message":"Bad","errors":[{"field":"parentalConsentEmail","message":"Required"}]}');
    const error = (await apiFetch('/compliance/consent', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ parentalConsentEmail: 'Required' });
  });

  it('reports a 401 to listeners unless the call is an auth probe', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    answer(401, '{"message":"Not signed in"}');
    await apiFetch('/auth/me', { authProbe: true }).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    await apiFetch('/compliance/data-access').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('gives up after its timeout with the spec message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError')));
          }),
      ),
    );
    const error = (await apiFetch('/compliance/data-access', { timeoutMs: 20 }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.timedOut).toBe(true);
    expect(error.message).toBe(REQUEST_TIMED_OUT);
    expect(errorMessage(error, 'Error loading privacy data')).toBe(REQUEST_TIMED_OUT);
  });

  it('marks a network failure with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiFetch('/auth/login', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, network: true });
  });
});

describe('errorMessage', () => {
  it('uses the server message when there is one, else the fallback', () => {
    expect(
      errorMessage(
        new ApiError('Current password is incorrect', {
          status: 400,
          data: { message: 'Current password is incorrect' },
        }),
        'Error changing password',
      ),
    ).toBe('Current password is incorrect');
    expect(errorMessage(new ApiError('Request failed: 500', { status: 500 }), 'Error updating profile')).toBe(
      'Error updating profile',
    );
    expect(errorMessage(new Error('boom'), 'Error exporting data')).toBe('Error exporting data');
  });
});

describe('apiCall (one client: answers parsed with the contract schema)', () => {
  const Answer = z.object({ success: z.literal(true), count: z.number() });

  it('given an answer that matches the schema, when called, then it resolves with the parsed answer', async () => {
    answer(200, JSON.stringify({ success: true, count: 3, extra: 'dropped' }));
    await expect(apiCall(Answer, '/things')).resolves.toEqual({ success: true, count: 3 });
  });

  it('given an answer that does not match, when called, then it rejects with the not-understood message', async () => {
    answer(200, JSON.stringify({ success: true, count: 'three' }));
    const failure = await apiCall(Answer, '/things').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(ANSWER_NOT_UNDERSTOOD);
    expect((failure as ApiError).data).toEqual({ success: true, count: 'three' });
  });

  it('given a refusal, when called, then it rejects with the server message as apiFetch does', async () => {
    answer(403, JSON.stringify({ success: false, message: 'Not yours' }));
    await expect(apiCall(Answer, '/things')).rejects.toMatchObject({ status: 403, message: 'Not yours' });
  });
});

describe('apiBlob (a file from the API)', () => {
  it('given a file, when downloaded, then it resolves with its bytes and asks for the given type', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('a,b\n1,2', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const blob = await apiBlob('/register/export?format=csv', { accept: 'text/csv' });
    expect(await blob.text()).toBe('a,b\n1,2');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/register/export?format=csv');
    expect(init.headers).toMatchObject({ Accept: 'text/csv' });
  });

  it('given a refusal, when downloaded, then it rejects with the server message', async () => {
    answer(403, JSON.stringify({ success: false, message: 'Not yours' }));
    await expect(apiBlob('/register/export')).rejects.toMatchObject({ status: 403, message: 'Not yours' });
  });
});
