import { schedulesStreams } from '@portal/contracts';
import type { AttemptDocument, ExamScheduleDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { ScheduleCaller } from './decider';
import { scheduleDecider } from './decider';
import { COLLECTIONS } from './readModels';

/** One student's move: the group they joined and the group they left (either may be null). */
export interface GroupChange {
  studentId: string;
  joinedGroupId: string | null;
  leftGroupId: string | null;
}

/**
 * Group schedules follow the group (issue 16 item 8). After a membership change has been recorded,
 * each live schedule that targets the group left or joined is told (`FollowGroup` on the schedule's
 * own stream); its decider adds a joiner to an open or upcoming schedule and takes a leaver out of
 * one not over and not started by them, as an `ExamScheduleUpdated` naming the students before and
 * after. Every reader (available exams, starting an attempt, progress, analytics, the student's
 * exams, the processing register) follows from that one event. Idempotent: telling a schedule
 * twice changes nothing, so the group routes may simply call this again.
 */
export async function followGroupSchedules(
  deps: Pick<ApiDeps, 'handle' | 'readModels' | 'awaitProjections' | 'logger' | 'now'>,
  caller: ScheduleCaller,
  changes: readonly GroupChange[],
): Promise<void> {
  const schedules = deps.readModels.collection<ExamScheduleDocument>(COLLECTIONS.schedules);
  const attempts = deps.readModels.collection<AttemptDocument>(COLLECTIONS.attempts);
  const groupIds = [
    ...new Set(changes.flatMap((change) => [change.joinedGroupId, change.leftGroupId])),
  ].filter((id): id is string => id !== null);
  if (groupIds.length === 0) {
    return;
  }
  // the decider re-checks everything on the schedule's stream; this only finds the candidates
  const targeting = await schedules
    .find(
      {
        organisationId: caller.organisationId,
        assignmentType: 'group',
        groupId: { $in: groupIds },
        isActive: true,
        status: { $in: ['scheduled', 'assigned'] },
      },
      { projection: { _id: 1, groupId: 1 } },
    )
    .toArray();
  const now = deps.now();
  let last: { streamId: string; position: number } | null = null;
  let changed = 0;
  for (const schedule of targeting) {
    for (const change of changes) {
      const kind =
        schedule.groupId === change.joinedGroupId
          ? 'join'
          : schedule.groupId === change.leftGroupId
            ? 'leave'
            : null;
      if (kind === null) {
        continue;
      }
      const hasAttempt =
        kind === 'leave' &&
        (await attempts.countDocuments({ scheduleId: schedule._id, studentId: change.studentId })) > 0;
      const result = await deps.handle(
        scheduleDecider,
        schedulesStreams.schedule(schedule._id),
        {
          type: 'FollowGroup',
          data: { groupId: schedule.groupId ?? '', studentId: change.studentId, change: kind, hasAttempt },
          caller,
          metadata: { now },
        },
        { organisationId: caller.organisationId },
      );
      if (result.events.length > 0) {
        changed += 1;
        if (last === null || result.position > last.position) {
          last = { streamId: result.streamId, position: result.position };
        }
      }
    }
  }
  if (last) {
    await deps.awaitProjections(last.streamId, last.position);
  }
  if (changed > 0) {
    deps.logger.info('group schedules followed', { groupIds, by: caller.userId, changed });
  }
}
