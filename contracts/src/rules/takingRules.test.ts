import { describe, expect, it } from 'vitest';
import {
  PAUSE_LIMIT_SECONDS,
  PRACTICE_SCHEDULE_SETTINGS,
  backtrackFilter,
  deadlineCapOf,
  integritySummaryOf,
  pauseAllowanceSeconds,
  pausedSecondsOf,
  questionOrderFor,
  takingRulesOf,
} from './takingRules';
import { TakingRules } from '../attempts/taking';

describe('takingRulesOf (issue 16 item 3)', () => {
  it('given no settings at all (an old exam and schedule), then the spec defaults', () => {
    expect(takingRulesOf(null, null)).toEqual({
      randomizeQuestions: false,
      preventBacktrack: false,
      allowPause: false,
      pauseLimitSeconds: 0,
      showTimer: true,
      preventCopyPaste: true,
      fullScreenRequired: false,
      allowCalculator: false,
      allowNotes: false,
      allowReadAloud: true,
    });
  });

  it('given a practice attempt, then nothing is blocked or watched, pausing is allowed and the exam switches hold', () => {
    expect(takingRulesOf({ showTimer: false, allowCalculator: true }, PRACTICE_SCHEDULE_SETTINGS)).toEqual({
      randomizeQuestions: false,
      preventBacktrack: false,
      allowPause: true,
      pauseLimitSeconds: 600,
      showTimer: false,
      preventCopyPaste: false,
      fullScreenRequired: false,
      allowCalculator: true,
      allowNotes: false,
      allowReadAloud: true,
    });
  });

  it('given every switch turned, then each rule follows its own setting, with the pause limit', () => {
    expect(
      takingRulesOf(
        { allowCalculator: true, allowNotes: true, showTimer: false, preventBacktrack: true },
        {
          showResultsImmediately: true,
          allowPause: true,
          randomizeQuestions: true,
          preventCopyPaste: false,
          fullScreenRequired: true,
          allowReadAloud: false,
        },
      ),
    ).toEqual({
      randomizeQuestions: true,
      preventBacktrack: true,
      allowPause: true,
      pauseLimitSeconds: PAUSE_LIMIT_SECONDS,
      showTimer: false,
      preventCopyPaste: false,
      fullScreenRequired: true,
      allowCalculator: true,
      allowNotes: true,
      allowReadAloud: false,
    });
  });

  it('given rules recorded before read-aloud existed (issue 19), when read back, then read-aloud is allowed', () => {
    const { allowReadAloud: _absent, ...recorded } = takingRulesOf(null, null);
    expect(TakingRules.parse(recorded).allowReadAloud).toBe(true);
  });
});

const plain = (...ids: string[]) => ids.map((id) => ({ id, passageId: null }));

describe('questionOrderFor', () => {
  const questions = [
    ...plain('q1', 'q2'),
    { id: 'p1', passageId: 'story' },
    { id: 'p2', passageId: 'story' },
    { id: 'p3', passageId: 'story' },
    ...plain('q6', 'q7', 'q8'),
  ];

  it('given randomise off, then the exam order whatever the seed', () => {
    expect(questionOrderFor(questions, 'attempt-1', false)).toEqual([
      'q1',
      'q2',
      'p1',
      'p2',
      'p3',
      'q6',
      'q7',
      'q8',
    ]);
  });

  it('given randomise on, then a permutation, the same for the same seed, the passage kept as one block in order', () => {
    for (const seed of ['a', 'b', 'attempt-1', '7c0f6f8e-3a1b-4f7e-9d2a-1b2c3d4e5f60']) {
      const order = questionOrderFor(questions, seed, true);
      expect([...order].sort()).toEqual(['p1', 'p2', 'p3', 'q1', 'q2', 'q6', 'q7', 'q8']);
      expect(questionOrderFor(questions, seed, true)).toEqual(order);
      const start = order.indexOf('p1');
      expect(order.slice(start, start + 3)).toEqual(['p1', 'p2', 'p3']);
    }
  });

  it('given five seeds, then not every order is the same, and some differs from the exam order', () => {
    const orders = ['s1', 's2', 's3', 's4', 's5'].map((seed) =>
      questionOrderFor(questions, seed, true).join(),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
    expect(orders.some((order) => order !== 'q1,q2,p1,p2,p3,q6,q7,q8')).toBe(true);
  });

  it('given a passage whose questions are apart in the exam, then they are brought together at the first one', () => {
    const apart = [{ id: 'a', passageId: 'x' }, ...plain('b'), { id: 'c', passageId: 'x' }];
    const order = questionOrderFor(apart, 'seed', true);
    expect(order.join()).toMatch(/^(a,c,b|b,a,c)$/);
  });
});

describe('backtrackFilter', () => {
  const order = ['q3', 'q1', 'q2', 'q4'];

  it('given prevent backtrack and furthest 2 (q2), then answers to q3 and q1 are dropped, q2 and q4 kept, furthest moves to 3', () => {
    expect(
      backtrackFilter({
        preventBacktrack: true,
        order,
        furthestQuestionIndex: 2,
        answers: { q1: 'A', q2: 'B', q3: 'C', q4: 'D' },
        lastQuestionIndex: 3,
      }),
    ).toEqual({ answers: { q2: 'B', q4: 'D' }, ignored: ['q1', 'q3'], furthestQuestionIndex: 3 });
  });

  it('given the question just left in the save that moves on, then its answer counts (closed only from the next save)', () => {
    expect(
      backtrackFilter({
        preventBacktrack: true,
        order,
        furthestQuestionIndex: 0,
        answers: { q3: 'C' },
        lastQuestionIndex: 1,
      }),
    ).toEqual({ answers: { q3: 'C' }, ignored: [], furthestQuestionIndex: 1 });
  });

  it('given a save that says an earlier index, or one past the end, then furthest never goes back and stops at the last', () => {
    const base = { preventBacktrack: true, order, answers: {} };
    expect(
      backtrackFilter({ ...base, furthestQuestionIndex: 2, lastQuestionIndex: 0 }).furthestQuestionIndex,
    ).toBe(2);
    expect(
      backtrackFilter({ ...base, furthestQuestionIndex: 2, lastQuestionIndex: 99 }).furthestQuestionIndex,
    ).toBe(3);
    expect(
      backtrackFilter({ ...base, furthestQuestionIndex: 2, lastQuestionIndex: null }).furthestQuestionIndex,
    ).toBe(2);
  });

  it('given backtracking allowed, then every answer is kept and furthest is still tracked', () => {
    expect(
      backtrackFilter({
        preventBacktrack: false,
        order,
        furthestQuestionIndex: 3,
        answers: { q3: 'C' },
        lastQuestionIndex: 0,
      }),
    ).toEqual({ answers: { q3: 'C' }, ignored: [], furthestQuestionIndex: 3 });
  });
});

describe('pause allowance', () => {
  const deadline = '2026-12-01T10:30:00.000Z';

  it('given pausing not allowed, then none', () => {
    expect(
      pauseAllowanceSeconds({ allowPause: false, limitSeconds: 600, usedSeconds: 0, deadline, capAt: null }),
    ).toBe(0);
  });

  it('given 150 s used and no window, then 450 s left', () => {
    expect(
      pauseAllowanceSeconds({ allowPause: true, limitSeconds: 600, usedSeconds: 150, deadline, capAt: null }),
    ).toBe(450);
  });

  it('given the window closing 4 minutes after the deadline, then 240 s at most; none when it closes at the deadline', () => {
    const capAt = '2026-12-01T10:34:00.000Z';
    expect(
      pauseAllowanceSeconds({ allowPause: true, limitSeconds: 600, usedSeconds: 0, deadline, capAt }),
    ).toBe(240);
    expect(
      pauseAllowanceSeconds({
        allowPause: true,
        limitSeconds: 600,
        usedSeconds: 0,
        deadline,
        capAt: deadline,
      }),
    ).toBe(0);
  });

  it('given a window ending 11:00 with 5 grace minutes and a 30-minute exam at ×1.5 plus 10, then the cap is 11:30', () => {
    // added: 30 × 0.5 + 10 = 25 minutes; 11:00 + 5 + 25 = 11:30
    expect(
      deadlineCapOf({
        windowEnd: '2026-12-01T11:00:00.000Z',
        graceMinutes: 5,
        durationMinutes: 30,
        extraMinutes: 10,
        timeMultiplier: 1.5,
      }),
    ).toBe('2026-12-01T11:30:00.000Z');
    expect(
      deadlineCapOf({
        windowEnd: null,
        graceMinutes: 5,
        durationMinutes: 30,
        extraMinutes: 0,
        timeMultiplier: 1,
      }),
    ).toBeNull();
  });

  it('given a pause from 10:00:00 resumed at 10:02:05.900, then 125 s; capped at the allowance', () => {
    const now = new Date('2026-12-01T10:02:05.900Z');
    expect(pausedSecondsOf('2026-12-01T10:00:00.000Z', now, 600)).toBe(125);
    expect(pausedSecondsOf('2026-12-01T10:00:00.000Z', now, 100)).toBe(100);
  });
});

describe('integritySummaryOf', () => {
  it('given three events of two kinds, then count 3, the latest time and every kind counted', () => {
    expect(
      integritySummaryOf([
        { kind: 'fullscreen_exit', at: '2026-12-01T10:05:00.000Z' },
        { kind: 'paste_blocked', at: '2026-12-01T10:07:00.000Z' },
        { kind: 'fullscreen_exit', at: '2026-12-01T10:06:00.000Z' },
      ]),
    ).toEqual({
      count: 3,
      lastAt: '2026-12-01T10:07:00.000Z',
      byKind: {
        fullscreen_exit: 2,
        focus_lost: 0,
        copy_blocked: 0,
        cut_blocked: 0,
        paste_blocked: 1,
        context_menu_blocked: 0,
      },
    });
  });

  it('given none, then zero and no time', () => {
    expect(integritySummaryOf([])).toMatchObject({ count: 0, lastAt: null });
  });
});
