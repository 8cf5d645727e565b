import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthProblem, needsParentalConsent } from './age';
import { passwordStrength } from './passwordStrength';
import { normaliseExperience, splitSpecializations } from './profileFields';

const today = new Date('2026-11-22T12:00:00.000Z');

describe('passwordStrength (spec 001 §5)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abcdefgh', 1, 'Weak'],
    ['abcdefgh1', 2, 'Fair'],
    ['Abcdefgh1', 3, 'Good'],
    ['Abcdefgh1!', 4, 'Strong'],
    ['Abcdefgh1!xyz', 5, 'Very Strong'],
  ])('given %j, then score %i and label %s', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe('ages', () => {
  it('given a birthday tomorrow, then the age is still one less', () => {
    expect(ageOn('2010-11-23', today)).toBe(15);
    expect(ageOn('2010-11-22', today)).toBe(16);
    expect(needsParentalConsent('2010-11-23', today)).toBe(true);
    expect(needsParentalConsent('2010-11-22', today)).toBe(false);
  });

  it('given impossible, future or over-100 dates, then the spec messages', () => {
    expect(dateOfBirthProblem('2015-02-30', today)).toBe('Please enter a valid date of birth');
    expect(dateOfBirthProblem('1925-11-21', today)).toBe('Please enter a valid date of birth');
    expect(dateOfBirthProblem('1926-11-22', today)).toBeNull();
    expect(dateOfBirthProblem('2026-11-23', today)).toBe('Date of birth cannot be in the future');
  });
});

describe('profile fields', () => {
  it('given comma-separated specializations, then trimmed with empties dropped', () => {
    expect(splitSpecializations(' Maths, ,English ,')).toEqual(['Maths', 'English']);
  });

  it('given non-numeric or negative experience, then 0; decimals truncated', () => {
    expect(normaliseExperience('abc')).toBe(0);
    expect(normaliseExperience(-3)).toBe(0);
    expect(normaliseExperience('7.9')).toBe(7);
  });
});
