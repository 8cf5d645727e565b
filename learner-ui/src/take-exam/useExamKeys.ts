import { useEffect, useRef } from 'react';
import type { ExamQuestion } from './examModel';
import { examKeyAction, QUESTION_HEADING_ID } from './keyboard';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return (
    target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'radio')
  );
}

/**
 * Where the focus stays when the question changes: in a dialog (it hands the focus back itself)
 * or in a tool the child is using (calculator, notes, reading aids).
 */
function keepsFocus(element: Element | null): boolean {
  return (
    element instanceof HTMLElement &&
    element.closest('[role="dialog"], #exam-calculator, #exam-notes, #exam-reading-aids') !== null
  );
}

export interface ExamKeysInput {
  /** keys work: the exam runs and no dialog or overlay is open */
  enabled: boolean;
  index: number;
  count: number;
  question: ExamQuestion | undefined;
  forwardOnly: boolean;
  goTo: (index: number) => void;
  /** Next as the button does it (it may ask before closing an unanswered question) */
  requestNext: () => void;
  setAnswer: (questionId: string, value: string) => void;
}

/**
 * Arrows and numbers move, letters answer (spec 002 §2.6), unless the child is typing. After a move
 * (by key, Next, Previous or the grid) the focus goes to the new question's heading: a screen
 * reader reads it, and the next Tab reaches its flag and its answer (the old question's option or
 * field that had the focus is gone, and the focus would fall to the page's body).
 */
export function useExamKeys(input: ExamKeysInput): void {
  const { enabled, index, count, question, forwardOnly, goTo, setAnswer } = input;
  const requestNextRef = useRef(input.requestNext);
  requestNextRef.current = input.requestNext;
  const shownIndex = useRef(index);

  useEffect(() => {
    if (shownIndex.current === index) {
      return;
    }
    shownIndex.current = index;
    const heading = document.getElementById(QUESTION_HEADING_ID);
    if (heading && !keepsFocus(document.activeElement)) {
      // focusable by script only: the heading is no Tab stop
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [index]);

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) {
        return;
      }
      const action = examKeyAction(event.key, index, count, question, { forwardOnly });
      if (action.kind === 'go') {
        event.preventDefault();
        if (action.index === index + 1) {
          requestNextRef.current();
        } else {
          goTo(action.index);
        }
      } else if (action.kind === 'answer' && question) {
        event.preventDefault();
        setAnswer(question.id, action.value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, index, count, question, goTo, setAnswer, forwardOnly]);
}
