import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@portal/platform';
import { evolveJoinCode } from './joinCodes.projection';
import { evolveInvitation } from './enrolmentInvitations.projection';
import { enrolmentActivityOf } from './enrolmentActivities';
import {
  invitationAnswered,
  joinCodeCreated,
  joinCodeRevoked,
  studentEnrolled,
  studentInvited,
} from './enrolmentFixtures';
import { evolveUser } from '../accounts/users.projection';

const created = joinCodeCreated({ groupId: 'g1', createdAt: '2026-11-25T10:00:00.000Z' });
const enrolled = studentEnrolled({ groupId: 'g1', enrolledAt: '2026-11-25T10:05:00.000Z' });

describe('join codes read model', () => {
  it('given a code created, a student joining with it and a revocation, then the document counts one redemption and is revoked', () => {
    let doc = evolveJoinCode(null, created);
    doc = evolveJoinCode(doc, enrolled);
    doc = evolveJoinCode(doc, joinCodeRevoked({ revokedAt: '2026-11-25T11:00:00.000Z' }));
    expect(doc).toEqual({
      _id: 'c1',
      code: 'ABCD2345',
      organisationId: 'org',
      tutorId: 't1',
      groupId: 'g1',
      status: 'revoked',
      createdAt: '2026-11-25T10:00:00.000Z',
      revokedAt: '2026-11-25T11:00:00.000Z',
      redemptions: 1,
    });
  });
});

describe('invitations read model', () => {
  it('given an invitation answered, then the address and its hash are gone and the outcome stays', () => {
    const open = evolveInvitation(null, studentInvited({ emailHash: 'h', invitedAt: 'a', expiresAt: 'b' }));
    expect(open).toMatchObject({ email: 'kid@example.org', emailHash: 'h', status: 'pending' });
    const answered = evolveInvitation(open, invitationAnswered({ answeredAt: 'c' }));
    expect(answered).toEqual({
      _id: 'i1',
      organisationId: 'org',
      tutorId: 't1',
      email: null,
      emailHash: null,
      status: 'accepted',
      createdAt: 'a',
      expiresAt: 'b',
      respondedAt: 'c',
      studentId: 's1',
    });
  });
});

describe('enrolment in the users read model and the register', () => {
  it('given a self-registered student with no tutor, when StudentEnrolled, then tutorId is the tutor', () => {
    const registered = evolveUser(null, {
      type: 'UserRegistered',
      data: {
        userId: 's1',
        organisationId: 'org',
        role: 'student',
        email: 's@example.org',
        firstName: 'Ada',
        lastName: 'King',
        passwordHash: 'x',
        registeredAt: '2026-11-25T09:00:00.000Z',
      },
    } as unknown as Parameters<typeof evolveUser>[1]);
    expect(registered).toMatchObject({ tutorId: null });
    expect(evolveUser(registered, enrolled)).toMatchObject({ tutorId: 't1' });
  });

  it('given StudentEnrolled, then one register row for the child (data_update, enrolment, by themself)', () => {
    const recorded = {
      id: 'e1',
      streamId: 'enrolment-s1',
      revision: 0,
      metadata: {},
      ...enrolled,
    } as unknown as RecordedEvent;
    expect(enrolmentActivityOf(recorded)).toEqual({
      subjectId: 's1',
      organisationId: 'org',
      action: 'data_update',
      dataType: 'enrolment',
      purpose: "Joined a tutor's class with a class code",
      resultStatus: 'success',
      actor: 'self',
      createdAt: '2026-11-25T10:05:00.000Z',
    });
    expect(enrolmentActivityOf({ ...recorded, type: 'JoinCodeCreated' })).toBeNull();
    expect(enrolmentActivityOf({ ...recorded, type: 'UserRegistered' })).toBeUndefined();
  });
});
