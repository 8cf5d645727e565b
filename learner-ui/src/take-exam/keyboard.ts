import { letterIndex } from '@portal/contracts';
import type { ExamQuestion } from './examModel';
import { answerValue } from './examModel';

/** The current question's heading (QuestionPanel), where the focus goes after a move. */
export const QUESTION_HEADING_ID = 'question-heading';

export type ExamKeyAction =
  { kind: 'go'; index: number } | { kind: 'answer'; value: string } | { kind: 'none' };

export interface ExamKeyOptions {
  /** preventBacktrack: only → moves (no ←, no jumps by number) */
  forwardOnly?: boolean;
}

/**
 * Keys while taking an exam: ← → move, 1–9 and 0 jump to questions 1–10 of the current ten,
 * A–D pick an option, T/F answer true-false. Keys typed into a field are left alone.
 */
export function examKeyAction(
  key: string,
  current: number,
  count: number,
  question: ExamQuestion | undefined,
  options: ExamKeyOptions = {},
): ExamKeyAction {
  if (key === 'ArrowRight') {
    return current < count - 1 ? { kind: 'go', index: current + 1 } : { kind: 'none' };
  }
  if (key === 'ArrowLeft') {
    return current > 0 && !options.forwardOnly ? { kind: 'go', index: current - 1 } : { kind: 'none' };
  }
  if (/^[0-9]$/.test(key)) {
    if (options.forwardOnly) {
      return { kind: 'none' };
    }
    const offset = key === '0' ? 9 : Number(key) - 1;
    const index = Math.floor(current / 10) * 10 + offset;
    return index < count ? { kind: 'go', index } : { kind: 'none' };
  }
  if (!question) {
    return { kind: 'none' };
  }
  const letter = key.toUpperCase();
  const index = letterIndex(letter);
  if (question.type === 'multiple-choice' && index >= 0) {
    return index < question.options.length
      ? { kind: 'answer', value: answerValue(question, index) }
      : { kind: 'none' };
  }
  if (question.type === 'true-false' && (letter === 'T' || letter === 'F')) {
    return { kind: 'answer', value: letter === 'T' ? 'True' : 'False' };
  }
  return { kind: 'none' };
}
