import { describe, expect, it } from 'vitest';
import type { EventOf } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@portal/platform';
import type { StaffCaller, StaffCommand, StaffRecordState } from './decider';
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

function given(...events: Parameters<typeof staffRecordDecider.evolve>[1][]): StaffRecordState {
  return events.reduce(staffRecordDecider.evolve, staffRecordDecider.initialState());
}

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
    expect(staffRecordDecider.decide(updateStudent(tutor, { school: 'Bolton' }), given(student))).toEqual([
      {
        type: 'StaffRecordUpdated',
        data: { userId: 'u1', changes: { school: 'Bolton' }, by: 'tutor1', byRole: 'tutor', updatedAt: at },
      },
    ]);
  });

  it('given another tutor’s student, when a tutor edits them, then not found (ids cannot be probed)', () => {
    expect(() =>
      staffRecordDecider.decide(updateStudent(otherTutor, { school: 'X' }), given(student)),
    ).toThrow(NotFoundError);
  });

  it('given a student, when an admin edits them, then allowed; when nothing changed, then no event', () => {
    expect(staffRecordDecider.decide(updateStudent(admin, { notes: 'n' }), given(student))).toHaveLength(1);
    expect(staffRecordDecider.decide(updateStudent(admin, {}), given(student))).toEqual([]);
  });

  it('given a tutor account, when edited as a student, then not found; given a parent caller, then forbidden', () => {
    expect(() => staffRecordDecider.decide(updateStudent(admin, {}), given(registered('tutor')))).toThrow(
      NotFoundError,
    );
    const parent: StaffCaller = { userId: 'p1', role: 'parent', organisationId: 'main' };
    expect(() => staffRecordDecider.decide(updateStudent(parent, { notes: 'x' }), given(student))).toThrow(
      ForbiddenError,
    );
  });

  it('given an erased or another organisation’s student, then not found', () => {
    const erased: EventOf<'UserErased'> = {
      type: 'UserErased',
      data: { userId: 'u1', organisationId: 'main', erasedAt: at },
    };
    expect(() =>
      staffRecordDecider.decide(updateStudent(admin, { notes: 'x' }), given(student, erased)),
    ).toThrow(NotFoundError);
    const elsewhere = { ...admin, organisationId: 'other' };
    expect(() => staffRecordDecider.decide(updateStudent(elsewhere, { notes: 'x' }), given(student))).toThrow(
      NotFoundError,
    );
  });

  it('given a tutor who signed up, then Pending; when an admin verifies and deactivates, then both events', () => {
    const state = given(registered('tutor'));
    expect(state).toMatchObject({ isVerified: false, isActive: true });
    expect(
      staffRecordDecider.decide(updateTutor({ changes: {}, isVerified: true, isActive: false }), state),
    ).toEqual([
      {
        type: 'TutorVerificationChanged',
        data: { userId: 'u1', isVerified: true, by: 'admin1', byRole: 'admin', at },
      },
      { type: 'AccountDeactivated', data: { userId: 'u1', by: 'admin1', byRole: 'admin', at } },
    ]);
  });

  it('given a tutor created by staff, then Verified; when set to what it already is, then no event', () => {
    const state = given(registered('tutor', { createdBy: 'staff', isVerified: true }));
    expect(
      staffRecordDecider.decide(updateTutor({ changes: {}, isVerified: true, isActive: true }), state),
    ).toEqual([]);
  });

  it('given a deactivated tutor, when reactivated, then AccountReactivated', () => {
    const deactivated: EventOf<'AccountDeactivated'> = {
      type: 'AccountDeactivated',
      data: { userId: 'u1', by: 'admin1', byRole: 'admin', at },
    };
    const state = given(registered('tutor'), deactivated);
    expect(staffRecordDecider.decide(updateTutor({ changes: {}, isActive: true }), state)[0]?.type).toBe(
      'AccountReactivated',
    );
  });

  it('given a tutor, when a tutor tries to edit a tutor, then forbidden', () => {
    expect(() =>
      staffRecordDecider.decide(
        updateTutor({ changes: { firstName: 'X' } }, tutor),
        given(registered('tutor')),
      ),
    ).toThrow(ForbiddenError);
  });
});

describe('studentNumberDecider', () => {
  const reserve = (userId: string) => ({
    type: 'ReserveStudentNumber' as const,
    data: { userId },
    metadata: { now },
  });

  it('given a free number, when reserved, then StudentNumberReserved; given it taken by another, then a conflict', () => {
    const events = studentNumberDecider.decide(reserve('u1'), studentNumberDecider.initialState());
    expect(events).toEqual([{ type: 'StudentNumberReserved', data: { userId: 'u1', reservedAt: at } }]);
    const state = events.reduce(studentNumberDecider.evolve, studentNumberDecider.initialState());
    expect(studentNumberDecider.decide(reserve('u1'), state)).toEqual([]);
    expect(() => studentNumberDecider.decide(reserve('u2'), state)).toThrow(ConflictError);
  });
});

describe('studentExamsDecider', () => {
  const clear = (ids: { assignmentIds: string[]; scheduleIds: string[]; attemptIds: string[] }) => ({
    type: 'ClearStudentExams' as const,
    data: { studentId: 's1', ...ids },
    caller: tutor,
    metadata: { now },
  });

  it('given exams, when cleared, then one event naming every removed row', () => {
    expect(
      studentExamsDecider.decide(
        clear({ assignmentIds: ['a1'], scheduleIds: ['s1'], attemptIds: ['t1', 't2'] }),
        studentExamsDecider.initialState(),
      ),
    ).toEqual([
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
    expect(
      studentExamsDecider.decide(
        clear({ assignmentIds: [], scheduleIds: [], attemptIds: [] }),
        studentExamsDecider.initialState(),
      ),
    ).toEqual([]);
  });
});
