import { randomUUID } from 'node:crypto';
import type { GroupsEvent } from '@portal/contracts';
import { groupsStreams } from '@portal/contracts';
import type { CommandResult, HandleCommand } from '@portal/platform';
import type { GroupDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import type { GroupCaller } from './decider';
import { groupDecider, membershipDecider } from './decider';

/** Who moved where: what the schedules module needs to follow a group's members (issue 16). */
export interface GroupMove {
  studentId: string;
  joinedGroupId: string | null;
  leftGroupId: string | null;
}

/**
 * The commands that place students in a group and take them out, across the group's stream and
 * each student's membership stream (a group never has more members than places).
 */
export function groupPlacement(deps: ApiDeps, caller: Caller, group: GroupDocument, now: Date) {
  const meta = { organisationId: caller.organisationId };

  /** 1. places, all or none, checked against maxStudents on the group's stream */
  const reservePlaces = (studentIds: readonly string[]) =>
    deps.handle(
      groupDecider,
      groupsStreams.group(group._id),
      {
        type: 'ReservePlaces',
        data: { places: studentIds.map((studentId) => ({ studentId, assignmentId: randomUUID() })) },
        caller,
        metadata: { now },
      },
      meta,
    );

  /** 2. the student's membership says this group now; 3. the group they left gives the place back */
  const join = async (
    studentId: string,
    places: ReadonlyMap<string, string>,
  ): Promise<CommandResult<unknown>[]> => {
    const assignmentId = places.get(studentId);
    if (assignmentId === undefined) {
      return []; // removed again meanwhile
    }
    return joinGroup(deps.handle, caller, { studentId, groupId: group._id, assignmentId, now });
  };

  /** The student's membership leaves the group (`reason`: removed, or the group was deleted). */
  const leave = (studentId: string, reason: 'removed' | 'group_deleted') =>
    deps.handle(
      membershipDecider,
      groupsStreams.membership(studentId),
      { type: 'RemoveStudent', data: { studentId, groupId: group._id, reason }, caller, metadata: { now } },
      meta,
    );

  /** The place a removed student held goes back to the group. */
  const releasePlace = (studentId: string) =>
    deps.handle(
      groupDecider,
      groupsStreams.group(group._id),
      { type: 'ReleasePlace', data: { studentId, reason: 'removed' }, metadata: { now } },
      meta,
    );

  return { reservePlaces, join, leave, releasePlace };
}

/**
 * The student's membership says `groupId` now, holding the place `assignmentId` already reserved
 * there; the group they left, if any, gives its place back. Answers the membership's result,
 * then each release.
 */
export async function joinGroup(
  handle: HandleCommand,
  caller: GroupCaller,
  move: { studentId: string; groupId: string; assignmentId: string; now: Date },
): Promise<CommandResult<unknown>[]> {
  const { studentId, now } = move;
  const meta = { organisationId: caller.organisationId };
  const joined = await handle(
    membershipDecider,
    groupsStreams.membership(studentId),
    {
      type: 'AssignStudent',
      data: { studentId, groupId: move.groupId, assignmentId: move.assignmentId },
      caller,
      metadata: { now },
    },
    meta,
  );
  const results: CommandResult<unknown>[] = [joined];
  for (const event of joined.events) {
    if (
      event.type === 'StudentAssignedToGroup' &&
      event.data.previousGroupId &&
      event.data.previousAssignmentId
    ) {
      results.push(
        await handle(
          groupDecider,
          groupsStreams.group(event.data.previousGroupId),
          {
            type: 'ReleasePlace',
            data: { studentId, assignmentId: event.data.previousAssignmentId, reason: 'moved' },
            metadata: { now },
          },
          meta,
        ),
      );
    }
  }
  return results;
}

/** The moves of a placement: each joiner, with the group they left if they moved. */
export function movesOfJoins(
  groupId: string,
  studentIds: readonly string[],
  steps: readonly (readonly CommandResult<unknown>[])[],
): GroupMove[] {
  return steps.flatMap((results, index) => {
    const joined = results[0];
    if (!joined) {
      return [];
    }
    const moved = (joined.events as GroupsEvent[]).find((event) => event.type === 'StudentAssignedToGroup');
    return [
      {
        studentId: studentIds[index]!,
        joinedGroupId: groupId,
        leftGroupId: moved?.type === 'StudentAssignedToGroup' ? moved.data.previousGroupId : null,
      },
    ];
  });
}
