import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiFetch';
import { LOGIN_MESSAGES, isSessionExpiry, loginErrorMessage } from './messages';
import { localDayKey, msUntilNextLocalMidnight } from './midnight';
import { resetTokenFromPath } from './resetToken';
import { normaliseRole, normaliseSessionUser } from './sessionUser';

describe('loginErrorMessage (spec 001 §8 Login)', () => {
  it('401 is "Invalid email or password"', () => {
    expect(loginErrorMessage(new ApiError('x', { status: 401, data: { message: 'Nope' } }))).toBe(
      'Invalid email or password',
    );
  });
  it('other answers show the server message (a 429 included), else "Login failed"', () => {
    const tooMany = new ApiError('Too many', { status: 429, data: { message: 'Too many sign-in attempts' } });
    expect(loginErrorMessage(tooMany)).toBe('Too many sign-in attempts');
    expect(loginErrorMessage(new ApiError('x', { status: 500 }))).toBe(LOGIN_MESSAGES.failed);
  });
  it('no answer is "An error occurred. Please try again."', () => {
    expect(loginErrorMessage(new ApiError('Failed to fetch', { status: 0, network: true }))).toBe(
      'An error occurred. Please try again.',
    );
  });
});

describe('isSessionExpiry (spec 001 §4)', () => {
  it('a 401, or a message containing 401 or "expired"', () => {
    expect(isSessionExpiry(new ApiError('x', { status: 401 }))).toBe(true);
    expect(isSessionExpiry(new Error('HTTP 401'))).toBe(true);
    expect(isSessionExpiry(new Error('Token Expired'))).toBe(true);
    expect(isSessionExpiry(new ApiError('Not allowed', { status: 403 }))).toBe(false);
  });
});

describe('midnight', () => {
  it('counts to the next local midnight', () => {
    const now = new Date(2026, 10, 5, 23, 59, 0);
    expect(msUntilNextLocalMidnight(now)).toBe(60_000);
    expect(msUntilNextLocalMidnight(new Date(2026, 10, 5, 0, 0, 0))).toBe(24 * 60 * 60 * 1000);
    expect(localDayKey(now)).toBe('2026-11-05');
  });
});

describe('session user', () => {
  it('reads the role in lower case; none or unknown means student (spec 001 §6)', () => {
    expect(normaliseRole('Tutor')).toBe('tutor');
    expect(normaliseRole(undefined)).toBe('student');
    expect(normaliseRole('superuser')).toBe('student');
  });
  it('needs an id and an e-mail', () => {
    expect(normaliseSessionUser({ email: 'a@b.c' })).toBeNull();
    // a temporary password given by staff: always a boolean, so the learner app can decide at once
    expect(
      normaliseSessionUser({ id: '1', email: 'a@b.c', mustChangePassword: true })?.mustChangePassword,
    ).toBe(true);
    expect(normaliseSessionUser({ id: '1', email: 'a@b.c' })?.mustChangePassword).toBe(false);
    expect(normaliseSessionUser({ id: '1', email: 'a@b.c', role: 'PARENT' })).toMatchObject({
      id: '1',
      role: 'parent',
      firstName: '',
    });
  });
});

describe('resetTokenFromPath', () => {
  it('reads /reset-password/{token} only', () => {
    expect(resetTokenFromPath('/reset-password/abc_DEF-123')).toBe('abc_DEF-123');
    expect(resetTokenFromPath('/reset-password/abc/')).toBe('abc');
    expect(resetTokenFromPath('/reset-password/')).toBeNull();
    expect(resetTokenFromPath('/')).toBeNull();
    expect(resetTokenFromPath('/reset-password/%E0%A4%A')).toBeNull();
  });
});
