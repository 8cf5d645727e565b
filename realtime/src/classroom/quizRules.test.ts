import { describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES, SAMPLE_QUIZ } from '@portal/contracts';
import { decideStudentInQuiz, decideSubmission, quizClock } from './quizRules';
import { participant, session, student, tutor } from './testFixtures';

describe('quizClock', () => {
  it('given no quiz sent, then no clock', () => {
    expect(quizClock({ quizSentAt: null }, '2026-11-24T09:01:00.000Z')).toBeNull();
  });

  it('given a join before the broadcast, then the clock starts at the broadcast', () => {
    expect(quizClock(session, '2026-11-24T09:01:00.000Z')).toBe('2026-11-24T09:05:00.000Z');
  });

  it('given a first join after the broadcast, then the clock starts at the join', () => {
    expect(quizClock(session, '2026-11-24T09:07:00.000Z')).toBe('2026-11-24T09:07:00.000Z');
  });

  it('given no join known (a tutor), then the broadcast', () => {
    expect(quizClock(session, null)).toBe('2026-11-24T09:05:00.000Z');
  });
});

describe('decideStudentInQuiz', () => {
  it('given a student in a live session with a quiz, then they may answer', () => {
    expect(decideStudentInQuiz(student, session.code, session)).toEqual({
      ok: true,
      value: { student, session, quiz: SAMPLE_QUIZ },
    });
  });

  it('given nobody signed in, then notSignedIn; given a tutor, then notJoined', () => {
    expect(decideStudentInQuiz(null, session.code, session)).toEqual({
      ok: false,
      event: 'session_error',
      message: CLASSROOM_MESSAGES.notSignedIn,
    });
    expect(decideStudentInQuiz(tutor, session.code, session)).toEqual({
      ok: false,
      event: 'session_error',
      message: CLASSROOM_MESSAGES.notJoined,
    });
  });

  it('given the joined session gone or ended, then sessionNotFound; given none joined, then notJoined', () => {
    for (const gone of [null, { ...session, status: 'ended' as const }]) {
      expect(decideStudentInQuiz(student, session.code, gone)).toEqual({
        ok: false,
        event: 'session_error',
        message: CLASSROOM_MESSAGES.sessionNotFound,
      });
    }
    expect(decideStudentInQuiz(student, null, null)).toEqual({
      ok: false,
      event: 'session_error',
      message: CLASSROOM_MESSAGES.notJoined,
    });
  });

  it('given no quiz sent yet, then noQuizData on quiz_data_error', () => {
    expect(decideStudentInQuiz(student, session.code, { ...session, quiz: null })).toEqual({
      ok: false,
      event: 'quiz_data_error',
      message: CLASSROOM_MESSAGES.noQuizData,
    });
  });
});

describe('decideSubmission', () => {
  it('given a participant who has not submitted, then they may submit', () => {
    const joined = participant();
    expect(decideSubmission(joined)).toEqual({ ok: true, value: joined });
  });

  it('given no participant, then notJoined; given one who submitted, then alreadySubmitted', () => {
    expect(decideSubmission(null)).toEqual({
      ok: false,
      event: 'session_error',
      message: CLASSROOM_MESSAGES.notJoined,
    });
    expect(decideSubmission(participant({ submittedAt: '2026-11-24T09:10:00.000Z' }))).toEqual({
      ok: false,
      event: 'session_error',
      message: CLASSROOM_MESSAGES.alreadySubmitted,
    });
  });
});
