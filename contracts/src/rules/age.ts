/** Parental consent is needed under this age (spec 001 §9). */
export const PARENTAL_CONSENT_AGE = 16;
/** Older than this is not a plausible date of birth (spec 001 §9). */
export const MAX_PLAUSIBLE_AGE = 100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists (no 2023-02-30); null otherwise. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value.trim().slice(0, 10));
  if (!match) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Whole years between a date of birth and `today` (both calendar dates, no time zones involved). */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const born = parseCalendarDate(dateOfBirth);
  if (!born) {
    return null;
  }
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  let age = y - born.year;
  if (m < born.month || (m === born.month && d < born.day)) {
    age--;
  }
  return age;
}

export function needsParentalConsent(dateOfBirth: string | null | undefined, today: Date): boolean {
  if (!dateOfBirth) {
    return false;
  }
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < PARENTAL_CONSENT_AGE;
}

/** The spec's message for an unusable date of birth, or null when it is fine. */
export function dateOfBirthProblem(dateOfBirth: string, today: Date): string | null {
  const age = ageOn(dateOfBirth, today);
  if (age === null || age > MAX_PLAUSIBLE_AGE) {
    return 'Please enter a valid date of birth';
  }
  if (dateOfBirth.slice(0, 10) > today.toISOString().slice(0, 10)) {
    return 'Date of birth cannot be in the future';
  }
  return null;
}
