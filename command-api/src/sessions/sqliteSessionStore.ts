import Database from 'better-sqlite3';
import type { SessionData } from 'express-session';
import { Store } from 'express-session';
import { useWalMode } from '@portal/platform';

/** Idle expiry moves in steps of a minute at most. */
const TOUCH_RESOLUTION_MS = 60_000;
const TOUCHED_KEPT = 50_000;

const DAY_MS = 24 * 60 * 60 * 1000;
const BUSY_TIMEOUT_MS = 5_000;

/**
 * express-session store in DATA_DIR/sessions.db: every process of one embedded deployment
 * honours the same cookie. Expired sessions are pruned periodically.
 */
export class SqliteSessionStore extends Store {
  private readonly db: Database.Database;
  private readonly pruneTimer: NodeJS.Timeout;
  /** Every request reads its session: statements are prepared once, not per call. */
  private readonly statements: {
    get: Database.Statement<[string], { data: string; expires: number }>;
    set: Database.Statement<[string, string | null, number, string]>;
    touch: Database.Statement<[number, string]>;
    destroy: Database.Statement<[string]>;
  };

  constructor(file: string) {
    super();
    // npm start's roles open a fresh file together: each waits for the others' locks
    this.db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
    useWalMode(this.db, file, BUSY_TIMEOUT_MS);
    // an ended session leaves no readable bytes behind (erasure, DESIGN.md §4)
    this.db.pragma('secure_delete = ON');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS sessions (sid TEXT PRIMARY KEY, user_id TEXT, expires INTEGER NOT NULL, data TEXT NOT NULL);' +
        'CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);',
    );
    this.statements = {
      get: this.db.prepare('SELECT data, expires FROM sessions WHERE sid = ?'),
      set: this.db.prepare(
        'INSERT INTO sessions (sid, user_id, expires, data) VALUES (?, ?, ?, ?) ON CONFLICT(sid) DO UPDATE SET user_id = excluded.user_id, expires = excluded.expires, data = excluded.data',
      ),
      touch: this.db.prepare('UPDATE sessions SET expires = ? WHERE sid = ?'),
      destroy: this.db.prepare('DELETE FROM sessions WHERE sid = ?'),
    };
    this.pruneTimer = setInterval(() => this.prune(), 10 * 60 * 1000).unref();
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    this.run(callback, () => {
      const row = this.statements.get.get(sid);
      return row && row.expires > Date.now() ? (JSON.parse(row.data) as SessionData) : null;
    });
  }

  override set(sid: string, session: SessionData, callback?: (err?: unknown) => void): void {
    this.run(callback, () => {
      this.statements.set.run(sid, session.userId ?? null, expiresOf(session), JSON.stringify(session));
    });
  }

  /** Expiry last written per session: a busy client (an exam's saves) moves it once a minute, not per request. */
  private readonly touched = new Map<string, number>();

  override touch(sid: string, session: SessionData, callback?: () => void): void {
    const expires = expiresOf(session);
    const written = this.touched.get(sid);
    if (written !== undefined && expires - written < TOUCH_RESOLUTION_MS) {
      callback?.();
      return;
    }
    this.run(callback, () => {
      this.statements.touch.run(expires, sid);
      this.touched.delete(sid);
      this.touched.set(sid, expires);
      if (this.touched.size > TOUCHED_KEPT) {
        this.touched.delete(this.touched.keys().next().value!);
      }
    });
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.touched.delete(sid);
    this.run(callback, () => {
      this.statements.destroy.run(sid);
    });
  }

  /** Ends every session of one person (sign-out everywhere, deactivation, erasure). */
  destroyUser(userId: string, exceptSid?: string): number {
    return this.db
      .prepare('DELETE FROM sessions WHERE user_id = ? AND sid IS NOT ?')
      .run(userId, exceptSid ?? null).changes;
  }

  prune(): void {
    this.db.prepare('DELETE FROM sessions WHERE expires <= ?').run(Date.now());
  }

  /** The file's journal mode ('wal' once opened): several processes share it. */
  journalMode(): string {
    return String(this.db.pragma('journal_mode', { simple: true }));
  }

  close(): void {
    clearInterval(this.pruneTimer);
    this.db.close();
  }

  private run<T>(callback: ((err: unknown, value?: T) => void) | undefined, work: () => T): void {
    let value: T;
    try {
      value = work();
    } catch (error) {
      callback?.(error);
      return;
    }
    callback?.(null, value);
  }
}

function expiresOf(session: SessionData): number {
  const expires = session.cookie?.expires;
  // a browser-session cookie still needs a server-side bound
  return expires ? new Date(expires).getTime() : Date.now() + DAY_MS;
}
