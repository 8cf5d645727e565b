import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TempSqliteFile } from '../../testing/tempSqliteFile';
import { tempSqliteFile } from '../../testing/tempSqliteFile';
import { rateLimitKey, retryAfterSeconds } from '../port';
import type { RateLimiter } from '../port';
import { rateLimiterContract } from '../rateLimiterContract';
import { openSqliteRateLimiter } from './sqliteRateLimiter';
import type { SqliteRateLimiterOptions } from './sqliteRateLimiter';

const execFileAsync = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../../..');

type TempLimiterFile = TempSqliteFile<RateLimiter, Omit<SqliteRateLimiterOptions, 'file'>>;

function tempLimiterFile(): TempLimiterFile {
  return tempSqliteFile(
    'ratelimit-',
    'ratelimit.sqlite',
    (file, options?: Omit<SqliteRateLimiterOptions, 'file'>) => openSqliteRateLimiter({ ...options, file }),
  );
}

rateLimiterContract('embedded (SQLite)', () => {
  const temp = tempLimiterFile();
  return Promise.resolve({
    limiter: temp.open(),
    openAnother: () => Promise.resolve(temp.open()),
    cleanup: () => temp.cleanup(),
  });
});

// A child process: waits for a common start time, then hits one key `hits` times, yielding a
// timer tick between hits so the processes overlap, and prints the counts it was given. Plain JS under --eval; tsx resolves the .ts import.
const CHILD = `
const [file, key, hits, startAt] = process.argv.slice(1);
const { openSqliteRateLimiter } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'sqliteRateLimiter.ts')).href)});
const limiter = openSqliteRateLimiter({ file });
await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now())));
const counts = [];
for (let i = 0; i < Number(hits); i++) {
  counts.push((await limiter.hit(key, { max: 10, windowMs: 60000 })).count);
  await new Promise((r) => setTimeout(r, 0));
}
await limiter.close();
process.stdout.write(JSON.stringify(counts));
`;

async function hitInChild(file: string, key: string, hits: number, startAt: number): Promise<number[]> {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', CHILD, file, key, String(hits), String(startAt)],
    { cwd: repoRoot, timeout: 20_000 },
  );
  return JSON.parse(stdout) as number[];
}

describe('embedded rate limiter', () => {
  let temp: TempLimiterFile;

  beforeEach(() => {
    temp = tempLimiterFile();
  });

  afterEach(() => temp.cleanup());

  it('given three processes and this one on one file, when they hit one key at once, then every hit gets its own count', async () => {
    const limiter = temp.open();
    const startAt = Date.now() + 2_000;
    const children = [1, 2, 3].map(() => hitInChild(temp.file, 'acct:shared', 100, startAt));
    const own: number[] = [];
    await new Promise((done) => setTimeout(done, Math.max(0, startAt - Date.now())));
    for (let i = 0; i < 100; i++) {
      own.push((await limiter.hit('acct:shared', { max: 10, windowMs: 60_000 })).count);
      await new Promise((tick) => setTimeout(tick, 0));
    }
    const all = [...own, ...(await Promise.all(children)).flat()].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
    expect((await limiter.peek('acct:shared', { max: 10, windowMs: 60_000 })).count).toBe(400);
  });

  it('given an injected clock, when it passes the window end, then the window restarts and retryAfter counts down', async () => {
    let now = 1_000_000;
    const limiter = temp.open({ now: () => now });
    const limit = { max: 2, windowMs: 10_000 };
    await limiter.hit('k', limit);
    now += 4_000;
    await limiter.hit('k', limit);
    expect(await limiter.hit('k', limit)).toEqual({ allowed: false, count: 3, retryAfterMs: 6_000 });
    now += 5_999;
    expect(await limiter.hit('k', limit)).toEqual({ allowed: false, count: 4, retryAfterMs: 1 });
    now += 1;
    expect(await limiter.hit('k', limit)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
  });

  it('given expired windows, when a later hit runs after the prune interval, then their rows are deleted', async () => {
    let now = 1_000_000;
    const limiter = temp.open({ now: () => now, pruneIntervalMs: 1_000 });
    for (const key of ['a', 'b', 'c']) {
      await limiter.hit(key, { max: 1, windowMs: 500 });
    }
    await limiter.hit('long', { max: 1, windowMs: 60_000 });
    now += 2_000;
    await limiter.hit('d', { max: 1, windowMs: 500 });
    const db = new Database(temp.file, { readonly: true });
    try {
      const keys = db.prepare('SELECT key FROM rate_limit_windows ORDER BY key').pluck().all();
      expect(keys).toEqual(['d', 'long']);
    } finally {
      db.close();
    }
  });

  it('given a closed limiter, when hit, then it rejects', async () => {
    const limiter = temp.open();
    await limiter.close();
    await expect(limiter.hit('k', { max: 1, windowMs: 1_000 })).rejects.toThrow();
  });
});

// Pure helpers of the port, tested once here rather than per adapter.
describe('rate-limit port helpers', () => {
  it('given a subject and a secret, when keyed, then the key is stable, scoped, secret-dependent and holds no clear text', () => {
    const key = rateLimitKey('login:account', 'ada@example.org', 'secret-1');
    expect(key).toBe(rateLimitKey('login:account', 'ada@example.org', 'secret-1'));
    expect(key).toMatch(/^login:account:[\w-]{22}$/);
    expect(key).not.toContain('ada');
    expect(rateLimitKey('login:account', 'ada@example.org', 'secret-2')).not.toBe(key);
    expect(rateLimitKey('login:ip', 'ada@example.org', 'secret-1')).not.toBe(key);
  });

  it('given a refusal, when converted for Retry-After, then milliseconds round up to whole seconds', () => {
    expect(retryAfterSeconds({ allowed: false, count: 6, retryAfterMs: 1 })).toBe(1);
    expect(retryAfterSeconds({ allowed: false, count: 6, retryAfterMs: 60_000 })).toBe(60);
    expect(retryAfterSeconds({ allowed: true, count: 1, retryAfterMs: 0 })).toBe(0);
  });
});
