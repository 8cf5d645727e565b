import type { ReadModelStore } from '@portal/platform';
import { partitionFor } from '@portal/platform';
import { checkpoints, projectionStates } from './checkpoints';

/**
 * Read-your-writes: a command waits until every projection has applied its events.
 * Events of one stream travel on one partition in order, so "projection P applied position
 * >= X on the stream's partition" means the command's events are visible in P's read model.
 * Works across processes (checkpoints live in the read-model store); `notify` wakes waiters
 * in this process at once.
 */
export class ProjectionWatermarks {
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly store: ReadModelStore,
    private readonly projectionNames: readonly string[],
    private readonly partitions: number,
    private readonly pollMs = 10,
  ) {}

  notify(): void {
    this.waiters.forEach((wake) => wake());
  }

  async isVisible(streamId: string, position: number, only?: readonly string[]): Promise<boolean> {
    const names = only ? this.projectionNames.filter((name) => only.includes(name)) : this.projectionNames;
    if (position <= 0 || names.length === 0) {
      return true;
    }
    const partition = partitionFor(streamId, this.partitions);
    const [points, states] = await Promise.all([
      checkpoints(this.store)
        .find({ partition, projection: { $in: [...names] } })
        .toArray(),
      projectionStates(this.store)
        .find({ _id: { $in: [...names] } })
        .toArray(),
    ]);
    return names.every((name) => {
      const applied = points.find((point) => point.projection === name)?.position ?? 0;
      const rebuilt = states.find((state) => state._id === name)?.rebuiltUpTo ?? 0;
      return Math.max(applied, rebuilt) >= position;
    });
  }

  /**
   * Resolves true once visible (in every projection, or in the ones named), false after the
   * timeout (the write itself is durable either way).
   */
  async waitFor(
    streamId: string,
    position: number,
    timeoutMs = 5_000,
    only?: readonly string[],
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.isVisible(streamId, position, only))) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        return false;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(this.pollMs, remaining));
        this.waiters.add(wake);
      });
    }
    return true;
  }
}
