import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../port';
import type { Document, ReadModelStore } from '../port';
import { tempReadModelFile } from './testing';
import type { TempReadModelFile } from './testing';

describe('embedded read-model store', () => {
  let temp: TempReadModelFile;
  let a: ReadModelStore;
  let b: ReadModelStore;

  beforeEach(() => {
    temp = tempReadModelFile();
    a = temp.open();
    b = temp.open();
  });

  afterEach(() => temp.cleanup());

  const all = (store: ReadModelStore, name = 'students'): Promise<Document[]> =>
    store
      .collection(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();

  describe('two stores on one file', () => {
    it('given a warm cache in store B, when store A inserts, updates and deletes, then B sees each change on its next read', async () => {
      await a.collection('students').insertOne({ _id: 's1', grade: 5 });
      await a.collection('students').insertOne({ _id: 's2', grade: 5 });
      expect(await b.collection('students').countDocuments({ grade: 5 })).toBe(2);
      await a.collection('students').updateOne({ _id: 's1' }, { $set: { grade: 6 } });
      expect(await b.collection('students').findOne({ grade: 6 })).toEqual({ _id: 's1', grade: 6 });
      await a.collection('students').deleteOne({ _id: 's2' });
      expect(await all(b)).toEqual([{ _id: 's1', grade: 6 }]);
      await b.collection('students').insertOne({ _id: 's3' });
      expect(await a.collection('students').countDocuments()).toBe(2);
    });

    it('given a warm cache in store B, when A drops the collection and re-creates it, then B sees only the new documents', async () => {
      await a.collection('students').insertOne({ _id: 'old', grade: 1 });
      expect(await all(b)).toHaveLength(1);
      await a.collection('students').drop();
      expect(await all(b)).toEqual([]);
      expect(await b.listCollections()).toEqual([]);
      await a.collection('students').insertOne({ _id: 'new' });
      expect(await all(b)).toEqual([{ _id: 'new' }]);
      await b.collection('tutors').insertOne({ _id: 't1' });
      await a.dropAll();
      expect(await all(b)).toEqual([]);
      expect(await all(b, 'tutors')).toEqual([]);
    });

    it('given B read the collection before A created a unique index, when B writes a duplicate, then B is refused', async () => {
      await b.collection('students').insertOne({ _id: 's1', email: 'a@x' });
      expect(await all(b)).toHaveLength(1);
      await a.collection('students').createIndex({ email: 1 }, { unique: true });
      await expect(b.collection('students').insertOne({ _id: 's2', email: 'a@x' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(
        b.collection('students').updateOne({ _id: 's3', email: 'a@x' }, { $set: { n: 1 } }, { upsert: true }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await all(a)).toEqual([{ _id: 's1', email: 'a@x' }]);
    });

    it('given more deletes than the tombstone limit, when a stale reader catches up, then it reloads and the tombstones are pruned', async () => {
      const small = temp.open({ tombstoneLimit: 5 });
      const ops = Array.from({ length: 20 }, (_, i) => ({
        insertOne: { document: { _id: `d${String(i).padStart(2, '0')}`, i } },
      }));
      await small.collection('students').bulkWrite(ops);
      expect(await b.collection('students').countDocuments()).toBe(20);
      await small.collection('students').deleteMany({ i: { $lt: 18 } });
      expect(await all(b)).toEqual([
        { _id: 'd18', i: 18 },
        { _id: 'd19', i: 19 },
      ]);
      const raw = new Database(temp.file, { readonly: true });
      try {
        expect(raw.prepare('SELECT count(*) AS n FROM rm_docs WHERE body IS NULL').get()).toEqual({ n: 0 });
      } finally {
        raw.close();
      }
    });
  });

  describe('atomic bulkWrite', () => {
    it('given a bulkWrite whose middle operation fails, when it runs, then nothing of it is written in any store', async () => {
      const students = a.collection('students');
      await students.createIndex({ email: 1 }, { unique: true });
      await students.insertOne({ _id: 's1', email: 'a@x', grade: 5 });
      const error: unknown = await students
        .bulkWrite([
          { insertOne: { document: { _id: 's2', email: 'b@x' } } },
          { updateOne: { filter: { _id: 's1' }, update: { $set: { grade: 6 } } } },
          { deleteOne: { filter: { _id: 's1' } } },
          { insertOne: { document: { _id: 's3', email: 'b@x' } } },
          { insertOne: { document: { _id: 's4', email: 'd@x' } } },
        ])
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DuplicateKeyError);
      const before = [{ _id: 's1', email: 'a@x', grade: 5 }];
      expect(await all(a)).toEqual(before);
      expect(await all(b)).toEqual(before);
      // The unique index of the same store was restored too: b@x is free again.
      await students.insertOne({ _id: 's2', email: 'b@x' });
      expect(await a.collection('students').countDocuments()).toBe(2);
    });

    it('given updateMany hitting a unique conflict on its second document, when it runs, then the first is not updated either', async () => {
      const students = a.collection('students');
      await students.createIndex({ slot: 1 }, { unique: true });
      await students.bulkWrite([
        { insertOne: { document: { _id: 's1', slot: 1 } } },
        { insertOne: { document: { _id: 's2', slot: 2 } } },
        { insertOne: { document: { _id: 's3', slot: 4 } } },
      ]);
      await expect(students.updateMany({ slot: { $lt: 3 } }, { $inc: { slot: 2 } })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect((await all(b)).map((doc) => doc.slot)).toEqual([1, 2, 4]);
    });
  });

  describe('stored values', () => {
    it('given values FerretDB or BSON cannot hold faithfully, when written, then a TypeError is thrown and nothing is stored', async () => {
      const students = a.collection('students');
      class Point {
        x = 1;
      }
      const invalid: Record<string, unknown>[] = [
        { 'dotted.key': 1 },
        { nested: { $op: 1 } },
        { n: Number.NaN },
        { n: Infinity },
        { p: new Point() },
        { f: () => 1 },
        { when: new Date('nope') },
      ];
      for (const fields of invalid) {
        await expect(students.insertOne({ _id: 'bad', ...fields })).rejects.toBeInstanceOf(TypeError);
      }
      await expect(
        students.updateOne({ _id: 'bad' }, { $set: { 'a.b': Number.NaN } }, { upsert: true }),
      ).rejects.toBeInstanceOf(TypeError);
      expect(await students.countDocuments()).toBe(0);
      expect(await a.listCollections()).toEqual([]);
    });

    it('given positional update paths, when an update uses one, then it is refused before anything is written', async () => {
      const students = a.collection('students');
      await students.insertOne({ _id: 's1', marks: [1, 2] });
      for (const path of ['marks.$', 'marks.$[]', 'marks.$[m]']) {
        await expect(students.updateOne({ _id: 's1', marks: 2 }, { $set: { [path]: 0 } })).rejects.toThrow(
          /Positional update paths/,
        );
      }
      expect(await students.findOne({ _id: 's1' })).toEqual({ _id: 's1', marks: [1, 2] });
    });

    it('given undefined values, when written, then they are stored as null like the MongoDB driver does', async () => {
      await a.collection('students').insertOne({ _id: 'u', gone: undefined, list: [undefined, 1] });
      expect(await b.collection('students').findOne({ _id: 'u' })).toEqual({
        _id: 'u',
        gone: null,
        list: [null, 1],
      });
    });

    it('given documents inserted without _id, when ids are generated, then they are distinct 24-hex strings', async () => {
      const docs = Array.from({ length: 50 }, () => ({ n: 1 }) as unknown as Document);
      for (const doc of docs) {
        await a.collection('students').insertOne(doc);
      }
      const ids = new Set(docs.map((doc) => doc._id));
      expect(ids.size).toBe(50);
      for (const id of ids) {
        expect(id).toMatch(/^[0-9a-f]{24}$/);
      }
    });
  });
});
