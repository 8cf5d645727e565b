import { describe, expect, it } from 'vitest';
import {
  ANSWER_GRACE_MS,
  gradeQuiz,
  isPendingResults,
  questionClosingTimes,
  questionSecondsLeft,
  toLocalClock,
  withheldResults,
} from '@portal/contracts';
import type { SessionQuiz } from '@portal/contracts';
import { answersStillOpen, questionOpen } from './decide';

// Issue 16: live quiz time limits (item 7) and results withheld until the session ends (item 1).

/** Limits 10 s, 20 s, 30 s: closing 10 s, 30 s and 60 s after the broadcast. */
const QUIZ: SessionQuiz = {
  title: 'Timed',
  totalQuestions: 3,
  questions: [
    {
      id: 'a',
      number: 1,
      text: '1',
      options: { A: 'a', B: 'b', C: 'c', D: 'd' },
      correctAnswer: 'A',
      timeLimit: 10,
    },
    {
      id: 'b',
      number: 2,
      text: '2',
      options: { A: 'a', B: 'b', C: 'c', D: 'd' },
      correctAnswer: 'B',
      timeLimit: 20,
    },
    {
      id: 'c',
      number: 3,
      text: '3',
      options: { A: 'a', B: 'b', C: 'c', D: 'd' },
      correctAnswer: 'C',
      timeLimit: 30,
    },
  ],
};
const SENT = '2026-03-02T09:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(SENT) + ms).toISOString();

describe('questionClosingTimes: one clock for the class, question n closes after limits 1..n', () => {
  it('given limits 10, 20, 30 s, then the questions close 10, 30 and 60 s after the broadcast', () => {
    expect(questionClosingTimes(QUIZ, SENT)).toEqual({
      '1': after(10_000),
      '2': after(30_000),
      '3': after(60_000),
    });
  });
});

describe('questionOpen: the limit plus 1 s of network grace', () => {
  it('given question 1 (10 s), then it is open at 10.999 s and 11 s, closed at 11.001 s', () => {
    expect(ANSWER_GRACE_MS).toBe(1_000);
    expect(questionOpen(QUIZ, SENT, 1, after(10_999))).toBe(true);
    expect(questionOpen(QUIZ, SENT, 1, after(11_000))).toBe(true);
    expect(questionOpen(QUIZ, SENT, 1, after(11_001))).toBe(false);
  });

  it('given 12 s, then question 1 is closed and questions 2 and 3 still open', () => {
    expect([1, 2, 3].map((number) => questionOpen(QUIZ, SENT, number, after(12_000)))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('given a quiz without a start time, then every question is open', () => {
    expect(questionOpen(QUIZ, null, 1, after(999_000))).toBe(true);
  });

  it('given a submission at 31.5 s naming questions 1, 2 and 3, then only question 3 is taken from it', () => {
    expect(answersStillOpen(QUIZ, SENT, { '1': 'A', '2': 'B', '3': 'C' }, after(31_500))).toEqual({
      '3': 'C',
    });
  });
});

describe('questionSecondsLeft / toLocalClock: the countdowns of both UIs', () => {
  it('given the start on the local clock, then whole seconds left round up and stop at 0', () => {
    const start = Date.parse(SENT);
    expect(questionSecondsLeft(QUIZ, start, 1, start)).toBe(10);
    expect(questionSecondsLeft(QUIZ, start, 1, start + 9_001)).toBe(1);
    expect(questionSecondsLeft(QUIZ, start, 1, start + 10_000)).toBe(0);
    expect(questionSecondsLeft(QUIZ, start, 2, start + 10_000)).toBe(20);
    expect(questionSecondsLeft(QUIZ, start, 3, start + 90_000)).toBe(0);
    expect(questionSecondsLeft(QUIZ, null, 1, start)).toBeNull();
  });

  it('given a browser clock 5 s behind the server, then the start moves 5 s earlier on the local clock', () => {
    const serverNow = after(2_000);
    const localNow = Date.parse(serverNow) - 5_000;
    expect(toLocalClock(SENT, serverNow, localNow)).toBe(Date.parse(SENT) - 5_000);
    expect(toLocalClock(null, serverNow, localNow)).toBeNull();
  });
});

describe('withheldResults: a student gets no key, correctness or score while the session runs', () => {
  it('given a graded submission, then the pending form keeps only what the student answered', () => {
    const full = gradeQuiz(QUIZ, { '1': 'A', '2': 'C' }, 'attempt-1');
    const pending = withheldResults(full);
    expect(pending).toEqual({
      pending: true,
      totalQuestions: 3,
      answeredQuestions: 2,
      attemptId: 'attempt-1',
      questionResults: [
        { questionId: 'a', questionNumber: 1, hasAnswer: true, userAnswer: 'A' },
        { questionId: 'b', questionNumber: 2, hasAnswer: true, userAnswer: 'C' },
        { questionId: 'c', questionNumber: 3, hasAnswer: false, userAnswer: null },
      ],
    });
    const text = JSON.stringify(pending);
    for (const key of ['correctAnswer', 'isCorrect', 'score', 'percentage', 'correctAnswers']) {
      expect(text).not.toContain(`"${key}"`);
    }
    expect(isPendingResults(pending)).toBe(true);
    expect(isPendingResults(full)).toBe(false);
  });
});
