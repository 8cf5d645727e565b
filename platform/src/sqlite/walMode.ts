import type Database from 'better-sqlite3';

const sleeper = new Int32Array(new SharedArrayBuffer(4));

const isBusy = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
};

/**
 * Switches a database file to WAL, waiting for other processes that hold it. SQLite does not
 * run the busy handler for this pragma: it needs the file to itself and answers "database is
 * locked" (or leaves the old mode) at once, so roles opening a fresh DATA_DIR together (npm
 * start) would fail at random. WAL is a property of the file: once one process switched it,
 * the others find it set and take no lock at all. In-memory databases have no WAL.
 */
export function useWalMode(db: Database.Database, file: string, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  let last = 'not tried';
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      const current = db.pragma('journal_mode', { simple: true });
      if (current === 'wal' || current === 'memory') {
        return;
      }
      const mode = db.pragma('journal_mode = WAL', { simple: true });
      if (mode === 'wal') {
        return;
      }
      last = `journal_mode=${String(mode)}`;
    } catch (error) {
      if (!isBusy(error)) {
        throw error;
      }
      last = (error as Error).message;
    }
    if (Date.now() >= deadline) {
      throw new Error(`SQLite could not switch ${file} to WAL mode within ${timeoutMs} ms (${last})`);
    }
    Atomics.wait(sleeper, 0, 0, pause);
  }
}
