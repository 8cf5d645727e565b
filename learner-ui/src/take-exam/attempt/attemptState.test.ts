import { describe, expect, it } from 'vitest';
import { takingRulesOf, type PauseState } from '@portal/contracts';
import type { StartedAttempt } from '../attemptApi';
import type { AttemptDraft } from '../draftStore';
import { moveTarget, openedAttempt, secondsUntil, withAnswer, withFlagToggled } from './attemptState';

/** The defaults with backtracking allowed (only preventBacktrack matters to these rules). */
const RULES = takingRulesOf({ preventBacktrack: false }, null);
const NO_PAUSE: PauseState = { pausedAt: null, usedSeconds: 0, remainingSeconds: 0 };
const question = (id: string) => ({
  id,
  question: id,
  type: 'short-answer' as const,
  options: [],
  marks: 1,
  imagePath: null,
  category: '',
  passage: null,
});

const started = (over: Partial<StartedAttempt> = {}): StartedAttempt => ({
  exam: {
    id: 'e',
    title: 'Maths',
    examType: 'mathematics',
    timeLimit: 30,
    questions: ['q1', 'q2', 'q3'].map(question),
  },
  attemptId: 'a-1',
  timeRemaining: 600,
  existingAnswers: {},
  resuming: false,
  lastQuestionIndex: 0,
  lastSeq: 0,
  rules: RULES,
  furthestQuestionIndex: 0,
  pause: NO_PAUSE,
  ...over,
});
const draft = (over: Partial<AttemptDraft>): AttemptDraft => ({
  answers: {},
  flagged: [],
  currentIndex: 0,
  seq: 0,
  unsent: false,
  updatedAt: 0,
  ...over,
});

describe('opening an attempt', () => {
  it('given a fresh start, when opened, then the first question, the time left of a 30-minute clock, not resumed', () => {
    expect(openedAttempt(started(), null)).toEqual({
      answers: {},
      flagged: [],
      index: 0,
      furthest: 0,
      seq: 0,
      unsent: false,
      left: 600,
      total: 1800,
      resumed: false,
    });
  });

  it('given a draft with unsent answers, when opened, then its answers, flags, place and newer seq win', () => {
    const opened = openedAttempt(
      started({ existingAnswers: { q1: 'A', q2: 'old' }, lastSeq: 3, lastQuestionIndex: 0 }),
      draft({ answers: { q2: 'new' }, flagged: ['q3'], currentIndex: 2, seq: 5, unsent: true }),
    );
    expect(opened).toMatchObject({
      answers: { q1: 'A', q2: 'new' },
      flagged: ['q3'],
      index: 2,
      furthest: 2,
      seq: 5,
      unsent: true,
      resumed: true,
    });
  });

  it('given forward-only rules and a server further on than the draft, when opened, then never before the furthest', () => {
    const opened = openedAttempt(
      started({
        rules: { ...RULES, preventBacktrack: true },
        furthestQuestionIndex: 2,
        lastQuestionIndex: 1,
      }),
      draft({ currentIndex: 0 }),
    );
    expect(opened).toMatchObject({ index: 2, furthest: 2 });
  });
});

describe('answers, flags and moves', () => {
  it('given an answer, when set to empty, then it is removed; otherwise it is replaced', () => {
    expect(withAnswer({ q1: 'A' }, 'q1', '')).toEqual({});
    expect(withAnswer({ q1: 'A' }, 'q1', 'B')).toEqual({ q1: 'B' });
    expect(withAnswer({}, 'q2', 'C')).toEqual({ q2: 'C' });
  });

  it('given a flag, when toggled twice, then it is set and then cleared', () => {
    const once = withFlagToggled(new Set(), 'q1');
    expect([...once]).toEqual(['q1']);
    expect([...withFlagToggled(once, 'q1')]).toEqual([]);
  });

  it('given the taking rules, when moving, then clamped to the paper and forward-only when backtrack is prevented', () => {
    expect(moveTarget(9, 0, 3, RULES)).toBe(2);
    expect(moveTarget(-1, 2, 3, RULES)).toBe(0);
    expect(moveTarget(1, 1, 3, RULES)).toBeNull();
    expect(moveTarget(1, 0, 0, RULES)).toBeNull();
    expect(moveTarget(1, 0, 3, null)).toBeNull();
    const forward = { ...RULES, preventBacktrack: true };
    expect(moveTarget(1, 0, 3, forward)).toBe(1);
    expect(moveTarget(2, 0, 3, forward)).toBeNull();
    expect(moveTarget(0, 1, 3, forward)).toBeNull();
  });

  it('given a deadline, when counting down, then whole seconds rounded up and never below zero', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(12_000, 10_000)).toBe(2);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
  });
});
