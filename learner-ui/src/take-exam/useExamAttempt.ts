import { useCallback } from 'react';
import type { AttemptContext } from './attemptApi';
import type { AttemptView } from './attempt/attemptCore';
import { useAnswering, type Answering } from './attempt/useAnswering';
import { useApplyPause } from './attempt/useApplyPause';
import { useAttemptClock } from './attempt/useAttemptClock';
import { useAttemptCore } from './attempt/useAttemptCore';
import { useAttemptLoad } from './attempt/useAttemptLoad';
import { useAttemptPause } from './attempt/useAttemptPause';
import { useAttemptSubmit } from './attempt/useAttemptSubmit';
import { useAutosave } from './attempt/useAutosave';
import { useLeaveGuards } from './attempt/useLeaveGuards';

export type { AttemptPhase, PauseView } from './attempt/attemptCore';
export { EXAM_SESSION_HOLD, TAKE_EXAM_MESSAGES } from './attempt/messages';
export { isAttemptClosed } from './attempt/useAttemptSubmit';

export interface ExamAttempt extends AttemptView, Answering {
  submit: () => void;
  /** Stops the clock (allowPause): the answers are saved first, no save runs while paused. */
  pauseExam: () => void;
  resumeExam: () => void;
  retryLoad: () => void;
  /** Sends what is unsent before leaving the page. */
  flush: () => void;
}

/**
 * One exam attempt (spec 002 §2.6, §4): start or resume, a timer from the server's time left,
 * auto-save with an increasing sequence number, answers kept in this browser while offline, and
 * submit, then the completion callback one second later. The attempt's taking rules (issue 16
 * item 3): forward-only moves, pause (the server moves its deadline), and integrity reports; while
 * it runs the midnight sign-out waits (item 13). Each concern is its own hook in ./attempt; they
 * are called in this order because effects run (and clean up) in it.
 */
export function useExamAttempt(
  context: AttemptContext,
  studentId: string,
  onComplete: (attemptId: string) => void,
): ExamAttempt {
  const core = useAttemptCore(context, studentId, onComplete);
  const submitNow = useAttemptSubmit(core);
  const applyPause = useApplyPause(core);
  const retryLoad = useAttemptLoad(core, applyPause);
  /** the clock runs: active and not paused */
  const running = core.phase.status === 'active' && core.pause.clock === null;
  const flush = useAutosave(core, running, submitNow);
  useLeaveGuards(core);
  useAttemptClock(core, running, submitNow);
  const { pauseExam, resumeExam } = useAttemptPause(core, applyPause);
  const answering = useAnswering(core);

  const { attemptId } = core;
  const submit = useCallback(() => {
    if (attemptId) {
      submitNow(attemptId);
    }
  }, [attemptId, submitNow]);

  return {
    phase: core.phase,
    exam: core.exam,
    attemptId,
    resumed: core.resumed,
    answers: core.answers,
    flagged: core.flagged,
    index: core.index,
    furthest: core.furthest,
    rules: core.rules,
    pause: core.pause,
    remaining: core.remaining,
    totalSeconds: core.totalSeconds,
    saveStatus: core.saveStatus,
    offline: core.offline,
    ...answering,
    submit,
    pauseExam,
    resumeExam,
    retryLoad,
    flush,
  };
}
