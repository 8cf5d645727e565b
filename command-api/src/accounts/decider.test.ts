import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '@portal/platform';
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

describe('userDecider', () => {
  it('given no events, when RegisterUser, then UserRegistered stamped with the command time', () => {
    const events = userDecider.decide(
      { type: 'RegisterUser', data: registration, metadata: { now } },
      userDecider.initialState(),
    );
    expect(events).toEqual([
      { type: 'UserRegistered', data: { ...registration, registeredAt: now.toISOString() } },
    ]);
  });

  it('given a registered user, when RegisterUser again, then a conflict', () => {
    const state = userDecider.evolve(userDecider.initialState(), {
      type: 'UserRegistered',
      data: { ...registration, registeredAt: now.toISOString() },
    });
    expect(() =>
      userDecider.decide({ type: 'RegisterUser', data: registration, metadata: { now } }, state),
    ).toThrow(ConflictError);
  });

  it('given no user, when ChangePassword, then not found', () => {
    expect(() =>
      userDecider.decide(
        { type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'x' }, metadata: { now } },
        userDecider.initialState(),
      ),
    ).toThrow(NotFoundError);
  });

  it('given a registered user, when ChangePassword, then UserPasswordChanged', () => {
    const state = userDecider.evolve(userDecider.initialState(), {
      type: 'UserRegistered',
      data: { ...registration, registeredAt: now.toISOString() },
    });
    expect(
      userDecider.decide(
        { type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'new' }, metadata: { now } },
        state,
      ),
    ).toEqual([
      {
        type: 'UserPasswordChanged',
        data: { userId: 'u1', passwordHash: 'new', changedAt: now.toISOString() },
      },
    ]);
  });
});

describe('emailReservationDecider', () => {
  const reserved = emailReservationDecider.evolve(emailReservationDecider.initialState(), {
    type: 'EmailReserved',
    data: { userId: 'u1', reservedAt: now.toISOString() },
  });

  it('given a free address, when reserved, then EmailReserved', () => {
    expect(
      emailReservationDecider.decide(
        { type: 'ReserveEmail', data: { userId: 'u1' }, metadata: { now } },
        emailReservationDecider.initialState(),
      ),
    ).toHaveLength(1);
  });

  it('given an address held by the same user, when reserved again (a retry), then nothing new', () => {
    expect(
      emailReservationDecider.decide(
        { type: 'ReserveEmail', data: { userId: 'u1' }, metadata: { now } },
        reserved,
      ),
    ).toEqual([]);
  });

  it('given an address held by someone else, then a conflict naming the e-mail rule', () => {
    expect(() =>
      emailReservationDecider.decide(
        { type: 'ReserveEmail', data: { userId: 'u2' }, metadata: { now } },
        reserved,
      ),
    ).toThrow('An account with this email already exists');
  });
});
