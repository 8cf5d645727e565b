/**
 * The exam window rules (issue 7), pure so the server and both UIs agree: the time status of a
 * schedule, an attempt's deadline, and the action a student's card offers (spec 002 §4).
 * Times are ISO strings; `now` is given, never read.
 */

type TimeStatus = 'upcoming' | 'active' | 'grace_period' | 'expired';
type AttemptStatus = 'available' | 'in_progress' | 'completed' | 'max_attempts_reached';
type ActionAvailable = 'start' | 'start_makeup' | 'resume' | 'view_results' | 'scheduled' | 'expired';

const MINUTE = 60_000;

export interface WindowInput {
  /** null: an assignment, open from the moment it is given */
  scheduledStartTime: string | null;
  /** null: no end */
  scheduledEndTime: string | null;
  /** minutes after the end during which a start is still allowed (schedule setting; default 0) */
  gracePeriodMinutes?: number | null;
}

/**
 * upcoming before the start; active from the start until the end (exclusive); grace_period for
 * the grace minutes after the end; expired after. No start: active. No end: active once started.
 */
export function timeStatusOf(window: WindowInput, now: Date): TimeStatus {
  const at = now.getTime();
  if (window.scheduledStartTime && Date.parse(window.scheduledStartTime) > at) {
    return 'upcoming';
  }
  if (!window.scheduledEndTime) {
    return 'active';
  }
  const end = Date.parse(window.scheduledEndTime);
  if (at < end) {
    return 'active';
  }
  const grace = Math.max(0, window.gracePeriodMinutes ?? 0);
  return at < end + grace * MINUTE ? 'grace_period' : 'expired';
}

export interface TimeAccommodation {
  extraMinutes: number;
  timeMultiplier: number;
}

export const NO_ACCOMMODATION: TimeAccommodation = { extraMinutes: 0, timeMultiplier: 1 };

/**
 * The deadline fixed at the start: start + duration × multiplier + extra minutes, capped by the
 * window's end plus its grace. An accommodation moves the cap by the same time it adds (a student
 * with 25% extra time keeps it even when they start at the last moment). Never before the start.
 */
export function attemptDeadline(input: {
  startTime: string;
  durationMinutes: number;
  windowEnd: string | null;
  graceMinutes: number;
  accommodation: TimeAccommodation;
}): string {
  const start = Date.parse(input.startTime);
  const { extraMinutes, timeMultiplier } = input.accommodation;
  const added = input.durationMinutes * (timeMultiplier - 1) + extraMinutes;
  let deadline = start + (input.durationMinutes + added) * MINUTE;
  if (input.windowEnd) {
    const cap = Date.parse(input.windowEnd) + (Math.max(0, input.graceMinutes) + added) * MINUTE;
    deadline = Math.min(deadline, cap);
  }
  return new Date(Math.max(start, Math.round(deadline))).toISOString();
}

/** Whole seconds left until the deadline, never negative. */
export function secondsRemaining(deadline: string, now: Date): number {
  return Math.max(0, Math.floor((Date.parse(deadline) - now.getTime()) / 1000));
}

export interface SlotAttempt {
  id: string;
  status: 'in_progress' | 'completed';
  attemptNumber: number;
  deadline: string | null;
  endTime?: string | null;
}

export interface Availability {
  attemptStatus: AttemptStatus;
  timeStatus: TimeStatus;
  actionAvailable: ActionAvailable;
  /** the running attempt, else the newest completed one, else null */
  attemptId: string | null;
  attemptsUsed: number;
}

/**
 * The card of one schedule or assignment (spec 002 §4 "Action mapping"):
 * - an attempt in progress before its deadline: resume (whatever the window says);
 * - attempts used up: view_results (attemptStatus completed);
 * - otherwise by the window: upcoming → scheduled, expired → expired (or view_results when an
 *   attempt was completed), active or grace → start, or start_makeup after a completed attempt.
 * `allowedAttempts` null: unlimited (practice).
 */
export function availabilityOf(input: {
  window: WindowInput;
  attempts: readonly SlotAttempt[];
  allowedAttempts: number | null;
  now: Date;
}): Availability {
  const { attempts, now } = input;
  const timeStatus = timeStatusOf(input.window, now);
  const sorted = [...attempts].sort((a, b) => b.attemptNumber - a.attemptNumber);
  const running = sorted.find(
    (attempt) =>
      attempt.status === 'in_progress' && (!attempt.deadline || Date.parse(attempt.deadline) > now.getTime()),
  );
  const completed = sorted.find((attempt) => attempt.status === 'completed') ?? null;
  const base = { timeStatus, attemptsUsed: attempts.length };
  if (running) {
    return { ...base, attemptStatus: 'in_progress', actionAvailable: 'resume', attemptId: running.id };
  }
  // an in-progress attempt past its deadline is being submitted by the server
  const ended = sorted.find((attempt) => attempt.status === 'in_progress') ?? completed;
  const left = input.allowedAttempts === null || attempts.length < input.allowedAttempts;
  if (ended && !left) {
    return { ...base, attemptStatus: 'completed', actionAvailable: 'view_results', attemptId: ended.id };
  }
  switch (timeStatus) {
    case 'upcoming':
      return { ...base, attemptStatus: 'available', actionAvailable: 'scheduled', attemptId: null };
    case 'expired':
      return ended
        ? { ...base, attemptStatus: 'completed', actionAvailable: 'view_results', attemptId: ended.id }
        : { ...base, attemptStatus: 'available', actionAvailable: 'expired', attemptId: null };
    case 'active':
    case 'grace_period':
      return ended
        ? { ...base, attemptStatus: 'completed', actionAvailable: 'start_makeup', attemptId: ended.id }
        : left
          ? { ...base, attemptStatus: 'available', actionAvailable: 'start', attemptId: null }
          : { ...base, attemptStatus: 'max_attempts_reached', actionAvailable: 'expired', attemptId: null };
    default: {
      const unhandled: never = timeStatus;
      return unhandled;
    }
  }
}

const BUTTON_TEXT: Readonly<Record<ActionAvailable, string>> = {
  start: 'Start Exam',
  start_makeup: 'Makeup Available',
  resume: 'In Progress (resume)',
  view_results: 'Completed (view results)',
  scheduled: 'Upcoming',
  expired: 'Expired',
};

/**
 * Spec 002 §9 "Due countdown": Overdue, days and hours, hours, or Due soon (under an hour).
 */
export function dueCountdown(due: string, now: Date): string {
  const ms = Date.parse(due) - now.getTime();
  if (ms <= 0) {
    return 'Overdue';
  }
  const hours = Math.floor(ms / (60 * MINUTE));
  if (hours < 1) {
    return 'Due soon';
  }
  const days = Math.floor(hours / 24);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return days >= 1
    ? `Due in ${plural(days, 'day')} ${plural(hours % 24, 'hour')}`
    : `Due in ${plural(hours, 'hour')}`;
}

/** "1h 05m", "12m", "45s": a span for the card's time line. */
export function spanText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) {
    return `${days}d ${hours}h`;
  }
  if (hours > 0) {
    return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  }
  return minutes > 0 ? `${minutes}m` : `${seconds}s`;
}

/** The card's button and time line. */
export function uiStateOf(
  availability: Pick<Availability, 'actionAvailable' | 'timeStatus'>,
  window: WindowInput,
  now: Date,
  runningDeadline: string | null = null,
): { buttonText: string; showTimeInfo: boolean; timeText: string } {
  const buttonText = BUTTON_TEXT[availability.actionAvailable];
  const at = now.getTime();
  switch (availability.actionAvailable) {
    case 'resume':
      return {
        buttonText,
        showTimeInfo: runningDeadline !== null,
        timeText: runningDeadline ? `${spanText(Date.parse(runningDeadline) - at)} left` : 'In progress',
      };
    case 'view_results':
      return { buttonText, showTimeInfo: false, timeText: 'Completed' };
    case 'scheduled':
      return {
        buttonText,
        showTimeInfo: true,
        timeText: window.scheduledStartTime
          ? `Starts in ${spanText(Date.parse(window.scheduledStartTime) - at)}`
          : 'Upcoming',
      };
    case 'expired':
      return { buttonText, showTimeInfo: true, timeText: 'Overdue' };
    case 'start':
    case 'start_makeup': {
      if (availability.timeStatus === 'grace_period' && window.scheduledEndTime) {
        const graceEnd = Date.parse(window.scheduledEndTime) + (window.gracePeriodMinutes ?? 0) * MINUTE;
        return { buttonText, showTimeInfo: true, timeText: `Grace period: ${spanText(graceEnd - at)} left` };
      }
      return window.scheduledEndTime
        ? { buttonText, showTimeInfo: true, timeText: dueCountdown(window.scheduledEndTime, now) }
        : { buttonText, showTimeInfo: false, timeText: 'No due date' };
    }
    default: {
      const unhandled: never = availability.actionAvailable;
      return unhandled;
    }
  }
}

/**
 * Spec 002 §4 "History badge": completed; in_progress; missed when the end has passed; available
 * inside the window; otherwise upcoming.
 */
export function historyBadge(input: {
  attemptStatus: string;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  now: Date;
}): 'completed' | 'in_progress' | 'missed' | 'available' | 'upcoming' {
  if (input.attemptStatus === 'completed') {
    return 'completed';
  }
  if (input.attemptStatus === 'in_progress') {
    return 'in_progress';
  }
  const at = input.now.getTime();
  if (input.scheduledEndTime && Date.parse(input.scheduledEndTime) <= at) {
    return 'missed';
  }
  if (!input.scheduledStartTime || Date.parse(input.scheduledStartTime) <= at) {
    return 'available';
  }
  return 'upcoming';
}
