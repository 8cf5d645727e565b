import { describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES, SAMPLE_QUIZ, gradeQuiz, withheldResults } from '@portal/contracts';
import { classroomReducer } from './classroomReducer';
import { initialClassroomState, type ClassroomState } from './classroomState';
import { formatCountdown } from './questionClock';
import { readQuiz } from './quizModel';

// Issue 16: the student's side of live quiz time limits and of results withheld until the end.

const quiz = readQuiz(SAMPLE_QUIZ)!; // three questions of 60 s: closing 60, 120, 180 s after the start
const CODE = 'QUIZ-AB12CD';
const STARTED = '2026-03-02T09:00:00.000Z';
const T0 = Date.parse(STARTED);

function inQuiz(localAt: number, serverTime = STARTED): ClassroomState {
  const steps = [
    { type: 'browse_requested' as const, at: localAt },
    { type: 'socket_connected' as const, at: localAt },
    { type: 'authenticated' as const, at: localAt },
    { type: 'join_requested' as const, code: CODE, at: localAt },
    {
      type: 'session_joined' as const,
      sessionId: CODE,
      sessionTitle: 'Maths',
      quiz: null,
      answers: {},
      results: null,
      at: localAt,
    },
    { type: 'quiz_received' as const, quiz, clock: { startedAt: STARTED, serverTime }, at: localAt },
  ];
  return steps.reduce(classroomReducer, initialClassroomState(null));
}

describe('time limits', () => {
  it('given the quiz received with its start, then the clock is kept on the browser clock (skew corrected)', () => {
    expect(inQuiz(T0).quizStartedAt).toBe(T0);
    // the browser runs 4 s behind the server: the start is 4 s earlier on its clock
    expect(inQuiz(T0 + 2_000 - 4_000, new Date(T0 + 2_000).toISOString()).quizStartedAt).toBe(T0 - 4_000);
  });

  it('given question 1 open, when the student chooses, then it is taken; once its 60 s are over, a choice is refused with the reason', () => {
    const state = inQuiz(T0);
    const chosen = classroomReducer(state, { type: 'answer_selected', letter: 'C', at: T0 + 59_000 });
    expect(chosen.answers).toEqual({ '1': 'C' });
    const late = classroomReducer(state, { type: 'answer_selected', letter: 'C', at: T0 + 60_000 });
    expect(late.answers).toEqual({});
    expect(late.error).toBe(`Question 1: ${CLASSROOM_MESSAGES.questionClosed}`);
  });

  it('formats the countdown as m:ss', () => {
    expect([formatCountdown(125), formatCountdown(60), formatCountdown(9.2), formatCountdown(0)]).toEqual([
      '2:05',
      '1:00',
      '0:10',
      '0:00',
    ]);
  });
});

describe('results release', () => {
  it('given a pending submission, then the results stage holds no score; the full results at session end replace it', () => {
    const full = gradeQuiz(SAMPLE_QUIZ, { '1': 'C', '2': 'A' }, 'attempt-1');
    const submitted = classroomReducer(inQuiz(T0), {
      type: 'quiz_submitted',
      results: withheldResults(full),
      at: T0 + 5_000,
    });
    expect(submitted.stage).toBe('results');
    expect(JSON.stringify(submitted.results)).not.toContain('correctAnswer');
    expect(submitted.log[0]?.text).toContain('Your results come when your tutor ends the session');
    const released = classroomReducer(submitted, { type: 'quiz_submitted', results: full, at: T0 + 9_000 });
    const ended = classroomReducer(released, { type: 'session_ended', message: '', at: T0 + 9_001 });
    expect(ended.stage).toBe('ended');
    expect(ended.results).toEqual(full);
    expect(released.log[0]?.text).toBe('Results released: 1 of 3 correct (33%)');
  });
});
