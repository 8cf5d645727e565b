import { useEffect } from 'react';
import { onTimeAdjusted } from '../attemptPushes';
import { frozenAfterAdjustment } from '../takingRulesView';
import type { AttemptCore } from './attemptCore';

/**
 * The exam clock: once a second from the server's deadline (not by counting ticks), zero submits;
 * a tutor's extra time moves the deadline at once (realtime push), or the frozen time while paused.
 */
export function useAttemptClock(core: AttemptCore, running: boolean, submitNow: (id: string) => void): void {
  const { live, phase, attemptId, secondsLeft, setPause, setRemaining, setTotalSeconds } = core;
  const active = phase.status === 'active';

  // saves resync the deadline too (useAutosave)
  useEffect(() => {
    if (!active || !attemptId) {
      return undefined;
    }
    return onTimeAdjusted(attemptId, (timeRemaining) => {
      const clock = live.pauseClock;
      if (clock) {
        const frozen = frozenAfterAdjustment(timeRemaining, clock, Date.now());
        live.pauseClock = { ...clock, examSecondsLeft: frozen };
        setPause((current) => (current.clock ? { ...current, clock: live.pauseClock } : current));
        setRemaining(frozen);
        setTotalSeconds((total) => Math.max(total, frozen));
        return;
      }
      live.deadline = Date.now() + timeRemaining * 1000;
      setTotalSeconds((total) => Math.max(total, timeRemaining));
      setRemaining(secondsLeft());
    });
  }, [active, attemptId, live, secondsLeft, setPause, setRemaining, setTotalSeconds]);

  useEffect(() => {
    if (!running || !attemptId) {
      return undefined;
    }
    const tick = () => {
      const left = secondsLeft();
      setRemaining(left);
      if (left <= 0) {
        submitNow(attemptId);
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [running, attemptId, secondsLeft, setRemaining, submitNow]);
}
