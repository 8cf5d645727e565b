import type { EventOf } from '@portal/contracts';
import { attemptsStreams } from '@portal/contracts';
import { readState } from '@portal/platform';
import type {
  AccommodationDocument,
  AttemptDocument,
  ExamScheduleDocument,
  UserRecord,
} from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { ExamDocument } from '../exams/views';
import type { Caller } from '../http/auth';
import type { AccommodationState } from './decider';
import { accommodationDecider } from './decider';
import { attemptAccess } from './attemptAccess';
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
    ...attemptAccess(deps),
    slotsOfStudent,
  };
}

export type AttemptQueries = ReturnType<typeof attemptQueries>;
