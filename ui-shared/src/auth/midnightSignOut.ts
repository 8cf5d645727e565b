import { localDayKey, msUntilNextLocalMidnight } from './midnight';
import { expireWhenSessionFree } from './sessionHold';

export interface MidnightSignOutOptions {
  /** Ends the session (the AuthProvider's expireSession). */
  expire: () => void;
  /** The local day the session was seen valid (null: unknown, never expires on waking). */
  sessionDay: () => string | null;
  now?: () => Date;
  /** Runs the sign-out now or once no page holds it (sessionHold.ts); returns its cancel. */
  whenFree?: (expire: () => void) => () => void;
}

export interface MidnightSignOut {
  /** The tab became visible or focused again: a session from another day ends (or waits for its holds). */
  wake: () => void;
  cancel: () => void;
}

/**
 * Automatic sign-out at local midnight (spec 001 §2.2). A sleeping tablet may fire the timer
 * late, so waking up on another day also ends the session. While a page holds the session (an
 * exam in progress, issue 16 item 13) the sign-out waits and happens once, when it is released.
 */
export function scheduleMidnightSignOut(options: MidnightSignOutOptions): MidnightSignOut {
  const now = options.now ?? (() => new Date());
  const whenFree = options.whenFree ?? expireWhenSessionFree;
  let cancelWaiting: (() => void) | null = null;
  let done = false;

  const due = () => {
    if (done || cancelWaiting) {
      return;
    }
    cancelWaiting = whenFree(() => {
      done = true;
      cancelWaiting = null;
      options.expire();
    });
  };

  const timer = setTimeout(due, msUntilNextLocalMidnight(now()));
  return {
    wake() {
      const day = options.sessionDay();
      if (day && day !== localDayKey(now())) {
        due();
      }
    },
    cancel() {
      clearTimeout(timer);
      cancelWaiting?.();
      cancelWaiting = null;
    },
  };
}
