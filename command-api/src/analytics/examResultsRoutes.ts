import { Router } from 'express';
import {
  ATTEMPT_MESSAGES,
  MarkEssaysRequest,
  attemptsStreams,
  type MarkEssaysResponse,
} from '@portal/contracts';
import { ValidationError } from '@portal/platform';
import { slotDecider } from '../attempts/decider';
import { slotSourceOf } from '../attempts/readModels';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { attemptInView, detailedResultsOf } from './attemptResults';
import { handleSettled } from '../http/settle';

/** Tutor exam results (spec 002 §2.11): one marked attempt, and a tutor's marks for its essays. */
export function examResultsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');

  const detailedResults = async (caller: Caller, attemptId: string) => {
    const { attempt, student } = await attemptInView(deps, caller, attemptId);
    return detailedResultsOf(attempt, student);
  };

  router.get('/tutor-analytics/exam-attempt/:id/detailed-results', staff, async (req, res) => {
    res.json(await detailedResults(callerOf(req), req.params.id as string));
  });

  /**
   * A tutor's (or admin's) marks for the essays of a completed attempt, decided on the attempt's
   * slot stream; answers with the updated detailed results once the read models show them.
   */
  router.post('/tutor-analytics/exam-attempt/:id/mark', staff, async (req, res) => {
    const caller = callerOf(req);
    const { attempt } = await attemptInView(deps, caller, req.params.id as string);
    const body = parseOrThrow(MarkEssaysRequest, req.body ?? {});
    if (attempt.accessType === 'classroom') {
      // a live quiz has multiple-choice questions only
      throw new ValidationError(ATTEMPT_MESSAGES.notEssay, [
        { field: 'marks', message: ATTEMPT_MESSAGES.notEssay },
      ]);
    }
    await handleSettled(
      deps,
      slotDecider,
      attemptsStreams.slot(attempt.studentId, attempt.accessType, slotSourceOf(attempt)),
      {
        type: 'MarkEssays',
        data: {
          attemptId: attempt._id,
          marks: body.marks,
          feedback: body.feedback,
          by: caller.userId,
          byRole: caller.role,
        },
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    // ids and counts only: marks and feedback are about the child
    deps.logger.info('essay answers marked', {
      attemptId: attempt._id,
      by: caller.userId,
      questions: Object.keys(body.marks).length,
    });
    const answer: MarkEssaysResponse = {
      ...(await detailedResults(caller, attempt._id)),
      message: ATTEMPT_MESSAGES.marksSaved,
    };
    res.json(answer);
  });

  return router;
}
