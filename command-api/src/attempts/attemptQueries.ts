import type { EventOf } from '@portal/contracts';
import { ATTEMPT_MESSAGES, attemptsStreams } from '@portal/contracts';
import { ForbiddenError, NotFoundError, readState } from '@portal/platform';
import type {
  AccommodationDocument,
  AttemptDocument,
  ExamScheduleDocument,
  UserRecord,
} from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { ExamDocument } from '../exams/views';
import type { Caller } from '../http/auth';
import { studentScope } from '../people/access';
import type { AccommodationState } from './decider';
import { accommodationDecider } from './decider';
import { ATTEMPT_COLLECTIONS } from './readModels';
import type { Slot, SlotRequest } from './slots';
import { rememberedStreams, slotOf, sourceIdOf } from './slots';

/** An attempt document without its exam copy, answers and marking (lists need none of them). */
export const ATTEMPT_SUMMARY = { projection: { exam: 0, answers: 0, questionResults: 0 } } as const;

/**
 * The lookups the attempts routes share: read models, the slot a call names, and who may read
 * whose attempts. One per router (the save streams it remembers are per process).
 */
export function attemptQueries(deps: ApiDeps) {
  const attempts = deps.readModels.collection<AttemptDocument>(ATTEMPT_COLLECTIONS.attempts);
  const accommodations = deps.readModels.collection<AccommodationDocument>(
    ATTEMPT_COLLECTIONS.accommodations,
  );
  const schedules = deps.readModels.collection<ExamScheduleDocument>(ATTEMPT_COLLECTIONS.schedules);
  const exams = deps.readModels.collection<ExamDocument>(ATTEMPT_COLLECTIONS.exams);
  const users = deps.readModels.collection<UserRecord>(ATTEMPT_COLLECTIONS.users);

  const accommodationState = (studentId: string) =>
    readState<EventOf<'AccommodationSet'>, AccommodationState>(
      deps.eventStore,
      accommodationDecider,
      attemptsStreams.accommodations(studentId),
    );

  /** The student's live schedules (not cancelled, active). */
  const schedulesOf = async (caller: Pick<Caller, 'organisationId'>, studentId: string) =>
    (
      await schedules
        .find(
          { organisationId: caller.organisationId, studentIds: studentId, isActive: true },
          { sort: { createdAt: -1, _id: 1 } },
        )
        .toArray()
    ).filter((schedule) => schedule.status !== 'cancelled');

  /** The slot a call names: a schedule or assignment of the student's, or practice of the exam. */
  const slotFor = async (caller: Caller, examId: string, request: SlotRequest): Promise<Slot> => {
    const sourceId = sourceIdOf(request);
    const schedule =
      sourceId === null
        ? null
        : await schedules.findOne({
            _id: sourceId,
            organisationId: caller.organisationId,
            studentIds: caller.userId,
          });
    return slotOf(caller.userId, examId, request, schedule);
  };

  const saveStreamOf = rememberedStreams<Caller>(
    async (caller, examId, request) => (await slotFor(caller, examId, request)).streamId,
  );

  /** Whether a student is one the caller may see (their own, child, student, organisation's). */
  const inScope = async (caller: Caller, studentId: string): Promise<boolean> => {
    const scope = await studentScope(deps.readModels, caller);
    return (await users.findOne({ ...scope, _id: studentId }, { projection: { _id: 1 } })) !== null;
  };

  /** The student's own; a parent's child's, a tutor's student's, any of the organisation for an admin. */
  const visibleAttempt = async (caller: Caller, attemptId: string): Promise<AttemptDocument> => {
    const attempt = await attempts.findOne({ _id: attemptId, organisationId: caller.organisationId });
    if (!attempt) {
      throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
    }
    if (caller.role === 'student') {
      if (attempt.studentId !== caller.userId) {
        throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
      }
      return attempt;
    }
    if (caller.role === 'compliance' || !(await inScope(caller, attempt.studentId))) {
      throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
    }
    return attempt;
  };

  /** Whose history: a student's own; a parent's child, a tutor's student, an admin's (?studentId). */
  const historySubject = async (caller: Caller, studentId: string | undefined): Promise<string> => {
    if (caller.role === 'student') {
      if (studentId !== undefined && studentId !== caller.userId) {
        throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
      }
      return caller.userId;
    }
    if (caller.role === 'compliance') {
      throw new ForbiddenError();
    }
    if (studentId === undefined) {
      // a parent with one child needs no choice
      const scope = await studentScope(deps.readModels, caller);
      const children = await users.find(scope, { projection: { _id: 1 }, limit: 2 }).toArray();
      if (caller.role === 'parent' && children.length === 1) {
        return children[0]!._id;
      }
      throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
    }
    if (!(await inScope(caller, studentId))) {
      throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
    }
    return studentId;
  };

  /** A student the caller may manage, else "student not found". */
  const studentInScope = async (caller: Caller, studentId: string) => {
    if (!(await inScope(caller, studentId))) {
      throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
    }
  };

  /** What a slot's history needs: the student's live schedules, their attempts and accommodations. */
  const slotsOfStudent = (caller: Caller, studentId: string) =>
    Promise.all([
      schedulesOf(caller, studentId),
      attempts.find({ studentId }, ATTEMPT_SUMMARY).toArray(),
      accommodations.find({ studentId }).toArray(),
    ]);

  return {
    attempts,
    accommodations,
    schedules,
    exams,
    users,
    accommodationState,
    schedulesOf,
    slotFor,
    saveStreamOf,
    visibleAttempt,
    historySubject,
    studentInScope,
    slotsOfStudent,
  };
}

export type AttemptQueries = ReturnType<typeof attemptQueries>;
