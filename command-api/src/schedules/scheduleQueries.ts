import { SCHEDULE_MESSAGES } from '@portal/contracts';
import type { Filter } from '@portal/platform';
import { NotFoundError } from '@portal/platform';
import type {
  AttemptDocument,
  ExamDocument,
  ExamScheduleDocument,
  GroupDocument,
  UserRecord,
} from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { COLLECTIONS } from './readModels';

/** The schedules a duplicate check found, each with only the asked students it holds. */
export function existingView(found: readonly ExamScheduleDocument[], studentIds: readonly string[]) {
  const asked = new Set(studentIds);
  const view = (schedule: ExamScheduleDocument) => ({
    id: schedule._id,
    title: schedule.title,
    scheduledStartTime: schedule.scheduledStartTime,
    scheduledEndTime: schedule.scheduledEndTime,
    status: schedule.status,
    studentIds: schedule.studentIds.filter((id) => asked.has(id)),
  });
  return {
    existingAssignments: found.filter((schedule) => !schedule.hasSpecificSchedule).map(view),
    existingSchedules: found.filter((schedule) => schedule.hasSpecificSchedule).map(view),
  };
}

/**
 * The lookups the schedules routes share, in the caller's scope: a tutor's own, the
 * organisation's for an admin.
 */
export function scheduleQueries(deps: ApiDeps) {
  const schedules = deps.readModels.collection<ExamScheduleDocument>(COLLECTIONS.schedules);
  const exams = deps.readModels.collection<ExamDocument>(COLLECTIONS.exams);
  const groups = deps.readModels.collection<GroupDocument>(COLLECTIONS.groups);
  const attempts = deps.readModels.collection<AttemptDocument>(COLLECTIONS.attempts);
  const users = deps.readModels.collection<UserRecord>(COLLECTIONS.users);

  /** A tutor's own, or the organisation's for an admin. */
  const ownScope = (caller: Caller): Filter => ({
    organisationId: caller.organisationId,
    ...(caller.role === 'tutor' && { tutorId: caller.userId }),
  });

  const scheduleOf = async (caller: Caller, id: string): Promise<ExamScheduleDocument> => {
    const schedule = await schedules.findOne({ ...ownScope(caller), _id: id });
    if (!schedule) {
      throw new NotFoundError(SCHEDULE_MESSAGES.notFound);
    }
    return schedule;
  };

  const examOf = async (caller: Caller, id: string): Promise<ExamDocument> => {
    const exam = await exams.findOne({ ...ownScope(caller), _id: id });
    if (!exam || exam.isActive === false) {
      throw new NotFoundError(SCHEDULE_MESSAGES.examNotFound);
    }
    return exam;
  };

  /** Active, not cancelled schedules of the exam holding any of these students (but `except`). */
  const existingFor = async (
    caller: Caller,
    examId: string,
    studentIds: readonly string[],
    except?: string,
  ) => {
    if (studentIds.length === 0) {
      return [];
    }
    const found = await schedules
      .find(
        {
          organisationId: caller.organisationId,
          examId,
          isActive: true,
          studentIds: { $in: [...studentIds] },
        },
        { sort: { createdAt: 1, _id: 1 } },
      )
      .toArray();
    return found.filter((schedule) => schedule._id !== except && schedule.status !== 'cancelled');
  };

  const takenTitles = async (caller: Caller, examId: string) =>
    (
      await schedules
        .find({ organisationId: caller.organisationId, examId }, { projection: { title: 1 } })
        .toArray()
    ).map((schedule) => schedule.title);

  const attemptsOf = (scheduleId: string) =>
    attempts.find({ scheduleId }, { sort: { endTime: 1, _id: 1 } }).toArray();

  return {
    schedules,
    exams,
    groups,
    attempts,
    users,
    ownScope,
    scheduleOf,
    examOf,
    existingFor,
    takenTitles,
    attemptsOf,
  };
}

export type ScheduleQueries = ReturnType<typeof scheduleQueries>;
