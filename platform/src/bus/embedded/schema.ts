import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { useWalMode } from '../../sqlite/walMode';

/**
 * One SQLite file holds the whole bus: topics, messages, committed offsets and the group
 * membership leases. Every process that opens the file sees the same state; WAL lets readers
 * (consumers) run while a writer (publisher) commits.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS bus_topics (
  topic TEXT PRIMARY KEY,
  partitions INTEGER NOT NULL
);
-- Next offset per partition, kept apart from the messages so retention never rewinds it.
CREATE TABLE IF NOT EXISTS bus_partitions (
  topic TEXT NOT NULL,
  partition_no INTEGER NOT NULL,
  end_offset INTEGER NOT NULL,
  PRIMARY KEY (topic, partition_no)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bus_messages (
  topic TEXT NOT NULL,
  partition_no INTEGER NOT NULL,
  offset_no INTEGER NOT NULL,
  msg_key TEXT NOT NULL,
  msg_value TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (topic, partition_no, offset_no)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bus_offsets (
  group_id TEXT NOT NULL,
  topic TEXT NOT NULL,
  partition_no INTEGER NOT NULL,
  next_offset INTEGER NOT NULL,
  PRIMARY KEY (group_id, topic, partition_no)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bus_members (
  group_id TEXT NOT NULL,
  topic TEXT NOT NULL,
  member_id TEXT NOT NULL,
  joined_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (group_id, topic, member_id)
) WITHOUT ROWID;
-- claim_id fences commits: a member whose claim was revoked cannot commit, even if it re-claims.
CREATE TABLE IF NOT EXISTS bus_owners (
  group_id TEXT NOT NULL,
  topic TEXT NOT NULL,
  partition_no INTEGER NOT NULL,
  member_id TEXT NOT NULL,
  claim_id TEXT NOT NULL,
  PRIMARY KEY (group_id, topic, partition_no)
) WITHOUT ROWID;
-- Bumped on join, leave, eviction and release so members rebalance on their next poll.
CREATE TABLE IF NOT EXISTS bus_generations (
  group_id TEXT NOT NULL,
  topic TEXT NOT NULL,
  generation INTEGER NOT NULL,
  PRIMARY KEY (group_id, topic)
) WITHOUT ROWID;
`;

export function openBusDatabase(file: string, busyTimeoutMs: number): Database.Database {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: Math.trunc(busyTimeoutMs) });
  useWalMode(db, file, busyTimeoutMs);
  // FULL: a commit (publish, offset commit) is on disk before the call returns.
  db.pragma('synchronous = FULL');
  db.transaction(() => db.exec(SCHEMA)).immediate();
  return db;
}
