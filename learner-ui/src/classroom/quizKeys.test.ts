import { describe, expect, it } from 'vitest';
import { isShortcutEvent, quizKeyAction } from './quizKeys';

const all = ['A', 'B', 'C', 'D'] as const;

describe('quizKeyAction', () => {
  it('chooses an option by letter or by number', () => {
    expect(quizKeyAction('b', 0, 3, all)).toEqual({ kind: 'select', letter: 'B' });
    expect(quizKeyAction('D', 0, 3, all)).toEqual({ kind: 'select', letter: 'D' });
    expect(quizKeyAction('1', 0, 3, all)).toEqual({ kind: 'select', letter: 'A' });
    expect(quizKeyAction('4', 0, 3, all)).toEqual({ kind: 'select', letter: 'D' });
  });

  it('ignores options the question does not have and other keys', () => {
    expect(quizKeyAction('C', 0, 3, ['A', 'B'])).toEqual({ kind: 'none' });
    expect(quizKeyAction('5', 0, 3, all)).toEqual({ kind: 'none' });
    expect(quizKeyAction('E', 0, 3, all)).toEqual({ kind: 'none' });
    expect(quizKeyAction('Enter', 0, 3, all)).toEqual({ kind: 'none' });
  });

  it('moves with the arrow keys, not past either end', () => {
    expect(quizKeyAction('ArrowRight', 0, 3, all)).toEqual({ kind: 'go', index: 1 });
    expect(quizKeyAction('ArrowLeft', 2, 3, all)).toEqual({ kind: 'go', index: 1 });
    expect(quizKeyAction('ArrowLeft', 0, 3, all)).toEqual({ kind: 'none' });
    expect(quizKeyAction('ArrowRight', 2, 3, all)).toEqual({ kind: 'none' });
  });
});

describe('isShortcutEvent', () => {
  const base = { altKey: false, ctrlKey: false, metaKey: false };
  it('leaves typing and modified keys alone', () => {
    expect(isShortcutEvent({ ...base, target: { tagName: 'INPUT' } as unknown as EventTarget })).toBe(false);
    expect(isShortcutEvent({ ...base, ctrlKey: true, target: null })).toBe(false);
    expect(isShortcutEvent({ ...base, target: { tagName: 'BUTTON' } as unknown as EventTarget })).toBe(true);
    expect(isShortcutEvent({ ...base, target: null })).toBe(true);
  });
});
