import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import type { EventOf } from '@portal/contracts';
import type { UserCommand } from './decider';
import { emailReservationDecider, userDecider } from './decider';

const now = new Date('2026-11-22T09:00:00.000Z');
const registration = {
  userId: 'u1',
  organisationId: 'main',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'tutor' as const,
  passwordHash: 'scrypt$hash',
};

type Command = Omit<UserCommand, 'metadata'>;
const at = (command: Command, when = now) => ({ ...command, metadata: { now: when } }) as UserCommand;

const given = DeciderSpecification.for(userDecider);
type Event = ReturnType<typeof userDecider.decide>[number];
/** A history stated as the commands that made it: the events each decides, in turn. */
const history = (...commands: Command[]): Event[] =>
  commands.reduce<Event[]>((events, command) => [...events, ...given(events).when(at(command)).events()], []);

const register: Command = { type: 'RegisterUser', data: registration };
const resetRequest: Command = {
  type: 'RequestPasswordReset',
  data: { userId: 'u1', tokenHash: 'h1', expiresAt: '2026-11-22T10:00:00.000Z' },
};

describe('userDecider', () => {
  it('given no events, when RegisterUser, then UserRegistered stamped with the command time', () => {
    given([])
      .when(at(register))
      .then([{ type: 'UserRegistered', data: { ...registration, registeredAt: now.toISOString() } }]);
  });

  it('given a registered user, when RegisterUser again, then a conflict', () => {
    given(history(register)).when(at(register)).thenThrows(ConflictError);
  });

  it('given no user, when ChangePassword, then not found', () => {
    given([])
      .when(at({ type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'x' } }))
      .thenThrows(NotFoundError);
  });

  it('given a reset link, when ResetPassword with it before expiry, then PasswordResetCompleted; a second use is refused', () => {
    const state = history(register, resetRequest);
    const reset: Command = {
      type: 'ResetPassword',
      data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'new' },
    };
    expect(given(state).when(at(reset)).events()[0]?.type).toBe('PasswordResetCompleted');
    given(history(register, resetRequest, reset))
      .when(at(reset))
      .thenThrows(Error, (error) => error.message.includes('Invalid or expired reset link'));
  });

  it('given a reset link, when used at its expiry time, then refused', () => {
    const reset: Command = {
      type: 'ResetPassword',
      data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'new' },
    };
    given(history(register, resetRequest))
      .when(at(reset, new Date('2026-11-22T10:00:00.000Z')))
      .thenThrows(ValidationError);
  });

  it('given a newer reset link, when the older one is used, then refused', () => {
    const newer: Command = { ...resetRequest, data: { ...resetRequest.data, tokenHash: 'h2' } };
    const old: Command = {
      type: 'ResetPassword',
      data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'new' },
    };
    given(history(register, resetRequest, newer))
      .when(at(old))
      .thenThrows(ValidationError);
  });

  it('given an empty profile change, then no event', () => {
    given(history(register))
      .when(at({ type: 'UpdateProfile', data: { userId: 'u1', changes: {} } }))
      .thenNothingHappened();
  });

  it('given erasure requested, then the account changes nothing more, a second request is a no-op, and completion erases', () => {
    const request: Command = { type: 'RequestErasure', data: { userId: 'u1', reason: null } };
    const state = history(register, request);
    expect(given(state).when(at(request)).state().status).toBe('pendingDeletion');
    given(state).when(at(request)).thenNothingHappened();
    given(state)
      .when(at({ type: 'UpdateProfile', data: { userId: 'u1', changes: { firstName: 'X' } } }))
      .thenThrows(UnauthorizedError);
    const complete: Command = { type: 'CompleteErasure', data: { userId: 'u1' } };
    given(state)
      .when(at(complete))
      .then([
        { type: 'UserErased', data: { userId: 'u1', organisationId: 'main', erasedAt: now.toISOString() } },
      ]);
    given(history(register, request, complete))
      .when(at(complete))
      .thenNothingHappened();
  });

  it('given an active account, when CompleteErasure without a request, then a conflict', () => {
    given(history(register))
      .when(at({ type: 'CompleteErasure', data: { userId: 'u1' } }))
      .thenThrows(ConflictError);
  });
});

describe('userDecider: password hash upgrade at sign-in (issue 18)', () => {
  const upgrade = (previousHash: string): Command => ({
    type: 'UpgradePasswordHash',
    data: { userId: 'u1', previousHash, passwordHash: '$argon2id$new' },
  });

  it('given the hash the sign-in checked is still in force, when UpgradePasswordHash, then PasswordHashUpgraded', () => {
    given(history(register))
      .when(at(upgrade('scrypt$hash')))
      .then([
        {
          type: 'PasswordHashUpgraded',
          data: { userId: 'u1', passwordHash: '$argon2id$new', upgradedAt: now.toISOString() },
        },
      ]);
  });

  it('given the password was changed since the check, when UpgradePasswordHash, then nothing: the newer password wins', () => {
    const change: Command = {
      type: 'ChangePassword',
      data: { userId: 'u1', passwordHash: 'scrypt$changed' },
    };
    given(history(register, change))
      .when(at(upgrade('scrypt$hash')))
      .then([]);
  });

  it('given a reset since the check, when UpgradePasswordHash, then nothing', () => {
    const reset: Command = {
      type: 'ResetPassword',
      data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'reset' },
    };
    given(history(register, resetRequest, reset))
      .when(at(upgrade('scrypt$hash')))
      .then([]);
  });

  it('given erasure requested, when UpgradePasswordHash, then refused', () => {
    const erasure: Command = { type: 'RequestErasure', data: { userId: 'u1', reason: null } };
    given(history(register, erasure))
      .when(at(upgrade('scrypt$hash')))
      .thenThrows(UnauthorizedError);
  });
});

describe('userDecider: e-mail verification (issue 15)', () => {
  const verificationRequest = (tokenHash: string, expiresAt = '2026-11-23T09:00:00.000Z'): Command => ({
    type: 'RequestEmailVerification',
    data: { userId: 'u1', tokenHash, expiresAt },
  });
  const verify = (tokenHash: string): Command => ({ type: 'VerifyEmail', data: { userId: 'u1', tokenHash } });
  const signIn: Command = { type: 'ConfirmEmailBySignIn', data: { userId: 'u1' } };
  const createdBy = (by: string): Command => ({
    type: 'RegisterUser',
    data: { ...registration, createdBy: by },
  });
  const verified = (method: EventOf<'EmailVerified'>['data']['method']): Event[] => [
    { type: 'EmailVerified', data: { userId: 'u1', method, verifiedAt: now.toISOString() } },
  ];

  it('given a self-sign-up, when a verification link is requested, then EmailVerificationRequested with its hash and expiry', () => {
    given(history(register))
      .when(at(verificationRequest('v1')))
      .then([
        {
          type: 'EmailVerificationRequested',
          data: {
            userId: 'u1',
            tokenHash: 'v1',
            expiresAt: '2026-11-23T09:00:00.000Z',
            requestedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('given the newest link, when used before expiry, then EmailVerified by link; a second use changes nothing', () => {
    const state = history(register, verificationRequest('v1'));
    given(state)
      .when(at(verify('v1')))
      .then(verified('link'));
    given(history(register, verificationRequest('v1'), verify('v1')))
      .when(at(verify('v1')))
      .thenNothingHappened();
  });

  it('given a newer link, when the older one is used, then refused with the link message', () => {
    const state = history(register, verificationRequest('v1'), verificationRequest('v2'));
    given(state)
      .when(at(verify('v1')))
      .thenThrows(Error, (error) =>
        error.message.includes('This verification link is invalid or has expired'),
      );
    given(state)
      .when(at(verify('v2')))
      .then(verified('link'));
  });

  it('given a link, when used at its expiry time or with no link requested, then refused', () => {
    const expired = new Date('2026-11-23T09:00:00.000Z');
    given(history(register, verificationRequest('v1')))
      .when(at(verify('v1'), expired))
      .thenThrows(ValidationError);
    given(history(register))
      .when(at(verify('v1')))
      .thenThrows(ValidationError);
  });

  it('given a self-sign-up, when it signs in, then nothing is verified: signing in proves no mailbox', () => {
    given(history(register)).when(at(signIn)).thenNothingHappened();
  });

  it('given an account staff created, when it first signs in, then EmailVerified by first sign-in, once', () => {
    given(history(createdBy('staff')))
      .when(at(signIn))
      .then(verified('first_sign_in'));
    given(history(createdBy('staff'), signIn))
      .when(at(signIn))
      .thenNothingHappened();
    given(history(createdBy('admin')))
      .when(at(signIn))
      .then(verified('first_sign_in'));
  });

  it('given a seed or ADMIN_EMAIL account, then it is verified from the start: no link is issued', () => {
    const state = history(createdBy('system'));
    const folded = given(state).when(at(signIn)).state();
    expect(folded.status === 'active' && folded.emailVerified).toBe(true);
    given(state)
      .when(at(verificationRequest('v1')))
      .thenNothingHappened();
    given(state).when(at(signIn)).thenNothingHappened();
  });

  it('given an unverified account, when the mailed reset link is used, then the address is verified too', () => {
    const reset: Command = {
      type: 'ResetPassword',
      data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'new' },
    };
    expect(
      given(history(register, resetRequest))
        .when(at(reset))
        .events()
        .map((e) => e.type),
    ).toEqual(['PasswordResetCompleted', 'EmailVerified']);
    const verifiedState = history(register, verificationRequest('v1'), verify('v1'), resetRequest);
    expect(
      given(verifiedState)
        .when(at(reset))
        .events()
        .map((e) => e.type),
    ).toEqual(['PasswordResetCompleted']);
  });

  it('given erasure requested, when a link is requested or used, then refused', () => {
    const state = history(register, verificationRequest('v1'), {
      type: 'RequestErasure',
      data: { userId: 'u1', reason: null },
    });
    given(state)
      .when(at(verify('v1')))
      .thenThrows(UnauthorizedError);
    given(state)
      .when(at(verificationRequest('v2')))
      .thenThrows(UnauthorizedError);
  });
});

describe('emailReservationDecider', () => {
  const reserve = (userId: string) => ({
    type: 'ReserveEmail' as const,
    data: { userId },
    metadata: { now },
  });
  const givenAddress = DeciderSpecification.for(emailReservationDecider);
  const reserved = [
    { type: 'EmailReserved' as const, data: { userId: 'u1', reservedAt: now.toISOString() } },
  ];

  it('given a free address, when reserved, then EmailReserved', () => {
    expect(givenAddress([]).when(reserve('u1')).events()).toHaveLength(1);
  });

  it('given an address held by the same user, when reserved again (a retry), then nothing new', () => {
    givenAddress(reserved).when(reserve('u1')).thenNothingHappened();
  });

  it('given an address held by someone else, then a conflict naming the e-mail rule', () => {
    givenAddress(reserved)
      .when(reserve('u2'))
      .thenThrows(Error, (error) => error.message.includes('An account with this email already exists'));
  });

  it('given an erased holder, when released, then someone else may reserve it', () => {
    const released = [
      ...reserved,
      { type: 'EmailReleased' as const, data: { userId: 'u1', releasedAt: now.toISOString() } },
    ];
    expect(givenAddress(released).when(reserve('u2')).events()).toHaveLength(1);
    givenAddress(reserved)
      .when({ type: 'ReleaseEmail', data: { userId: 'u2' }, metadata: { now } })
      .thenNothingHappened();
  });
});
