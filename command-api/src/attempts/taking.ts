import type { EventOf, IntegrityKind, PauseState, TimeAccommodation } from '@portal/contracts';
import {
  ATTEMPT_MESSAGES,
  INTEGRITY_EVENTS_CAP,
  attemptDeadline,
  deadlineCapOf,
  pauseAllowanceSeconds,
  pausedSecondsOf,
  secondsRemaining,
} from '@portal/contracts';
import { ConflictError, exhaustive, ForbiddenError } from '@portal/platform';
import type { RunningAttempt, SlotEvent, SlotState } from './slotTypes';
import { atDeadline, isPast, notRunning } from './submission';

/**
 * The taking rules' decisions on a slot (issue 16 item 3): pause, resume and integrity reports.
 * Pure parts of the slot decider, which dispatches its pause, resume and integrity commands here.
 *
 * Time: the clock stops while paused. Pausing records a provisional deadline (the running one
 * plus all the pause still allowed), so an attempt abandoned while paused still ends at the
 * latest it could; resuming fixes the deadline at the one the pause began from plus the seconds
 * paused, never more than the allowance. A time adjustment moves the deadline (and the one a
 * pause resumes from) by the same difference the accommodation makes.
 */

const SECOND = 1_000;
const plusSeconds = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * SECOND).toISOString();

type Taking = EventOf<'AttemptTimeAdjusted' | 'AttemptPaused' | 'AttemptResumed' | 'IntegrityEventRecorded'>;

/** The running attempt after one of the taking events (already checked to be about it). */
export function evolveTaking(running: RunningAttempt, event: Taking): RunningAttempt {
  switch (event.type) {
    case 'AttemptTimeAdjusted': {
      const { data } = event;
      const moved = Date.parse(data.deadline) - Date.parse(data.previousDeadline);
      const { resumeFrom } = running.pause;
      return {
        ...running,
        deadline: data.deadline,
        accommodation: { extraMinutes: data.extraMinutes, timeMultiplier: data.timeMultiplier },
        pause: {
          ...running.pause,
          resumeFrom: resumeFrom === null ? null : new Date(Date.parse(resumeFrom) + moved).toISOString(),
        },
      };
    }
    case 'AttemptPaused':
      return {
        ...running,
        deadline: event.data.deadline,
        pause: {
          ...running.pause,
          pausedAt: event.data.pausedAt,
          allowanceSeconds: event.data.allowanceSeconds,
          resumeFrom: event.data.previousDeadline,
        },
      };
    case 'AttemptResumed':
      return {
        ...running,
        deadline: event.data.deadline,
        pause: {
          pausedAt: null,
          usedSeconds: running.pause.usedSeconds + event.data.pausedSeconds,
          allowanceSeconds: 0,
          resumeFrom: null,
        },
      };
    case 'IntegrityEventRecorded':
      return { ...running, integrityCount: running.integrityCount + 1 };
    default:
      return exhaustive(event);
  }
}

/** The cap of the running attempt's deadline (window end, grace, accommodation); null: none. */
function capOf(running: RunningAttempt): string | null {
  const { started, accommodation } = running;
  return deadlineCapOf({
    windowEnd: started.windowEnd,
    graceMinutes: started.graceMinutes,
    durationMinutes: started.durationMinutes,
    extraMinutes: accommodation.extraMinutes,
    timeMultiplier: accommodation.timeMultiplier,
  });
}

/**
 * The deadline a new accommodation gives the running attempt: moved by the difference it makes
 * to the deadline computed at the start, so pauses already taken (or running) keep their time.
 */
export function adjustedDeadline(running: RunningAttempt, accommodation: TimeAccommodation): string {
  const { started } = running;
  const base = (with_: TimeAccommodation) =>
    Date.parse(
      attemptDeadline({
        startTime: started.startTime,
        durationMinutes: started.durationMinutes,
        windowEnd: started.windowEnd,
        graceMinutes: started.graceMinutes,
        accommodation: with_,
      }),
    );
  const moved = base(accommodation) - base(running.accommodation);
  return new Date(Date.parse(running.deadline) + moved).toISOString();
}

/** The pause state a response shows at `now`. */
export function pauseStateOf(running: RunningAttempt, now: Date): PauseState {
  const { pause, rules } = running;
  if (pause.pausedAt !== null) {
    const elapsed = pausedSecondsOf(pause.pausedAt, now, pause.allowanceSeconds);
    return {
      pausedAt: pause.pausedAt,
      usedSeconds: pause.usedSeconds + elapsed,
      remainingSeconds: pause.allowanceSeconds - elapsed,
    };
  }
  return {
    pausedAt: null,
    usedSeconds: pause.usedSeconds,
    remainingSeconds: pauseAllowanceSeconds({
      allowPause: rules.allowPause,
      limitSeconds: rules.pauseLimitSeconds,
      usedSeconds: pause.usedSeconds,
      deadline: running.deadline,
      capAt: capOf(running),
    }),
  };
}

/** The running attempt a call names, or the refusal notRunning gives. */
function runningOf(state: SlotState, attemptId: string | null): RunningAttempt {
  const { running } = state;
  if (!running || (attemptId !== null && attemptId !== running.started.attemptId)) {
    return notRunning(state, attemptId);
  }
  return running;
}

const refOf = (running: RunningAttempt) => ({
  attemptId: running.started.attemptId,
  organisationId: running.started.organisationId,
  studentId: running.started.studentId,
  scheduleId: running.started.scheduleId,
});

/**
 * Pause: only where the schedule allows it (403), not twice (409), and only with pause time
 * left (409). Past the deadline the attempt ends instead (the route answers "Time is up").
 */
export function pauseAttempt(state: SlotState, attemptId: string | null, now: Date): SlotEvent[] {
  const running = runningOf(state, attemptId);
  if (isPast(running.deadline, now)) {
    return [atDeadline(running)];
  }
  if (!running.rules.allowPause) {
    throw new ForbiddenError(ATTEMPT_MESSAGES.pauseNotAllowed);
  }
  if (running.pause.pausedAt !== null) {
    throw new ConflictError(ATTEMPT_MESSAGES.alreadyPaused);
  }
  const allowanceSeconds = pauseStateOf(running, now).remainingSeconds;
  if (allowanceSeconds <= 0) {
    throw new ConflictError(ATTEMPT_MESSAGES.noPauseLeft);
  }
  return [
    {
      type: 'AttemptPaused',
      data: {
        ...refOf(running),
        pausedAt: now.toISOString(),
        previousDeadline: running.deadline,
        allowanceSeconds,
        deadline: plusSeconds(running.deadline, allowanceSeconds),
      },
    },
  ];
}

/** Resume: the deadline the pause began from plus the seconds paused (whole, at most the allowance). */
export function resumeAttempt(state: SlotState, attemptId: string | null, now: Date): SlotEvent[] {
  const running = runningOf(state, attemptId);
  if (isPast(running.deadline, now)) {
    return [atDeadline(running)];
  }
  const { pausedAt, allowanceSeconds, resumeFrom } = running.pause;
  if (pausedAt === null || resumeFrom === null) {
    throw new ConflictError(ATTEMPT_MESSAGES.notPaused);
  }
  const pausedSeconds = pausedSecondsOf(pausedAt, now, allowanceSeconds);
  return [
    {
      type: 'AttemptResumed',
      data: {
        ...refOf(running),
        resumedAt: now.toISOString(),
        pausedSeconds,
        deadline: plusSeconds(resumeFrom, pausedSeconds),
      },
    },
  ];
}

/**
 * An integrity report of the running attempt, timed by the server. Ignored (no event) while
 * paused (leaving the exam is what a pause is for) and beyond INTEGRITY_EVENTS_CAP.
 */
export function recordIntegrity(
  state: SlotState,
  data: { attemptId: string | null; kind: IntegrityKind },
  now: Date,
): SlotEvent[] {
  const running = runningOf(state, data.attemptId);
  if (isPast(running.deadline, now)) {
    return [atDeadline(running)];
  }
  if (running.pause.pausedAt !== null || running.integrityCount >= INTEGRITY_EVENTS_CAP) {
    return [];
  }
  return [
    {
      type: 'IntegrityEventRecorded',
      data: { ...refOf(running), kind: data.kind, at: now.toISOString(), number: running.integrityCount + 1 },
    },
  ];
}

/**
 * The clock a response shows: the server's deadline (while paused the provisional one, the
 * latest it can be) and the seconds of exam left; while paused those are frozen at the pause
 * (what is left when the clock restarts), not the seconds until the provisional deadline.
 */
export function clockOf(running: RunningAttempt, now: Date): { deadline: string; timeRemaining: number } {
  const { pausedAt, resumeFrom } = running.pause;
  if (pausedAt !== null && resumeFrom !== null) {
    return { deadline: running.deadline, timeRemaining: secondsRemaining(resumeFrom, new Date(pausedAt)) };
  }
  return { deadline: running.deadline, timeRemaining: secondsRemaining(running.deadline, now) };
}

/** What a start or resume answers about the rules: rules, order, the furthest question, the pause. */
export function takingViewOf(running: RunningAttempt, now: Date) {
  return {
    rules: running.rules,
    questionOrder: running.questionOrder,
    furthestQuestionIndex: running.furthestQuestionIndex,
    pause: pauseStateOf(running, now),
  };
}

/** The questions in the student's order (any the order lacks keep their exam order, at the end). */
export function inStudentOrder<Q extends { id: string }>(
  questions: readonly Q[],
  order: readonly string[],
): Q[] {
  const position = new Map(order.map((id, index) => [id, index]));
  return [...questions].sort(
    (a, b) =>
      (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}
