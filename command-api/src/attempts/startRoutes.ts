import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  ATTEMPT_MESSAGES,
  PRACTICE_SET_EXAM_TYPE,
  StartAttemptRequest,
  isPracticeSetId,
} from '@portal/contracts';
import { DomainError, NotFoundError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import type { ExamDocument } from '../exams/views';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { AttemptQueries } from './attemptQueries';
import type { SlotState } from './decider';
import { slotDecider } from './decider';
import { graceMinutesOf } from './grace';
import { assertPracticeAllowed } from './practicePolicy';
import type { Slot } from './slots';
import { tutorOf } from './slotViews';
import { startDetailsOf, startResponseOf } from './startAttempt';
import { handleSettled } from '../http/settle';
import { ATTEMPTS_PROJECTION } from '@portal/projections';
import { examsByVersion } from '../exams/examsByVersion';
import { practiceSetStart } from './practiceSets/startSet';

/**
 * Starting an exam: a new attempt in the slot, or the running one resumed (200, nothing
 * recorded). A student only, on their own slot stream.
 */
export function startRoutes(deps: ApiDeps, queries: AttemptQueries): Router {
  const router = Router();
  const studentOnly = requireRole('student');
  const { users } = queries;
  // a class starting together reads the exam once per version, not once per student
  const examOf = examsByVersion(deps);

  /**
   * Why a new attempt may not begin: it needs the exam as it is now, and practice of it must be
   * allowed. The decider applies it only when no attempt runs (a running one is resumed).
   */
  const newAttemptRefusal = async (
    caller: Caller,
    examId: string,
    exam: ExamDocument | null,
    slot: Slot,
    studentTutorId: string | null,
  ): Promise<DomainError | null> => {
    if (!exam || exam.isActive === false) {
      return new NotFoundError(ATTEMPT_MESSAGES.examNotFound);
    }
    if (slot.accessType === 'practice') {
      const own = (await queries.schedulesOf(caller, caller.userId)).map((s) => ({
        ...s,
        graceMinutes: graceMinutesOf(s),
      }));
      try {
        assertPracticeAllowed({ examId, exam, studentTutorId, schedules: own, now: deps.now() });
      } catch (error) {
        if (error instanceof DomainError) {
          return error;
        }
        throw error;
      }
    }
    return null;
  };

  router.post('/exam-attempts/:examId/start', studentOnly, async (req, res) => {
    const caller = callerOf(req);
    const examId = String(req.params.examId);
    const body = parseOrThrow(StartAttemptRequest, req.body ?? {});
    const slot = await queries.slotFor(caller, examId, body);
    // a practice set (issue 20) is sat as practice of the exam its id names: the set's exam copy
    const practiceSet =
      slot.accessType === 'practice' && isPracticeSetId(examId)
        ? await practiceSetStart(deps, caller, examId)
        : null;
    const [examAnywhere, student, accommodation] = await Promise.all([
      practiceSet ? practiceSet.exam : examOf(examId),
      users.findOne({ _id: caller.userId }),
      queries.accommodationState(caller.userId),
    ]);
    const exam = examAnywhere?.organisationId === caller.organisationId ? examAnywhere : null;
    const tutorId = tutorOf(student);
    // a running attempt is resumed and keeps the exam it started with: the refusal is for a new one
    const refusal = practiceSet
      ? practiceSet.refusal
      : await newAttemptRefusal(caller, examId, exam, slot, tutorId);
    const details = startDetailsOf({
      attemptId: randomUUID(),
      student: { userId: caller.userId, organisationId: caller.organisationId, tutorId },
      examId,
      exam,
      slot,
      accommodation,
    });
    if (practiceSet) {
      // a set is one attempt, of the exam type analytics knows it by
      details.allowedAttempts = 1;
      details.attemptExamType = PRACTICE_SET_EXAM_TYPE;
    }
    // the student's own lists (available exams: in progress) read the attempts read model; a
    // whole class starting at once need not wait for analytics and the parents' views as well
    const result = await handleSettled(
      deps,
      slotDecider,
      slot.streamId,
      {
        type: 'StartAttempt',
        data: { ...details, newAttemptRefusal: refusal },
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
      { projections: [ATTEMPTS_PROJECTION] },
    );
    const answer = startResponseOf(running(result.state), result.events.length === 0, deps.now());
    deps.logger.info(answer.resuming ? 'exam attempt resumed' : 'exam attempt started', {
      attemptId: answer.attemptId,
      studentId: caller.userId,
    });
    res.status(answer.resuming ? 200 : 201).json(answer);
  });

  return router;
}

const running = (state: SlotState) => {
  if (!state.running) {
    throw new NotFoundError(ATTEMPT_MESSAGES.noAttemptInProgress);
  }
  return state.running;
};
