import type { ScheduleRequest } from '@portal/contracts';
import { SCHEDULE_MESSAGES } from '@portal/contracts';
import { NotFoundError, ValidationError } from '@portal/platform';
import type { ExamDocument, ExamScheduleDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { studentScope } from '../people/access';
import type { ScheduleQueries } from './scheduleQueries';

/** An admin schedules a tutor's exam for that tutor's students only (issue 15 item 9). */
export const OWNERSHIP_MESSAGES = {
  studentOfAnotherTutor:
    "This exam belongs to a tutor: choose only that tutor's students (a student of another tutor cannot be given it)",
  groupOfAnotherTutor: "This exam belongs to a tutor: choose one of that tutor's groups",
  examOfAnotherTutor: "This schedule belongs to another tutor: choose one of that tutor's exams",
} as const;

/** Who a schedule is for: its tutor's students or group, checked in the caller's scope. */
export function scheduleAssignees(deps: ApiDeps, queries: ScheduleQueries) {
  const { groups, users, ownScope } = queries;

  /**
   * Whose students and groups a schedule may hold (issue 15 item 9): the caller's own for a tutor;
   * for an admin, the exam's tutor's when a tutor owns the exam (an admin's own exam: any of the
   * organisation's). A schedule keeps its tutor, so changing it to another tutor's exam is refused.
   */
  const ownerOf = async (
    caller: Caller,
    exam: ExamDocument,
    current: ExamScheduleDocument | null,
  ): Promise<Caller | null> => {
    if (caller.role !== 'admin') {
      return null;
    }
    const owner = await users.findOne(
      { _id: exam.tutorId, organisationId: caller.organisationId },
      { projection: { _id: 1, role: 1 } },
    );
    if (owner?.role !== 'tutor') {
      return null;
    }
    if (current && current.tutorId !== owner._id) {
      throw new ValidationError(OWNERSHIP_MESSAGES.examOfAnotherTutor, [
        { field: 'examId', message: OWNERSHIP_MESSAGES.examOfAnotherTutor },
      ]);
    }
    return { userId: owner._id, role: 'tutor', organisationId: caller.organisationId };
  };

  /**
   * The chosen students (all in the caller's scope), or the chosen group's members now; with an
   * `owner` (an admin scheduling a tutor's exam) only that tutor's students and groups.
   */
  const studentsOf = async (
    caller: Caller,
    body: ScheduleRequest,
    owner: Caller | null,
  ): Promise<{ groupId: string | null; studentIds: string[] }> => {
    if (body.assignmentType === 'group') {
      const groupId = body.assigneeIds[0]!;
      const group = await groups.findOne({ ...ownScope(caller), _id: groupId });
      if (!group) {
        throw new NotFoundError(SCHEDULE_MESSAGES.groupNotFound);
      }
      if (owner && group.tutorId !== owner.userId) {
        throw new ValidationError(OWNERSHIP_MESSAGES.groupOfAnotherTutor, [
          { field: 'assigneeIds', message: OWNERSHIP_MESSAGES.groupOfAnotherTutor },
        ]);
      }
      const members = await users
        .find(
          {
            _id: { $in: group.studentIds },
            organisationId: caller.organisationId,
            role: 'student',
            status: 'active',
          },
          { projection: { _id: 1 } },
        )
        .toArray();
      const live = new Set(members.map((member) => member._id));
      const studentIds = group.studentIds.filter((id) => live.has(id));
      if (studentIds.length === 0) {
        throw new ValidationError(SCHEDULE_MESSAGES.groupEmpty, [
          { field: 'assigneeIds', message: SCHEDULE_MESSAGES.groupEmpty },
        ]);
      }
      return { groupId, studentIds };
    }
    const scope = await studentScope(deps.readModels, caller);
    const found = await users
      .find({ ...scope, _id: { $in: body.assigneeIds } }, { projection: { _id: 1 } })
      .toArray();
    if (found.length !== body.assigneeIds.length) {
      throw new NotFoundError(SCHEDULE_MESSAGES.studentNotFound);
    }
    if (owner) {
      const owned = await users
        .find(
          { ...(await studentScope(deps.readModels, owner)), _id: { $in: body.assigneeIds } },
          { projection: { _id: 1 } },
        )
        .toArray();
      if (owned.length !== body.assigneeIds.length) {
        throw new ValidationError(OWNERSHIP_MESSAGES.studentOfAnotherTutor, [
          { field: 'assigneeIds', message: OWNERSHIP_MESSAGES.studentOfAnotherTutor },
        ]);
      }
    }
    return { groupId: null, studentIds: body.assigneeIds };
  };

  return { ownerOf, studentsOf };
}
