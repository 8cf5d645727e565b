import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TempSqliteFile } from '../../testing/tempSqliteFile';
import { tempSqliteFile } from '../../testing/tempSqliteFile';
import { KEY_BYTES } from '../port';
import type { SubjectKeyStore } from '../port';
import { subjectKeyStoreContract } from '../subjectKeyStoreContract';
import { openSqliteKeyStore } from './sqliteKeyStore';

const execFileAsync = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../../..');

interface TempKeyFile extends TempSqliteFile<SubjectKeyStore, Buffer> {
  readonly masterKey: Buffer;
}

function tempKeyFile(): TempKeyFile {
  const masterKey = randomBytes(KEY_BYTES);
  const temp = tempSqliteFile('keys-', join('nested', 'keys.db'), (file, key: Buffer = masterKey) =>
    openSqliteKeyStore({ file, masterKey: key }),
  );
  return { ...temp, masterKey };
}

subjectKeyStoreContract('embedded (SQLite)', () => {
  const temp = tempKeyFile();
  return Promise.resolve({
    store: temp.open(),
    masterKey: temp.masterKey,
    openAnother: (masterKey) => new Promise<SubjectKeyStore>((done) => done(temp.open(masterKey))),
    cleanup: () => temp.cleanup(),
  });
});

// A child process: waits for a common start time, then asks for one subject's key and prints it.
const CHILD = `
const [file, masterKey, subject, startAt] = process.argv.slice(1);
const { openSqliteKeyStore } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'sqliteKeyStore.ts')).href)});
const store = openSqliteKeyStore({ file, masterKey: Buffer.from(masterKey, 'base64') });
await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now())));
const keys = await Promise.all([1, 2, 3, 4, 5].map(() => store.getOrCreate(subject)));
await store.close();
process.stdout.write(JSON.stringify(keys.map((key) => key.toString('hex'))));
`;

async function keysFromChild(temp: TempKeyFile, subject: string, startAt: number): Promise<string[]> {
  const args = [temp.file, temp.masterKey.toString('base64'), subject, String(startAt)];
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', CHILD, ...args],
    { cwd: repoRoot, timeout: 20_000 },
  );
  return JSON.parse(stdout) as string[];
}

function contains(file: string, needle: Buffer): boolean {
  return existsSync(file) && readFileSync(file).includes(needle);
}

describe('embedded subject key store', () => {
  let temp: TempKeyFile;

  beforeEach(() => {
    temp = tempKeyFile();
  });

  afterEach(() => temp.cleanup());

  it('given four processes on one file, when they ask for one new subject at once, then all get the same key', async () => {
    temp.open(); // creates the file and its verifier before the race
    const startAt = Date.now() + 1_500;
    const children = [1, 2, 3].map(() => keysFromChild(temp, 'subject-raced', startAt));
    await new Promise((done) => setTimeout(done, Math.max(0, startAt - Date.now())));
    const own = (await temp.open().getOrCreate('subject-raced')).toString('hex');
    const all = [own, ...(await Promise.all(children)).flat()];
    expect(all).toHaveLength(16);
    expect(new Set(all)).toEqual(new Set([own]));
  });

  it('when opened, then the database file and its -wal are readable by their owner only', async () => {
    const store = temp.open();
    await store.getOrCreate('subject-mode');
    expect(statSync(temp.file).mode & 0o777).toBe(0o600);
    expect(statSync(`${temp.file}-wal`).mode & 0o777).toBe(0o600);
  });

  it('given many keys, when one is destroyed, then neither its raw nor its wrapped bytes remain in the file or its -wal', async () => {
    const store = temp.open();
    const subjects = Array.from({ length: 300 }, (_, i) => `subject-${String(i).padStart(4, '0')}`);
    for (const subject of subjects) {
      await store.getOrCreate(subject);
    }
    const victim = subjects[150]!;
    const raw = await store.getOrCreate(victim);
    const wrapped = readWrapped(temp.file, victim);
    expect(contains(temp.file, wrapped) || contains(`${temp.file}-wal`, wrapped)).toBe(true);

    await store.destroy(victim);

    for (const file of [temp.file, `${temp.file}-wal`]) {
      expect(contains(file, raw), `raw key in ${file}`).toBe(false);
      expect(contains(file, wrapped), `wrapped key in ${file}`).toBe(false);
    }
    // the others are intact
    expect(await store.get(subjects[149]!)).not.toBeNull();
    expect(await store.get(subjects[151]!)).not.toBeNull();
  });

  it('given the key table alone, when read without the master key, then no stored value is the key', async () => {
    const store = temp.open();
    const key = await store.getOrCreate('subject-copied');
    const wrapped = readWrapped(temp.file, 'subject-copied');
    expect(wrapped.includes(key)).toBe(false);
    expect(readFileSync(temp.file).includes(key) || contains(`${temp.file}-wal`, key)).toBe(false);
  });
});

function readWrapped(file: string, subject: string): Buffer {
  const db = new Database(file, { readonly: true });
  try {
    const row = db
      .prepare<[string], { wrapped: Buffer }>('SELECT wrapped FROM subject_keys WHERE subject_id = ?')
      .get(subject);
    if (!row) {
      throw new Error(`no key stored for ${subject}`);
    }
    return row.wrapped;
  } finally {
    db.close();
  }
}
