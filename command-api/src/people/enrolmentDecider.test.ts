import { describe, expect, it } from 'vitest';
import type { EnrolmentStreamEvent, InvitationEvent, JoinCodeEvent } from '@portal/contracts';
import { ENROLMENT_MESSAGES } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@portal/platform';
import type { EnrolCommand, EnrolmentCaller, InvitationCommand, JoinCodeCommand } from './enrolmentDecider';
import { JoinCodeTaken, enrolmentDecider, invitationDecider, joinCodeDecider } from './enrolmentDecider';

const now = new Date('2026-11-25T10:00:00.000Z');
const student: EnrolmentCaller = { userId: 's1', role: 'student', organisationId: 'org' };
const tutor: EnrolmentCaller = { userId: 't1', role: 'tutor', organisationId: 'org' };
const otherTutor: EnrolmentCaller = { userId: 't2', role: 'tutor', organisationId: 'org' };
const admin: EnrolmentCaller = { userId: 'a1', role: 'admin', organisationId: 'org' };

const enrolled = (tutorId: string): EnrolmentStreamEvent => ({
  type: 'StudentEnrolled',
  data: {
    userId: 's1',
    organisationId: 'org',
    tutorId,
    via: 'join_code',
    codeId: 'c1',
    invitationId: null,
    groupId: null,
    by: 's1',
    byRole: 'student',
    enrolledAt: 't0',
  },
});
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
const givenEnrolment = (events: EnrolmentStreamEvent[]) =>
  events.reduce(enrolmentDecider.evolve, enrolmentDecider.initialState());

describe('enrolment decider', () => {
  it('given a self-registered student with no tutor, when they redeem a code, then StudentEnrolled names the tutor, the code and the time', () => {
    expect(enrolmentDecider.decide(enrol('t1'), givenEnrolment([]))).toEqual([
      {
        type: 'StudentEnrolled',
        data: {
          userId: 's1',
          organisationId: 'org',
          tutorId: 't1',
          via: 'join_code',
          codeId: 'c1',
          invitationId: null,
          groupId: 'g1',
          by: 's1',
          byRole: 'student',
          enrolledAt: now.toISOString(),
        },
      },
    ]);
  });

  it("given a student of t1, when they redeem t1's code again, then nothing is recorded (idempotent)", () => {
    expect(enrolmentDecider.decide(enrol('t1'), givenEnrolment([enrolled('t1')]))).toEqual([]);
    expect(enrolmentDecider.decide(enrol('t1', 't1'), givenEnrolment([]))).toEqual([]);
  });

  it("given a student enrolled with t1 (or created by t1), when they use t2's code, then 409 with the clear message", () => {
    expect(() => enrolmentDecider.decide(enrol('t2'), givenEnrolment([enrolled('t1')]))).toThrow(
      new ConflictError(ENROLMENT_MESSAGES.alreadyEnrolled),
    );
    expect(() => enrolmentDecider.decide(enrol('t2', 't1'), givenEnrolment([]))).toThrow(ConflictError);
  });

  it('given anyone but a student or parent, when they enrol, then 403', () => {
    expect(() => enrolmentDecider.decide(enrol('t1', null, tutor), givenEnrolment([]))).toThrow(
      ForbiddenError,
    );
  });
});

const created: JoinCodeEvent = {
  type: 'JoinCodeCreated',
  data: {
    codeId: 'c1',
    code: 'ABCD2345',
    organisationId: 'org',
    tutorId: 't1',
    groupId: null,
    by: 't1',
    byRole: 'tutor',
    createdAt: 't0',
  },
};
const givenCode = (events: JoinCodeEvent[]) =>
  events.reduce(joinCodeDecider.evolve, joinCodeDecider.initialState());
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
    expect(joinCodeDecider.decide(create(tutor), givenCode([]))).toEqual([
      { type: 'JoinCodeCreated', data: { ...created.data, createdAt: now.toISOString() } },
    ]);
    expect(() => joinCodeDecider.decide(create(tutor), givenCode([created]))).toThrow(JoinCodeTaken);
  });

  it('given a tutor, when they create a code for another tutor, or a student creates one, then 403', () => {
    expect(() => joinCodeDecider.decide(create(tutor, 't2'), givenCode([]))).toThrow(ForbiddenError);
    expect(() => joinCodeDecider.decide(create(student), givenCode([]))).toThrow(ForbiddenError);
  });

  it("given t1's code, when t1 or an admin revokes it, then JoinCodeRevoked (once); another tutor gets not found", () => {
    const revoked = joinCodeDecider.decide(revoke(tutor), givenCode([created]));
    expect(revoked).toEqual([
      {
        type: 'JoinCodeRevoked',
        data: {
          codeId: 'c1',
          code: 'ABCD2345',
          organisationId: 'org',
          tutorId: 't1',
          by: 't1',
          byRole: 'tutor',
          revokedAt: now.toISOString(),
        },
      },
    ]);
    expect(joinCodeDecider.decide(revoke(admin), givenCode([created]))).toHaveLength(1);
    expect(joinCodeDecider.decide(revoke(tutor), givenCode([created, ...revoked]))).toEqual([]);
    expect(() => joinCodeDecider.decide(revoke(otherTutor), givenCode([created]))).toThrow(
      new NotFoundError(ENROLMENT_MESSAGES.codeNotFound),
    );
  });
});

const invited: InvitationEvent = {
  type: 'StudentInvited',
  data: {
    invitationId: 'i1',
    organisationId: 'org',
    tutorId: 't1',
    email: 'kid@example.org',
    emailHash: 'h-kid',
    by: 't1',
    byRole: 'tutor',
    invitedAt: now.toISOString(),
    expiresAt: '2026-12-09T10:00:00.000Z',
  },
};
const givenInvitation = (events: InvitationEvent[]) =>
  events.reduce(invitationDecider.evolve, invitationDecider.initialState());
const answer = (emailHash: string, at = now, accepted = true): InvitationCommand => ({
  type: 'AnswerInvitation',
  data: { studentId: 's1', emailHash, accepted },
  caller: student,
  metadata: { now: at },
});

describe('invitation decider', () => {
  it('given no invitation, when a tutor invites an address, then StudentInvited open for 14 days', () => {
    expect(
      invitationDecider.decide(
        {
          type: 'InviteStudent',
          data: { invitationId: 'i1', tutorId: 't1', email: 'kid@example.org', emailHash: 'h-kid' },
          caller: tutor,
          metadata: { now },
        },
        givenInvitation([]),
      ),
    ).toEqual([invited]);
  });

  it('given an open invitation, when the student whose address it names accepts, then InvitationAnswered (accepted)', () => {
    expect(invitationDecider.decide(answer('h-kid'), givenInvitation([invited]))).toEqual([
      {
        type: 'InvitationAnswered',
        data: {
          invitationId: 'i1',
          organisationId: 'org',
          tutorId: 't1',
          studentId: 's1',
          accepted: true,
          by: 's1',
          byRole: 'student',
          answeredAt: now.toISOString(),
        },
      },
    ]);
  });

  it('given an invitation, when another address, a late answer, a second answer or a cancelled one is tried, then not found', () => {
    const notFound = new NotFoundError(ENROLMENT_MESSAGES.invitationNotFound);
    expect(() => invitationDecider.decide(answer('h-other'), givenInvitation([invited]))).toThrow(notFound);
    expect(() =>
      invitationDecider.decide(
        answer('h-kid', new Date('2026-12-10T00:00:00.000Z')),
        givenInvitation([invited]),
      ),
    ).toThrow(notFound);
    const answered = invitationDecider.decide(answer('h-kid', now, false), givenInvitation([invited]));
    expect(() => invitationDecider.decide(answer('h-kid'), givenInvitation([invited, ...answered]))).toThrow(
      notFound,
    );
    const cancelled = invitationDecider.decide(
      { type: 'CancelInvitation', caller: tutor, metadata: { now } },
      givenInvitation([invited]),
    );
    expect(cancelled.map((event) => event.type)).toEqual(['InvitationCancelled']);
    expect(() => invitationDecider.decide(answer('h-kid'), givenInvitation([invited, ...cancelled]))).toThrow(
      notFound,
    );
  });

  it("given t1's invitation, when another tutor cancels it, then not found", () => {
    expect(() =>
      invitationDecider.decide(
        { type: 'CancelInvitation', caller: otherTutor, metadata: { now } },
        givenInvitation([invited]),
      ),
    ).toThrow(NotFoundError);
  });
});
