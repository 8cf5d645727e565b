import { randomUUID } from 'node:crypto';
import type { BusMessage, Consumer, ConsumeOptions } from '../port';
import type { MessageStore } from './messageStore';
import type { GroupKey, MembershipStore } from './membershipStore';
import { PartitionWorker } from './partitionWorker';

export interface ConsumerSettings {
  readonly pollIntervalMs: number;
  readonly leaseMs: number;
  readonly heartbeatIntervalMs: number;
  readonly retryBackoffMs: number;
  readonly defaultMaxBatchSize: number;
}

export interface ConsumerDeps {
  readonly messages: MessageStore;
  readonly membership: MembershipStore;
  readonly settings: ConsumerSettings;
  readonly partitions: number;
  /** Subscribes to same-process publishes; returns the unsubscribe function. */
  readonly subscribe: (listener: (topic: string) => void) => () => void;
  readonly onStopped: (consumer: SqliteConsumer) => void;
}

/**
 * One member of a consumer group. A poll loop renews the lease, rebalances when the group
 * generation moves, and wakes the partition workers when their partition grew.
 */
export class SqliteConsumer implements Consumer {
  private readonly key: GroupKey;
  private readonly workers = new Map<number, PartitionWorker>();
  private joined = false;
  private lastHeartbeatAt = 0;
  private generation = -1;
  private timer: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly options: ConsumeOptions,
    private readonly deps: ConsumerDeps,
  ) {
    this.key = { groupId: options.groupId, topic: options.topic, memberId: randomUUID() };
    this.unsubscribe = deps.subscribe((topic) => {
      if (topic === options.topic) {
        this.wakeAll();
      }
    });
    try {
      this.rebalance();
    } catch (error) {
      this.unsubscribe();
      throw error;
    }
    this.schedule();
  }

  stop(): Promise<void> {
    this.stopping ??= this.shutdown();
    return this.stopping;
  }

  private async shutdown(): Promise<void> {
    clearTimeout(this.timer);
    this.unsubscribe();
    const running = [...this.workers.values()];
    for (const worker of running) {
      worker.requestStop();
    }
    await Promise.all(running.map((worker) => worker.done));
    try {
      this.deps.membership.leave(this.key);
    } catch (error) {
      this.report(error);
    }
    this.deps.onStopped(this);
  }

  private schedule(): void {
    const { pollIntervalMs, heartbeatIntervalMs } = this.deps.settings;
    // The tick also renews the lease, so it never waits longer than a heartbeat period.
    this.timer = setTimeout(() => this.tick(), Math.min(pollIntervalMs, heartbeatIntervalMs));
  }

  private tick(): void {
    if (this.stopping) {
      return;
    }
    try {
      const { membership, messages, settings } = this.deps;
      const due = Date.now() - this.lastHeartbeatAt >= settings.heartbeatIntervalMs;
      if (due || membership.generationOf(this.key.groupId, this.key.topic) !== this.generation) {
        this.rebalance();
      }
      for (const { partition_no, end_offset } of messages.endOffsets(this.key.topic)) {
        const worker = this.workers.get(partition_no);
        if (worker && end_offset > worker.nextOffset) {
          worker.wake();
        }
      }
    } catch (error) {
      this.report(error);
    }
    this.schedule();
  }

  /** Heartbeat, then start workers for newly claimed partitions and stop those we must hand over. */
  private rebalance(): void {
    const { settings, partitions } = this.deps;
    const now = Date.now();
    const beat = this.deps.membership.heartbeat(this.key, partitions, settings.leaseMs, now, this.joined);
    this.joined = true;
    this.lastHeartbeatAt = now;
    this.generation = beat.generation;
    const { wanted, owned } = beat;
    if (beat.rejoined) {
      this.report(
        new Error(
          `bus member of ${this.key.groupId}/${this.key.topic} missed its lease; its partitions moved`,
        ),
      );
    }
    // A revoked claim cannot commit any more; an unwanted partition is handed over after its batch.
    for (const [partition, worker] of this.workers) {
      if (owned.get(partition) !== worker.claimId || !wanted.has(partition)) {
        worker.requestStop();
      }
    }
    for (const [partition, claimId] of owned) {
      if (this.workers.has(partition)) {
        continue;
      }
      if (wanted.has(partition)) {
        this.startWorker(partition, claimId);
      } else {
        this.deps.membership.release(this.key, partition, claimId);
      }
    }
    this.wakeAll();
  }

  private startWorker(partition: number, claimId: string): void {
    const { settings } = this.deps;
    const worker = new PartitionWorker({
      store: this.deps.messages,
      claim: { ...this.key, partition, claimId },
      handleBatch: (batch: readonly BusMessage[]) => this.options.handleBatch(batch),
      maxBatchSize: Math.max(1, this.options.maxBatchSize ?? settings.defaultMaxBatchSize),
      retryBackoffMs: settings.retryBackoffMs,
      leaseValid: () => Date.now() < this.lastHeartbeatAt + settings.leaseMs - settings.heartbeatIntervalMs,
      report: (error) => this.report(error),
    });
    this.workers.set(partition, worker);
    void worker.done.then(() => this.workerEnded(partition, worker));
  }

  /** A worker ended (handover, revoked claim): release or restart through a fresh heartbeat. */
  private workerEnded(partition: number, worker: PartitionWorker): void {
    if (this.workers.get(partition) === worker) {
      this.workers.delete(partition);
    }
    if (this.stopping) {
      return;
    }
    try {
      this.rebalance();
    } catch (error) {
      this.report(error);
    }
  }

  private wakeAll(): void {
    for (const worker of this.workers.values()) {
      worker.wake();
    }
  }

  private report(error: unknown): void {
    const onError =
      this.options.onError ??
      ((e: unknown) => console.error(`bus consumer ${this.key.groupId}/${this.key.topic}:`, e));
    try {
      onError(error);
    } catch {
      // A throwing error hook must not stop delivery.
    }
  }
}
