import { groupsStreams } from '@portal/contracts';
import type { CommandResult, HandleCommand } from '@portal/platform';
import type { GroupCaller } from './decider';
import { groupDecider, membershipDecider } from './decider';

/**
 * Takes a student out of their group: the membership ends first, then the place is given back,
 * so a group never counts more members than places. Used when a student's account is erased.
 */
export async function leaveGroup(
  handle: HandleCommand,
  input: { studentId: string; groupId: string; caller: GroupCaller; now: Date },
): Promise<CommandResult<unknown>[]> {
  const { studentId, groupId, caller, now } = input;
  const meta = { organisationId: caller.organisationId };
  const left = await handle(
    membershipDecider,
    groupsStreams.membership(studentId),
    { type: 'RemoveStudent', data: { studentId, groupId, reason: 'removed' }, caller, metadata: { now } },
    meta,
  );
  const released = await handle(
    groupDecider,
    groupsStreams.group(groupId),
    { type: 'ReleasePlace', data: { studentId, reason: 'removed' }, metadata: { now } },
    meta,
  );
  return [left, released];
}
