import type { Bus, Consumer } from '../port';
import { BusClosedError, BusUsageError, InvalidPartitionError, UnknownTopicError } from './errors';
import { notifyPublished, onPublished } from './localSignals';
import { MembershipStore } from './membershipStore';
import { MessageStore } from './messageStore';
import { pruneMessages } from './retention';
import { openBusDatabase } from './schema';
import { SqliteConsumer } from './sqliteConsumer';

export interface SqliteBusOptions {
  /** SQLite file shared by every process of one deployment (e.g. `${DATA_DIR}/bus.sqlite`). */
  readonly file: string;
  /** How often an idle consumer looks for messages written by other processes. Default 15 ms. */
  readonly pollIntervalMs?: number;
  /** A member that has not renewed its lease for this long loses its partitions. Default 5000 ms. */
  readonly leaseMs?: number;
  /** Lease renewal period; must be well under leaseMs. Default leaseMs / 5. */
  readonly heartbeatIntervalMs?: number;
  /** First pause after a rejected batch; doubles per failure up to 5 s. Default 100 ms. */
  readonly retryBackoffMs?: number;
  /** How long a write waits for another process's write lock. Default 5000 ms. */
  readonly busyTimeoutMs?: number;
  /** When set, messages older than this and consumed by every group are pruned periodically. Default: keep all. */
  readonly retentionMs?: number;
}

export interface SqliteBus extends Bus {
  readonly kind: 'embedded';
  /** Deletes consumed messages older than olderThanMs (see retention.ts); returns how many. */
  prune(olderThanMs?: number): number;
}

const DEFAULT_MAX_BATCH_SIZE = 500;

/** The port is async; SQLite work here is synchronous. A throw becomes a rejection. */
const settle = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));
const MAX_PRUNE_PERIOD_MS = 10 * 60_000;

/**
 * Opens the embedded bus on one SQLite file. Synchronous: better-sqlite3 opens the file at
 * once, so the bus is usable when this returns. Several processes may open the same file.
 */
export function openSqliteBus(options: SqliteBusOptions): SqliteBus {
  const leaseMs = options.leaseMs ?? 5_000;
  const settings = {
    pollIntervalMs: options.pollIntervalMs ?? 15,
    leaseMs,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? Math.max(10, Math.floor(leaseMs / 5)),
    retryBackoffMs: options.retryBackoffMs ?? 100,
    defaultMaxBatchSize: DEFAULT_MAX_BATCH_SIZE,
  };
  if (settings.heartbeatIntervalMs * 2 > leaseMs) {
    throw new BusUsageError(
      `heartbeatIntervalMs (${settings.heartbeatIntervalMs}) must be at most half of leaseMs (${leaseMs})`,
    );
  }
  const db = openBusDatabase(options.file, options.busyTimeoutMs ?? 5_000);
  const messages = new MessageStore(db);
  // Consumers' offsets and heartbeats on their own connection without an fsync per commit: a
  // commit lost to a power cut only redelivers messages, which consumers handle idempotently
  // (read models keep their own checkpoints); publishes stay FULL on `db`.
  const consumerDb = openBusDatabase(options.file, options.busyTimeoutMs ?? 5_000);
  consumerDb.pragma('synchronous = NORMAL');
  const consumerMessages = new MessageStore(consumerDb);
  const consumerMembership = new MembershipStore(consumerDb);
  const consumers = new Set<SqliteConsumer>();
  let closed = false;

  const { retentionMs } = options;
  const pruneTimer =
    retentionMs === undefined
      ? undefined
      : setInterval(prunePeriodically, Math.min(retentionMs, MAX_PRUNE_PERIOD_MS));
  // Retention is housekeeping: it must not keep a process alive.
  pruneTimer?.unref();

  function prunePeriodically(): void {
    try {
      prune();
    } catch (error) {
      // A busy file only delays housekeeping; the next round retries.
      console.error('bus retention:', error);
    }
  }

  function assertOpen(): void {
    if (closed) {
      throw new BusClosedError();
    }
  }

  function partitionsOf(topic: string): number {
    const partitions = messages.partitions(topic);
    if (partitions === undefined) {
      throw new UnknownTopicError(topic);
    }
    return partitions;
  }

  function prune(olderThanMs = retentionMs ?? 0): number {
    assertOpen();
    return pruneMessages(db, olderThanMs, Date.now());
  }

  return {
    kind: 'embedded',

    ensureTopic: (topic, partitions) =>
      settle(() => {
        assertOpen();
        if (topic.length === 0 || !Number.isInteger(partitions) || partitions < 1) {
          throw new BusUsageError(`invalid topic "${topic}" or partition count ${partitions}`);
        }
        messages.ensureTopic(topic, partitions);
      }),

    partitions: (topic) =>
      settle(() => {
        assertOpen();
        return partitionsOf(topic);
      }),

    publish: (topic, batch) =>
      settle(() => {
        assertOpen();
        if (batch.length === 0) {
          return;
        }
        const partitions = partitionsOf(topic);
        for (const message of batch) {
          if (
            !Number.isInteger(message.partition) ||
            message.partition < 0 ||
            message.partition >= partitions
          ) {
            throw new InvalidPartitionError(topic, message.partition, partitions);
          }
          if (typeof message.key !== 'string' || typeof message.value !== 'string') {
            throw new BusUsageError('message key and value must be strings');
          }
        }
        messages.publish(topic, batch, Date.now());
        notifyPublished(options.file, topic);
      }),

    consume: (consumeOptions) =>
      settle((): Consumer => {
        assertOpen();
        const consumer = new SqliteConsumer(consumeOptions, {
          messages: consumerMessages,
          membership: consumerMembership,
          settings,
          partitions: partitionsOf(consumeOptions.topic),
          subscribe: (listener) => onPublished(options.file, listener),
          onStopped: (stopped) => consumers.delete(stopped),
        });
        consumers.add(consumer);
        return consumer;
      }),

    lag: (topic, groupId) =>
      settle(() => {
        assertOpen();
        partitionsOf(topic);
        return messages.lag(topic, groupId);
      }),

    async close(): Promise<void> {
      if (closed) {
        return;
      }
      closed = true;
      clearInterval(pruneTimer);
      await Promise.all([...consumers].map((consumer) => consumer.stop()));
      consumerDb.close();
      db.close();
    },

    prune,
  };
}
