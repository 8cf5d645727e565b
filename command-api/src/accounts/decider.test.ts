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
