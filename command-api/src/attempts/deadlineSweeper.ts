import { attemptsStreams } from '@portal/contracts';
import type { HandleCommand, Logger, ReadModelStore } from '@portal/platform';
import { slotDecider } from './decider';
import type { AttemptDocument } from '@portal/projections';
import { ATTEMPT_COLLECTIONS, slotSourceOf } from './readModels';
import { sweepCompletedSchedules } from '../schedules/completion';
import { repeatSweep } from '../repeatSweep';

export interface DeadlineSweeperDeps {
  readonly readModels: ReadModelStore;
  readonly handle: HandleCommand;
  readonly now: () => Date;
  readonly logger: Logger;
  readonly intervalMs?: number;
}

/**
 * Submits every in-progress attempt whose deadline has passed, with the answers saved so far
 * (submittedBy 'deadline'): whether or not the student comes back, and after a restart (it runs
 * once at start and then every second). Each submission is a command on the slot's stream, so
 * a student's own submit racing it is decided once; a deadline moved meanwhile is respected.
 * Answers how many attempts it submitted.
 */
export async function sweepDeadlines(deps: DeadlineSweeperDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.readModels
    .collection<AttemptDocument>(ATTEMPT_COLLECTIONS.attempts)
    .find(
      { status: 'in_progress', deadline: { $lte: now.toISOString() } },
      { projection: { exam: 0, answers: 0 }, limit: 500 },
    )
    .toArray();
  let submitted = 0;
  for (const attempt of due) {
    if (attempt.accessType === 'classroom') {
      continue; // a live quiz's attempt is recorded completed, never in progress
    }
    try {
      const result = await deps.handle(
        slotDecider,
        attemptsStreams.slot(attempt.studentId, attempt.accessType, slotSourceOf(attempt)),
        {
          type: 'SubmitAttempt',
          data: { attemptId: attempt._id, answers: null, by: 'deadline' },
          metadata: { now },
        },
        { organisationId: attempt.organisationId },
      );
      submitted += result.events.length > 0 ? 1 : 0;
    } catch (error) {
      deps.logger.error('deadline submission failed', { attemptId: attempt._id, error });
    }
  }
  if (submitted > 0) {
    deps.logger.info('attempts submitted at their deadline', { count: submitted });
  }
  return submitted;
}

export function startDeadlineSweeper(deps: DeadlineSweeperDeps): { stop(): Promise<void> } {
  // then the schedules whose window closed with every attempt submitted (issue 16 item 5)
  return repeatSweep(() => sweepDeadlines(deps).then(() => sweepCompletedSchedules(deps)), {
    intervalMs: deps.intervalMs ?? 1_000,
    onError: (error) => deps.logger.error('deadline sweep failed', { error }),
  });
}
