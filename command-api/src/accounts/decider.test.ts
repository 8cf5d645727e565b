import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '@portal/platform';
import type { UserCommand, UserState } from './decider';
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

function given(...commands: Command[]): UserState {
  let state = userDecider.initialState();
  for (const command of commands) {
    for (const event of userDecider.decide(at(command), state)) {
      state = userDecider.evolve(state, event);
    }
  }
  return state;
}

const register: Command = { type: 'RegisterUser', data: registration };
const resetRequest: Command = {
  type: 'RequestPasswordReset',
  data: { userId: 'u1', tokenHash: 'h1', expiresAt: '2026-11-22T10:00:00.000Z' },
};

describe('userDecider', () => {
  it('given no events, when RegisterUser, then UserRegistered stamped with the command time', () => {
    expect(userDecider.decide(at(register), userDecider.initialState())).toEqual([
      { type: 'UserRegistered', data: { ...registration, registeredAt: now.toISOString() } },
    ]);
  });

  it('given a registered user, when RegisterUser again, then a conflict', () => {
    expect(() => userDecider.decide(at(register), given(register))).toThrow(ConflictError);
  });

  it('given no user, when ChangePassword, then not found', () => {
    expect(() =>
      userDecider.decide(at({ type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'x' } }), given()),
    ).toThrow(NotFoundError);
  });

  it('given a reset link, when ResetPassword with it before expiry, then PasswordResetCompleted; a second use is refused', () => {
    const state = given(register, resetRequest);
    const reset: Command = {
      type: 'ResetPassword',
      data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'new' },
    };
    expect(userDecider.decide(at(reset), state)[0]?.type).toBe('PasswordResetCompleted');
    expect(() => userDecider.decide(at(reset), given(register, resetRequest, reset))).toThrow(
      'Invalid or expired reset link',
    );
  });

  it('given a reset link, when used at its expiry time, then refused', () => {
    const reset: Command = {
      type: 'ResetPassword',
      data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'new' },
    };
    expect(() =>
      userDecider.decide(at(reset, new Date('2026-11-22T10:00:00.000Z')), given(register, resetRequest)),
    ).toThrow(ValidationError);
  });

  it('given a newer reset link, when the older one is used, then refused', () => {
    const newer: Command = { ...resetRequest, data: { ...resetRequest.data, tokenHash: 'h2' } };
    const old: Command = {
      type: 'ResetPassword',
      data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'new' },
    };
    expect(() => userDecider.decide(at(old), given(register, resetRequest, newer))).toThrow(ValidationError);
  });

  it('given an empty profile change, then no event', () => {
    expect(
      userDecider.decide(at({ type: 'UpdateProfile', data: { userId: 'u1', changes: {} } }), given(register)),
    ).toEqual([]);
  });

  it('given erasure requested, then the account changes nothing more, a second request is a no-op, and completion erases', () => {
    const request: Command = { type: 'RequestErasure', data: { userId: 'u1', reason: null } };
    const state = given(register, request);
    expect(state.status).toBe('pendingDeletion');
    expect(userDecider.decide(at(request), state)).toEqual([]);
    expect(() =>
      userDecider.decide(
        at({ type: 'UpdateProfile', data: { userId: 'u1', changes: { firstName: 'X' } } }),
        state,
      ),
    ).toThrow(UnauthorizedError);
    const complete: Command = { type: 'CompleteErasure', data: { userId: 'u1' } };
    expect(userDecider.decide(at(complete), state)).toEqual([
      { type: 'UserErased', data: { userId: 'u1', organisationId: 'main', erasedAt: now.toISOString() } },
    ]);
    expect(userDecider.decide(at(complete), given(register, request, complete))).toEqual([]);
  });

  it('given an active account, when CompleteErasure without a request, then a conflict', () => {
    expect(() =>
      userDecider.decide(at({ type: 'CompleteErasure', data: { userId: 'u1' } }), given(register)),
    ).toThrow(ConflictError);
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
  const verified = (method: string) => [
    { type: 'EmailVerified', data: { userId: 'u1', method, verifiedAt: now.toISOString() } },
  ];

  it('given a self-sign-up, when a verification link is requested, then EmailVerificationRequested with its hash and expiry', () => {
    expect(userDecider.decide(at(verificationRequest('v1')), given(register))).toEqual([
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
    const state = given(register, verificationRequest('v1'));
    expect(userDecider.decide(at(verify('v1')), state)).toEqual(verified('link'));
    expect(
      userDecider.decide(at(verify('v1')), given(register, verificationRequest('v1'), verify('v1'))),
    ).toEqual([]);
  });

  it('given a newer link, when the older one is used, then refused with the link message', () => {
    const state = given(register, verificationRequest('v1'), verificationRequest('v2'));
    expect(() => userDecider.decide(at(verify('v1')), state)).toThrow(
      'This verification link is invalid or has expired',
    );
    expect(userDecider.decide(at(verify('v2')), state)).toEqual(verified('link'));
  });

  it('given a link, when used at its expiry time or with no link requested, then refused', () => {
    const expired = new Date('2026-11-23T09:00:00.000Z');
    expect(() =>
      userDecider.decide(at(verify('v1'), expired), given(register, verificationRequest('v1'))),
    ).toThrow(ValidationError);
    expect(() => userDecider.decide(at(verify('v1')), given(register))).toThrow(ValidationError);
  });

  it('given a self-sign-up, when it signs in, then nothing is verified: signing in proves no mailbox', () => {
    expect(userDecider.decide(at(signIn), given(register))).toEqual([]);
  });

  it('given an account staff created, when it first signs in, then EmailVerified by first sign-in, once', () => {
    expect(userDecider.decide(at(signIn), given(createdBy('staff')))).toEqual(verified('first_sign_in'));
    expect(userDecider.decide(at(signIn), given(createdBy('staff'), signIn))).toEqual([]);
    expect(userDecider.decide(at(signIn), given(createdBy('admin')))).toEqual(verified('first_sign_in'));
  });

  it('given a seed or ADMIN_EMAIL account, then it is verified from the start: no link is issued', () => {
    const state = given(createdBy('system'));
    expect(state.status === 'active' && state.emailVerified).toBe(true);
    expect(userDecider.decide(at(verificationRequest('v1')), state)).toEqual([]);
    expect(userDecider.decide(at(signIn), state)).toEqual([]);
  });

  it('given an unverified account, when the mailed reset link is used, then the address is verified too', () => {
    const reset: Command = {
      type: 'ResetPassword',
      data: { userId: 'u1', tokenHash: 'h1', passwordHash: 'new' },
    };
    expect(userDecider.decide(at(reset), given(register, resetRequest)).map((e) => e.type)).toEqual([
      'PasswordResetCompleted',
      'EmailVerified',
    ]);
    const verifiedState = given(register, verificationRequest('v1'), verify('v1'), resetRequest);
    expect(userDecider.decide(at(reset), verifiedState).map((e) => e.type)).toEqual([
      'PasswordResetCompleted',
    ]);
  });

  it('given erasure requested, when a link is requested or used, then refused', () => {
    const state = given(register, verificationRequest('v1'), {
      type: 'RequestErasure',
      data: { userId: 'u1', reason: null },
    });
    expect(() => userDecider.decide(at(verify('v1')), state)).toThrow(UnauthorizedError);
    expect(() => userDecider.decide(at(verificationRequest('v2')), state)).toThrow(UnauthorizedError);
  });
});

describe('emailReservationDecider', () => {
  const reserve = (userId: string) => ({
    type: 'ReserveEmail' as const,
    data: { userId },
    metadata: { now },
  });
  const reserved = emailReservationDecider.evolve(emailReservationDecider.initialState(), {
    type: 'EmailReserved',
    data: { userId: 'u1', reservedAt: now.toISOString() },
  });

  it('given a free address, when reserved, then EmailReserved', () => {
    expect(
      emailReservationDecider.decide(reserve('u1'), emailReservationDecider.initialState()),
    ).toHaveLength(1);
  });

  it('given an address held by the same user, when reserved again (a retry), then nothing new', () => {
    expect(emailReservationDecider.decide(reserve('u1'), reserved)).toEqual([]);
  });

  it('given an address held by someone else, then a conflict naming the e-mail rule', () => {
    expect(() => emailReservationDecider.decide(reserve('u2'), reserved)).toThrow(
      'An account with this email already exists',
    );
  });

  it('given an erased holder, when released, then someone else may reserve it', () => {
    const released = emailReservationDecider.evolve(reserved, {
      type: 'EmailReleased',
      data: { userId: 'u1', releasedAt: now.toISOString() },
    });
    expect(emailReservationDecider.decide(reserve('u2'), released)).toHaveLength(1);
    expect(
      emailReservationDecider.decide(
        { type: 'ReleaseEmail', data: { userId: 'u2' }, metadata: { now } },
        reserved,
      ),
    ).toEqual([]);
  });
});
