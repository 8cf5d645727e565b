import { randomUUID } from 'node:crypto';
import type {
  Bus,
  Document,
  EventStore,
  Logger,
  ReadModelStore,
  RecordedEvent,
  Subscription,
} from '@portal/platform';
import { isStoreOnlyEvent } from '@portal/contracts';
import { toMessage } from '../runner/eventMessage';
import { releaseLease, tryAcquireLease } from './lease';

interface RelayCheckpoint extends Document {
  position: number;
}

export interface RelayDeps {
  readonly eventStore: EventStore;
  readonly bus: Bus;
  readonly store: ReadModelStore;
  readonly topic: string;
  readonly partitions: number;
  readonly logger: Logger;
  readonly leaseTtlMs?: number;
  readonly maxBatch?: number;
}

export const RELAY_CHECKPOINTS = 'relay_checkpoints';

/**
 * Forwards the event store's $all to the bus, keyed by stream id, except the events that stay
 * in the store (STORE_ONLY_EVENT_TYPES: auto-saves). Only the lease holder
 * relays. The checkpoint is saved after the publish, so a crash republishes at most one
 * batch; consumers drop duplicates by offset and revision guards.
 */
export class Relay {
  private readonly owner = randomUUID();
  private subscription: Subscription | null = null;
  private leaseTimer: NodeJS.Timeout | null = null;
  private buffer: RecordedEvent[] = [];
  private flushing: Promise<void> | null = null;
  private stopped = false;
  private leader = false;

  constructor(private readonly deps: RelayDeps) {}

  async start(): Promise<void> {
    await this.deps.bus.ensureTopic(this.deps.topic, this.deps.partitions);
    await this.tick();
    const ttl = this.deps.leaseTtlMs ?? 10_000;
    this.leaseTimer = setInterval(() => {
      this.tick().catch((error: unknown) => this.deps.logger.error('relay lease failed', { error }));
    }, ttl / 3);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.leaseTimer) {
      clearInterval(this.leaseTimer);
    }
    await this.subscription?.stop();
    this.subscription = null;
    await this.flush();
    if (this.leader) {
      await releaseLease(this.deps.store, 'relay', this.owner);
    }
  }

  /** Newest position published to the bus. */
  async checkpoint(): Promise<number> {
    const saved = await this.deps.store
      .collection<RelayCheckpoint>(RELAY_CHECKPOINTS)
      .findOne({ _id: this.deps.topic });
    return saved?.position ?? 0;
  }

  private async tick(): Promise<void> {
    if (this.stopped) {
      return;
    }
    const held = await tryAcquireLease(this.deps.store, 'relay', this.owner, this.deps.leaseTtlMs ?? 10_000);
    if (held && !this.leader) {
      this.leader = true;
      const after = await this.checkpoint();
      this.deps.logger.info('relay started', { after });
      this.subscription = this.deps.eventStore.subscribeToAll({
        after,
        onEvent: (event) => this.enqueue(event),
        onCaughtUp: () => void this.flush(),
        onError: (error) => this.deps.logger.error('relay subscription failed', { error }),
      });
    } else if (!held && this.leader) {
      this.leader = false;
      this.deps.logger.warn('relay lost its lease');
      await this.subscription?.stop();
      this.subscription = null;
      this.buffer = [];
    }
  }

  private async enqueue(event: RecordedEvent): Promise<void> {
    this.buffer.push(event);
    if (this.buffer.length >= (this.deps.maxBatch ?? 500)) {
      await this.flush();
    } else {
      queueMicrotaskFlush(this);
    }
  }

  /** Publishes what is buffered; one flush at a time, in order. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer;
      this.buffer = [];
      try {
        const relayed = batch.filter((event) => !isStoreOnlyEvent(event.type));
        if (relayed.length > 0) {
          await this.deps.bus.publish(
            this.deps.topic,
            relayed.map((event) => toMessage(event, this.deps.partitions)),
          );
        }
        await this.deps.store
          .collection<RelayCheckpoint>(RELAY_CHECKPOINTS)
          .updateOne(
            { _id: this.deps.topic },
            { $set: { position: batch[batch.length - 1]!.position } },
            { upsert: true },
          );
      } catch (error) {
        // Keep order: the failed batch goes back in front and is retried until it lands.
        this.buffer = batch.concat(this.buffer);
        this.deps.logger.error('relay publish failed; retrying', { error });
        if (this.stopped && !this.leader) {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}

/** Coalesces the flushes of events delivered in one burst. */
function queueMicrotaskFlush(relay: Relay): void {
  setImmediate(() => void relay.flush());
}
