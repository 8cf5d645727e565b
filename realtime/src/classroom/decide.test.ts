import { describe, expect, it } from 'vitest';
import type { AuthenticatePayload } from '@portal/contracts';
import { CLASSROOM_MESSAGES, SAMPLE_QUIZ } from '@portal/contracts';
import type { SessionIdentity } from './decide';
import { participant, session, student, studentUser, tutor } from './testFixtures';
import {
  answersOf,
  answersToGrade,
  attemptStart,
  browsableBy,
  connectedStudentOf,
  decideAuthentication,
  decideStudentJoin,
  decideTutorAction,
  envelopeJson,
  liveSessionOf,
  resumeQuestion,
  secondsBetween,
  sessionTitleOf,
  tutorJoinPlan,
} from './decide';

const TEMPORARY = 'change your password first';
const studentSession: SessionIdentity = {
  userId: 's1',
  role: 'student',
  organisationId: 'org',
  mustChangePassword: false,
};
const claims: AuthenticatePayload = {
  token: 'cookie',
  userId: 's1',
  role: 'student',
  firstName: 'Ada',
  lastName: 'King',
};

describe('authenticate', () => {
  it('given true claims, when decided, then the identity carries the names of the account', () => {
    expect(decideAuthentication(studentSession, studentUser, claims, TEMPORARY)).toEqual({
      ok: true,
      value: student,
    });
  });

  it('given claims without names, when decided, then they pass (tutors send none)', () => {
    const decision = decideAuthentication(
      studentSession,
      studentUser,
      { token: 'cookie', userId: 's1', role: 'student' },
      TEMPORARY,
    );
    expect(decision.ok).toBe(true);
  });

  it('given another id, role or name, when decided, then identityMismatch', () => {
    for (const spoofed of [
      { ...claims, userId: 's2' },
      { ...claims, role: 'tutor' as const },
      { ...claims, lastName: 'Queen' },
    ]) {
      expect(decideAuthentication(studentSession, studentUser, spoofed, TEMPORARY)).toEqual({
        ok: false,
        message: CLASSROOM_MESSAGES.identityMismatch,
      });
    }
  });

  it('given an erased or deactivated account, a temporary password or a parent, when decided, then refused with the reason', () => {
    expect(decideAuthentication(studentSession, null, claims, TEMPORARY)).toMatchObject({
      message: CLASSROOM_MESSAGES.notSignedIn,
    });
    expect(
      decideAuthentication(studentSession, { ...studentUser, live: false }, claims, TEMPORARY),
    ).toMatchObject({
      message: CLASSROOM_MESSAGES.notSignedIn,
    });
    expect(
      decideAuthentication({ ...studentSession, mustChangePassword: true }, studentUser, claims, TEMPORARY),
    ).toMatchObject({ message: TEMPORARY });
    expect(
      decideAuthentication(
        { ...studentSession, role: 'parent' },
        { ...studentUser, role: 'parent' },
        { ...claims, role: 'parent' as never },
        TEMPORARY,
      ),
    ).toMatchObject({ message: CLASSROOM_MESSAGES.wrongRole });
  });
});

describe('joining', () => {
  it('given codes, when a tutor joins, then their own live session resumes, a free code is created, anything else is generated', () => {
    expect(tutorJoinPlan('quiz-abc123', null, 't1')).toEqual({ kind: 'create', code: 'QUIZ-ABC123' });
    expect(tutorJoinPlan('QUIZ-ABC123', { tutorId: 't1', status: 'active' }, 't1')).toEqual({
      kind: 'resume',
      code: 'QUIZ-ABC123',
    });
    expect(tutorJoinPlan('QUIZ-ABC123', { tutorId: 't2', status: 'active' }, 't1')).toEqual({
      kind: 'generate',
    });
    expect(tutorJoinPlan('QUIZ-ABC123', { tutorId: 't1', status: 'ended' }, 't1')).toEqual({
      kind: 'generate',
    });
    expect(tutorJoinPlan('', null, 't1')).toEqual({ kind: 'generate' });
    expect(tutorJoinPlan('QUIZ-abc', null, 't1')).toEqual({ kind: 'generate' });
  });

  it('given sessions, when a student joins, then only a live one of their organisation admits them', () => {
    expect(decideStudentJoin(session, student)).toEqual({ ok: true, value: session });
    for (const refused of [
      null,
      { ...session, status: 'ended' as const },
      { ...session, organisationId: 'other' },
    ]) {
      expect(decideStudentJoin(refused, student)).toEqual({
        ok: false,
        message: CLASSROOM_MESSAGES.sessionNotFound,
      });
    }
  });

  it('given a session, when someone acts as its tutor, then only the tutor who started it may', () => {
    expect(decideTutorAction(session, tutor).ok).toBe(true);
    expect(decideTutorAction(session, student)).toMatchObject({ message: CLASSROOM_MESSAGES.notYourSession });
    expect(decideTutorAction(session, { ...tutor, userId: 't2' })).toMatchObject({
      message: CLASSROOM_MESSAGES.notYourSession,
    });
    expect(decideTutorAction(session, null)).toMatchObject({ message: CLASSROOM_MESSAGES.notYourSession });
    expect(decideTutorAction({ ...session, status: 'ended' }, tutor)).toMatchObject({
      message: CLASSROOM_MESSAGES.sessionNotFound,
    });
  });

  it("given sessions, when a student browses, then they see their own tutor's (none without a tutor: issue 15)", () => {
    expect(browsableBy(session, student)).toBe(true);
    expect(browsableBy({ ...session, tutorId: 't2' }, student)).toBe(false);
    expect(browsableBy({ ...session, tutorId: 't2' }, { ...student, tutorId: null })).toBe(false);
    expect(browsableBy({ ...session, organisationId: 'x' }, { ...student, tutorId: null })).toBe(false);
  });

  it('given a title or none, when a session is created, then blank means the default', () => {
    expect(sessionTitleOf(undefined)).toBe('Math Quiz Session');
    expect(sessionTitleOf('  ')).toBe('Math Quiz Session');
    expect(sessionTitleOf(' Friday ')).toBe('Friday');
  });

  it('given a stored session, when read back, then the envelope gives organisation, tutor and quiz', () => {
    const { code, tutorId, title, createdAt, status, ...envelope } = session;
    expect(liveSessionOf({ code, tutorId, title, createdAt, status, quiz: envelopeJson(envelope) })).toEqual(
      session,
    );
  });
});

describe('what each side sees', () => {
  it('given a participant with answers and a result, when shown to the tutor, then status, answers and score come from both', () => {
    const result = { score: 1, questionResults: [{ questionNumber: 2, userAnswer: 'B' }] };
    const row = connectedStudentOf(
      participant({
        answers: {
          1: { selectedAnswer: 'C', answeredAt: 't' },
          3: { selectedAnswer: 'nonsense', answeredAt: 't' },
        },
        result,
        submittedAt: 't2',
      }),
    );
    expect(row).toEqual({
      id: 's1',
      name: 'Ada King',
      firstName: 'Ada',
      lastName: 'King',
      socketId: 'sock-1',
      status: 'submitted',
      answers: { '1': 'C', '2': 'B' },
      score: 1,
      submittedAt: 't2',
      joinedAt: '2026-11-24T09:01:00.000Z',
    });
    expect(connectedStudentOf(participant({ connected: false, socketId: null })).status).toBe('disconnected');
  });

  it('given answers, when a student comes back, then they resume at the first unanswered question, without its correct answer', () => {
    const resume = resumeQuestion(SAMPLE_QUIZ, { '1': 'C' });
    expect(resume?.questionNumber).toBe(2);
    expect(resume?.question).not.toHaveProperty('correctAnswer');
    expect(resumeQuestion(SAMPLE_QUIZ, { '1': 'A', '2': 'A', '3': 'A' })?.questionNumber).toBe(3);
  });

  it('given recorded and submitted answers, when graded, then the submitted win and answers outside the quiz are dropped', () => {
    expect(answersToGrade(SAMPLE_QUIZ, { '1': 'A', '2': 'B' }, { '2': 'C', '7': 'D' })).toEqual({
      '1': 'A',
      '2': 'C',
    });
    expect(answersOf(participant({ answers: { 2: { selectedAnswer: 'D', answeredAt: 't' } } }))).toEqual({
      '2': 'D',
    });
  });

  it("given joining and the quiz's arrival, when timed, then time starts at the later and is whole seconds", () => {
    expect(attemptStart('2026-11-24T09:01:00.000Z', '2026-11-24T09:05:00.000Z')).toBe(
      '2026-11-24T09:05:00.000Z',
    );
    expect(attemptStart('2026-11-24T09:06:00.000Z', '2026-11-24T09:05:00.000Z')).toBe(
      '2026-11-24T09:06:00.000Z',
    );
    expect(secondsBetween('2026-11-24T09:05:00.000Z', '2026-11-24T09:06:30.400Z')).toBe(90);
    expect(secondsBetween('2026-11-24T09:07:00.000Z', '2026-11-24T09:06:00.000Z')).toBe(0);
  });
});
