import { describe, expect, it } from 'vitest';
import type { EventOf } from '@portal/contracts';
import { studentAssigned } from '../groups/groupFixtures';
import { evolveUser } from './users.projection';

const registered: EventOf<'UserRegistered'> = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    organisationId: 'main',
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'student',
    passwordHash: 'h',
    registeredAt: '2026-11-22T09:00:00.000Z',
    dateOfBirth: '2015-01-01',
  },
};
const erased: EventOf<'UserErased'> = {
  type: 'UserErased',
  data: { userId: 'u1', organisationId: 'main', erasedAt: '2026-11-23T09:00:00.000Z' },
};

describe('users projection', () => {
  it('given an erasure, then only an anonymous tombstone is left', () => {
    const user = evolveUser(null, registered);
    expect(evolveUser(user, erased)).toEqual({
      _id: 'u1',
      organisationId: 'main',
      role: 'student',
      status: 'erased',
      erasedAt: '2026-11-23T09:00:00.000Z',
    });
  });

  it('given a tombstone, when an old registration is redelivered, then the person does not come back', () => {
    const tombstone = evolveUser(evolveUser(null, registered), erased);
    expect(evolveUser(tombstone, registered)).toBe(tombstone);
  });

  it('given a profile change naming fields it may not touch, then only profile fields change', () => {
    const user = evolveUser(null, registered);
    const next = evolveUser(user, {
      type: 'ProfileUpdated',
      data: {
        userId: 'u1',
        changes: { school: 'Hill', role: 'admin', status: 'active', passwordHash: 'x' },
        updatedAt: 't',
      },
    });
    expect(next).toMatchObject({ school: 'Hill', role: 'student', passwordHash: 'h' });
  });

  it('given an erased key, when the registration replays with null personal fields, then no crash and empty strings', () => {
    const nulls = {
      ...registered,
      data: { ...registered.data, email: null, firstName: null, lastName: null },
    };
    expect(evolveUser(null, nulls as unknown as EventOf<'UserRegistered'>)).toMatchObject({
      email: '',
      firstName: '',
    });
  });

  it('given a student assigned to g1 then moved to g2, then groupId is g2; a late removal from g1 changes nothing', () => {
    const assigned = (groupId: string, assignedAt: string) =>
      studentAssigned({ studentId: 'u1', organisationId: 'main', groupId, by: 't', assignedAt });
    const removed = (groupId: string): EventOf<'StudentRemovedFromGroup'> => ({
      type: 'StudentRemovedFromGroup',
      data: {
        studentId: 'u1',
        organisationId: 'main',
        groupId,
        assignmentId: `a-${groupId}`,
        reason: 'removed',
        by: 't',
        byRole: 'tutor',
        removedAt: 'x',
      },
    });
    const user = evolveUser(null, registered);
    expect(user).toMatchObject({ groupId: null, enrollmentDate: null });
    const moved = evolveUser(evolveUser(user, assigned('g1', 'd1')), assigned('g2', 'd2'));
    expect(moved).toMatchObject({ groupId: 'g2', enrollmentDate: 'd2' });
    expect(evolveUser(moved, removed('g1'))).toMatchObject({ groupId: 'g2' });
    expect(evolveUser(moved, removed('g2'))).toMatchObject({ groupId: null, enrollmentDate: null });
  });
});

describe('users projection: e-mail verification (issue 15)', () => {
  const requested: EventOf<'EmailVerificationRequested'> = {
    type: 'EmailVerificationRequested',
    data: {
      userId: 'u1',
      tokenHash: 'sha256-of-link',
      expiresAt: '2026-11-23T09:00:00.000Z',
      requestedAt: '2026-11-22T09:00:00.000Z',
    },
  };
  const verified: EventOf<'EmailVerified'> = {
    type: 'EmailVerified',
    data: { userId: 'u1', method: 'link', verifiedAt: '2026-11-22T10:00:00.000Z' },
  };

  it('given a self-sign-up, then unverified; given a link, then its hash, expiry and send time; given the link used, then verified', () => {
    const user = evolveUser(null, registered);
    expect(user).toMatchObject({
      emailVerified: false,
      emailVerifiedAt: null,
      emailVerificationTokenHash: null,
    });
    const pending = evolveUser(user, requested);
    expect(pending).toMatchObject({
      emailVerified: false,
      emailVerificationTokenHash: 'sha256-of-link',
      emailVerificationExpiresAt: '2026-11-23T09:00:00.000Z',
      emailVerificationSentAt: '2026-11-22T09:00:00.000Z',
    });
    expect(evolveUser(pending, verified)).toMatchObject({
      emailVerified: true,
      emailVerifiedAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('given accounts made by the system, then verified from the start; by staff, then not until their first sign-in', () => {
    const system = evolveUser(null, { ...registered, data: { ...registered.data, createdBy: 'system' } });
    expect(system).toMatchObject({ emailVerified: true, emailVerifiedAt: registered.data.registeredAt });
    const staff = evolveUser(null, { ...registered, data: { ...registered.data, createdBy: 'staff' } });
    expect(staff).toMatchObject({ emailVerified: false });
  });

  it('given erasure requested, then the pending link is forgotten', () => {
    const pending = evolveUser(evolveUser(null, registered), requested);
    const marked = evolveUser(pending, {
      type: 'ErasureRequested',
      data: { userId: 'u1', organisationId: 'main', role: 'student', reason: null, requestedAt: 't' },
    });
    expect(marked).toMatchObject({ emailVerificationTokenHash: null, emailVerificationExpiresAt: null });
  });
});
