import type { SchedulesEvent } from '@portal/contracts';
import { schedulesStreams, timeStatusOf } from '@portal/contracts';
import type { Decider, HandleCommand, Logger, ReadModelStore } from '@portal/platform';
import type { AttemptDocument, ExamScheduleDocument } from '@portal/projections';
import { graceMinutesOf } from '../attempts/grace';
import { scheduleKeysOf } from './decider';
import { COLLECTIONS } from './readModels';
import { exhaustive } from '@portal/platform';

const MINUTE = 60_000;

/**
 * Completing a schedule (issue 16 item 5): once its end plus grace has passed and no attempt of
 * it is still running, the server records ExamScheduleCompleted, once. A decider of its own on the
 * schedule's stream (the caller is the server, not staff); it folds the same events as
 * scheduleDecider and reads the window from them, so a replay or a second sweep changes nothing.
 */
export type CompletionCommand = {
  type: 'CompleteSchedule';
  /** whether an attempt of the schedule is still in progress (read by the sweeper) */
  data: { attemptsRunning: boolean };
  metadata: { now: Date };
};

export type CompletionState =
  | { status: 'none' }
  | {
      status: 'open' | 'completed' | 'cancelled';
      scheduleId: string;
      organisationId: string;
      tutorId: string;
      examId: string;
      scheduledStartTime: string | null;
      scheduledEndTime: string | null;
      graceMinutes: number;
    };

/** When the window closes (end plus grace), or null when it never does (no end). */
export function closingTimeOf(state: CompletionState): Date | null {
  if (state.status === 'none' || !state.scheduledEndTime) {
    return null;
  }
  return new Date(Date.parse(state.scheduledEndTime) + state.graceMinutes * MINUTE);
}

export const scheduleCompletionDecider: Decider<CompletionCommand, SchedulesEvent, CompletionState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ExamScheduled':
      case 'ExamScheduleUpdated': {
        const { data } = event;
        return {
          // an edit (a later end) opens a completed schedule again
          status: 'open',
          ...scheduleKeysOf(data),
          scheduledStartTime: data.scheduledStartTime,
          scheduledEndTime: data.scheduledEndTime,
          graceMinutes: graceMinutesOf(data),
        };
      }
      case 'ExamScheduleCancelled':
        return state.status === 'none' ? state : { ...state, status: 'cancelled' };
      case 'ExamScheduleCompleted':
        return state.status === 'open' ? { ...state, status: 'completed' } : state;
      case 'ScheduleResultsReleased':
        return state;
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const { now } = command.metadata;
    if (state.status !== 'open' || command.data.attemptsRunning) {
      return [];
    }
    const window = { ...state, gracePeriodMinutes: state.graceMinutes };
    const closedAt = closingTimeOf(state);
    if (!closedAt || timeStatusOf(window, now) !== 'expired') {
      return [];
    }
    return [
      {
        type: 'ExamScheduleCompleted',
        data: {
          scheduleId: state.scheduleId,
          organisationId: state.organisationId,
          tutorId: state.tutorId,
          examId: state.examId,
          by: 'system',
          byRole: 'system',
          closedAt: closedAt.toISOString(),
          completedAt: now.toISOString(),
        },
      },
    ];
  },
};

export interface CompletionSweepDeps {
  readonly readModels: ReadModelStore;
  readonly handle: HandleCommand;
  readonly now: () => Date;
  readonly logger: Logger;
}

/**
 * Completes every schedule whose window has closed and whose attempts are all submitted (the
 * deadline sweeper submits the late ones first). Runs with the deadline sweeper; answers how many
 * schedules it completed.
 */
export async function sweepCompletedSchedules(deps: CompletionSweepDeps): Promise<number> {
  const now = deps.now();
  const due = (
    await deps.readModels
      .collection<ExamScheduleDocument>(COLLECTIONS.schedules)
      .find(
        {
          isActive: true,
          status: { $in: ['assigned', 'scheduled'] },
          scheduledEndTime: { $ne: null, $lte: now.toISOString() },
        },
        { projection: { studentIds: 0 }, limit: 500 },
      )
      .toArray()
  ).filter(
    (schedule) =>
      timeStatusOf({ ...schedule, gracePeriodMinutes: graceMinutesOf(schedule) }, now) === 'expired',
  );
  let completed = 0;
  for (const schedule of due) {
    try {
      const running = await deps.readModels
        .collection<AttemptDocument>(COLLECTIONS.attempts)
        .countDocuments({ scheduleId: schedule._id, status: 'in_progress' });
      const result = await deps.handle(
        scheduleCompletionDecider,
        schedulesStreams.schedule(schedule._id),
        { type: 'CompleteSchedule', data: { attemptsRunning: running > 0 }, metadata: { now } },
        { organisationId: schedule.organisationId },
      );
      completed += result.events.length > 0 ? 1 : 0;
    } catch (error) {
      deps.logger.error('schedule completion failed', { scheduleId: schedule._id, error });
    }
  }
  if (completed > 0) {
    deps.logger.info('exam schedules completed', { count: completed });
  }
  return completed;
}
