export type TimerHandle = ReturnType<typeof setTimeout>;

/** The clock and timers a classroom store uses: the browser's, or a test's fake ones. */
export interface ClassroomTimers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

export const browserTimers: ClassroomTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

/** One named timer of a store: starting it again replaces the one pending. */
export interface TimerSlot {
  start: (run: () => void, ms: number) => void;
  stop: () => void;
}

export function timerSlot(timers: ClassroomTimers): TimerSlot {
  let handle: TimerHandle | null = null;
  const stop = () => {
    if (handle !== null) {
      timers.clearTimeout(handle);
      handle = null;
    }
  };
  return {
    start: (run, ms) => {
      stop();
      handle = timers.setTimeout(() => {
        handle = null;
        run();
      }, ms);
    },
    stop,
  };
}

/**
 * A store's answer to React's useEffect: `run` again (after the previous cleanup) whenever the
 * dependencies `deps` reads from the state change, compared item by item with Object.is.
 */
export interface StoreEffect<State> {
  update: (state: State) => void;
  stop: () => void;
}

export function storeEffect<State>(
  deps: (state: State) => readonly unknown[],
  run: (state: State) => (() => void) | undefined,
): StoreEffect<State> {
  let last: readonly unknown[] | null = null;
  let cleanup: (() => void) | undefined;
  const stop = () => {
    cleanup?.();
    cleanup = undefined;
    last = null;
  };
  return {
    update: (state) => {
      const next = deps(state);
      if (
        last &&
        last.length === next.length &&
        last.every((value, index) => Object.is(value, next[index]))
      ) {
        return;
      }
      stop();
      last = next;
      cleanup = run(state);
    },
    stop,
  };
}
