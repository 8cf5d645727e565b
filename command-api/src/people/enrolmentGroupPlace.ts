import { randomUUID } from 'node:crypto';
import { groupsStreams } from '@portal/contracts';
import type { CommandResult, HandleCommand } from '@portal/platform';
import { ConflictError } from '@portal/platform';
import type { GroupCaller } from '../groups/decider';
import { groupDecider } from '../groups/decider';
import { joinGroup } from '../groups/placement';

/**
 * A student who redeemed a group's join code takes a place in that group, as the group's tutor
 * would place them (the tutor authorised it by sharing the code): the place first, checked
 * against maxStudents on the group's stream, then the student's membership, then the place in
 * the group they left is given back. Answers 'full' when the group has no room (the student
 * stays enrolled with the tutor, in no group), 'gone' when the group no longer exists.
 */
export async function placeInGroup(
  handle: HandleCommand,
  input: { studentId: string; groupId: string; tutorId: string; organisationId: string; now: Date },
): Promise<{ outcome: 'placed' | 'full' | 'gone'; results: CommandResult<unknown>[] }> {
  const { studentId, groupId, now } = input;
  const caller: GroupCaller = { userId: input.tutorId, role: 'tutor', organisationId: input.organisationId };
  const meta = { organisationId: input.organisationId };
  let reserved: CommandResult<unknown>;
  try {
    reserved = await handle(
      groupDecider,
      groupsStreams.group(groupId),
      {
        type: 'ReservePlaces',
        data: { places: [{ studentId, assignmentId: randomUUID() }] },
        caller,
        metadata: { now },
      },
      meta,
    );
  } catch (error) {
    if (error instanceof ConflictError) {
      return { outcome: 'full', results: [] };
    }
    if (error instanceof Error && error.name === 'NotFoundError') {
      return { outcome: 'gone', results: [] };
    }
    throw error;
  }
  const state = reserved.state as ReturnType<typeof groupDecider.initialState>;
  const assignmentId = state.status === 'active' ? state.places.get(studentId) : undefined;
  if (assignmentId === undefined) {
    return { outcome: 'gone', results: [reserved] };
  }
  const joined = await joinGroup(handle, caller, { studentId, groupId, assignmentId, now });
  return { outcome: 'placed', results: [reserved, ...joined] };
}
