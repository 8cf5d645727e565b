import type { ExamSchedule } from '@portal/contracts';
import { SCHEDULE_LIMITS, scheduleSection } from '@portal/contracts';
import type { ReadModelStore } from '@portal/platform';
import type { UserRecord } from '@portal/projections';
import { isLiveUser } from '@portal/projections';
import type { GroupDocument, ExamScheduleDocument } from '@portal/projections';
import { COLLECTIONS } from './readModels';

export interface PersonName {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Names of live people by id (the erased have none and drop out of every list). */
export async function namesById(
  readModels: ReadModelStore,
  ids: readonly string[],
): Promise<Map<string, PersonName>> {
  if (ids.length === 0) {
    return new Map();
  }
  const users = await readModels
    .collection<UserRecord>(COLLECTIONS.users)
    .find({ _id: { $in: [...new Set(ids)] } })
    .toArray();
  return new Map(
    users
      .filter(isLiveUser)
      .map((user) => [
        user._id,
        { id: user._id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      ]),
  );
}

/** The schedules as the API answers them (spec 002 §3), with the section derived at `now`. */
export async function schedulesView(
  readModels: ReadModelStore,
  documents: readonly ExamScheduleDocument[],
  now: Date,
): Promise<ExamSchedule[]> {
  const names = await namesById(
    readModels,
    documents.flatMap((document) => document.studentIds),
  );
  const groupIds = [...new Set(documents.map((document) => document.groupId).filter((id) => id !== null))];
  const groups =
    groupIds.length === 0
      ? []
      : await readModels
          .collection<GroupDocument>(COLLECTIONS.groups)
          .find({ _id: { $in: groupIds } })
          .toArray();
  const groupNames = new Map(groups.map((group) => [group._id, group.name]));
  return documents.map((document) => {
    const groupName = document.groupId === null ? undefined : groupNames.get(document.groupId);
    return {
      id: document._id,
      examId: document.examId,
      title: document.title,
      description: document.description,
      scheduledStartTime: document.scheduledStartTime,
      scheduledEndTime: document.scheduledEndTime,
      duration: document.duration,
      instructions: document.instructions,
      groupId: document.groupId,
      group:
        document.groupId !== null && groupName !== undefined
          ? { id: document.groupId, name: groupName }
          : null,
      assignments: document.studentIds.flatMap((studentId) => {
        const student = names.get(studentId);
        return student
          ? [
              {
                studentId,
                student: { id: studentId, firstName: student.firstName, lastName: student.lastName },
              },
            ]
          : [];
      }),
      assignmentType: document.assignmentType,
      status: document.status,
      isActive: document.isActive,
      createdAt: document.createdAt,
      updatedAt: document.updatedAt,
      tutorId: document.tutorId,
      exam: document.exam,
      // schedules stored before the grace period existed answer its default
      settings: { gracePeriodMinutes: SCHEDULE_LIMITS.defaultGrace, ...document.settings },
      hasSpecificSchedule: document.hasSpecificSchedule,
      cancellationReason: document.cancellationReason,
      cancelledAt: document.cancelledAt,
      section: scheduleSection(document, now),
      resultsReleasedAt: document.resultsReleasedAt ?? null,
      resultsReleasedBy: document.resultsReleasedBy ?? null,
    };
  });
}
