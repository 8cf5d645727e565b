import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { ApiError } from '@portal/ui-shared';
import {
  AnswerNotUnderstoodError,
  CONNECTION_FAILED,
  apiCall,
  retryServerErrors,
  toHttpError,
} from './apiFetch';

afterEach(() => vi.unstubAllGlobals());

const Answer = { safeParse: (data: unknown) => ({ success: true as const, data }) };

describe("the console's adapter over ui-shared's client", () => {
  it('turns a refusal into an HttpError with the message, status and field errors keyed by field', () => {
    const error = toHttpError(
      new ApiError('Invalid input', {
        status: 400,
        data: { success: false, message: 'Invalid input', errors: [{ field: 'email', message: 'Bad' }] },
      }),
    ) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid input');
    expect(error.body).toMatchObject({
      errors: { email: 'Bad' },
      fieldErrors: [{ field: 'email', message: 'Bad' }],
    });
  });

  it('reports no answer at all (network, timeout) as status 0, "Unable to connect to server"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    await expect(apiCall(Answer, '/things')).rejects.toMatchObject({ status: 0, message: CONNECTION_FAILED });
  });

  it('keeps an answer the contract does not describe without a status, as a failed parse was', () => {
    const error = toHttpError(new ApiError('not understood', { status: 200, data: {} }));
    expect(error).toBeInstanceOf(AnswerNotUnderstoodError);
    expect(retryServerErrors(0, error)).toBe(false);
  });

  it('passes other errors (a cancelled call) through', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(toHttpError(abort)).toBe(abort);
  });
});
