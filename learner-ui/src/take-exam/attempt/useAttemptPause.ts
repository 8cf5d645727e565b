import { useCallback, useEffect } from 'react';
import type { PauseState } from '@portal/contracts';
import { isApiError } from '@portal/ui-shared';
import { setAttemptPaused } from '../attemptApi';
import { secondsUntil } from './attemptState';
import { IDLE_PAUSE, type AttemptCore } from './attemptCore';
import { TAKE_EXAM_MESSAGES } from './messages';

type ApplyPause = (timeRemaining: number, state: PauseState) => void;

/**
 * Pause and resume (allowPause, issue 16 item 3): the answers are saved first, no save runs while
 * paused, and the server moves its deadline; the pause's own countdown resumes by itself at zero.
 */
export function useAttemptPause(
  core: AttemptCore,
  applyPause: ApplyPause,
): { pauseExam: () => void; resumeExam: () => void } {
  const { live, context, attemptId, phase, pause, setPause, setPhase, setLoadCount } = core;
  const active = phase.status === 'active';

  const resumeExam = useCallback(() => {
    if (!attemptId || !live.pauseClock) {
      return;
    }
    setPause((current) => ({ ...current, busy: true, error: null }));
    setAttemptPaused(context, attemptId, false).then(
      (answer) => {
        if (!live.disposed) {
          applyPause(answer.timeRemaining, answer.pause);
        }
      },
      (error: unknown) => {
        console.error('Resuming the exam failed', error);
        if (isApiError(error) && !error.network && error.status >= 400 && error.status < 500) {
          // the server no longer holds this pause (it ended by itself, or the attempt closed):
          // open the attempt again for its clock as the server has it
          live.pauseClock = null;
          live.pausing = false;
          setPause(IDLE_PAUSE);
          setPhase({ status: 'loading' });
          setLoadCount((count) => count + 1);
          return;
        }
        setPause((current) => ({ ...current, busy: false, error: TAKE_EXAM_MESSAGES.resumeFailed }));
      },
    );
  }, [live, context, attemptId, applyPause, setPause, setPhase, setLoadCount]);

  // the pause's own countdown; when its allowance is used up the exam carries on by itself
  const pauseEndsAt = pause.clock?.endsAt ?? null;
  useEffect(() => {
    if (!active || pauseEndsAt === null) {
      return undefined;
    }
    let asked = false;
    const tick = () => {
      const left = secondsUntil(pauseEndsAt, Date.now());
      setPause((current) => (current.secondsLeft === left ? current : { ...current, secondsLeft: left }));
      if (left <= 0 && !asked) {
        asked = true;
        resumeExam();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [active, pauseEndsAt, resumeExam, setPause]);

  const pauseExam = useCallback(() => {
    const controller = live.autosave;
    if (!attemptId || !live.rules?.allowPause || live.pausing || live.submitting) {
      return;
    }
    live.pausing = true;
    setPause((current) => ({ ...current, busy: true, error: null }));
    // the answers go first: the server refuses saves while paused
    void (controller?.drain() ?? Promise.resolve())
      .then(() => {
        controller?.stop();
        return setAttemptPaused(context, attemptId, true);
      })
      .then(
        (answer) => {
          if (!live.disposed) {
            applyPause(answer.timeRemaining, answer.pause);
          }
        },
        (error: unknown) => {
          console.error('Pausing the exam failed', error);
          live.pausing = false;
          if (!live.disposed && !live.submitting) {
            controller?.start();
          }
          setPause((current) => ({ ...current, busy: false, error: TAKE_EXAM_MESSAGES.pauseFailed }));
        },
      );
  }, [live, context, attemptId, applyPause, setPause]);

  return { pauseExam, resumeExam };
}
