import type { EventOf } from '@portal/contracts';

type AssignedData = EventOf<'StudentAssignedToGroup'>['data'];

/**
 * Tests only: student s1 put in group g1 by tutor-1 (assignment `a-<group>`), with `changes`;
 * a move names the previous group, whose assignment is `a-<previous group>`.
 */
export function studentAssigned(changes: Partial<AssignedData> = {}): EventOf<'StudentAssignedToGroup'> {
  const groupId = changes.groupId ?? 'g1';
  const previousGroupId = changes.previousGroupId ?? null;
  return {
    type: 'StudentAssignedToGroup',
    data: {
      studentId: 's1',
      organisationId: 'org',
      groupId,
      assignmentId: `a-${groupId}`,
      previousGroupId,
      previousAssignmentId: previousGroupId ? `a-${previousGroupId}` : null,
      by: 'tutor-1',
      byRole: 'tutor',
      assignedAt: 't',
      ...changes,
    },
  };
}

/** Tests only: tutor-1's group g1 deleted, with no members left in it. */
export const groupDeleted: EventOf<'GroupDeleted'> = {
  type: 'GroupDeleted',
  data: {
    groupId: 'g1',
    organisationId: 'org',
    tutorId: 'tutor-1',
    members: [],
    by: 'x',
    byRole: 'tutor',
    deletedAt: 't',
  },
};
