import { Router } from 'express';
import type { AccommodationRequest, AccommodationResponse } from '@portal/contracts';
import {
  ATTEMPT_MESSAGES,
  AccommodationRequest as AccommodationRequestSchema,
  AccommodationsQuery,
  attemptsStreams,
  secondsRemaining,
} from '@portal/contracts';
import { NotFoundError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { AttemptQueries } from './attemptQueries';
import { ATTEMPT_SUMMARY } from './attemptQueries';
import { accommodationDecider, effectiveAccommodation, slotDecider } from './decider';
import { slotSourceOf } from './readModels';

/** Staff set a student's accommodation (extra time, make-up attempts) and read them back. */
export function accommodationsRoutes(deps: ApiDeps, queries: AttemptQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');
  const { attempts, accommodations, schedules } = queries;

  /** Running attempts the accommodation reaches get their deadline moved at once. */
  const adjustRunningAttempts = async (caller: Caller, body: AccommodationRequest, now: Date) => {
    const state = await queries.accommodationState(body.studentId);
    const runningAttempts = await attempts
      .find({ studentId: body.studentId, status: 'in_progress' }, ATTEMPT_SUMMARY)
      .toArray();
    const adjustedAttempts: AccommodationResponse['adjustedAttempts'] = [];
    let last: { streamId: string; position: number } | null = null;
    for (const attempt of runningAttempts) {
      if (
        attempt.accessType === 'classroom' || // recorded completed, never running
        (body.scheduleId !== null && attempt.scheduleId !== body.scheduleId)
      ) {
        continue;
      }
      const effective = effectiveAccommodation(state, attempt.scheduleId);
      const result = await deps.handle(
        slotDecider,
        attemptsStreams.slot(attempt.studentId, attempt.accessType, slotSourceOf(attempt)),
        {
          type: 'AdjustTime',
          data: { accommodation: effective, by: caller.userId, byRole: caller.role },
          metadata: { now },
        },
        { organisationId: caller.organisationId },
      );
      for (const event of result.events) {
        if (event.type === 'AttemptTimeAdjusted') {
          adjustedAttempts.push({
            attemptId: event.data.attemptId,
            deadline: event.data.deadline,
            timeRemaining: secondsRemaining(event.data.deadline, now),
          });
          last = { streamId: result.streamId, position: result.position };
        }
      }
    }
    return { adjustedAttempts, last };
  };

  router.put('/exam-attempts/accommodations', staff, async (req, res) => {
    const caller = callerOf(req);
    const body = parseOrThrow(AccommodationRequestSchema, req.body ?? {});
    await queries.studentInScope(caller, body.studentId);
    if (body.scheduleId !== null) {
      const schedule = await schedules.findOne({
        _id: body.scheduleId,
        organisationId: caller.organisationId,
        studentIds: body.studentId,
        ...(caller.role === 'tutor' && { tutorId: caller.userId }),
      });
      if (!schedule) {
        throw new NotFoundError(ATTEMPT_MESSAGES.scheduleNotFound);
      }
    }
    const now = deps.now();
    const set = await deps.handle(
      accommodationDecider,
      attemptsStreams.accommodations(body.studentId),
      { type: 'SetAccommodation', data: body, caller, metadata: { now } },
      { organisationId: caller.organisationId },
    );
    const { adjustedAttempts, last } = await adjustRunningAttempts(caller, body, now);
    await deps.awaitProjections(set.streamId, set.position);
    if (last && last.position > set.position) {
      await deps.awaitProjections(last.streamId, last.position);
    }
    deps.logger.info('exam accommodation set', {
      studentId: body.studentId,
      by: caller.userId,
      adjusted: adjustedAttempts.length,
    });
    const saved = set.events[0]!.data;
    const answer: AccommodationResponse = {
      success: true,
      message: ATTEMPT_MESSAGES.accommodationSaved,
      accommodation: {
        studentId: saved.studentId,
        scheduleId: saved.scheduleId,
        extraMinutes: saved.extraMinutes,
        timeMultiplier: saved.timeMultiplier,
        makeupAttempts: saved.makeupAttempts,
        note: saved.note,
        setBy: saved.by,
        updatedAt: saved.setAt,
      },
      adjustedAttempts,
    };
    res.json(answer);
  });

  router.get('/exam-attempts/accommodations', staff, async (req, res) => {
    const caller = callerOf(req);
    const { studentId } = parseOrThrow(AccommodationsQuery, req.query);
    await queries.studentInScope(caller, studentId);
    const rows = await accommodations
      .find({ studentId, organisationId: caller.organisationId }, { sort: { updatedAt: -1, _id: 1 } })
      .toArray();
    res.json({
      success: true,
      accommodations: rows.map((row) => ({
        studentId: row.studentId,
        scheduleId: row.scheduleId,
        extraMinutes: row.extraMinutes,
        timeMultiplier: row.timeMultiplier,
        makeupAttempts: row.makeupAttempts,
        note: row.note,
        setBy: row.setBy,
        updatedAt: row.updatedAt,
      })),
    });
  });

  return router;
}
