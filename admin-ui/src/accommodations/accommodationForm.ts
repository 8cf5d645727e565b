import {
  ATTEMPT_LIMITS,
  ATTEMPT_MESSAGES,
  AccommodationRequest,
  type Accommodation,
  type AccommodationRequest as AccommodationRequestBody,
} from '@portal/contracts';

/**
 * The accommodations dialog's rules (issue 16 item 4), pure. The limits and messages are the
 * contract's (AccommodationRequest): the console checks with the server's own schema.
 */

/** The dialog's inputs as typed. */
export interface AccommodationFormValues {
  extraMinutes: string;
  timeMultiplier: string;
  makeupAttempts: string;
  note: string;
}

export type AccommodationField = 'extraMinutes' | 'timeMultiplier' | 'makeupAttempts' | 'note';

export const EMPTY_ACCOMMODATION_FORM: AccommodationFormValues = {
  extraMinutes: '0',
  timeMultiplier: '1',
  makeupAttempts: '0',
  note: '',
};

/** The common multipliers offered as quick choices (the field takes any value from 1 to 3). */
export const MULTIPLIER_CHOICES = [1, 1.25, 1.5, 2] as const;

export const ACCOMMODATION_TEXT = {
  saved: ATTEMPT_MESSAGES.accommodationSaved,
  saveFailed: 'Failed to save the exam time accommodation',
  loadFailed: 'The current accommodation could not be loaded',
  chooseStudent: 'Please choose a student',
  makeupNeedsSchedule: 'Make-up attempts are granted for one scheduled exam: choose it above',
  allExams: 'All exams of this student',
} as const;

export function formFromAccommodation(
  accommodation: Accommodation | null | undefined,
): AccommodationFormValues {
  if (!accommodation) {
    return EMPTY_ACCOMMODATION_FORM;
  }
  return {
    extraMinutes: String(accommodation.extraMinutes),
    timeMultiplier: String(accommodation.timeMultiplier),
    makeupAttempts: String(accommodation.makeupAttempts),
    note: accommodation.note ?? '',
  };
}

export type AccommodationValidation =
  | { ok: true; request: AccommodationRequestBody }
  | { ok: false; message: string; field: AccommodationField | 'student' };

const numberOf = (typed: string): number | string => {
  const trimmed = typed.trim();
  // blank is the field's default; anything else goes to the schema as a number (or as it is, to fail)
  return trimmed === '' ? '' : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * Checks with the contract's schema; a blank number is its default (0 minutes, ×1, 0 makeups).
 * Make-up attempts need one schedule (the server refuses them for "all exams").
 */
export function validateAccommodation(
  values: AccommodationFormValues,
  scope: { studentId: string | null; scheduleId: string | null },
): AccommodationValidation {
  if (!scope.studentId) {
    return { ok: false, message: ACCOMMODATION_TEXT.chooseStudent, field: 'student' };
  }
  const body: Record<string, unknown> = {
    studentId: scope.studentId,
    scheduleId: scope.scheduleId,
    note: values.note,
  };
  for (const field of ['extraMinutes', 'timeMultiplier', 'makeupAttempts'] as const) {
    const value = numberOf(values[field]);
    if (value !== '') {
      body[field] = value;
    }
  }
  const parsed = AccommodationRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = (issue?.path[0] ?? 'note') as AccommodationField;
    return { ok: false, message: issue?.message ?? ACCOMMODATION_TEXT.saveFailed, field };
  }
  if (parsed.data.makeupAttempts > 0 && parsed.data.scheduleId === null) {
    return { ok: false, message: ACCOMMODATION_TEXT.makeupNeedsSchedule, field: 'makeupAttempts' };
  }
  return { ok: true, request: parsed.data };
}

/** The accommodation that applies to a schedule: its own, else the student's general one (null: none). */
export function applyingTo(
  accommodations: readonly Accommodation[],
  scheduleId: string | null,
): { accommodation: Accommodation; own: boolean } | null {
  const own = scheduleId ? accommodations.find((row) => row.scheduleId === scheduleId) : undefined;
  if (own) {
    return { accommodation: own, own: true };
  }
  const general = accommodations.find((row) => row.scheduleId === null);
  return general ? { accommodation: general, own: scheduleId === null } : null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "10 extra minutes · 1.5× time · 1 make-up attempt", or "No adjustments" when all are defaults. */
export function accommodationSummary(
  accommodation: Pick<Accommodation, 'extraMinutes' | 'timeMultiplier' | 'makeupAttempts'> | null,
): string {
  if (!accommodation) {
    return 'No adjustments';
  }
  const parts: string[] = [];
  if (accommodation.extraMinutes > 0) {
    parts.push(plural(accommodation.extraMinutes, 'extra minute', 'extra minutes'));
  }
  if (accommodation.timeMultiplier !== 1) {
    parts.push(`${accommodation.timeMultiplier}× time`);
  }
  if (accommodation.makeupAttempts > 0) {
    parts.push(plural(accommodation.makeupAttempts, 'make-up attempt', 'make-up attempts'));
  }
  return parts.length ? parts.join(' · ') : 'No adjustments';
}

/** The exam time a duration becomes: duration × multiplier + extra minutes, whole minutes. */
export function adjustedMinutes(
  durationMinutes: number,
  extraMinutes: number,
  timeMultiplier: number,
): number {
  return Math.round(durationMinutes * timeMultiplier + extraMinutes);
}

export const LIMITS_TEXT = {
  extraMinutes: `${ATTEMPT_LIMITS.extraMinutesMin} to ${ATTEMPT_LIMITS.extraMinutesMax} minutes added to the exam time`,
  timeMultiplier: `${ATTEMPT_LIMITS.timeMultiplierMin} to ${ATTEMPT_LIMITS.timeMultiplierMax}: 1.25 gives 25% more time`,
  makeupAttempts: `0 to ${ATTEMPT_LIMITS.makeupAttemptsMax} more attempts; the student sees "Makeup Available"`,
} as const;
