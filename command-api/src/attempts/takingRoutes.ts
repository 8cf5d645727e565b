import type { Request, Response } from 'express';
import { Router } from 'express';
import type { AccessType, IntegrityReportResponse, PauseAttemptResponse } from '@portal/contracts';
import { ATTEMPT_MESSAGES, IntegrityReportRequest, PauseAttemptRequest } from '@portal/contracts';
import { ConflictError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { SlotCommand } from './decider';
import { slotDecider } from './decider';
import { clockOf, pauseStateOf } from './taking';
import { handleSettled } from '../http/settle';

/** Resolves the student's own slot stream a call names (the attempts router's, shared). */
export type StreamOf = (
  caller: Caller,
  examId: string,
  body: { scheduleId: string | null; assignmentId: string | null; accessType: AccessType | null },
) => Promise<string>;

/**
 * The taking rules' routes (issue 16 item 3): pause, resume and integrity reports of the caller's
 * own running attempt. A student only; the slot is always the caller's own stream, so another
 * student's attempt is "no attempt in progress" (404) and another student's schedule "not
 * assigned to you" (404). Past the deadline each of these ends the attempt ("Time is up", 409).
 */
export function takingRoutes(deps: ApiDeps, streamOf: StreamOf): Router {
  const router = Router();
  const studentOnly = requireRole('student');

  /** Runs one command on the caller's slot; a deadline reached on the way answers "Time is up". */
  const run = async (
    caller: Caller,
    examId: string,
    body: Parameters<StreamOf>[2],
    command: Omit<SlotCommand, 'metadata'>,
  ) => {
    const now = deps.now();
    const result = await handleSettled(
      deps,
      slotDecider,
      await streamOf(caller, examId, body),
      { ...command, metadata: { now } } as SlotCommand,
      { organisationId: caller.organisationId },
    );
    if (result.events.some((event) => event.type === 'AttemptSubmitted')) {
      throw new ConflictError(ATTEMPT_MESSAGES.timeUp);
    }
    return { result, now };
  };

  const pauseOrResume = (type: 'PauseAttempt' | 'ResumeAttempt') => async (req: Request, res: Response) => {
    const caller = callerOf(req);
    const body = parseOrThrow(PauseAttemptRequest, req.body ?? {});
    const { result, now } = await run(caller, String(req.params.examId), body, {
      type,
      data: { attemptId: body.attemptId },
    });
    const running = result.state.running!;
    deps.logger.info(type === 'PauseAttempt' ? 'exam attempt paused' : 'exam attempt resumed', {
      attemptId: running.started.attemptId,
      studentId: caller.userId,
    });
    const answer: PauseAttemptResponse = {
      success: true,
      attemptId: running.started.attemptId,
      pause: pauseStateOf(running, now),
      ...clockOf(running, now),
    };
    res.json(answer);
  };

  router.post('/exam-attempts/:examId/pause', studentOnly, pauseOrResume('PauseAttempt'));
  router.post('/exam-attempts/:examId/resume', studentOnly, pauseOrResume('ResumeAttempt'));

  router.post('/exam-attempts/:examId/integrity', studentOnly, async (req, res) => {
    const caller = callerOf(req);
    const body = parseOrThrow(IntegrityReportRequest, req.body ?? {});
    const { result } = await run(caller, String(req.params.examId), body, {
      type: 'RecordIntegrity',
      data: { attemptId: body.attemptId, kind: body.kind },
    });
    const answer: IntegrityReportResponse = { success: true, recorded: result.events.length > 0 };
    res.status(202).json(answer);
  });

  return router;
}
