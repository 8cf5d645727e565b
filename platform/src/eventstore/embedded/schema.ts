import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { useWalMode } from '../../sqlite/walMode';

const SCHEMA_VERSION = 1;

// AUTOINCREMENT: a position is never reused, even if rows were ever removed by hand, so a
// subscriber's checkpoint can never point at a different event later.
const DDL = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  id          TEXT    NOT NULL UNIQUE,
  stream_id   TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at TEXT    NOT NULL,
  UNIQUE (stream_id, revision)
);`;

/**
 * Opens (creating when missing) the SQLite file shared by every process of one deployment.
 * WAL lets readers run beside the single writer; busy_timeout makes a process wait for another
 * one's write lock instead of failing. synchronous=FULL fsyncs the WAL inside every commit, on
 * the event loop; `syncOutsideCommit` (NORMAL) leaves that fsync to the caller, who must fsync
 * the WAL (`walFileOf`) before acknowledging a commit — the event store does it in the thread pool.
 */
export function openDatabase(
  file: string,
  busyTimeoutMs: number,
  { syncOutsideCommit = false }: { syncOutsideCommit?: boolean } = {},
): Database.Database {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: busyTimeoutMs });
  try {
    useWalMode(db, file, busyTimeoutMs);
    db.pragma(syncOutsideCommit ? 'synchronous = NORMAL' : 'synchronous = FULL');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: Database.Database): void {
  // IMMEDIATE: two processes opening a fresh file at once must not both create the schema.
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true });
    if (typeof version !== 'number' || version > SCHEMA_VERSION) {
      throw new Error(
        `Event store schema version ${String(version)} is newer than this code (${SCHEMA_VERSION})`,
      );
    }
    db.exec(DDL);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}

/** The WAL beside a database file: what must reach the disk for a commit to be durable. */
export const walFileOf = (file: string) => `${file}-wal`;
