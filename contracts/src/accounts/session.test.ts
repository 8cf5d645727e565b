import { describe, expect, it } from 'vitest';
import { LoginResponse, SessionUser, SessionUserAsRead } from './session';

const user = (role?: unknown) => ({
  id: 'u1',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  organisationId: 'o1',
  ...(role === undefined ? {} : { role }),
});

describe('the session user as the UIs read it (spec 001 §6)', () => {
  it.each([
    ['Tutor', 'tutor'],
    [' PARENT ', 'parent'],
    [undefined, 'student'],
    ['superuser', 'student'],
  ])('given the role %j, when read, then it is %s', (role, expected) => {
    expect(SessionUserAsRead.parse(user(role)).role).toBe(expected);
  });

  it('given the same answers, the server contract itself accepts only its own lower-case roles', () => {
    expect(SessionUser.safeParse(user('Tutor')).success).toBe(false);
    expect(LoginResponse.safeParse({ success: true, user: user('tutor') }).success).toBe(true);
  });
});
