import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { assertRateLimit, assertRateLimitKey, peekResult, rateLimitResult } from '../port';
import type { RateLimit, RateLimiter, RateLimitResult } from '../port';
import { useWalMode } from '../../sqlite/walMode';

export interface SqliteRateLimiterOptions {
  /** The SQLite file, shared by every process on one DATA_DIR (created with its folder). */
  readonly file: string;
  /** Clock in epoch ms; tests inject one. Processes on one machine share the real one. */
  readonly now?: () => number;
  /** How often (ms) this process deletes expired windows; they are ignored until then. */
  readonly pruneIntervalMs?: number;
}

interface WindowRow {
  readonly count: number;
  readonly expires_at: number;
}

const BUSY_TIMEOUT_MS = 10_000;
const DEFAULT_PRUNE_INTERVAL_MS = 60_000;
/** Rows deleted per prune, so one hit never pays for a large backlog. */
const PRUNE_BATCH = 1_000;

/** Opens the embedded rate limiter (better-sqlite3 is synchronous; answers are promises for the port). */
export function openSqliteRateLimiter(options: SqliteRateLimiterOptions): RateLimiter {
  if (options.file !== ':memory:') {
    mkdirSync(dirname(options.file), { recursive: true });
  }
  const db = new Database(options.file);
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    useWalMode(db, options.file, BUSY_TIMEOUT_MS);
    // Counters are advisory and short-lived: losing the last commits on power loss is fine.
    db.pragma('synchronous = NORMAL');
    db.exec(`CREATE TABLE IF NOT EXISTS rate_limit_windows (
      key TEXT PRIMARY KEY,
      count INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS rate_limit_windows_expiry ON rate_limit_windows (expires_at);`);
    return new SqliteRateLimiter(
      db,
      options.now ?? Date.now,
      options.pruneIntervalMs ?? DEFAULT_PRUNE_INTERVAL_MS,
    );
  } catch (error) {
    db.close();
    throw error;
  }
}

class SqliteRateLimiter implements RateLimiter {
  readonly kind = 'embedded';
  private lastPrune = 0;
  // One upsert is the whole increment: a window that has ended restarts at 1 with a new expiry,
  // otherwise the count grows and the expiry stays (refused hits do not extend the window).
  private readonly upsert: Database.Statement<[{ key: string; now: number; windowMs: number }], WindowRow>;
  private readonly select: Database.Statement<[string, number], WindowRow>;
  private readonly remove: Database.Statement<[string]>;
  private readonly decrement: Database.Statement<[string, number]>;
  private readonly prune: Database.Statement<[number, number]>;
  private readonly hitTx: (key: string, now: number, windowMs: number) => WindowRow;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
    private readonly pruneIntervalMs: number,
  ) {
    this.upsert = db.prepare(`INSERT INTO rate_limit_windows (key, count, expires_at)
      VALUES (@key, 1, @now + @windowMs)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN expires_at <= @now THEN 1 ELSE count + 1 END,
        expires_at = CASE WHEN expires_at <= @now THEN excluded.expires_at ELSE expires_at END
      RETURNING count, expires_at`);
    this.select = db.prepare(
      'SELECT count, expires_at FROM rate_limit_windows WHERE key = ? AND expires_at > ?',
    );
    this.remove = db.prepare('DELETE FROM rate_limit_windows WHERE key = ?');
    // one statement: atomic across processes; an ended window or a zero count is left alone
    this.decrement = db.prepare(
      'UPDATE rate_limit_windows SET count = count - 1 WHERE key = ? AND expires_at > ? AND count > 0',
    );
    this.prune = db.prepare(`DELETE FROM rate_limit_windows WHERE key IN
      (SELECT key FROM rate_limit_windows WHERE expires_at <= ? LIMIT ?)`);
    const tx = db.transaction((key: string, now: number, windowMs: number): WindowRow => {
      if (now - this.lastPrune >= this.pruneIntervalMs) {
        this.lastPrune = now;
        this.prune.run(now, PRUNE_BATCH);
      }
      const row = this.upsert.get({ key, now, windowMs });
      if (!row) {
        throw new Error('rate limiter: upsert returned no row');
      }
      return row;
    });
    // IMMEDIATE takes the write lock up front, so concurrent processes queue on busy_timeout
    // instead of failing to upgrade a read lock.
    this.hitTx = (key, now, windowMs) => tx.immediate(key, now, windowMs);
  }

  hit(key: string, limit: RateLimit): Promise<RateLimitResult> {
    return settle(() => {
      assertRateLimitKey(key);
      assertRateLimit(limit);
      const now = this.now();
      const row = this.hitTx(key, now, limit.windowMs);
      return rateLimitResult(row.count, row.expires_at - now, limit.max);
    });
  }

  peek(key: string, limit: RateLimit): Promise<RateLimitResult> {
    return settle(() => {
      assertRateLimitKey(key);
      assertRateLimit(limit);
      const now = this.now();
      const row = this.select.get(key, now);
      return peekResult(row?.count ?? 0, row ? row.expires_at - now : 0, limit.max);
    });
  }

  refund(key: string): Promise<void> {
    return settle(() => {
      assertRateLimitKey(key);
      this.decrement.run(key, this.now());
    });
  }

  reset(key: string): Promise<void> {
    return settle(() => {
      assertRateLimitKey(key);
      this.remove.run(key);
    });
  }

  close(): Promise<void> {
    return settle(() => {
      if (this.db.open) {
        this.db.close();
      }
    });
  }
}

function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
