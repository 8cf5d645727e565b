import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writtenByAnotherProcess } from '../testing/sqliteWriter';
import { useWalMode } from './walMode';

describe('useWalMode', () => {
  let dir = '';
  let file = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'wal-'));
    file = path.join(dir, 'shared.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('given another process writing to a fresh file, when a process switches it to WAL, then it waits and the file is in WAL', async () => {
    const { released } = await writtenByAnotherProcess(file, 300);
    const db = new Database(file, { timeout: 5_000 });
    // what every opener did before: the busy timeout does not cover this pragma
    expect(() => db.pragma('journal_mode = WAL')).toThrow('database is locked');
    useWalMode(db, file, 5_000);
    await released;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('given a file held longer than the time allowed, when a process switches it, then it fails naming the file', async () => {
    const { released } = await writtenByAnotherProcess(file, 1_000);
    const db = new Database(file, { timeout: 5_000 });
    expect(() => useWalMode(db, file, 100)).toThrow(
      /could not switch .*shared\.db to WAL mode within 100 ms/,
    );
    await released;
    db.close();
  });

  it('given a file already in WAL, when it is held by a writer, then the switch takes no lock and returns at once', () => {
    const first = new Database(file);
    useWalMode(first, file, 1_000);
    first.exec('CREATE TABLE t (x); BEGIN IMMEDIATE; INSERT INTO t VALUES (1)');
    const second = new Database(file, { timeout: 5_000 });
    const started = Date.now();
    useWalMode(second, file, 1_000);
    expect(Date.now() - started).toBeLessThan(500);
    first.exec('COMMIT');
    first.close();
    second.close();
  });

  it('given an in-memory database, when switched, then it stays in memory without error', () => {
    const db = new Database(':memory:');
    useWalMode(db, ':memory:', 100);
    expect(db.pragma('journal_mode', { simple: true })).toBe('memory');
    db.close();
  });
});
