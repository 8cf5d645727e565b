import { Router } from 'express';
import type { EventOf, SaveAnswersResponse, SubmitAttemptResponse } from '@portal/contracts';
import {
  ATTEMPT_MESSAGES,
  SaveAnswersRequest,
  SubmitAttemptRequest,
  secondsRemaining,
} from '@portal/contracts';
import { ConflictError, NotFoundError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { AttemptQueries } from './attemptQueries';
import type { SlotEvent, SlotState } from './decider';
import { slotDecider } from './decider';
import { graceMinutesOf } from './grace';
import { summaryOf } from './resultViews';
import { releaseOfAttempt } from './resultsRelease';
import { handleSettled, settle } from '../http/settle';

type Submitted = EventOf<'AttemptSubmitted'>['data'];

/**
 * Saving answers and submitting an attempt. A student only, on their own slot stream; the server
 * owns time (every timeRemaining comes from the deadline fixed at the start).
 */
export function saveSubmitRoutes(deps: ApiDeps, queries: AttemptQueries): Router {
  const router = Router();
  const studentOnly = requireRole('student');

  router.post('/exam-attempts/:examId/save', studentOnly, async (req, res) => {
    const caller = callerOf(req);
    const body = parseOrThrow(SaveAnswersRequest, req.body ?? {});
    const streamId = await queries.saveStreamOf(caller, String(req.params.examId), body);
    const data = {
      attemptId: body.attemptId,
      seq: body.seq ?? null,
      answers: body.answers,
      lastQuestionIndex: body.lastQuestionIndex ?? null,
    };
    const result = await deps.handle(
      slotDecider,
      streamId,
      { type: 'SaveAnswers', data, metadata: { now: deps.now() } },
      { organisationId: caller.organisationId },
    );
    // no wait for the read models: a resume folds the stream itself, and a save is the hot path
    const event = result.events[0];
    if (event?.type === 'AttemptSubmitted') {
      await settle(deps, result);
      throw new ConflictError(ATTEMPT_MESSAGES.timeUp);
    }
    const now = deps.now();
    const current = result.state.running;
    const answer: SaveAnswersResponse = {
      success: true,
      attemptId: current?.started.attemptId ?? body.attemptId ?? '',
      savedAt: event?.type === 'AnswersSaved' ? event.data.savedAt : now.toISOString(),
      seq: current?.lastSeq ?? 0,
      timeRemaining: current ? secondsRemaining(current.deadline, now) : 0,
      stale: event === undefined,
    };
    res.json(answer);
  });

  router.post('/exam-attempts/:examId/submit', studentOnly, async (req, res) => {
    const caller = callerOf(req);
    const body = parseOrThrow(SubmitAttemptRequest, req.body ?? {});
    const slot = await queries.slotFor(caller, String(req.params.examId), body);
    const result = await handleSettled(
      deps,
      slotDecider,
      slot.streamId,
      {
        type: 'SubmitAttempt',
        data: { attemptId: body.attemptId, answers: body.answers, by: 'student' },
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    const submitted = submittedOf(result.events, result.state, body.attemptId);
    deps.logger.info('exam attempt submitted', {
      attemptId: submitted.attemptId,
      studentId: caller.userId,
      submittedBy: submitted.submittedBy,
    });
    const release = await releaseOfAttempt(
      deps.readModels,
      { accessType: slot.accessType, scheduleId: slot.scheduleId, studentId: caller.userId },
      graceMinutesOf,
      deps.now(),
    );
    const answer: SubmitAttemptResponse = {
      success: true,
      attemptId: submitted.attemptId,
      results: summaryOf(submitted),
      resultsReleased: release.released,
      resultsAvailableAt: release.availableAt,
      message:
        submitted.submittedBy === 'deadline'
          ? 'Time was up: your saved answers were submitted'
          : 'Exam submitted successfully',
    };
    res.json(answer);
  });

  return router;
}

/**
 * The submission a submit answers with: the one it just recorded, else (a repeated submit) the
 * named attempt's or the latest one already recorded.
 */
function submittedOf(
  events: readonly SlotEvent[],
  state: SlotState,
  attemptId: string | null | undefined,
): Submitted {
  const event = events.find(
    (candidate): candidate is Extract<SlotEvent, { type: 'AttemptSubmitted' }> =>
      candidate.type === 'AttemptSubmitted',
  );
  const submitted = event
    ? event.data
    : attemptId
      ? state.submitted.find((attempt) => attempt.attemptId === attemptId)
      : state.submitted[state.submitted.length - 1];
  if (!submitted) {
    throw new NotFoundError(ATTEMPT_MESSAGES.noAttemptInProgress);
  }
  return submitted;
}
