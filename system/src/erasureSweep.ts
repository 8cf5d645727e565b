import type { ApiServices } from '@portal/command-api';
import type { HealthResponse } from '@portal/contracts';
import type { Logger } from '@portal/platform';

/**
 * Erasures a stopped process marked but did not finish: once the read models have caught up
 * with the log after start, and then every minute (another process may have died meanwhile).
 */
export function startErasureSweep(
  erasure: ApiServices['erasure'],
  health: () => Promise<HealthResponse>,
  logger: Logger,
  /** one-off start-up work that reads caught-up read models (the family-link carry-over) */
  onceCaughtUp: () => Promise<unknown> = () => Promise.resolve(),
): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    const resumed = await erasure.resumePending();
    if (resumed > 0) {
      logger.info('unfinished erasures completed', { count: resumed });
    }
  };
  const first = async () => {
    const deadline = Date.now() + 60_000;
    while (!stopped && Date.now() < deadline) {
      const status = await health();
      if (status.projections.every((projection) => projection.lag === 0)) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!stopped) {
      await onceCaughtUp();
      await sweep();
    }
  };
  const report = (error: unknown) => logger.error('erasure sweep failed', { error });
  running = first().catch(report);
  const timer = setInterval(() => {
    running = running.then(sweep).catch(report);
  }, 60_000).unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
