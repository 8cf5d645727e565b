import { describe, expect, it } from 'vitest';
import type { TakingRules } from '@portal/contracts';
import { clearDrafts } from './draftStore';
import { MemoryStorage } from './memoryStorage';
import { examKeyAction } from './keyboard';
import { clearNotes, loadNotes, NOTES_MAX_LENGTH, storeNotes } from './notesStore';
import {
  blockedMessage,
  createIntegrityThrottle,
  frozenAfterAdjustment,
  isQuestionClosed,
  mayMove,
  mayPause,
  openingIndex,
  pauseClock,
  watchesFocus,
} from './takingRulesView';

const OPEN: TakingRules = {
  randomizeQuestions: false,
  preventBacktrack: false,
  allowPause: false,
  pauseLimitSeconds: 0,
  showTimer: true,
  preventCopyPaste: false,
  fullScreenRequired: false,
  allowCalculator: false,
  allowNotes: false,
  allowReadAloud: true,
};
const FORWARD_ONLY: TakingRules = { ...OPEN, preventBacktrack: true };

describe('preventBacktrack in the view', () => {
  it('given backtrack prevented and question 4 reached, then questions 1–3 are closed and 4 is not', () => {
    expect([0, 1, 2, 3, 4].map((index) => isQuestionClosed(FORWARD_ONLY, index, 3))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isQuestionClosed(OPEN, 0, 3)).toBe(false);
  });

  it('given backtrack prevented, then only Next moves: no going back, no jumping ahead', () => {
    expect(mayMove(FORWARD_ONLY, 2, 3, 10)).toBe(true);
    expect(mayMove(FORWARD_ONLY, 2, 1, 10)).toBe(false);
    expect(mayMove(FORWARD_ONLY, 2, 5, 10)).toBe(false);
    expect(mayMove(FORWARD_ONLY, 9, 10, 10)).toBe(false);
    expect(mayMove(OPEN, 2, 0, 10)).toBe(true);
    expect(mayMove(OPEN, 2, 9, 10)).toBe(true);
  });

  it('given backtrack prevented, then ← and the number keys do nothing and → moves on', () => {
    const forwardOnly = { forwardOnly: true };
    expect(examKeyAction('ArrowLeft', 3, 10, undefined, forwardOnly)).toEqual({ kind: 'none' });
    expect(examKeyAction('1', 3, 10, undefined, forwardOnly)).toEqual({ kind: 'none' });
    expect(examKeyAction('ArrowRight', 3, 10, undefined, forwardOnly)).toEqual({ kind: 'go', index: 4 });
    expect(examKeyAction('ArrowLeft', 3, 10, undefined)).toEqual({ kind: 'go', index: 2 });
  });

  it('given a resume, then the attempt opens at the furthest question reached, never before it', () => {
    const base = { count: 10, furthest: 6, draftIndex: null, serverIndex: 2 };
    expect(openingIndex({ ...base, rules: FORWARD_ONLY })).toBe(6);
    expect(openingIndex({ ...base, rules: FORWARD_ONLY, draftIndex: 7 })).toBe(7);
    expect(openingIndex({ ...base, rules: OPEN })).toBe(2);
    expect(openingIndex({ ...base, rules: OPEN, draftIndex: 4 })).toBe(4);
    expect(openingIndex({ ...base, rules: FORWARD_ONLY, furthest: 40 })).toBe(9);
    expect(openingIndex({ ...base, rules: OPEN, count: 0 })).toBe(0);
  });
});

describe('pause in the view', () => {
  it('given a paused attempt with 600 s of exam frozen and 300 s of pause left, then the exam shows 600 s and the pause ends in 300 s', () => {
    const clock = pauseClock(
      600,
      { pausedAt: '2026-11-28T09:00:00.000Z', usedSeconds: 0, remainingSeconds: 300 },
      1_000_000,
    );
    expect(clock).toEqual({ examSecondsLeft: 600, endsAt: 1_300_000 });
  });

  it('given a pause with 200 s left, when the tutor adds time and the push says 1,400 s to the provisional deadline, then 1,200 s are frozen', () => {
    const clock = { examSecondsLeft: 600, endsAt: 1_200_000 };
    expect(frozenAfterAdjustment(1_400, clock, 1_000_000)).toBe(1_200);
  });

  it('given a running clock, then there is no pause clock', () => {
    expect(pauseClock(900, { pausedAt: null, usedSeconds: 120, remainingSeconds: 180 }, 0)).toBeNull();
  });

  it('given pausing allowed, then Pause is offered only while pause time is left', () => {
    const rules = { ...OPEN, allowPause: true, pauseLimitSeconds: 600 };
    expect(mayPause(rules, { pausedAt: null, usedSeconds: 0, remainingSeconds: 600 })).toBe(true);
    expect(mayPause(rules, { pausedAt: null, usedSeconds: 600, remainingSeconds: 0 })).toBe(false);
    expect(mayPause(OPEN, { pausedAt: null, usedSeconds: 0, remainingSeconds: 0 })).toBe(false);
  });
});

describe('integrity reports', () => {
  it('given the same kind twice within 5 s, then it is reported once; another kind or 5 s later is reported', () => {
    let now = 0;
    const mayReport = createIntegrityThrottle(5_000, () => now);
    expect(mayReport('paste_blocked')).toBe(true);
    now = 4_999;
    expect(mayReport('paste_blocked')).toBe(false);
    expect(mayReport('copy_blocked')).toBe(true);
    now = 5_000;
    expect(mayReport('paste_blocked')).toBe(true);
  });

  it('given no integrity setting, then focus loss is not watched; with full screen or no copy/paste it is', () => {
    expect(watchesFocus(OPEN)).toBe(false);
    expect(watchesFocus({ ...OPEN, fullScreenRequired: true })).toBe(true);
    expect(watchesFocus({ ...OPEN, preventCopyPaste: true })).toBe(true);
  });

  it('given a blocked paste, then the child is told kindly what to do; leaving full screen has its own prompt', () => {
    expect(blockedMessage('paste_blocked')).toBe(
      'Pasting is switched off for this exam. Please type your answer.',
    );
    expect(blockedMessage('fullscreen_exit')).toBeNull();
  });
});

describe('notes pad storage (allowNotes)', () => {
  it('given notes for an attempt, then they are read back for that attempt only, and cleared at submission', () => {
    const storage = new MemoryStorage();
    storeNotes(storage, 'student-1', 'attempt-1', '12 × 3 = 36');
    expect(loadNotes(storage, 'student-1', 'attempt-1')).toBe('12 × 3 = 36');
    expect(loadNotes(storage, 'student-1', 'attempt-2')).toBe('');
    expect(loadNotes(storage, 'student-2', 'attempt-1')).toBe('');
    clearNotes(storage, 'student-1', 'attempt-1');
    expect(storage.length).toBe(0);
  });

  it('given very long notes, then they are cut to the limit; empty notes leave no entry', () => {
    const storage = new MemoryStorage();
    storeNotes(storage, 's', 'a', 'x'.repeat(NOTES_MAX_LENGTH + 10));
    expect(loadNotes(storage, 's', 'a')).toHaveLength(NOTES_MAX_LENGTH);
    storeNotes(storage, 's', 'a', '');
    expect(storage.length).toBe(0);
  });

  it('given a sign-out, then the notes go with the drafts', () => {
    const storage = new MemoryStorage();
    storeNotes(storage, 'student-1', 'attempt-1', 'scrap');
    clearDrafts(storage);
    expect(loadNotes(storage, 'student-1', 'attempt-1')).toBe('');
  });
});
