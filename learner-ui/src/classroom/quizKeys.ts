import type { OptionLetter } from '@portal/contracts';
import { OPTION_LETTERS } from './quizModel';

export type QuizKeyAction =
  { kind: 'select'; letter: OptionLetter } | { kind: 'go'; index: number } | { kind: 'none' };

/**
 * Keys during a live quiz: A–D or 1–4 choose an option (when the question has it), ← and → move to
 * the previous or next question.
 */
export function quizKeyAction(
  key: string,
  index: number,
  count: number,
  available: readonly OptionLetter[],
): QuizKeyAction {
  if (key === 'ArrowLeft') {
    return index > 0 ? { kind: 'go', index: index - 1 } : { kind: 'none' };
  }
  if (key === 'ArrowRight') {
    return index < count - 1 ? { kind: 'go', index: index + 1 } : { kind: 'none' };
  }
  const upper = key.length === 1 ? key.toUpperCase() : '';
  const byDigit = /^[1-4]$/.test(upper) ? OPTION_LETTERS[Number(upper) - 1] : undefined;
  const letter = byDigit ?? OPTION_LETTERS.find((candidate) => candidate === upper);
  return letter && available.includes(letter) ? { kind: 'select', letter } : { kind: 'none' };
}

/** Keys typed into a field or pressed with a modifier are not quiz shortcuts. */
export function isShortcutEvent(event: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) {
    return false;
  }
  const target = event.target as { tagName?: unknown; isContentEditable?: unknown } | null;
  if (!target || typeof target.tagName !== 'string') {
    return true;
  }
  return !(target.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
