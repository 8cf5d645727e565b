/**
 * When a student (and their parent) may see the answer key of a submitted attempt (issue 16
 * item 1): correct answers, explanations and per-question correctness. Pure: `now` is given.
 */

const MINUTE = 60_000;

export interface ReleaseInput {
  /** the schedule's "Show results immediately" switch */
  showResultsImmediately: boolean;
  /** null: an assignment without a window (only the tutor's release opens it) */
  scheduledEndTime: string | null;
  /** minutes after the end a start is still allowed */
  gracePeriodMinutes?: number | null;
  /**
   * the most minutes an accommodation adds to any student's deadline in this schedule (extra
   * minutes and time multiplier): the window stays open for them that much longer
   */
  accommodationMinutes?: number | null;
  /** set once the tutor (or an admin) pressed Release results */
  resultsReleasedAt: string | null;
}

/** `session_ended`: a live quiz attempt whose session the tutor ended. */
export type ReleaseReason = 'immediate' | 'released' | 'window_closed' | 'session_ended';

export interface ResultsRelease {
  released: boolean;
  /** why the key is shown; null while withheld */
  reason: ReleaseReason | null;
  /** when the key opens by itself (the window's end plus grace and accommodations); null: never by itself */
  availableAt: string | null;
}

/** The moment nobody can still be writing: end + grace + the longest accommodation; null without an end. */
export function resultsAvailableAt(schedule: ReleaseInput): string | null {
  if (!schedule.scheduledEndTime) {
    return null;
  }
  const end = Date.parse(schedule.scheduledEndTime);
  if (Number.isNaN(end)) {
    return null;
  }
  const grace = Math.max(0, schedule.gracePeriodMinutes ?? 0);
  const added = Math.max(0, schedule.accommodationMinutes ?? 0);
  return new Date(Math.round(end + (grace + added) * MINUTE)).toISOString();
}

/**
 * Shown at once when the schedule says so; otherwise from the tutor's release, or from the
 * moment the window (plus grace and any accommodation) has closed. The end instant itself is
 * closed, as for `timeStatusOf`.
 */
export function resultsRelease(schedule: ReleaseInput, now: Date): ResultsRelease {
  const availableAt = resultsAvailableAt(schedule);
  if (schedule.showResultsImmediately) {
    return { released: true, reason: 'immediate', availableAt };
  }
  if (schedule.resultsReleasedAt) {
    return { released: true, reason: 'released', availableAt };
  }
  if (availableAt !== null && Date.parse(availableAt) <= now.getTime()) {
    return { released: true, reason: 'window_closed', availableAt };
  }
  return { released: false, reason: null, availableAt };
}

export function resultsReleased(schedule: ReleaseInput, now: Date): boolean {
  return resultsRelease(schedule, now).released;
}

export interface LiveQuizReleaseInput {
  /** when the student's quiz clock started: the attempt's start, after the session was created */
  attemptStartTime: string | null;
  /** when the tutor ended the attempt's session (`ClassroomSessionEnded`); null: not (yet) recorded */
  sessionEndedAt: string | null;
  /** a session expires this long after it was created, ended or not */
  sessionLifetimeMs: number;
}

/**
 * A live quiz attempt (issue 16 item 1): the key is shown once the tutor ended the session. A
 * session the tutor never ends (and one from before the end was recorded) expires
 * `sessionLifetimeMs` after its creation, so at the latest that long after the attempt's start:
 * from then on no end can be recorded and the key is shown. While the session may still run, no
 * time is promised (`availableAt` null: the tutor's end opens it). Fail closed without a start.
 */
export function liveQuizRelease(input: LiveQuizReleaseInput, now: Date): ResultsRelease {
  if (input.sessionEndedAt !== null) {
    return { released: true, reason: 'session_ended', availableAt: input.sessionEndedAt };
  }
  const start = input.attemptStartTime === null ? Number.NaN : Date.parse(input.attemptStartTime);
  if (!Number.isFinite(start)) {
    return { released: false, reason: null, availableAt: null };
  }
  const expired = start + input.sessionLifetimeMs;
  return now.getTime() >= expired
    ? { released: true, reason: 'window_closed', availableAt: new Date(expired).toISOString() }
    : { released: false, reason: null, availableAt: null };
}

/** Minutes an accommodation adds to a deadline (the same sum `attemptDeadline` adds). */
export function accommodationAddedMinutes(
  durationMinutes: number,
  accommodation: { extraMinutes: number; timeMultiplier: number },
): number {
  return Math.max(0, durationMinutes * (accommodation.timeMultiplier - 1) + accommodation.extraMinutes);
}

/** What the student reads while the key is withheld. */
export function resultsWithheldMessage(
  availableAt: string | null,
  formatTime: (iso: string) => string,
): string {
  return availableAt
    ? `Results will be available after ${formatTime(availableAt)}`
    : 'Results will be available when your tutor releases them';
}
