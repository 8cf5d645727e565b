import { useCallback } from 'react';
import type { PauseState } from '@portal/contracts';
import { pauseClock } from '../takingRulesView';
import { secondsUntil } from './attemptState';
import type { AttemptCore } from './attemptCore';

/** Applies a pause or resume answer (or a start answer's pause) to the clock. */
export function useApplyPause({
  live,
  secondsLeft,
  setRemaining,
  setTotalSeconds,
  setPause,
}: AttemptCore): (timeRemaining: number, state: PauseState) => void {
  return useCallback(
    (timeRemaining: number, state: PauseState) => {
      const clock = pauseClock(timeRemaining, state, Date.now());
      live.pauseClock = clock;
      live.pausing = clock !== null;
      if (clock) {
        setRemaining(clock.examSecondsLeft);
      } else {
        live.deadline = Date.now() + Math.max(0, timeRemaining) * 1000;
        setRemaining(secondsLeft());
      }
      setTotalSeconds((total) => Math.max(total, clock ? clock.examSecondsLeft : timeRemaining));
      setPause({
        state,
        clock,
        secondsLeft: clock ? secondsUntil(clock.endsAt, Date.now()) : 0,
        busy: false,
        error: null,
      });
    },
    [live, secondsLeft, setRemaining, setTotalSeconds, setPause],
  );
}
