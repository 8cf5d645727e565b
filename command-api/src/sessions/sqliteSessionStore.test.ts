import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writtenByAnotherProcess } from '@portal/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteSessionStore } from './sqliteSessionStore';

describe('SqliteSessionStore', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('given another process writing to a fresh file, when the store opens it, then it waits instead of failing', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sessions-'));
    const file = path.join(dir, 'sessions.db');
    const { released } = await writtenByAnotherProcess(file, 400);
    const store = new SqliteSessionStore(file);
    await released;
    const stored = await new Promise<unknown>((resolve, reject) => {
      store.set('sid-1', { cookie: { originalMaxAge: 60_000 } } as never, (error) => {
        if (error) {
          reject(error instanceof Error ? error : new Error('session not stored'));
          return;
        }
        store.get('sid-1', (err, session) =>
          err ? reject(err instanceof Error ? err : new Error('session not read')) : resolve(session),
        );
      });
    });
    expect(stored).toMatchObject({ cookie: { originalMaxAge: 60_000 } });
    expect(store.journalMode()).toBe('wal');
    store.close();
  });
});
