import { describe, expect, it } from 'vitest';
import {
  ATTEMPTS_PERSONAL_DATA,
  AnswersInput,
  MarkEssaysRequest,
  attemptFigures,
  withEssayMarks,
  actionLabel,
  attemptDeadline,
  availabilityOf,
  dueCountdown,
  historyBadge,
  timeStatusOf,
  uiStateOf,
} from './index';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const window = (start: number | null, end: number | null, grace = 0) => ({
  scheduledStartTime: start === null ? null : at(start),
  scheduledEndTime: end === null ? null : at(end),
  gracePeriodMinutes: grace,
});

describe('time status (spec 002 §4)', () => {
  it.each([
    [window(10, 60), 'upcoming'],
    [window(-10, 60), 'active'],
    [window(-10, null), 'active'],
    [window(null, null), 'active'],
    [window(-60, -5, 10), 'grace_period'],
    [window(-60, -5, 0), 'expired'],
    [window(-60, 0), 'expired'],
  ] as const)('%j → %s', (input, status) => {
    expect(timeStatusOf(input, NOW)).toBe(status);
  });
});

describe('the deadline', () => {
  const base = { startTime: at(0), durationMinutes: 30, windowEnd: null, graceMinutes: 0 };
  it('is start + duration × multiplier + extra minutes', () => {
    expect(attemptDeadline({ ...base, accommodation: { extraMinutes: 0, timeMultiplier: 1 } })).toBe(at(30));
    expect(attemptDeadline({ ...base, accommodation: { extraMinutes: 5, timeMultiplier: 1.5 } })).toBe(
      at(50),
    );
  });
  it('is capped by the window end plus grace, moved by what the accommodation adds', () => {
    const capped = { ...base, windowEnd: at(10), graceMinutes: 5 };
    expect(attemptDeadline({ ...capped, accommodation: { extraMinutes: 0, timeMultiplier: 1 } })).toBe(
      at(15),
    );
    expect(attemptDeadline({ ...capped, accommodation: { extraMinutes: 10, timeMultiplier: 1 } })).toBe(
      at(25),
    );
  });
});

describe('action mapping (spec 002 §4)', () => {
  const attempt = (status: 'in_progress' | 'completed', deadline = at(20), n = 1) => ({
    id: `a${n}`,
    status,
    attemptNumber: n,
    deadline,
  });
  it.each([
    ['no attempt, open', window(-5, 60), [], 1, 'available', 'start'],
    ['no attempt, upcoming', window(5, 60), [], 1, 'available', 'scheduled'],
    ['no attempt, closed', window(-60, -5), [], 1, 'available', 'expired'],
    ['no attempt, grace', window(-60, -5, 10), [], 1, 'available', 'start'],
    ['running', window(-5, 60), [attempt('in_progress')], 1, 'in_progress', 'resume'],
    ['running after the window', window(-60, -5), [attempt('in_progress')], 1, 'in_progress', 'resume'],
    ['past its deadline', window(-5, 60), [attempt('in_progress', at(-1))], 1, 'completed', 'view_results'],
    ['completed', window(-5, 60), [attempt('completed')], 1, 'completed', 'view_results'],
    ['completed, makeup granted', window(-5, 60), [attempt('completed')], 2, 'completed', 'start_makeup'],
    ['completed, makeup but closed', window(-60, -5), [attempt('completed')], 2, 'completed', 'view_results'],
  ] as const)('%s', (_name, input, attempts, allowed, attemptStatus, action) => {
    const found = availabilityOf({
      window: input,
      attempts: [...attempts],
      allowedAttempts: allowed,
      now: NOW,
    });
    expect([found.attemptStatus, found.actionAvailable]).toEqual([attemptStatus, action]);
  });

  it('labels follow the table, with the attempt-status fallback', () => {
    expect(actionLabel('start_makeup')).toEqual({ label: 'Makeup Available', enabled: true });
    expect(actionLabel('scheduled')).toEqual({ label: 'Upcoming', enabled: false });
    expect(actionLabel('other')).toEqual({ label: 'Not Available', enabled: false });
    expect(actionLabel(null, 'completed').label).toBe('View Results');
    expect(actionLabel(undefined, 'in_progress').label).toBe('Resume Exam');
    expect(actionLabel(undefined, 'available').label).toBe('Start Exam');
  });

  it('ui state: button text and the time line', () => {
    expect(uiStateOf({ actionAvailable: 'start', timeStatus: 'active' }, window(-5, 30), NOW)).toEqual({
      buttonText: 'Start Exam',
      showTimeInfo: true,
      timeText: 'Due soon',
    });
    expect(
      uiStateOf({ actionAvailable: 'scheduled', timeStatus: 'upcoming' }, window(90, 200), NOW).timeText,
    ).toBe('Starts in 1h 30m');
    expect(
      uiStateOf({ actionAvailable: 'resume', timeStatus: 'active' }, window(-5, 60), NOW, at(12)).timeText,
    ).toBe('12m left');
  });

  it('due countdown: Overdue, days and hours, hours, Due soon', () => {
    expect(dueCountdown(at(-1), NOW)).toBe('Overdue');
    expect(dueCountdown(at(30), NOW)).toBe('Due soon');
    expect(dueCountdown(at(150), NOW)).toBe('Due in 2 hours');
    expect(dueCountdown(at(60 * 25), NOW)).toBe('Due in 1 day 1 hour');
  });
});

describe('history badge (spec 002 §4)', () => {
  it.each([
    ['completed', window(-60, -5), 'completed'],
    ['in_progress', window(-60, 5), 'in_progress'],
    ['available', window(-60, -5), 'missed'],
    ['available', window(-60, 5), 'available'],
    ['available', window(5, 60), 'upcoming'],
  ] as const)('%s in %j → %s', (attemptStatus, input, badge) => {
    expect(historyBadge({ attemptStatus, ...input, now: NOW })).toBe(badge);
  });
});

describe('answers and personal data', () => {
  it('answers become text; null clears', () => {
    expect(AnswersInput.parse({ a: 5, b: true, c: null, d: 'x' })).toEqual({
      a: '5',
      b: 'true',
      c: '',
      d: 'x',
    });
    expect(AnswersInput.safeParse({ a: { nested: 1 } }).success).toBe(false);
  });
  it('a child’s answers are encrypted with their key', () => {
    expect(ATTEMPTS_PERSONAL_DATA.AnswersSaved).toEqual({ subject: 'studentId', fields: ['answers'] });
    expect(ATTEMPTS_PERSONAL_DATA.AttemptSubmitted).toEqual({ subject: 'studentId', fields: ['answers'] });
    expect(ATTEMPTS_PERSONAL_DATA.AttemptStarted).toBeNull();
  });
});

describe('essay marking', () => {
  it('given marks and feedback, then whole marks of 0 or more, feedback only with marks, at most 1,000 characters', () => {
    expect(MarkEssaysRequest.parse({ marks: { q7: 3 }, feedback: { q7: '  Well argued ' } })).toEqual({
      marks: { q7: 3 },
      feedback: { q7: 'Well argued' },
    });
    expect(MarkEssaysRequest.parse({ marks: { q7: 0 }, feedback: { q7: '  ' } }).feedback).toEqual({});
    const message = (body: unknown) => MarkEssaysRequest.safeParse(body).error?.issues[0]?.message;
    expect(message({ marks: { q7: 2.5 } })).toBe('Marks must be a whole number, 0 or more');
    expect(message({ marks: { q7: -1 } })).toBe('Marks must be a whole number, 0 or more');
    expect(message({ marks: { q7: '3' } })).toBe('Marks must be a whole number, 0 or more');
    expect(message({ marks: {} })).toBe('Give marks for at least one essay question');
    expect(message({})).toBe('Give marks for at least one essay question');
    expect(message({ marks: { q7: 1 }, feedback: { q7: 'x'.repeat(1001) } })).toBe(
      'Feedback must be at most 1,000 characters',
    );
    expect(message({ marks: { q7: 1 }, feedback: { q8: 'Nice' } })).toBe(
      'Feedback is given with the marks of its question',
    );
  });

  it('given an essay marked, then it counts with its marks; full marks only are correct', () => {
    const results = [
      { questionId: 'q1', marks: 2, maxMarks: 2, isCorrect: true, answered: true },
      { questionId: 'q2', marks: 0, maxMarks: 5, isCorrect: null, answered: true },
      { questionId: 'q3', marks: 0, maxMarks: 1, isCorrect: false, answered: false },
    ];
    expect(attemptFigures(results)).toMatchObject({ score: 2, percentage: 66.7, awaitingMarking: 1 });
    const partial = withEssayMarks(results, { q2: 3 });
    expect(partial[1]).toEqual({ questionId: 'q2', marks: 3, maxMarks: 5, isCorrect: false, answered: true });
    // (2 + 3) of (2 + 5 + 1)
    expect(attemptFigures(partial)).toEqual({
      score: 5,
      percentage: 62.5,
      correctAnswers: 1,
      incorrectAnswers: 1,
      unanswered: 1,
      awaitingMarking: 0,
    });
    expect(attemptFigures(withEssayMarks(partial, { q2: 5 }))).toMatchObject({ score: 7, correctAnswers: 2 });
  });

  it('feedback is personal data of the student', () => {
    expect(ATTEMPTS_PERSONAL_DATA.EssayAnswersMarked).toEqual({ subject: 'studentId', fields: ['feedback'] });
  });
});
