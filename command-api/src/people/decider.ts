import type { UserStreamEvent, EventOf, Role } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ConflictError, exhaustive, ForbiddenError, NotFoundError } from '@portal/platform';

/** People events on a user's stream. */
export type StaffEvent =
  | EventOf<'StaffRecordUpdated'>
  | EventOf<'TutorVerificationChanged'>
  | EventOf<'AccountDeactivated'>
  | EventOf<'AccountReactivated'>;

export interface StaffCaller {
  userId: string;
  role: Role;
  organisationId: string;
}

/** What staff may change on a record; only keys present are changes. */
export type StaffChanges = Partial<Record<string, unknown>>;

export type StaffCommand =
  | {
      type: 'UpdateStudent';
      /** `enrolledTutorId`: the tutor whose class the student joined (their enrolment stream), if any */
      data: { changes: StaffChanges; enrolledTutorId?: string | null };
      caller: StaffCaller;
      metadata: { now: Date };
    }
  | {
      type: 'UpdateTutor';
      data: { changes: StaffChanges; isVerified?: boolean; isActive?: boolean };
      caller: StaffCaller;
      metadata: { now: Date };
    };

export type StaffRecordState =
  | { status: 'none' }
  | {
      status: 'active' | 'pendingDeletion' | 'erased';
      userId: string;
      organisationId: string;
      role: Role;
      tutorId: string | null;
      isVerified: boolean;
      isActive: boolean;
    };

/**
 * Staff acting on someone else's account (people module): an admin edits, verifies and
 * (de)activates tutors; an admin or the student's own tutor edits a student. Ownership is
 * decided here, from the stream, so no route can forget it; someone else's record is
 * "not found", as an unknown id is.
 */
export const staffRecordDecider: Decider<StaffCommand, UserStreamEvent, StaffRecordState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered': {
        const { data } = event;
        return {
          status: 'active',
          userId: data.userId,
          organisationId: data.organisationId,
          role: data.role,
          tutorId: data.tutorId ?? null,
          isVerified: data.isVerified ?? (data.role !== 'tutor' || (data.createdBy ?? 'self') !== 'self'),
          isActive: true,
        };
      }
      case 'TutorVerificationChanged':
        return state.status === 'none' ? state : { ...state, isVerified: event.data.isVerified };
      case 'AccountDeactivated':
        return state.status === 'none' ? state : { ...state, isActive: false };
      case 'AccountReactivated':
        return state.status === 'none' ? state : { ...state, isActive: true };
      case 'ErasureRequested':
        return state.status === 'none' ? state : { ...state, status: 'pendingDeletion' };
      case 'UserErased':
        return state.status === 'none' ? state : { ...state, status: 'erased' };
      case 'UserPasswordChanged':
      case 'PasswordHashUpgraded':
      case 'PasswordResetRequested':
      case 'PasswordResetCompleted':
      case 'ProfileUpdated':
      case 'StaffRecordUpdated':
      case 'EmailVerificationRequested':
      case 'EmailVerified':
        return state;
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const at = command.metadata.now.toISOString();
    const { caller } = command;
    const wanted = command.type === 'UpdateStudent' ? 'student' : 'tutor';
    const allowed = wanted === 'student' ? ['admin', 'tutor'] : ['admin'];
    if (!allowed.includes(caller.role)) {
      throw new ForbiddenError();
    }
    if (
      state.status !== 'active' ||
      state.role !== wanted ||
      state.organisationId !== caller.organisationId ||
      (caller.role === 'tutor' &&
        ((command.type === 'UpdateStudent' ? command.data.enrolledTutorId : null) ?? state.tutorId) !==
          caller.userId)
    ) {
      throw new NotFoundError(wanted === 'student' ? 'Student not found' : 'Tutor not found');
    }
    const by = { by: caller.userId, byRole: caller.role };
    const events: StaffEvent[] = [];
    if (Object.keys(command.data.changes).length > 0) {
      events.push({
        type: 'StaffRecordUpdated',
        data: { userId: state.userId, changes: command.data.changes, ...by, updatedAt: at },
      });
    }
    if (command.type === 'UpdateTutor') {
      const { isVerified, isActive } = command.data;
      if (isVerified !== undefined && isVerified !== state.isVerified) {
        events.push({
          type: 'TutorVerificationChanged',
          data: { userId: state.userId, isVerified, ...by, at },
        });
      }
      if (isActive !== undefined && isActive !== state.isActive) {
        if (state.userId === caller.userId) {
          throw new ConflictError('You cannot deactivate your own account');
        }
        events.push({
          type: isActive ? 'AccountReactivated' : 'AccountDeactivated',
          data: { userId: state.userId, ...by, at },
        });
      }
    }
    return events;
  },
};

type NumberEvent = EventOf<'StudentNumberReserved'>;
type ReserveNumber = { type: 'ReserveStudentNumber'; data: { userId: string }; metadata: { now: Date } };

/** A student number belongs to one student: its stream is written once. */
export const studentNumberDecider: Decider<ReserveNumber, NumberEvent, { holder: string | null }> = {
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => ({ holder: event.data.userId }),
  decide: (command, state) => {
    if (state.holder === command.data.userId) {
      return [];
    }
    if (state.holder !== null) {
      throw new ConflictError('Student number already taken');
    }
    return [
      {
        type: 'StudentNumberReserved',
        data: { userId: command.data.userId, reservedAt: command.metadata.now.toISOString() },
      },
    ];
  },
};

type ClearEvent = EventOf<'StudentExamsCleared'>;
type ClearExams = {
  type: 'ClearStudentExams';
  data: { studentId: string; assignmentIds: string[]; scheduleIds: string[]; attemptIds: string[] };
  caller: StaffCaller;
  metadata: { now: Date };
};

/**
 * A student's exam records, cleared by staff: the event names what was removed so every read
 * model drops exactly those rows; the assignments, schedules and attempts stay in the log.
 */
export const studentExamsDecider: Decider<ClearExams, ClearEvent, { clearedCount: number }> = {
  initialState: () => ({ clearedCount: 0 }),
  evolve: (state) => ({ clearedCount: state.clearedCount + 1 }),
  decide: (command) => {
    const { data, caller } = command;
    if (data.assignmentIds.length + data.scheduleIds.length + data.attemptIds.length === 0) {
      return [];
    }
    return [
      {
        type: 'StudentExamsCleared',
        data: {
          ...data,
          organisationId: caller.organisationId,
          by: caller.userId,
          byRole: caller.role,
          clearedAt: command.metadata.now.toISOString(),
        },
      },
    ];
  },
};
