import { useCallback, useEffect } from 'react';
import type { PauseState } from '@portal/contracts';
import { errorMessage, isApiError } from '@portal/ui-shared';
import { startAttempt } from '../attemptApi';
import { draftStorage, loadDraft } from '../draftStore';
import { openedAttempt } from './attemptState';
import type { AttemptCore } from './attemptCore';

/**
 * Opens the attempt (start or resume) with this browser's draft, again on retry; a second load
 * while one runs is skipped. Returns the retry.
 */
export function useAttemptLoad(
  core: AttemptCore,
  applyPause: (timeRemaining: number, state: PauseState) => void,
): () => void {
  const { live, context, studentId, loadCount, setLoadCount, setPhase } = core;
  const { setExam, setAttemptId, setRules, setResumed, setAnswers, setFlagged, setIndex } = core;
  const { setFurthest, setRemaining, setTotalSeconds, setSaveStatus } = core;

  useEffect(() => {
    if (live.loading) {
      return undefined;
    }
    live.loading = true;
    let cancelled = false;
    live.submitting = false;
    startAttempt(context, studentId).then(
      (started) => {
        live.loading = false;
        if (cancelled) {
          return;
        }
        const draft = loadDraft(draftStorage(), studentId, started.attemptId);
        const opened = openedAttempt(started, draft);
        live.answers = opened.answers;
        live.index = opened.index;
        live.furthest = opened.furthest;
        live.rules = started.rules;
        live.seq = opened.seq;
        live.unsent = opened.unsent;
        live.deadline = Date.now() + opened.left * 1000;
        live.startedAt = Date.now() - (opened.total - opened.left) * 1000;
        setExam(started.exam);
        setAttemptId(started.attemptId);
        setRules(started.rules);
        setResumed(opened.resumed);
        setAnswers(opened.answers);
        setFlagged(new Set(opened.flagged));
        setIndex(opened.index);
        setFurthest(opened.furthest);
        setRemaining(opened.left);
        setTotalSeconds(opened.total);
        applyPause(opened.left, started.pause);
        live.saveStatus = opened.unsent ? 'error' : 'saved';
        setSaveStatus(live.saveStatus);
        setPhase({ status: 'active' });
      },
      (error: unknown) => {
        live.loading = false;
        if (cancelled) {
          return;
        }
        console.error('Starting the exam failed', error);
        const detail = isApiError(error) && !error.network ? errorMessage(error, '') : '';
        setPhase({ status: 'load-error', detail: detail || null });
      },
    );
    return () => {
      cancelled = true;
      live.loading = false;
    };
    // loadCount asks for a new load; the setters are React's own (stable)
  }, [
    live,
    context,
    studentId,
    loadCount,
    applyPause,
    setExam,
    setAttemptId,
    setRules,
    setResumed,
    setAnswers,
    setFlagged,
    setIndex,
    setFurthest,
    setRemaining,
    setTotalSeconds,
    setSaveStatus,
    setPhase,
  ]);

  return useCallback(() => {
    setPhase({ status: 'loading' });
    setLoadCount((count) => count + 1);
  }, [setPhase, setLoadCount]);
}
