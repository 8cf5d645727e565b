import type { UserStreamEvent, AccountsCommand, AccountsEvent, Role } from '@portal/contracts';
import { INVALID_RESET_LINK, INVALID_VERIFICATION_LINK } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import {
  ConflictError,
  exhaustive,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@portal/platform';

type UserEvent = UserStreamEvent;
export type UserCommand = Exclude<AccountsCommand, never> & { metadata: { now: Date } };

interface Known {
  userId: string;
  organisationId: string;
  role: Role;
  /** only the newest reset link works, once, until it expires */
  resetToken: { hash: string; expiresAt: string } | null;
  /** 'self' (sign-up), 'staff'/'admin' (created by staff), 'system' (seed, ADMIN_EMAIL) */
  createdBy: string;
  emailVerified: boolean;
  /** only the newest verification link works, once, until it expires */
  verificationToken: { hash: string; expiresAt: string } | null;
  /** the hash in force: a sign-in's re-hash applies only over the hash it checked */
  passwordHash: string;
}

export type UserState =
  | { status: 'none' }
  | (Known & { status: 'active' })
  | (Known & { status: 'pendingDeletion' })
  | (Known & { status: 'erased' });

/**
 * The user aggregate: registered once; password, profile and reset links change; erasure is
 * requested (sign-in stops at once) and then completed (the person's key is destroyed).
 */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return {
          status: 'active',
          userId: event.data.userId,
          organisationId: event.data.organisationId,
          role: event.data.role,
          resetToken: null,
          createdBy: event.data.createdBy ?? 'self',
          emailVerified: (event.data.createdBy ?? 'self') === 'system',
          verificationToken: null,
          passwordHash: event.data.passwordHash,
        };
      case 'PasswordResetRequested':
        return state.status === 'none'
          ? state
          : { ...state, resetToken: { hash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
      case 'PasswordResetCompleted':
        return state.status === 'none'
          ? state
          : { ...state, resetToken: null, passwordHash: event.data.passwordHash };
      case 'UserPasswordChanged':
      case 'PasswordHashUpgraded':
        return state.status === 'none' ? state : { ...state, passwordHash: event.data.passwordHash };
      case 'EmailVerificationRequested':
        return state.status === 'none'
          ? state
          : { ...state, verificationToken: { hash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
      case 'EmailVerified':
        return state.status === 'none' ? state : { ...state, emailVerified: true, verificationToken: null };
      case 'ProfileUpdated':
      case 'StaffRecordUpdated':
      case 'TutorVerificationChanged':
      case 'AccountDeactivated':
      case 'AccountReactivated':
        return state;
      case 'ErasureRequested':
        return state.status === 'none'
          ? state
          : { ...state, status: 'pendingDeletion', resetToken: null, verificationToken: null };
      case 'UserErased':
        return state.status === 'none' ? state : { ...state, status: 'erased', resetToken: null };
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const now = command.metadata.now.toISOString();
    if (command.type === 'RegisterUser') {
      if (state.status !== 'none') {
        throw new ConflictError('An account with this email already exists');
      }
      return [{ type: 'UserRegistered', data: { ...command.data, registeredAt: now } }];
    }
    if (state.status === 'none') {
      throw new NotFoundError('User not found');
    }
    switch (command.type) {
      case 'RequestErasure':
        if (state.status !== 'active') {
          return []; // asked twice: already on its way
        }
        return [
          {
            type: 'ErasureRequested',
            data: {
              userId: state.userId,
              organisationId: state.organisationId,
              role: state.role,
              reason: command.data.reason,
              requestedAt: now,
            },
          },
        ];
      case 'CompleteErasure':
        if (state.status === 'erased') {
          return [];
        }
        if (state.status !== 'pendingDeletion') {
          throw new ConflictError('Erasure was not requested for this account');
        }
        return [
          {
            type: 'UserErased',
            data: { userId: state.userId, organisationId: state.organisationId, erasedAt: now },
          },
        ];
      case 'ChangePassword':
      case 'UpgradePasswordHash':
      case 'RequestPasswordReset':
      case 'ResetPassword':
      case 'UpdateProfile':
      case 'RequestEmailVerification':
      case 'VerifyEmail':
      case 'ConfirmEmailBySignIn':
        break;
      default:
        return exhaustive(command);
    }
    if (state.status !== 'active') {
      throw new UnauthorizedError('This account is being deleted');
    }
    switch (command.type) {
      case 'ChangePassword':
        return [{ type: 'UserPasswordChanged', data: { ...command.data, changedAt: now } }];
      case 'UpgradePasswordHash': {
        // a change or reset since the check wins: its hash is newer than the one re-made here
        const { userId, previousHash, passwordHash } = command.data;
        return state.passwordHash === previousHash
          ? [{ type: 'PasswordHashUpgraded', data: { userId, passwordHash, upgradedAt: now } }]
          : [];
      }
      case 'RequestPasswordReset':
        return [{ type: 'PasswordResetRequested', data: { ...command.data, requestedAt: now } }];
      case 'ResetPassword': {
        const token = state.resetToken;
        if (!token || token.hash !== command.data.tokenHash || token.expiresAt <= now) {
          throw new ValidationError(INVALID_RESET_LINK);
        }
        // the reset link was e-mailed to the address: using it proves the address too
        return state.emailVerified
          ? [{ type: 'PasswordResetCompleted', data: { ...command.data, resetAt: now } }]
          : [
              { type: 'PasswordResetCompleted', data: { ...command.data, resetAt: now } },
              {
                type: 'EmailVerified',
                data: { userId: state.userId, method: 'password_reset', verifiedAt: now },
              },
            ];
      }
      case 'RequestEmailVerification':
        return state.emailVerified
          ? []
          : [{ type: 'EmailVerificationRequested', data: { ...command.data, requestedAt: now } }];
      case 'VerifyEmail': {
        const token = state.verificationToken;
        if (state.emailVerified && !token) {
          return []; // verified already (a second click, or proven another way)
        }
        if (!token || token.hash !== command.data.tokenHash || token.expiresAt <= now) {
          throw new ValidationError(INVALID_VERIFICATION_LINK);
        }
        return [{ type: 'EmailVerified', data: { userId: state.userId, method: 'link', verifiedAt: now } }];
      }
      case 'ConfirmEmailBySignIn':
        // staff created the account and handed over its password: the first sign-in proves receipt;
        // a self-sign-up proves nothing by signing in
        return state.emailVerified || state.createdBy === 'self'
          ? []
          : [
              {
                type: 'EmailVerified',
                data: { userId: state.userId, method: 'first_sign_in', verifiedAt: now },
              },
            ];
      case 'UpdateProfile':
        return Object.keys(command.data.changes).length === 0
          ? []
          : [{ type: 'ProfileUpdated', data: { ...command.data, updatedAt: now } }];
      default:
        return exhaustive(command);
    }
  },
};

type ReservationEvent = Extract<AccountsEvent, { type: 'EmailReserved' | 'EmailReleased' }>;
type ReservationCommand =
  | { type: 'ReserveEmail'; data: { userId: string }; metadata: { now: Date } }
  | { type: 'ReleaseEmail'; data: { userId: string }; metadata: { now: Date } };

/** An e-mail address belongs to one account at a time: erasure gives it back. */
export const emailReservationDecider: Decider<
  ReservationCommand,
  ReservationEvent,
  { holder: string | null }
> = {
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => ({ holder: event.type === 'EmailReserved' ? event.data.userId : null }),
  decide: (command, state) => {
    const at = command.metadata.now.toISOString();
    if (command.type === 'ReleaseEmail') {
      return state.holder === command.data.userId
        ? [{ type: 'EmailReleased', data: { userId: command.data.userId, releasedAt: at } }]
        : [];
    }
    if (state.holder === command.data.userId) {
      return [];
    }
    if (state.holder !== null) {
      throw new ConflictError('An account with this email already exists');
    }
    return [{ type: 'EmailReserved', data: { userId: command.data.userId, reservedAt: at } }];
  },
};
