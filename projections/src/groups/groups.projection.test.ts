import { describe, expect, it } from 'vitest';
import type { EventOf } from '@portal/contracts';
import type { HandledEvent } from '../runner/projection';
import { foldEvents } from '../runner/projection';
import { defineProjection } from '../runner/projection';
import { groupsProjection } from './groups.projection';
import { groupsActivityOf } from './activities';

let position = 0;
function recorded(streamId: string, revision: number, event: { type: string; data: unknown }): HandledEvent {
  position += 1;
  return {
    id: `e${position}`,
    streamId,
    revision,
    position,
    metadata: {},
    recordedAt: 't',
    ...event,
  } as HandledEvent;
}
const created = (groupId: string): EventOf<'GroupCreated'> => ({
  type: 'GroupCreated',
  data: {
    groupId,
    organisationId: 'org',
    tutorId: 'tutor-1',
    name: `Group ${groupId}`,
    description: null,
    grade: 'year-5',
    academicYear: '2024-2025',
    maxStudents: 20,
    subjects: ['English'],
    schedule: null,
    isActive: true,
    by: 'tutor-1',
    byRole: 'tutor',
    createdAt: '2026-11-24T10:00:00.000Z',
  },
});
const assigned = (
  studentId: string,
  groupId: string,
  previousGroupId: string | null = null,
): EventOf<'StudentAssignedToGroup'> => ({
  type: 'StudentAssignedToGroup',
  data: {
    studentId,
    organisationId: 'org',
    groupId,
    assignmentId: `a-${groupId}`,
    previousGroupId,
    previousAssignmentId: previousGroupId ? `a-${previousGroupId}` : null,
    by: 'tutor-1',
    byRole: 'tutor',
    assignedAt: '2026-11-24T11:00:00.000Z',
  },
});

const projection = defineProjection(groupsProjection);
function run(events: HandledEvent[]) {
  const ids = new Set(events.flatMap((event) => projection.documentIds(event)));
  return foldEvents(projection, new Map([...ids].map((id) => [id, null])), events).documents;
}

describe('groups projection', () => {
  it('given a group and two students assigned, then studentIds and memberCount are real', () => {
    const documents = run([
      recorded('group-g1', 0, created('g1')),
      recorded('group-membership-s1', 0, assigned('s1', 'g1')),
      recorded('group-membership-s2', 0, assigned('s2', 'g1')),
    ]);
    expect(documents.get('g1')).toMatchObject({
      organisationId: 'org',
      tutorId: 'tutor-1',
      subjects: ['English'],
      studentIds: ['s1', 's2'],
      memberCount: 2,
    });
  });

  it('given a student in g1, when moved to g2, then g1 loses them and g2 has them', () => {
    const documents = run([
      recorded('group-g1', 0, created('g1')),
      recorded('group-g2', 0, created('g2')),
      recorded('group-membership-s1', 0, assigned('s1', 'g1')),
      recorded('group-membership-s1', 1, assigned('s1', 'g2', 'g1')),
    ]);
    expect(documents.get('g1')).toMatchObject({ studentIds: [], memberCount: 0 });
    expect(documents.get('g2')).toMatchObject({ studentIds: ['s1'], memberCount: 1 });
  });

  it('given a deleted group, when a late membership event for it arrives, then it stays deleted', () => {
    const documents = run([
      recorded('group-g1', 0, created('g1')),
      recorded('group-g1', 1, {
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
      }),
      recorded('group-membership-s1', 0, assigned('s1', 'g1')),
    ]);
    expect(documents.get('g1')).toBeNull();
  });

  it('given an update, then the fields change and the members and createdAt stay', () => {
    const update: EventOf<'GroupUpdated'> = {
      type: 'GroupUpdated',
      data: { ...created('g1').data, name: 'Renamed', maxStudents: 5, updatedAt: '2026-11-25T00:00:00.000Z' },
    };
    const documents = run([
      recorded('group-g1', 0, created('g1')),
      recorded('group-membership-s1', 0, assigned('s1', 'g1')),
      recorded('group-g1', 1, update),
    ]);
    expect(documents.get('g1')).toMatchObject({
      name: 'Renamed',
      maxStudents: 5,
      studentIds: ['s1'],
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-25T00:00:00.000Z',
    });
  });
});

describe('groups register rows', () => {
  it('given an assignment, then a data_update row about the student, by the staff role', () => {
    expect(groupsActivityOf(recorded('group-membership-s1', 0, assigned('s1', 'g1')))).toEqual({
      subjectId: 's1',
      organisationId: 'org',
      action: 'data_update',
      dataType: 'group_membership',
      purpose: 'Assigned to a teaching group',
      resultStatus: 'success',
      actor: 'tutor',
      createdAt: '2026-11-24T11:00:00.000Z',
    });
  });

  it("given a group created, then null (ours, no personal data); another module's event, then undefined", () => {
    expect(groupsActivityOf(recorded('group-g1', 0, created('g1')))).toBeNull();
    expect(
      groupsActivityOf(recorded('user-1', 0, { type: 'UserPasswordChanged', data: {} })),
    ).toBeUndefined();
  });
});
