import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidMasterKeyError, loadMasterKey, MASTER_KEY_FILE } from './masterKey';

const execFileAsync = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../..');

const CHILD = `
const [dataDir, startAt] = process.argv.slice(1);
const { loadMasterKey } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'masterKey.ts')).href)});
await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now())));
process.stdout.write(loadMasterKey(dataDir).toString('hex'));
`;

describe('master key', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'masterkey-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('given an empty DATA_DIR, when loaded twice, then one 32-byte key is generated into a 0600 file and reused', () => {
    const dataDir = join(dir, 'data');
    const first = loadMasterKey(dataDir);
    expect(first).toHaveLength(32);
    expect(loadMasterKey(dataDir).equals(first)).toBe(true);
    const file = join(dataDir, MASTER_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
    expect(readdirSync(dataDir)).toEqual([MASTER_KEY_FILE]); // no temp file left behind
  });

  it('given a base64 key in the environment, when loaded, then it is used and nothing is written', () => {
    const key = randomBytes(32);
    expect(loadMasterKey(dir, key.toString('base64')).equals(key)).toBe(true);
    expect(loadMasterKey(dir, ` ${key.toString('base64url')}\n`).equals(key)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('given a bad key in the environment, when loaded, then it throws a clear error that does not echo the value', () => {
    for (const bad of [
      randomBytes(16).toString('base64'),
      'not base64 at all!',
      randomBytes(33).toString('base64'),
    ]) {
      let error: unknown;
      try {
        loadMasterKey(dir, bad);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InvalidMasterKeyError);
      expect((error as Error).message).toMatch(/expected 32 bytes in base64/);
      expect((error as Error).message).not.toContain(bad);
    }
  });

  it('given a corrupt key file, when loaded, then it throws naming the file', () => {
    writeFileSync(join(dir, MASTER_KEY_FILE), 'short', { mode: 0o600 });
    expect(() => loadMasterKey(dir)).toThrow(new RegExp(`Invalid master key in .*${MASTER_KEY_FILE}`));
  });

  it('given four processes starting at once on an empty DATA_DIR, then they all load the same key', async () => {
    const startAt = String(Date.now() + 1_500);
    const keys = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const { stdout } = await execFileAsync(
          process.execPath,
          ['--import', 'tsx', '--input-type=module', '--eval', CHILD, dir, startAt],
          { cwd: repoRoot, timeout: 20_000 },
        );
        return stdout;
      }),
    );
    expect(new Set(keys)).toEqual(new Set([loadMasterKey(dir).toString('hex')]));
    expect(readdirSync(dir)).toEqual([MASTER_KEY_FILE]);
  });
});
