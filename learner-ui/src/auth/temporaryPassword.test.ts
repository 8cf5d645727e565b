import { describe, expect, it } from 'vitest';
import {
  EMPTY_TEMPORARY_PASSWORD_FORM,
  TEMPORARY_PASSWORD_MESSAGES as M,
  validateTemporaryPassword,
} from './temporaryPassword';

const valid = {
  currentPassword: 'Tmp-9f3k2q',
  newPassword: 'purple-owl-42',
  confirmPassword: 'purple-owl-42',
};

describe('choosing your own password at first sign-in', () => {
  it('accepts a new password of 8 or more characters that matches its confirmation', () => {
    expect(validateTemporaryPassword(valid)).toEqual({});
    expect(
      validateTemporaryPassword({ ...valid, newPassword: '12345678', confirmPassword: '12345678' }),
    ).toEqual({});
  });

  it('asks for every field', () => {
    expect(validateTemporaryPassword(EMPTY_TEMPORARY_PASSWORD_FORM)).toEqual({
      currentPassword: M.currentRequired,
      newPassword: M.newRequired,
    });
  });

  it('uses the sign-up minimum of 8 characters', () => {
    expect(M.tooShort).toBe('Password must be at least 8 characters');
    expect(
      validateTemporaryPassword({ ...valid, newPassword: '1234567', confirmPassword: '1234567' }),
    ).toEqual({ newPassword: M.tooShort });
  });

  it('says when the confirmation does not match', () => {
    expect(M.mismatch).toBe('Passwords do not match');
    expect(validateTemporaryPassword({ ...valid, confirmPassword: 'purple-owl-43' })).toEqual({
      confirmPassword: M.mismatch,
    });
  });

  it('refuses to keep the temporary password', () => {
    expect(
      validateTemporaryPassword({
        currentPassword: 'same-password',
        newPassword: 'same-password',
        confirmPassword: 'same-password',
      }),
    ).toEqual({ newPassword: M.sameAsTemporary });
  });

  it('rejects a password longer than the server accepts', () => {
    const long = 'a'.repeat(1025);
    expect(validateTemporaryPassword({ ...valid, newPassword: long, confirmPassword: long })).toEqual({
      newPassword: M.tooLong,
    });
  });
});
