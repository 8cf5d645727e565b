import { describe, expect, it } from 'vitest';
import { validateOfficer } from './validateOfficer';

describe('validateOfficer (the contract CreateOfficerRequest)', () => {
  it('accepts a complete officer', () => {
    expect(
      validateOfficer({
        firstName: 'Dora',
        lastName: 'Protect',
        email: 'dora@example.org',
        password: '12345678',
      }),
    ).toEqual({});
  });

  it("says what is missing, in the contract's words", () => {
    expect(validateOfficer({ email: 'nope', password: 'short' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
    });
  });
});
