import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { checkVerifier, newVerifier, newWrappedKey, unwrapKey } from '../keyWrap';
import { assertMasterKey, assertSubjectId } from '../port';
import type { SubjectKeyStore } from '../port';
import { useWalMode } from '../../sqlite/walMode';

export interface SqliteKeyStoreOptions {
  /** The SQLite file (e.g. `${DATA_DIR}/keys.db`), shared by every process on one DATA_DIR. */
  readonly file: string;
  /** The deployment's key-encryption key (32 bytes), see loadMasterKey. */
  readonly masterKey: Buffer;
  /** How long a write waits for another process's write lock. Default 10 s. */
  readonly busyTimeoutMs?: number;
}

interface KeyRow {
  readonly wrapped: Buffer;
}

const DDL = `
CREATE TABLE IF NOT EXISTS subject_keys (
  subject_id TEXT PRIMARY KEY,
  wrapped    BLOB NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS key_store_meta (
  name  TEXT PRIMARY KEY,
  value BLOB NOT NULL
) WITHOUT ROWID;`;

/** Tries to empty the -wal file after a destroy; readers of other processes may hold it a while. */
const CHECKPOINT_ATTEMPTS = 5;
const CHECKPOINT_RETRY_MS = 50;

/**
 * The embedded key store: one SQLite file in WAL mode, mode 0600, that several processes may
 * open at once. Opening is synchronous and throws WrongMasterKeyError when the file was
 * written with another master key.
 *
 * Erasure must leave no copy of a key behind: `secure_delete` overwrites deleted rows with
 * zeros, and a TRUNCATE checkpoint after each destroy moves the zeroed pages into the file and
 * empties the -wal, which still holds the page images written when the key was created.
 */
export function openSqliteKeyStore(options: SqliteKeyStoreOptions): SubjectKeyStore {
  assertMasterKey(options.masterKey);
  const masterKey = Buffer.from(options.masterKey);
  const db = openKeyDatabase(options.file, options.busyTimeoutMs ?? 10_000);
  try {
    ensureVerifier(db, masterKey);
  } catch (error) {
    db.close();
    throw error;
  }
  const select = db.prepare<[string], KeyRow>('SELECT wrapped FROM subject_keys WHERE subject_id = ?');
  const insert = db.prepare<[string, Buffer, string]>(
    'INSERT INTO subject_keys (subject_id, wrapped, created_at) VALUES (?, ?, ?) ON CONFLICT (subject_id) DO NOTHING',
  );
  const remove = db.prepare<[string]>('DELETE FROM subject_keys WHERE subject_id = ?');
  // IMMEDIATE: the write lock up front, so processes queue on busy_timeout instead of failing
  // to upgrade a read lock; the read sees the row whoever inserted it.
  const insertThenRead = db.transaction((subjectId: string, wrapped: Buffer): KeyRow | undefined => {
    insert.run(subjectId, wrapped, new Date().toISOString());
    return select.get(subjectId);
  });

  function stored(subjectId: string): Buffer | null {
    const row = select.get(subjectId);
    return row ? unwrapKey(masterKey, subjectId, row.wrapped) : null;
  }

  async function checkpoint(): Promise<void> {
    for (let attempt = 1; attempt <= CHECKPOINT_ATTEMPTS; attempt++) {
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (result?.busy === 0) {
        return;
      }
      // Another process is reading an older snapshot; the next destroy or close retries too.
      await sleep(CHECKPOINT_RETRY_MS);
    }
  }

  return {
    kind: 'embedded',

    getOrCreate(subjectId) {
      return settle(() => {
        assertSubjectId(subjectId);
        const existing = stored(subjectId);
        if (existing) {
          return existing;
        }
        const row = insertThenRead.immediate(subjectId, newWrappedKey(masterKey, subjectId));
        if (!row) {
          throw new Error('subject key store: the key vanished between insert and read');
        }
        return unwrapKey(masterKey, subjectId, row.wrapped);
      });
    },

    get(subjectId) {
      return settle(() => {
        assertSubjectId(subjectId);
        return stored(subjectId);
      });
    },

    async destroy(subjectId) {
      assertSubjectId(subjectId);
      if (remove.run(subjectId).changes > 0) {
        await checkpoint();
      }
    },

    close() {
      return settle(() => {
        if (db.open) {
          db.close(); // the last connection to close checkpoints and removes the -wal
        }
      });
    },
  };
}

function openKeyDatabase(file: string, busyTimeoutMs: number): Database.Database {
  mkdirSync(dirname(file), { recursive: true });
  // Created 0600 before SQLite opens it; SQLite gives the -wal and -shm the same mode.
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const db = new Database(file, { timeout: busyTimeoutMs });
  try {
    db.pragma('secure_delete = ON');
    useWalMode(db, file, busyTimeoutMs);
    // A key acknowledged is a key some event is already encrypted with: it must survive a crash.
    db.pragma('synchronous = FULL');
    db.transaction(() => db.exec(DDL)).immediate();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function ensureVerifier(db: Database.Database, masterKey: Buffer): void {
  const row = db
    .transaction(() => {
      db.prepare('INSERT INTO key_store_meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(
        'verifier',
        newVerifier(masterKey),
      );
      return db
        .prepare<[string], { value: Buffer }>('SELECT value FROM key_store_meta WHERE name = ?')
        .get('verifier');
    })
    .immediate();
  if (!row) {
    throw new Error('subject key store: the master-key verifier is missing');
  }
  checkVerifier(masterKey, row.value);
}

function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
