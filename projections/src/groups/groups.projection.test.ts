import { describe, expect, it } from 'vitest';
import type { EventOf } from '@portal/contracts';
import { ProjectionSpecification, eventRecorder } from '@portal/platform/testing';
import { defineProjection } from '../runner/projection';
import { groupsProjection } from './groups.projection';
import { groupsActivityOf } from './activities';
import { groupDeleted, studentAssigned } from './groupFixtures';

const record = eventRecorder();
/** A recorded event on `streamId`, from the contract's event (revisions count up in order). */
const recorded = (streamId: string, event: { type: string; data: object }) =>
  record(event.type, event.data, streamId);
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
const assigned = (studentId: string, groupId: string, previousGroupId: string | null = null) =>
  studentAssigned({ studentId, groupId, previousGroupId, assignedAt: '2026-11-24T11:00:00.000Z' });

const given = ProjectionSpecification.for(defineProjection(groupsProjection));

describe('groups projection', () => {
  it('given a group and two students assigned, then studentIds and memberCount are real', () => {
    given(recorded('group-g1', created('g1')))
      .when([
        recorded('group-membership-s1', assigned('s1', 'g1')),
        recorded('group-membership-s2', assigned('s2', 'g1')),
      ])
      .thenDocument('g1', {
        organisationId: 'org',
        tutorId: 'tutor-1',
        subjects: ['English'],
        studentIds: ['s1', 's2'],
        memberCount: 2,
      });
  });

  it('given a student in g1, when moved to g2, then g1 loses them and g2 has them', () => {
    const then = given([
      recorded('group-g1', created('g1')),
      recorded('group-g2', created('g2')),
      recorded('group-membership-s1', assigned('s1', 'g1')),
    ]).when(recorded('group-membership-s1', assigned('s1', 'g2', 'g1')));
    then.thenDocument('g1', { studentIds: [], memberCount: 0 });
    then.thenDocument('g2', { studentIds: ['s1'], memberCount: 1 });
  });

  it('given a deleted group, when a late membership event for it arrives, then it stays deleted', () => {
    given([recorded('group-g1', created('g1')), recorded('group-g1', groupDeleted)])
      .when(recorded('group-membership-s1', assigned('s1', 'g1')))
      .thenNoDocument('g1');
  });

  it('given an update, then the fields change and the members and createdAt stay', () => {
    const update: EventOf<'GroupUpdated'> = {
      type: 'GroupUpdated',
      data: { ...created('g1').data, name: 'Renamed', maxStudents: 5, updatedAt: '2026-11-25T00:00:00.000Z' },
    };
    given([recorded('group-g1', created('g1')), recorded('group-membership-s1', assigned('s1', 'g1'))])
      .when(recorded('group-g1', update))
      .thenDocument('g1', {
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
    expect(groupsActivityOf(recorded('group-membership-s1', assigned('s1', 'g1')))).toEqual({
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
    expect(groupsActivityOf(recorded('group-g1', created('g1')))).toBeNull();
    expect(groupsActivityOf(recorded('user-1', { type: 'UserPasswordChanged', data: {} }))).toBeUndefined();
  });
});
