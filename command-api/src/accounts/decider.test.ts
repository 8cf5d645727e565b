import { describe, expect, it } from 'vitest';
import type { EmailVerificationMethod, EventOf, UserStreamEvent } from '@portal/contracts';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import type { UserCommand } from './decider';
import { emailReservationDecider, userDecider } from './decider';

const now = new Date('2026-11-22T09:00:00.000Z');
const at = now.toISOString();
const registration = {
  userId: 'u1',
  organisationId: 'main',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'tutor' as const,
  passwordHash: 'scrypt$hash',
};

const given = DeciderSpecification.for(userDecider);

type Command = Omit<UserCommand, 'metadata'>;
const command = (data: Command, when = now) => ({ ...data, metadata: { now: when } }) as UserCommand;

// ---- events: the account's history ---------------------------------------------------------------

const registered = (createdBy?: string): EventOf<'UserRegistered'> => ({
  type: 'UserRegistered',
  data: { ...registration, registeredAt: at, ...(createdBy !== undefined && { createdBy }) },
});
const resetRequested = (tokenHash = 'h1'): EventOf<'PasswordResetRequested'> => ({
  type: 'PasswordResetRequested',
  data: { userId: 'u1', tokenHash, expiresAt: '2026-11-22T10:00:00.000Z', requestedAt: at },
});
const erasureRequested: EventOf<'ErasureRequested'> = {
  type: 'ErasureRequested',
  data: { userId: 'u1', organisationId: 'main', role: 'tutor', reason: null, requestedAt: at },
};
const erased: EventOf<'UserErased'> = {
  type: 'UserErased',
  data: { userId: 'u1', organisationId: 'main', erasedAt: at },
};
const verificationRequested = (
  tokenHash: string,
  expiresAt = '2026-11-23T09:00:00.000Z',
): EventOf<'EmailVerificationRequested'> => ({
  type: 'EmailVerificationRequested',
  data: { userId: 'u1', tokenHash, expiresAt, requestedAt: at },
});
const emailVerified = (method: EmailVerificationMethod): EventOf<'EmailVerified'> => ({
  type: 'EmailVerified',
  data: { userId: 'u1', method, verifiedAt: at },
});

// ---- commands ------------------------------------------------------------------------------------

const register = command({ type: 'RegisterUser', data: registration });
const reset = (when = now) =>
  command({ type: 'ResetPassword', data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'new' } }, when);
const requestErasure = command({ type: 'RequestErasure', data: { userId: 'u1', reason: null } });
const completeErasure = command({ type: 'CompleteErasure', data: { userId: 'u1' } });

describe('userDecider', () => {
  it('given no events, when RegisterUser, then UserRegistered stamped with the command time', () => {
    given([]).when(register).then([registered()]);
  });

  it('given a registered user, when RegisterUser again, then a conflict', () => {
    given([registered()]).when(register).thenThrows(ConflictError);
  });

  it('given no user, when ChangePassword, then not found', () => {
    given([])
      .when(command({ type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'x' } }))
      .thenThrows(NotFoundError);
  });

  it('given a reset link, when ResetPassword with it before expiry, then PasswordResetCompleted; a second use is refused', () => {
    const firstUse = given([registered(), resetRequested()]).when(reset()).events();
    expect(firstUse[0]?.type).toBe('PasswordResetCompleted');
    given([registered(), resetRequested(), ...firstUse])
      .when(reset())
      .thenThrows(Error, (error) => error.message === 'Invalid or expired reset link');
  });

  it('given a reset link, when used at its expiry time, then refused', () => {
    given([registered(), resetRequested()])
      .when(reset(new Date('2026-11-22T10:00:00.000Z')))
      .thenThrows(ValidationError);
  });

  it('given a newer reset link, when the older one is used, then refused', () => {
    given([registered(), resetRequested(), resetRequested('h2')])
      .when(reset())
      .thenThrows(ValidationError);
  });

  it('given an empty profile change, then no event', () => {
    given([registered()])
      .when(command({ type: 'UpdateProfile', data: { userId: 'u1', changes: {} } }))
      .thenNothingHappened();
  });

  it('given erasure requested, then the account changes nothing more, a second request is a no-op, and completion erases', () => {
    const pending = [registered(), erasureRequested];
    expect(given(pending).when(requestErasure).state().status).toBe('pendingDeletion');
    given(pending).when(requestErasure).thenNothingHappened();
    given(pending)
      .when(command({ type: 'UpdateProfile', data: { userId: 'u1', changes: { firstName: 'X' } } }))
      .thenThrows(UnauthorizedError);
    given(pending).when(completeErasure).then([erased]);
    given([...pending, erased])
      .when(completeErasure)
      .thenNothingHappened();
  });

  it('given an active account, when CompleteErasure without a request, then a conflict', () => {
    given([registered()]).when(completeErasure).thenThrows(ConflictError);
  });
});

describe('userDecider: e-mail verification (issue 15)', () => {
  const requestVerification = (tokenHash: string) =>
    command({
      type: 'RequestEmailVerification',
      data: { userId: 'u1', tokenHash, expiresAt: '2026-11-23T09:00:00.000Z' },
    });
  const verify = (tokenHash: string, when = now) =>
    command({ type: 'VerifyEmail', data: { userId: 'u1', tokenHash } }, when);
  const signIn = command({ type: 'ConfirmEmailBySignIn', data: { userId: 'u1' } });

  it('given a self-sign-up, when a verification link is requested, then EmailVerificationRequested with its hash and expiry', () => {
    given([registered()])
      .when(requestVerification('v1'))
      .then([verificationRequested('v1')]);
  });

  it('given the newest link, when used before expiry, then EmailVerified by link; a second use changes nothing', () => {
    given([registered(), verificationRequested('v1')])
      .when(verify('v1'))
      .then([emailVerified('link')]);
    given([registered(), verificationRequested('v1'), emailVerified('link')])
      .when(verify('v1'))
      .thenNothingHappened();
  });

  it('given a newer link, when the older one is used, then refused with the link message', () => {
    const history = [registered(), verificationRequested('v1'), verificationRequested('v2')];
    given(history)
      .when(verify('v1'))
      .thenThrows(Error, (error) =>
        error.message.includes('This verification link is invalid or has expired'),
      );
    given(history)
      .when(verify('v2'))
      .then([emailVerified('link')]);
  });

  it('given a link, when used at its expiry time or with no link requested, then refused', () => {
    given([registered(), verificationRequested('v1')])
      .when(verify('v1', new Date('2026-11-23T09:00:00.000Z')))
      .thenThrows(ValidationError);
    given([registered()]).when(verify('v1')).thenThrows(ValidationError);
  });

  it('given a self-sign-up, when it signs in, then nothing is verified: signing in proves no mailbox', () => {
    given([registered()]).when(signIn).thenNothingHappened();
  });

  it('given an account staff created, when it first signs in, then EmailVerified by first sign-in, once', () => {
    given([registered('staff')])
      .when(signIn)
      .then([emailVerified('first_sign_in')]);
    given([registered('staff'), emailVerified('first_sign_in')])
      .when(signIn)
      .thenNothingHappened();
    given([registered('admin')])
      .when(signIn)
      .then([emailVerified('first_sign_in')]);
  });

  it('given a seed or ADMIN_EMAIL account, then it is verified from the start: no link is issued', () => {
    const state = given([registered('system')])
      .when(signIn)
      .state();
    expect(state.status === 'active' && state.emailVerified).toBe(true);
    given([registered('system')])
      .when(requestVerification('v1'))
      .thenNothingHappened();
    given([registered('system')])
      .when(signIn)
      .thenNothingHappened();
  });

  it('given an unverified account, when the mailed reset link is used, then the address is verified too', () => {
    expect(
      given([registered(), resetRequested()])
        .when(reset())
        .events()
        .map((e) => e.type),
    ).toEqual(['PasswordResetCompleted', 'EmailVerified']);
    const verifiedHistory: UserStreamEvent[] = [
      registered(),
      verificationRequested('v1'),
      emailVerified('link'),
      resetRequested(),
    ];
    expect(
      given(verifiedHistory)
        .when(reset())
        .events()
        .map((e) => e.type),
    ).toEqual(['PasswordResetCompleted']);
  });

  it('given erasure requested, when a link is requested or used, then refused', () => {
    const history = [registered(), verificationRequested('v1'), erasureRequested];
    given(history).when(verify('v1')).thenThrows(UnauthorizedError);
    given(history).when(requestVerification('v2')).thenThrows(UnauthorizedError);
  });
});

describe('emailReservationDecider', () => {
  const givenAddress = DeciderSpecification.for(emailReservationDecider);
  const reserve = (userId: string) => ({
    type: 'ReserveEmail' as const,
    data: { userId },
    metadata: { now },
  });
  const reserved = { type: 'EmailReserved' as const, data: { userId: 'u1', reservedAt: at } };
  const released = { type: 'EmailReleased' as const, data: { userId: 'u1', releasedAt: at } };

  it('given a free address, when reserved, then EmailReserved', () => {
    expect(givenAddress([]).when(reserve('u1')).events()).toHaveLength(1);
  });

  it('given an address held by the same user, when reserved again (a retry), then nothing new', () => {
    givenAddress([reserved]).when(reserve('u1')).thenNothingHappened();
  });

  it('given an address held by someone else, then a conflict naming the e-mail rule', () => {
    givenAddress([reserved])
      .when(reserve('u2'))
      .thenThrows(Error, (error) => error.message.includes('An account with this email already exists'));
  });

  it('given an erased holder, when released, then someone else may reserve it', () => {
    expect(givenAddress([reserved, released]).when(reserve('u2')).events()).toHaveLength(1);
    givenAddress([reserved])
      .when({ type: 'ReleaseEmail', data: { userId: 'u2' }, metadata: { now } })
      .thenNothingHappened();
  });
});
