/** What React (or a test) needs of a classroom store: its state now, and word of each change. */
export interface ExternalStore<State> {
  getState: () => State;
  subscribe: (listener: () => void) => () => void;
}

export interface StateCell<State> extends ExternalStore<State> {
  /** Replaces the state; listeners hear of it only when it changed. */
  set: (next: State) => void;
}

/**
 * The state of a framework-free store, held outside React: `onChange` sees every change before
 * the listeners do (the learner remembers the session code there; the tutor schedules its timers).
 */
export function createStateCell<State>(
  initial: State,
  onChange?: (next: State, previous: State) => void,
): StateCell<State> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set: (next) => {
      if (next === state) {
        return;
      }
      const previous = state;
      state = next;
      onChange?.(next, previous);
      listeners.forEach((listener) => listener());
    },
  };
}
