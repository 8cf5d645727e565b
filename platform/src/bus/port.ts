/**
 * Bus port: carries recorded events from the relay to projection workers.
 * Adapters: embedded (SQLite under DATA_DIR, several processes may share it) and Kafka.
 *
 * Messages are keyed by stream id; the partition is chosen by the caller with
 * `partitionFor(key, partitions)` so every adapter places a key identically and the
 * per-key order holds. Delivery is at-least-once: offsets are committed only after the
 * handler's promise resolves.
 */

export interface OutgoingMessage {
  readonly key: string;
  readonly value: string;
  /** Explicit partition; see partitionFor. */
  readonly partition: number;
}

export interface BusMessage {
  readonly topic: string;
  readonly partition: number;
  /** Offset within the partition, starting at 0, strictly increasing. */
  readonly offset: number;
  readonly key: string;
  readonly value: string;
}

export interface ConsumeOptions {
  readonly topic: string;
  /** Consumer group: members of one group share the partitions; each group sees every message. */
  readonly groupId: string;
  /**
   * Receives messages of ONE partition, in offset order. The next batch of that partition
   * waits for the promise; the batch's offsets are committed after it resolves.
   * A rejection is retried later from the last committed offset (at-least-once).
   */
  readonly handleBatch: (batch: readonly BusMessage[]) => Promise<void>;
  /** Maximum messages per batch (hint). */
  readonly maxBatchSize?: number;
  readonly onError?: (error: unknown) => void;
}

export interface Consumer {
  stop(): Promise<void>;
}

export interface PartitionLag {
  readonly partition: number;
  /** Offset of the next message to be written to this partition. */
  readonly endOffset: number;
  /** Offset of the next message the group will read (0 when it never committed). */
  readonly committedOffset: number;
}

export interface Bus {
  readonly kind: 'embedded' | 'kafka';
  /** Creates the topic with this many partitions when it does not exist. */
  ensureTopic(topic: string, partitions: number): Promise<void>;
  partitions(topic: string): Promise<number>;
  /** Resolves once every message is durably stored (acks all). Order within a partition is kept. */
  publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void>;
  consume(options: ConsumeOptions): Promise<Consumer>;
  /** Backlog of a group on a topic, per partition. */
  lag(topic: string, groupId: string): Promise<PartitionLag[]>;
  close(): Promise<void>;
}

/** Stable partitioner (FNV-1a 32-bit), shared by every adapter so that a key always lands on one partition. */
export function partitionFor(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}
