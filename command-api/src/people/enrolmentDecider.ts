import type { EnrolmentStreamEvent, InvitationEvent, JoinCodeEvent, Role } from '@portal/contracts';
import { ENROLMENT_LIMITS, ENROLMENT_MESSAGES } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ConflictError, exhaustive, ForbiddenError, NotFoundError } from '@portal/platform';
import { managesRecord } from '../ownership';

/**
 * Enrolment (issue 15 item 4). Three kinds of stream keep its rules under the event store's
 * optimistic concurrency:
 * - the student's enrolment stream (`enrolment-<studentId>`) says which tutor they belong to:
 *   one value, so two codes redeemed at once can never give a student two tutors;
 * - a join code's stream is named by the code (`join-code-<CODE>`): created once, then revoked;
 * - an invitation's stream holds its one answer (accepted, declined) or its cancellation.
 */

export interface EnrolmentCaller {
  userId: string;
  role: Role;
  organisationId: string;
}

type Meta = { metadata: { now: Date } };

// ---- the student's enrolment ---------------------------------------------------------------------

export type EnrolmentState = { tutorId: string | null };

export type EnrolCommand = {
  type: 'EnrolStudent';
  data: {
    studentId: string;
    tutorId: string;
    via: 'join_code' | 'invitation';
    codeId: string | null;
    invitationId: string | null;
    groupId: string | null;
    /** the tutor the account was created with (staff-created students), before any enrolment event */
    registeredTutorId: string | null;
  };
  caller: EnrolmentCaller;
} & Meta;

/** The tutor a student belongs to now: the last enrolment, else the one they were created with. */
export function currentTutorOf(state: EnrolmentState, registeredTutorId: string | null): string | null {
  return state.tutorId ?? registeredTutorId;
}

export const enrolmentDecider: Decider<EnrolCommand, EnrolmentStreamEvent, EnrolmentState> = {
  initialState: () => ({ tutorId: null }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'StudentEnrolled':
        return { tutorId: event.data.tutorId };
      default:
        return exhaustive(event.type);
    }
  },
  decide: (command, state) => {
    const { data, caller } = command;
    if (caller.role !== 'student' && caller.role !== 'parent') {
      throw new ForbiddenError(ENROLMENT_MESSAGES.studentsOnly);
    }
    const current = currentTutorOf(state, data.registeredTutorId);
    if (current === data.tutorId) {
      return []; // already this tutor's student (a group code still places them: the route's job)
    }
    if (current !== null) {
      throw new ConflictError(ENROLMENT_MESSAGES.alreadyEnrolled);
    }
    return [
      {
        type: 'StudentEnrolled',
        data: {
          userId: data.studentId,
          organisationId: caller.organisationId,
          tutorId: data.tutorId,
          via: data.via,
          codeId: data.codeId,
          invitationId: data.invitationId,
          groupId: data.groupId,
          by: caller.userId,
          byRole: caller.role,
          enrolledAt: command.metadata.now.toISOString(),
        },
      },
    ];
  },
};

// ---- join codes ----------------------------------------------------------------------------------

export type JoinCodeState =
  | { status: 'none' }
  | {
      status: 'active' | 'revoked';
      codeId: string;
      code: string;
      organisationId: string;
      tutorId: string;
      groupId: string | null;
    };

export type JoinCodeCommand =
  | ({
      type: 'CreateJoinCode';
      data: { codeId: string; code: string; tutorId: string; groupId: string | null };
      caller: EnrolmentCaller;
    } & Meta)
  | ({ type: 'RevokeJoinCode'; caller: EnrolmentCaller } & Meta);

/** A code taken already (a random collision): the route draws another. */
export class JoinCodeTaken extends ConflictError {
  constructor() {
    super('Join code taken');
  }
}

export const joinCodeDecider: Decider<JoinCodeCommand, JoinCodeEvent, JoinCodeState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'JoinCodeCreated': {
        const { data } = event;
        return {
          status: 'active',
          codeId: data.codeId,
          code: data.code,
          organisationId: data.organisationId,
          tutorId: data.tutorId,
          groupId: data.groupId,
        };
      }
      case 'JoinCodeRevoked':
        return state.status === 'none' ? state : { ...state, status: 'revoked' };
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const { caller } = command;
    if (caller.role !== 'tutor' && caller.role !== 'admin') {
      throw new ForbiddenError();
    }
    const by = { by: caller.userId, byRole: caller.role };
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'CreateJoinCode': {
        if (caller.role === 'tutor' && command.data.tutorId !== caller.userId) {
          throw new ForbiddenError();
        }
        if (state.status !== 'none') {
          throw new JoinCodeTaken();
        }
        return [
          {
            type: 'JoinCodeCreated',
            data: { ...command.data, organisationId: caller.organisationId, ...by, createdAt: at },
          },
        ];
      }
      case 'RevokeJoinCode': {
        if (state.status === 'none' || !managesRecord(caller, state)) {
          throw new NotFoundError(ENROLMENT_MESSAGES.codeNotFound);
        }
        if (state.status === 'revoked') {
          return [];
        }
        return [
          {
            type: 'JoinCodeRevoked',
            data: {
              codeId: state.codeId,
              code: state.code,
              organisationId: state.organisationId,
              tutorId: state.tutorId,
              ...by,
              revokedAt: at,
            },
          },
        ];
      }
      default:
        return exhaustive(command);
    }
  },
};

// ---- invitations ---------------------------------------------------------------------------------

export type InvitationState =
  | { status: 'none' }
  | {
      status: 'pending' | 'accepted' | 'declined' | 'cancelled';
      invitationId: string;
      organisationId: string;
      tutorId: string;
      emailHash: string;
      expiresAt: string;
    };

export type InvitationCommand =
  | ({
      type: 'InviteStudent';
      data: { invitationId: string; tutorId: string; email: string; emailHash: string };
      caller: EnrolmentCaller;
    } & Meta)
  | ({
      type: 'AnswerInvitation';
      /** the student the invitation is for, and the hash of their own address */
      data: { studentId: string; emailHash: string; accepted: boolean };
      caller: EnrolmentCaller;
    } & Meta)
  | ({ type: 'CancelInvitation'; caller: EnrolmentCaller } & Meta);

const DAY_MS = 24 * 60 * 60 * 1000;

/** An open invitation addressed to this address, answerable now; anything else is "not found". */
export function openInvitation(
  state: InvitationState,
  organisationId: string,
  emailHash: string,
  now: Date,
): Exclude<InvitationState, { status: 'none' }> | null {
  return state.status === 'pending' &&
    state.organisationId === organisationId &&
    state.emailHash === emailHash &&
    now.toISOString() < state.expiresAt
    ? state
    : null;
}

export const invitationDecider: Decider<InvitationCommand, InvitationEvent, InvitationState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'StudentInvited': {
        const { data } = event;
        return {
          status: 'pending',
          invitationId: data.invitationId,
          organisationId: data.organisationId,
          tutorId: data.tutorId,
          emailHash: data.emailHash,
          expiresAt: data.expiresAt,
        };
      }
      case 'InvitationAnswered':
        return state.status === 'none'
          ? state
          : { ...state, status: event.data.accepted ? 'accepted' : 'declined' };
      case 'InvitationCancelled':
        return state.status === 'none' ? state : { ...state, status: 'cancelled' };
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const { caller } = command;
    const now = command.metadata.now;
    const at = now.toISOString();
    const by = { by: caller.userId, byRole: caller.role };
    switch (command.type) {
      case 'InviteStudent': {
        if (caller.role !== 'tutor' && caller.role !== 'admin') {
          throw new ForbiddenError();
        }
        if (caller.role === 'tutor' && command.data.tutorId !== caller.userId) {
          throw new ForbiddenError();
        }
        if (state.status !== 'none') {
          return []; // the same invitation again
        }
        return [
          {
            type: 'StudentInvited',
            data: {
              ...command.data,
              organisationId: caller.organisationId,
              ...by,
              invitedAt: at,
              expiresAt: new Date(now.getTime() + ENROLMENT_LIMITS.invitationDays * DAY_MS).toISOString(),
            },
          },
        ];
      }
      case 'AnswerInvitation': {
        if (caller.role !== 'student' && caller.role !== 'parent') {
          throw new ForbiddenError();
        }
        const open = openInvitation(state, caller.organisationId, command.data.emailHash, now);
        if (!open) {
          throw new NotFoundError(ENROLMENT_MESSAGES.invitationNotFound);
        }
        return [
          {
            type: 'InvitationAnswered',
            data: {
              invitationId: open.invitationId,
              organisationId: open.organisationId,
              tutorId: open.tutorId,
              studentId: command.data.studentId,
              accepted: command.data.accepted,
              ...by,
              answeredAt: at,
            },
          },
        ];
      }
      case 'CancelInvitation': {
        if (
          state.status === 'none' ||
          state.organisationId !== caller.organisationId ||
          !(caller.role === 'admin' || (caller.role === 'tutor' && state.tutorId === caller.userId))
        ) {
          throw new NotFoundError(ENROLMENT_MESSAGES.invitationNotFound);
        }
        if (state.status !== 'pending') {
          return [];
        }
        return [
          {
            type: 'InvitationCancelled',
            data: {
              invitationId: state.invitationId,
              organisationId: state.organisationId,
              tutorId: state.tutorId,
              ...by,
              cancelledAt: at,
            },
          },
        ];
      }
      default:
        return exhaustive(command);
    }
  },
};
