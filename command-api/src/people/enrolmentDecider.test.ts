import { describe, expect, it } from 'vitest';
import type { EnrolmentStreamEvent, InvitationEvent, JoinCodeEvent } from '@portal/contracts';
import { ENROLMENT_MESSAGES } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import {
  invitationAnswered,
  joinCodeCreated,
  joinCodeRevoked,
  studentEnrolled,
  studentInvited,
} from '@portal/projections/testing';
import type { EnrolCommand, EnrolmentCaller, InvitationCommand, JoinCodeCommand } from './enrolmentDecider';
import { JoinCodeTaken, enrolmentDecider, invitationDecider, joinCodeDecider } from './enrolmentDecider';

const now = new Date('2026-11-25T10:00:00.000Z');
const student: EnrolmentCaller = { userId: 's1', role: 'student', organisationId: 'org' };
const tutor: EnrolmentCaller = { userId: 't1', role: 'tutor', organisationId: 'org' };
const otherTutor: EnrolmentCaller = { userId: 't2', role: 'tutor', organisationId: 'org' };
const admin: EnrolmentCaller = { userId: 'a1', role: 'admin', organisationId: 'org' };

const enrolled = (tutorId: string, data: Parameters<typeof studentEnrolled>[0] = {}): EnrolmentStreamEvent =>
  studentEnrolled({ tutorId, ...data });
const enrol = (tutorId: string, registeredTutorId: string | null = null, caller = student): EnrolCommand => ({
  type: 'EnrolStudent',
  data: {
    studentId: 's1',
    tutorId,
    via: 'join_code',
    codeId: 'c1',
    invitationId: null,
    groupId: 'g1',
    registeredTutorId,
  },
  caller,
  metadata: { now },
});
const givenEnrolment = DeciderSpecification.for(enrolmentDecider);

describe('enrolment decider', () => {
  it('given a self-registered student with no tutor, when they redeem a code, then StudentEnrolled names the tutor, the code and the time', () => {
    givenEnrolment([])
      .when(enrol('t1'))
      .then([enrolled('t1', { groupId: 'g1', enrolledAt: now.toISOString() })]);
  });

  it("given a student of t1, when they redeem t1's code again, then nothing is recorded (idempotent)", () => {
    givenEnrolment([enrolled('t1')])
      .when(enrol('t1'))
      .thenNothingHappened();
    givenEnrolment([]).when(enrol('t1', 't1')).thenNothingHappened();
  });

  it("given a student enrolled with t1 (or created by t1), when they use t2's code, then 409 with the clear message", () => {
    givenEnrolment([enrolled('t1')])
      .when(enrol('t2'))
      .thenThrows(ConflictError, (error) => error.message === ENROLMENT_MESSAGES.alreadyEnrolled);
    givenEnrolment([]).when(enrol('t2', 't1')).thenThrows(ConflictError);
  });

  it('given anyone but a student or parent, when they enrol, then 403', () => {
    givenEnrolment([])
      .when(enrol('t1', null, tutor))
      .thenThrows(ForbiddenError);
  });
});

const created: JoinCodeEvent = joinCodeCreated();
const givenCode = DeciderSpecification.for(joinCodeDecider);
const create = (caller: EnrolmentCaller, tutorId = caller.userId): JoinCodeCommand => ({
  type: 'CreateJoinCode',
  data: { codeId: 'c1', code: 'ABCD2345', tutorId, groupId: null },
  caller,
  metadata: { now },
});
const revoke = (caller: EnrolmentCaller): JoinCodeCommand => ({
  type: 'RevokeJoinCode',
  caller,
  metadata: { now },
});

describe('join code decider', () => {
  it('given no code, when a tutor creates one, then JoinCodeCreated; given the code exists, then JoinCodeTaken (draw another)', () => {
    givenCode([])
      .when(create(tutor))
      .then([{ type: 'JoinCodeCreated', data: { ...created.data, createdAt: now.toISOString() } }]);
    givenCode([created]).when(create(tutor)).thenThrows(JoinCodeTaken);
  });

  it('given a tutor, when they create a code for another tutor, or a student creates one, then 403', () => {
    givenCode([]).when(create(tutor, 't2')).thenThrows(ForbiddenError);
    givenCode([]).when(create(student)).thenThrows(ForbiddenError);
  });

  it("given t1's code, when t1 or an admin revokes it, then JoinCodeRevoked (once); another tutor gets not found", () => {
    const revoked = givenCode([created]).when(revoke(tutor)).events();
    expect(revoked).toEqual([joinCodeRevoked({ revokedAt: now.toISOString() })]);
    expect(givenCode([created]).when(revoke(admin)).events()).toHaveLength(1);
    givenCode([created, ...revoked])
      .when(revoke(tutor))
      .thenNothingHappened();
    givenCode([created])
      .when(revoke(otherTutor))
      .thenThrows(NotFoundError, (error) => error.message === ENROLMENT_MESSAGES.codeNotFound);
  });
});

const invited: InvitationEvent = studentInvited({
  invitedAt: now.toISOString(),
  expiresAt: '2026-12-09T10:00:00.000Z',
});
const givenInvitation = DeciderSpecification.for(invitationDecider);
const answer = (emailHash: string, at = now, accepted = true): InvitationCommand => ({
  type: 'AnswerInvitation',
  data: { studentId: 's1', emailHash, accepted },
  caller: student,
  metadata: { now: at },
});

describe('invitation decider', () => {
  it('given no invitation, when a tutor invites an address, then StudentInvited open for 14 days', () => {
    givenInvitation([])
      .when({
        type: 'InviteStudent',
        data: { invitationId: 'i1', tutorId: 't1', email: 'kid@example.org', emailHash: 'h-kid' },
        caller: tutor,
        metadata: { now },
      })
      .then([invited]);
  });

  it('given an open invitation, when the student whose address it names accepts, then InvitationAnswered (accepted)', () => {
    givenInvitation([invited])
      .when(answer('h-kid'))
      .then([invitationAnswered({ answeredAt: now.toISOString() })]);
  });

  it('given an invitation, when another address, a late answer, a second answer or a cancelled one is tried, then not found', () => {
    const notFound = (error: Error) => error.message === ENROLMENT_MESSAGES.invitationNotFound;
    givenInvitation([invited]).when(answer('h-other')).thenThrows(NotFoundError, notFound);
    givenInvitation([invited])
      .when(answer('h-kid', new Date('2026-12-10T00:00:00.000Z')))
      .thenThrows(NotFoundError, notFound);
    const answered = givenInvitation([invited])
      .when(answer('h-kid', now, false))
      .events();
    givenInvitation([invited, ...answered])
      .when(answer('h-kid'))
      .thenThrows(NotFoundError, notFound);
    const cancelled = givenInvitation([invited])
      .when({ type: 'CancelInvitation', caller: tutor, metadata: { now } })
      .events();
    expect(cancelled.map((event) => event.type)).toEqual(['InvitationCancelled']);
    givenInvitation([invited, ...cancelled])
      .when(answer('h-kid'))
      .thenThrows(NotFoundError, notFound);
  });

  it("given t1's invitation, when another tutor cancels it, then not found", () => {
    givenInvitation([invited])
      .when({ type: 'CancelInvitation', caller: otherTutor, metadata: { now } })
      .thenThrows(NotFoundError);
  });
});
