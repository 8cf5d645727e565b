import { describe, expect, it } from 'vitest';
import type { GroupStreamEvent, MembershipEvent } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import { groupDeleted, studentAssigned } from '@portal/projections/testing';
import type { GroupCaller, GroupCommand, GroupFieldsInput, MembershipCommand } from './decider';
import { groupDecider, membershipDecider } from './decider';

const now = new Date('2026-11-24T10:00:00.000Z');
const tutor: GroupCaller = { userId: 'tutor-1', role: 'tutor', organisationId: 'org' };
const otherTutor: GroupCaller = { userId: 'tutor-2', role: 'tutor', organisationId: 'org' };
const admin: GroupCaller = { userId: 'admin-1', role: 'admin', organisationId: 'org' };
const parent: GroupCaller = { userId: 'parent-1', role: 'parent', organisationId: 'org' };

const fields: GroupFieldsInput = {
  tutorId: 'tutor-1',
  name: 'Year 5 Maths',
  description: null,
  grade: 'year-5',
  academicYear: '2024-2025',
  maxStudents: 2,
  subjects: ['Mathematics'],
  schedule: null,
  isActive: true,
};

const created: GroupStreamEvent = {
  type: 'GroupCreated',
  data: { groupId: 'g1', organisationId: 'org', ...fields, by: 'tutor-1', byRole: 'tutor', createdAt: 't0' },
};
const reserved = (...places: [string, string][]): GroupStreamEvent => ({
  type: 'GroupPlacesReserved',
  data: {
    groupId: 'g1',
    organisationId: 'org',
    places: places.map(([studentId, assignmentId]) => ({ studentId, assignmentId })),
    by: 'tutor-1',
    byRole: 'tutor',
    at: 't1',
  },
});

const given = DeciderSpecification.for(groupDecider);
const reserve = (caller: GroupCaller, ...ids: string[]): GroupCommand => ({
  type: 'ReservePlaces',
  data: { places: ids.map((studentId) => ({ studentId, assignmentId: `a-${studentId}` })) },
  caller,
  metadata: { now },
});

describe('group decider', () => {
  it('given no group, when a tutor creates one for themself, then GroupCreated with the time of the command', () => {
    const events = given([])
      .when({
        type: 'CreateGroup',
        data: { groupId: 'g1', fields },
        caller: tutor,
        metadata: { now },
      })
      .events();
    expect(events).toEqual([
      {
        type: 'GroupCreated',
        data: {
          groupId: 'g1',
          organisationId: 'org',
          ...fields,
          by: 'tutor-1',
          byRole: 'tutor',
          createdAt: now.toISOString(),
        },
      },
    ]);
  });

  it('given no group, when a tutor creates one for another tutor or a parent creates one, then forbidden', () => {
    const command = (caller: GroupCaller): GroupCommand => ({
      type: 'CreateGroup',
      data: { groupId: 'g1', fields },
      caller,
      metadata: { now },
    });
    given([]).when(command(otherTutor)).thenThrows(ForbiddenError);
    given([]).when(command(parent)).thenThrows(ForbiddenError);
  });

  it("given another tutor's group, when a tutor edits, deletes or fills it, then not found", () => {
    given([created])
      .when({ type: 'UpdateGroup', data: { fields }, caller: otherTutor, metadata: { now } })
      .thenThrows(NotFoundError);
    given([created])
      .when({ type: 'DeleteGroup', caller: otherTutor, metadata: { now } })
      .thenThrows(NotFoundError);
    given([created]).when(reserve(otherTutor, 's1')).thenThrows(NotFoundError);
  });

  it('given a group of 2 places with 1 taken, when a batch of 2 more comes, then 409 and nothing is taken', () => {
    given([created, reserved(['s1', 'a1'])])
      .when(reserve(tutor, 's2', 's3'))
      .thenThrows(
        ConflictError,
        (error) => error.message === 'Not enough places: 2 students selected, 1 place left (1 of 2 students)',
      );
  });

  it('given a full group, when one more student comes, then "Group is full (2 of 2 students)"', () => {
    given([created, reserved(['s1', 'a1'], ['s2', 'a2'])])
      .when(reserve(admin, 's3'))
      .thenThrows(Error, (error) => error.message.includes('Group is full (2 of 2 students)'));
  });

  it('given a member, when they are assigned again with a new student, then only the new one takes a place', () => {
    const events = given([created, reserved(['s1', 'a1'])])
      .when(reserve(tutor, 's1', 's2'))
      .events();
    expect(events).toHaveLength(1);
    expect(events[0]!.type === 'GroupPlacesReserved' && events[0]!.data.places).toEqual([
      { studentId: 's2', assignmentId: 'a-s2' },
    ]);
    given([created, reserved(['s1', 'a1'])])
      .when(reserve(tutor, 's1'))
      .thenNothingHappened();
  });

  it('given 2 members, when the admin lowers maxStudents to 1, then 409; to 2, then updated', () => {
    const history = [created, reserved(['s1', 'a1'], ['s2', 'a2'])];
    const update = (maxStudents: number): GroupCommand => ({
      type: 'UpdateGroup',
      data: { fields: { ...fields, maxStudents, name: 'Renamed' } },
      caller: admin,
      metadata: { now },
    });
    given(history).when(update(1)).thenThrows(ConflictError);
    expect(given(history).when(update(2)).events()).toMatchObject([
      { type: 'GroupUpdated', data: { name: 'Renamed', maxStudents: 2 } },
    ]);
  });

  it('given an unchanged form, when saved, then no event', () => {
    given([created])
      .when({ type: 'UpdateGroup', data: { fields }, caller: tutor, metadata: { now } })
      .thenNothingHappened();
  });

  it('given members, when the group is deleted, then GroupDeleted lists them with their assignments', () => {
    const events = given([created, reserved(['s1', 'a1'])])
      .when({
        type: 'DeleteGroup',
        caller: tutor,
        metadata: { now },
      })
      .events();
    expect(events).toMatchObject([
      { type: 'GroupDeleted', data: { members: [{ studentId: 's1', assignmentId: 'a1' }] } },
    ]);
  });

  it('given a deleted group, when anything but a release comes, then not found; a release is a no-op', () => {
    given([created, groupDeleted]).when(reserve(tutor, 's1')).thenThrows(NotFoundError);
    given([created, groupDeleted])
      .when({
        type: 'ReleasePlace',
        data: { studentId: 's1', reason: 'moved' },
        metadata: { now },
      })
      .thenNothingHappened();
  });

  it('given a place taken again by a later assignment, when the older one is released after a move, then the place stays', () => {
    const history = [created, reserved(['s1', 'a2'])];
    const release = (assignmentId: string): GroupCommand => ({
      type: 'ReleasePlace',
      data: { studentId: 's1', assignmentId, reason: 'moved' },
      metadata: { now },
    });
    given(history).when(release('a1')).thenNothingHappened();
    expect(given(history).when(release('a2')).events()).toMatchObject([
      { type: 'GroupPlaceReleased', data: { studentId: 's1' } },
    ]);
  });
});

describe('membership decider', () => {
  const assigned = (groupId: string, assignmentId: string): MembershipEvent =>
    studentAssigned({ groupId, assignmentId });
  const givenMembership = DeciderSpecification.for(membershipDecider);
  const assign = (groupId: string, assignmentId: string): MembershipCommand => ({
    type: 'AssignStudent',
    data: { studentId: 's1', groupId, assignmentId },
    caller: tutor,
    metadata: { now },
  });
  const remove = (groupId: string, assignmentId?: string): MembershipCommand => ({
    type: 'RemoveStudent',
    data: { studentId: 's1', groupId, reason: 'removed', ...(assignmentId ? { assignmentId } : {}) },
    caller: tutor,
    metadata: { now },
  });

  it('given an unassigned student, when assigned, then StudentAssignedToGroup with no previous group', () => {
    expect(givenMembership([]).when(assign('g1', 'a1')).events()).toMatchObject([
      {
        type: 'StudentAssignedToGroup',
        data: { groupId: 'g1', previousGroupId: null, assignedAt: now.toISOString() },
      },
    ]);
  });

  it('given a student in g1, when assigned to g2, then the event names the group they left', () => {
    expect(
      givenMembership([assigned('g1', 'a1')])
        .when(assign('g2', 'a2'))
        .events(),
    ).toMatchObject([{ data: { groupId: 'g2', previousGroupId: 'g1', previousAssignmentId: 'a1' } }]);
  });

  it('given the same assignment, when repeated, then nothing', () => {
    givenMembership([assigned('g1', 'a1')])
      .when(assign('g1', 'a1'))
      .thenNothingHappened();
  });

  it('given a student in g2, when a removal from g1 (or an older assignment) comes, then nothing', () => {
    givenMembership([assigned('g2', 'a2')])
      .when(remove('g1'))
      .thenNothingHappened();
    givenMembership([assigned('g2', 'a2')])
      .when(remove('g2', 'a1'))
      .thenNothingHappened();
    givenMembership([]).when(remove('g2')).thenNothingHappened();
  });

  it('given a student in g1, when removed from g1, then StudentRemovedFromGroup', () => {
    expect(
      givenMembership([assigned('g1', 'a1')])
        .when(remove('g1'))
        .events(),
    ).toMatchObject([
      { type: 'StudentRemovedFromGroup', data: { groupId: 'g1', assignmentId: 'a1', reason: 'removed' } },
    ]);
  });
});
