import { describe, expect, it } from 'vitest';
import { studentNumberCandidate, temporaryPassword } from './temporaryPassword';

describe('temporaryPassword', () => {
  it('given many draws, then each is three groups of four unambiguous characters and none repeats', () => {
    const drawn = Array.from({ length: 2_000 }, () => temporaryPassword());
    expect(drawn.every((password) => /^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){2}$/.test(password))).toBe(
      true,
    );
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});

describe('studentNumberCandidate', () => {
  it('given a draw, then "STU" and six digits', () => {
    for (let i = 0; i < 200; i++) {
      expect(studentNumberCandidate()).toMatch(/^STU\d{6}$/);
    }
  });
});
