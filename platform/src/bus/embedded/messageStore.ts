import type Database from 'better-sqlite3';
import type { BusMessage, OutgoingMessage, PartitionLag } from '../port';

interface MessageRow {
  readonly offset_no: number;
  readonly msg_key: string;
  readonly msg_value: string;
}

interface EndRow {
  readonly partition_no: number;
  readonly end_offset: number;
}

/** Proof that a member holds a partition; commits are accepted only with the current claim. */
export interface PartitionClaim {
  readonly groupId: string;
  readonly topic: string;
  readonly partition: number;
  readonly memberId: string;
  readonly claimId: string;
}

interface FencedCommit {
  readonly next: number;
  readonly group: string;
  readonly topic: string;
  readonly partition: number;
  readonly member: string;
  readonly claim: string;
}

interface CommittedRow {
  readonly partition_no: number;
  readonly next_offset: number;
}

/** Topics, messages and committed offsets: every statement the data path needs, prepared once. */
export class MessageStore {
  private readonly topicPartitions = new Map<string, number>();
  private readonly selectTopic;
  private readonly insertTopic;
  private readonly insertPartition;
  private readonly selectEnds;
  private readonly updateEnd;
  private readonly insertMessage;
  private readonly selectMessages;
  private readonly selectCommitted;
  private readonly selectGroupCommitted;
  private readonly upsertFencedCommit;
  private readonly publishTx;
  private readonly ensureTx;

  constructor(private readonly db: Database.Database) {
    this.selectTopic = db.prepare<[string], { partitions: number }>(
      'SELECT partitions FROM bus_topics WHERE topic = ?',
    );
    this.insertTopic = db.prepare<[string, number]>(
      'INSERT OR IGNORE INTO bus_topics (topic, partitions) VALUES (?, ?)',
    );
    this.insertPartition = db.prepare<[string, number]>(
      'INSERT OR IGNORE INTO bus_partitions (topic, partition_no, end_offset) VALUES (?, ?, 0)',
    );
    this.selectEnds = db.prepare<[string], EndRow>(
      'SELECT partition_no, end_offset FROM bus_partitions WHERE topic = ? ORDER BY partition_no',
    );
    this.updateEnd = db.prepare<[number, string, number]>(
      'UPDATE bus_partitions SET end_offset = ? WHERE topic = ? AND partition_no = ?',
    );
    this.insertMessage = db.prepare<[string, number, number, string, string, number]>(
      'INSERT INTO bus_messages (topic, partition_no, offset_no, msg_key, msg_value, stored_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.selectMessages = db.prepare<[string, number, number, number], MessageRow>(
      `SELECT offset_no, msg_key, msg_value FROM bus_messages
       WHERE topic = ? AND partition_no = ? AND offset_no >= ? ORDER BY offset_no LIMIT ?`,
    );
    this.selectCommitted = db.prepare<[string, string, number], { next_offset: number }>(
      'SELECT next_offset FROM bus_offsets WHERE group_id = ? AND topic = ? AND partition_no = ?',
    );
    this.selectGroupCommitted = db.prepare<[string, string], CommittedRow>(
      'SELECT partition_no, next_offset FROM bus_offsets WHERE group_id = ? AND topic = ?',
    );
    // Only the current claim holder may commit: a member that lost the partition is fenced off.
    this.upsertFencedCommit = db.prepare<FencedCommit>(
      `INSERT INTO bus_offsets (group_id, topic, partition_no, next_offset)
       SELECT o.group_id, o.topic, o.partition_no, :next FROM bus_owners o
       WHERE o.group_id = :group AND o.topic = :topic AND o.partition_no = :partition
         AND o.member_id = :member AND o.claim_id = :claim
       ON CONFLICT (group_id, topic, partition_no) DO UPDATE SET next_offset = excluded.next_offset`,
    );
    this.ensureTx = db.transaction((topic: string, partitions: number) => {
      this.insertTopic.run(topic, partitions);
      const stored = this.selectTopic.get(topic)?.partitions ?? partitions;
      for (let p = 0; p < stored; p++) {
        this.insertPartition.run(topic, p);
      }
      return stored;
    });
    this.publishTx = db.transaction((topic: string, messages: readonly OutgoingMessage[], now: number) => {
      const ends = new Map(this.selectEnds.all(topic).map((row) => [row.partition_no, row.end_offset]));
      for (const message of messages) {
        const offset = ends.get(message.partition) ?? 0;
        this.insertMessage.run(topic, message.partition, offset, message.key, message.value, now);
        ends.set(message.partition, offset + 1);
      }
      for (const partition of new Set(messages.map((m) => m.partition))) {
        this.updateEnd.run(ends.get(partition) ?? 0, topic, partition);
      }
    });
  }

  /** Creates the topic when missing; an existing topic keeps its partition count. */
  ensureTopic(topic: string, partitions: number): number {
    const stored = this.ensureTx.immediate(topic, partitions);
    this.topicPartitions.set(topic, stored);
    return stored;
  }

  /** Partition count, or undefined for an unknown topic. Cached: a topic never changes once created. */
  partitions(topic: string): number | undefined {
    const cached = this.topicPartitions.get(topic);
    if (cached !== undefined) {
      return cached;
    }
    const stored = this.selectTopic.get(topic)?.partitions;
    if (stored !== undefined) {
      this.topicPartitions.set(topic, stored);
    }
    return stored;
  }

  /** Appends atomically: either the whole batch is stored (and synced) or none of it. */
  publish(topic: string, messages: readonly OutgoingMessage[], now: number): void {
    this.publishTx.immediate(topic, messages, now);
  }

  endOffsets(topic: string): EndRow[] {
    return this.selectEnds.all(topic);
  }

  fetch(topic: string, partition: number, from: number, limit: number): BusMessage[] {
    return this.selectMessages.all(topic, partition, from, limit).map((row) => ({
      topic,
      partition,
      offset: row.offset_no,
      key: row.msg_key,
      value: row.msg_value,
    }));
  }

  committed(groupId: string, topic: string, partition: number): number {
    return this.selectCommitted.get(groupId, topic, partition)?.next_offset ?? 0;
  }

  /** Returns false when the claim was revoked: the caller must stop processing the partition. */
  commit(claim: PartitionClaim, next: number): boolean {
    const { groupId: group, topic, partition, memberId: member, claimId } = claim;
    return this.upsertFencedCommit.run({ next, group, topic, partition, member, claim: claimId }).changes > 0;
  }

  lag(topic: string, groupId: string): PartitionLag[] {
    const committed = new Map(
      this.selectGroupCommitted.all(groupId, topic).map((r) => [r.partition_no, r.next_offset]),
    );
    return this.selectEnds.all(topic).map((row) => ({
      partition: row.partition_no,
      endOffset: row.end_offset,
      committedOffset: committed.get(row.partition_no) ?? 0,
    }));
  }
}
