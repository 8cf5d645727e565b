/**
 * A wake-up flag a loop can wait on: a wake() that arrives while nobody waits is kept,
 * so a signal between "found nothing" and "wait" is never lost.
 */
export class Wakeup {
  private pending = false;
  private release: (() => void) | undefined;

  wake(): void {
    this.pending = true;
    this.release?.();
  }

  /** Resolves on wake() or after timeoutMs, whichever comes first. */
  wait(timeoutMs: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.release = undefined;
        this.pending = false;
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.release = done;
    });
  }
}
