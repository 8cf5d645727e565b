/**
 * Wakes waiting subscriptions when the log grows. Appends of this process call notify() right
 * after their commit; appends of other processes on the same file are noticed by polling the
 * head position, and only while someone is waiting.
 */

export interface ChangeWait {
  readonly changed: Promise<void>;
  /** Resolves `changed` now and forgets the waiter. */
  cancel(): void;
}

export interface ChangeSignal {
  /** Resolves once the head position may be greater than `position`. */
  waitBeyond(position: number): ChangeWait;
  notify(): void;
  close(): void;
}

export interface ChangeSignalOptions {
  readonly headPosition: () => number;
  readonly pollIntervalMs: number;
}

interface Waiter {
  readonly position: number;
  readonly wake: () => void;
}

export function createChangeSignal(options: ChangeSignalOptions): ChangeSignal {
  const waiters = new Set<Waiter>();
  let timer: NodeJS.Timeout | undefined;

  function wake(waiter: Waiter): void {
    waiters.delete(waiter);
    waiter.wake();
    if (waiters.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  function poll(): void {
    let head: number;
    try {
      head = options.headPosition();
    } catch {
      // Wake everyone: their next read reports the failure to their onError, or succeeds.
      head = Number.POSITIVE_INFINITY;
    }
    [...waiters].filter((waiter) => head > waiter.position).forEach(wake);
  }

  return {
    waitBeyond(position) {
      let resolveChanged: () => void = () => undefined;
      const changed = new Promise<void>((resolve) => {
        resolveChanged = resolve;
      });
      const waiter: Waiter = { position, wake: resolveChanged };
      waiters.add(waiter);
      timer ??= setInterval(poll, options.pollIntervalMs);
      return { changed, cancel: () => wake(waiter) };
    },
    notify() {
      [...waiters].forEach(wake);
    },
    close() {
      [...waiters].forEach(wake);
    },
  };
}
