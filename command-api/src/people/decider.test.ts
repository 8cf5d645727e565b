import { describe, expect, it } from 'vitest';
import type { EventOf } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import type { StaffCaller, StaffCommand } from './decider';
import { staffRecordDecider, studentExamsDecider, studentNumberDecider } from './decider';

const now = new Date('2026-11-24T09:00:00.000Z');
const at = now.toISOString();
const admin: StaffCaller = { userId: 'admin1', role: 'admin', organisationId: 'main' };
const tutor: StaffCaller = { userId: 'tutor1', role: 'tutor', organisationId: 'main' };
const otherTutor: StaffCaller = { userId: 'tutor2', role: 'tutor', organisationId: 'main' };

function registered(
  role: 'student' | 'tutor',
  extra: Partial<EventOf<'UserRegistered'>['data']> = {},
): EventOf<'UserRegistered'> {
  return {
    type: 'UserRegistered',
    data: {
      userId: 'u1',
      organisationId: 'main',
      email: 'u1@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role,
      passwordHash: 'h',
      registeredAt: at,
      ...extra,
    },
  };
}

const given = DeciderSpecification.for(staffRecordDecider);

const updateStudent = (caller: StaffCaller, changes: Record<string, unknown>): StaffCommand => ({
  type: 'UpdateStudent',
  data: { changes },
  caller,
  metadata: { now },
});
const updateTutor = (
  data: Extract<StaffCommand, { type: 'UpdateTutor' }>['data'],
  caller = admin,
): StaffCommand => ({
  type: 'UpdateTutor',
  data,
  caller,
  metadata: { now },
});

describe('staffRecordDecider', () => {
  const student = registered('student', { tutorId: 'tutor1', createdBy: 'staff' });

  it('given a student of the tutor, when the tutor edits them, then StaffRecordUpdated with who did it', () => {
    given([student])
      .when(updateStudent(tutor, { school: 'Bolton' }))
      .then([
        {
          type: 'StaffRecordUpdated',
          data: { userId: 'u1', changes: { school: 'Bolton' }, by: 'tutor1', byRole: 'tutor', updatedAt: at },
        },
      ]);
  });

  it('given another tutor’s student, when a tutor edits them, then not found (ids cannot be probed)', () => {
    given([student])
      .when(updateStudent(otherTutor, { school: 'X' }))
      .thenThrows(NotFoundError);
  });

  it('given a student, when an admin edits them, then allowed; when nothing changed, then no event', () => {
    expect(
      given([student])
        .when(updateStudent(admin, { notes: 'n' }))
        .events(),
    ).toHaveLength(1);
    given([student]).when(updateStudent(admin, {})).thenNothingHappened();
  });

  it('given a tutor account, when edited as a student, then not found; given a parent caller, then forbidden', () => {
    given([registered('tutor')])
      .when(updateStudent(admin, {}))
      .thenThrows(NotFoundError);
    const parent: StaffCaller = { userId: 'p1', role: 'parent', organisationId: 'main' };
    given([student])
      .when(updateStudent(parent, { notes: 'x' }))
      .thenThrows(ForbiddenError);
  });

  it('given an erased or another organisation’s student, then not found', () => {
    const erased: EventOf<'UserErased'> = {
      type: 'UserErased',
      data: { userId: 'u1', organisationId: 'main', erasedAt: at },
    };
    given([student, erased])
      .when(updateStudent(admin, { notes: 'x' }))
      .thenThrows(NotFoundError);
    const elsewhere = { ...admin, organisationId: 'other' };
    given([student])
      .when(updateStudent(elsewhere, { notes: 'x' }))
      .thenThrows(NotFoundError);
  });

  it('given a tutor who signed up, then Pending; when an admin verifies and deactivates, then both events', () => {
    const spec = given([registered('tutor')]).when(
      updateTutor({ changes: {}, isVerified: true, isActive: false }),
    );
    expect(spec.state()).toMatchObject({ isVerified: false, isActive: true });
    spec.then([
      {
        type: 'TutorVerificationChanged',
        data: { userId: 'u1', isVerified: true, by: 'admin1', byRole: 'admin', at },
      },
      { type: 'AccountDeactivated', data: { userId: 'u1', by: 'admin1', byRole: 'admin', at } },
    ]);
  });

  it('given a tutor created by staff, then Verified; when set to what it already is, then no event', () => {
    given([registered('tutor', { createdBy: 'staff', isVerified: true })])
      .when(updateTutor({ changes: {}, isVerified: true, isActive: true }))
      .thenNothingHappened();
  });

  it('given a deactivated tutor, when reactivated, then AccountReactivated', () => {
    const deactivated: EventOf<'AccountDeactivated'> = {
      type: 'AccountDeactivated',
      data: { userId: 'u1', by: 'admin1', byRole: 'admin', at },
    };
    const events = given([registered('tutor'), deactivated])
      .when(updateTutor({ changes: {}, isActive: true }))
      .events();
    expect(events[0]?.type).toBe('AccountReactivated');
  });

  it('given a tutor, when a tutor tries to edit a tutor, then forbidden', () => {
    given([registered('tutor')])
      .when(updateTutor({ changes: { firstName: 'X' } }, tutor))
      .thenThrows(ForbiddenError);
  });
});

describe('studentNumberDecider', () => {
  const reserve = (userId: string) => ({
    type: 'ReserveStudentNumber' as const,
    data: { userId },
    metadata: { now },
  });

  it('given a free number, when reserved, then StudentNumberReserved; given it taken by another, then a conflict', () => {
    const givenNumber = DeciderSpecification.for(studentNumberDecider);
    const reserved = { type: 'StudentNumberReserved' as const, data: { userId: 'u1', reservedAt: at } };
    givenNumber([]).when(reserve('u1')).then([reserved]);
    givenNumber([reserved]).when(reserve('u1')).thenNothingHappened();
    givenNumber([reserved]).when(reserve('u2')).thenThrows(ConflictError);
  });
});

describe('studentExamsDecider', () => {
  const givenExams = DeciderSpecification.for(studentExamsDecider);
  const clear = (ids: { assignmentIds: string[]; scheduleIds: string[]; attemptIds: string[] }) => ({
    type: 'ClearStudentExams' as const,
    data: { studentId: 's1', ...ids },
    caller: tutor,
    metadata: { now },
  });

  it('given exams, when cleared, then one event naming every removed row', () => {
    givenExams([])
      .when(clear({ assignmentIds: ['a1'], scheduleIds: ['s1'], attemptIds: ['t1', 't2'] }))
      .then([
        {
          type: 'StudentExamsCleared',
          data: {
            studentId: 's1',
            assignmentIds: ['a1'],
            scheduleIds: ['s1'],
            attemptIds: ['t1', 't2'],
            organisationId: 'main',
            by: 'tutor1',
            byRole: 'tutor',
            clearedAt: at,
          },
        },
      ]);
  });

  it('given nothing to clear, then no event', () => {
    givenExams([])
      .when(clear({ assignmentIds: [], scheduleIds: [], attemptIds: [] }))
      .thenNothingHappened();
  });
});
