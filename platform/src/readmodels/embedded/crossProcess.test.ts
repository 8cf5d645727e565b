import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReadModelStore } from '../port';
import type { ChildStep } from './crossProcessChild';
import { tempReadModelFile } from './testing';
import type { TempReadModelFile } from './testing';

const execFileAsync = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../../..');

async function inChild(file: string, steps: readonly ChildStep[]): Promise<unknown[]> {
  const script = join(import.meta.dirname, 'crossProcessChild.ts');
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', script, file, JSON.stringify(steps)],
    {
      cwd: repoRoot,
      timeout: 20_000,
    },
  );
  return JSON.parse(stdout) as unknown[];
}

describe('embedded read models across processes', () => {
  let temp: TempReadModelFile;
  let store: ReadModelStore;

  beforeEach(() => {
    temp = tempReadModelFile();
    store = temp.open();
  });

  afterEach(() => temp.cleanup());

  it('given a warm cache in this process, when a child process writes, deletes and drops, then the next reads here see it all', async () => {
    const students = store.collection('students');
    await students.createIndex({ email: 1 }, { unique: true });
    await students.insertOne({ _id: 's1', email: 'a@x', grade: 5 });
    await students.insertOne({ _id: 's2', email: 'b@x', grade: 5 });
    await store.collection('scratch').insertOne({ _id: 'tmp' });
    expect(await students.countDocuments({ grade: 5 })).toBe(2);

    const outcomes = await inChild(temp.file, [
      { op: 'find', coll: 'students', filter: {} },
      { op: 'insertOne', coll: 'students', doc: { _id: 's3', email: 'c@x', grade: 6 } },
      { op: 'updateOne', coll: 'students', filter: { _id: 's1' }, update: { $set: { grade: 9 } } },
      { op: 'deleteOne', coll: 'students', filter: { _id: 's2' } },
      { op: 'insertOne', coll: 'students', doc: { _id: 's4', email: 'a@x' } },
      { op: 'drop', coll: 'scratch' },
    ]);

    expect(outcomes[0]).toEqual([
      { _id: 's1', email: 'a@x', grade: 5 },
      { _id: 's2', email: 'b@x', grade: 5 },
    ]);
    expect(outcomes[4]).toEqual({ error: 'DuplicateKeyError' });
    expect(await students.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 's1', email: 'a@x', grade: 9 },
      { _id: 's3', email: 'c@x', grade: 6 },
    ]);
    expect(await students.countDocuments({ grade: 5 })).toBe(0);
    expect(await store.collection('scratch').countDocuments()).toBe(0);
    expect(await store.listCollections()).toEqual(['students']);
  });

  it('given a child that read the file, when this process writes, then a later child sees the writes and the unique index', async () => {
    const tutors = store.collection('tutors');
    await tutors.insertOne({ _id: 't1', name: 'Ann' });
    await tutors.createIndex({ name: 1 }, { unique: true });
    await tutors.deleteOne({ _id: 't1' });
    await tutors.insertOne({ _id: 't2', name: 'Bob' });
    const outcomes = await inChild(temp.file, [
      { op: 'find', coll: 'tutors', filter: {} },
      { op: 'insertOne', coll: 'tutors', doc: { _id: 't3', name: 'Bob' } },
      { op: 'list' },
    ]);
    expect(outcomes).toEqual([[{ _id: 't2', name: 'Bob' }], { error: 'DuplicateKeyError' }, ['tutors']]);
  });
});
