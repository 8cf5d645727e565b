/**
 * The server's sweepers (deadlines, reminders): `sweep` runs once at start and then every
 * `intervalMs`, never twice at once (a tick while one runs is skipped). `stop` waits for the
 * sweep in progress.
 */
export function repeatSweep(
  sweep: () => Promise<unknown>,
  options: { intervalMs: number; onError: (error: unknown) => void },
): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (stopped || running) {
      return; // the previous sweep is still working
    }
    running = sweep()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs).unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
