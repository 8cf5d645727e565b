import type { Bus, BusMessage, Consumer, Logger, ReadModelStore, RecordedEvent } from '@portal/platform';
import { isStoreOnlyEvent } from '@portal/contracts';
import type { AnyProjection, ReadModelDocument } from './projection';
import { applyEvents } from './writeDocuments';
import { checkpointId, checkpoints, projectionStates } from './checkpoints';
import { fromMessage } from './eventMessage';

export interface ProjectionRunnerDeps {
  readonly bus: Bus;
  readonly store: ReadModelStore;
  readonly topic: string;
  readonly logger: Logger;
  /** Called after each checkpoint write (wakes read-your-writes waiters in this process). */
  readonly onCheckpoint?: () => void;
  /**
   * The bus carries events as stored, personal fields encrypted; this restores them (or
   * nulls them when the person has been erased) before the pure evolve sees the event.
   */
  readonly decrypt?: (event: RecordedEvent) => Promise<RecordedEvent>;
}

export function consumerGroup(projection: AnyProjection): string {
  return `projection.${projection.name}`;
}

/**
 * Consumes the bus as the projection's own group. Each batch (one partition, in order) is
 * applied, then the checkpoint is saved: redelivered messages are skipped by offset, and
 * anything applied twice is stopped by the documents' revision guards.
 */
export class ProjectionRunner {
  private consumer: Consumer | null = null;
  private rebuiltUpTo = 0;

  private readonly handled: ReadonlySet<string>;

  constructor(
    private readonly projection: AnyProjection,
    private readonly deps: ProjectionRunnerDeps,
  ) {
    const storeOnly = projection.handles.filter(isStoreOnlyEvent);
    if (storeOnly.length > 0) {
      throw new Error(
        `projection ${projection.name} handles ${storeOnly.join(', ')}, which never reach the bus`,
      );
    }
    this.handled = new Set(projection.handles);
  }

  async start(): Promise<void> {
    const { store, bus, topic } = this.deps;
    const collection = store.collection<ReadModelDocument>(this.projection.collection);
    for (const index of this.projection.indexes ?? []) {
      await collection.createIndex(index.keys, index.options);
    }
    const state = await projectionStates(store).findOne({ _id: this.projection.name });
    this.rebuiltUpTo = state?.rebuiltUpTo ?? 0;
    this.consumer = await bus.consume({
      topic,
      groupId: consumerGroup(this.projection),
      handleBatch: (batch) => this.handleBatch(batch),
      onError: (error) =>
        this.deps.logger.error('projection batch failed', { projection: this.projection.name, error }),
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
    this.consumer = null;
  }

  private async handleBatch(batch: readonly BusMessage[]): Promise<void> {
    const first = batch[0];
    if (!first) {
      return;
    }
    const id = checkpointId(this.projection.name, first.partition);
    const saved = await checkpoints(this.deps.store).findOne({ _id: id });
    const fresh = batch.filter((message) => message.offset >= (saved?.nextOffset ?? 0));
    if (fresh.length === 0) {
      return;
    }
    const decrypt = this.deps.decrypt;
    const raw = fresh.map(fromMessage);
    // only events this projection reads are decrypted (the others are skipped, not applied)
    const events = decrypt
      ? await Promise.all(
          raw.map((event) => (this.handled.has(event.type) ? decrypt(event) : Promise.resolve(event))),
        )
      : raw;
    const toApply = events.filter((event) => event.position > this.rebuiltUpTo);
    await applyEvents(
      this.projection,
      this.deps.store.collection<ReadModelDocument>(this.projection.collection),
      toApply,
    );
    const last = fresh[fresh.length - 1]!;
    // the whole document, replaced: no update operators to evaluate on the hot path
    await checkpoints(this.deps.store).replaceOne(
      { _id: id },
      {
        _id: id,
        projection: this.projection.name,
        partition: last.partition,
        nextOffset: last.offset + 1,
        position: Math.max(saved?.position ?? 0, ...events.map((event) => event.position)),
      },
      { upsert: true },
    );
    this.deps.onCheckpoint?.();
  }
}
