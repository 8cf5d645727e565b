import { useCallback } from 'react';
import type { IntegrityKind } from '@portal/contracts';
import { reportIntegrity as sendIntegrityReport } from '../attemptApi';
import { moveTarget, withAnswer, withFlagToggled } from './attemptState';
import type { AttemptCore } from './attemptCore';

export interface Answering {
  setAnswer: (questionId: string, value: string) => void;
  toggleFlag: (questionId: string) => void;
  /** Moves to a question the taking rules allow (forward only with preventBacktrack). */
  goTo: (index: number) => void;
  /** Records a left full screen, a lost focus or a blocked copy/paste (the caller throttles). */
  reportIntegrity: (kind: IntegrityKind) => void;
}

/** What the child does on a question: answer, flag, move; each kept in the draft at once. */
export function useAnswering(core: AttemptCore): Answering {
  const { live, context, exam, attemptId, persist, setAnswers, setFlagged, setIndex, setFurthest } = core;

  const setAnswer = useCallback(
    (questionId: string, value: string) => {
      if (live.submitting || live.pausing) {
        return;
      }
      live.answers = withAnswer(live.answers, questionId, value);
      live.unsent = true;
      setAnswers(live.answers);
      persist(attemptId, live.flagged);
      live.autosave?.answered();
    },
    [live, attemptId, persist, setAnswers],
  );

  const toggleFlag = useCallback(
    (questionId: string) => {
      setFlagged((current) => {
        const next = withFlagToggled(current, questionId);
        persist(attemptId, next);
        return next;
      });
    },
    [attemptId, persist, setFlagged],
  );

  const goTo = useCallback(
    (target: number) => {
      const next = moveTarget(target, live.index, exam?.questions.length ?? 0, live.rules);
      if (next === null) {
        return;
      }
      live.index = next;
      setIndex(next);
      if (next > live.furthest) {
        live.furthest = next;
        setFurthest(next);
      }
      persist(attemptId, live.flagged);
    },
    [live, exam, attemptId, persist, setIndex, setFurthest],
  );

  const reportIntegrity = useCallback(
    (kind: IntegrityKind) => {
      if (!attemptId || live.submitting) {
        return;
      }
      sendIntegrityReport(context, attemptId, kind).catch((error: unknown) => {
        // a lost report is not worth troubling the child about
        console.warn('An exam integrity report was not recorded', error);
      });
    },
    [live, context, attemptId],
  );

  return { setAnswer, toggleFlag, goTo, reportIntegrity };
}
