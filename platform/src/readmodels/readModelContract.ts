import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError } from './port';
import type { Collection, Document, ReadModelStore } from './port';

export interface ReadModelStoreFixture {
  /** An empty store of the test's own (a MongoDB adapter: a fresh database). */
  readonly store: ReadModelStore;
  /** Closes the store and removes its data. */
  readonly cleanup: () => Promise<void>;
}

const students: readonly Document[] = [
  {
    _id: 's1',
    name: { first: 'Ada', last: 'Lovelace' },
    grade: 5,
    tags: ['maths', 'logic'],
    email: 'ada@example.org',
    score: 91,
  },
  {
    _id: 's2',
    name: { first: 'Alan', last: 'Turing' },
    grade: 6,
    tags: ['maths'],
    email: 'ALAN@example.org',
    score: 78,
  },
  { _id: 's3', name: { first: 'Grace', last: 'Hopper' }, grade: 5, tags: [], email: 'grace@example.org' },
  {
    _id: 's4',
    name: { first: 'Edsger', last: 'Dijkstra' },
    grade: 4,
    tags: ['logic'],
    email: 'edsger@example.org',
    score: 78,
  },
];

const idsOf = (docs: readonly Document[]): string[] => docs.map((doc) => doc._id);
const sortedIds = (docs: readonly Document[]): string[] => idsOf(docs).sort();

/**
 * The read-model port's contract, run against every adapter. Expected answers are MongoDB's;
 * anything only the embedded adapter guarantees (cross-process coherence, atomic bulkWrite)
 * is tested beside that adapter instead.
 */
export const ELEM_MATCH =
  'given array fields, when filtering by element, $all, $size and $elemMatch, then arrays match like MongoDB';
export const PULL_CONDITION =
  'given an array, when $push, $addToSet and $pull run, then elements are appended, deduplicated and removed';

export interface ReadModelContractOptions {
  /**
   * Tests a server is known to fail (FerretDB v1 lacks some operators): they run as `it.fails`,
   * so the suite notices when the server fixes them. A real MongoDB passes them all.
   */
  readonly knownGaps?: readonly string[];
}

export function readModelContract(
  adapterName: string,
  open: () => Promise<ReadModelStoreFixture>,
  options: ReadModelContractOptions = {},
): void {
  const itOrGap = (name: string) => (options.knownGaps?.includes(name) ? it.fails : it);
  describe(`read-model contract: ${adapterName}`, () => {
    let fixture: ReadModelStoreFixture;
    let store: ReadModelStore;
    let people: Collection;

    beforeEach(async () => {
      fixture = await open();
      store = fixture.store;
      people = store.collection('students');
    });

    afterEach(async () => {
      await fixture.cleanup();
    });

    /** Inserts copies, so tests never share objects with the store. */
    async function given(docs: readonly Document[] = students, into: Collection = people): Promise<void> {
      for (const doc of docs) {
        await into.insertOne(structuredClone(doc));
      }
    }

    const find = async (filter: Record<string, unknown>): Promise<string[]> =>
      sortedIds(await people.find(filter).toArray());

    describe('insert and read', () => {
      it('given an empty collection, when a document is inserted, then findOne by _id returns an equal document', async () => {
        await given([students[0] as Document]);
        expect(await people.findOne({ _id: 's1' })).toEqual(students[0]);
      });

      it('given documents, when find runs without a filter, then every document is returned', async () => {
        await given();
        expect(sortedIds(await people.find().toArray())).toEqual(['s1', 's2', 's3', 's4']);
      });

      it('given documents, when findOne matches nothing, then it answers null', async () => {
        await given();
        expect(await people.findOne({ _id: 'nobody' })).toBeNull();
      });

      it('given a document without _id, when inserted, then a string _id is generated and assigned to it', async () => {
        const doc = { name: 'no id' } as unknown as Document;
        await people.insertOne(doc);
        expect(typeof doc._id).toBe('string');
        expect(await people.findOne({ _id: doc._id })).toEqual({ _id: doc._id, name: 'no id' });
      });

      it('given Date values, when stored and read back, then they are Dates and filter by time', async () => {
        const at = new Date('2025-01-02T03:04:05.678Z');
        await given([
          { _id: 'd1', at },
          { _id: 'd2', at: new Date('2024-01-01T00:00:00Z') },
        ]);
        const found = await people.findOne({ _id: 'd1' });
        expect(found?.at).toBeInstanceOf(Date);
        expect((found?.at as Date).toISOString()).toBe(at.toISOString());
        expect(await find({ at: { $gt: new Date('2024-06-01T00:00:00Z') } })).toEqual(['d1']);
      });
    });

    describe('filters', () => {
      beforeEach(() => given());

      it('given documents, when filtering by implicit equality and $eq, then only equal ones match', async () => {
        expect(await find({ grade: 5 })).toEqual(['s1', 's3']);
        expect(await find({ grade: { $eq: 6 } })).toEqual(['s2']);
        expect(await find({ grade: '5' })).toEqual([]);
      });

      it('given documents, when filtering with $in, $nin and $ne, then membership decides', async () => {
        expect(await find({ grade: { $in: [4, 6] } })).toEqual(['s2', 's4']);
        expect(await find({ grade: { $nin: [4, 6] } })).toEqual(['s1', 's3']);
        expect(await find({ grade: { $ne: 5 } })).toEqual(['s2', 's4']);
      });

      it('given documents, when filtering with $gt, $gte, $lt and $lte, then bounds are honoured', async () => {
        expect(await find({ grade: { $gt: 5 } })).toEqual(['s2']);
        expect(await find({ grade: { $gte: 5 } })).toEqual(['s1', 's2', 's3']);
        expect(await find({ grade: { $lt: 5 } })).toEqual(['s4']);
        expect(await find({ grade: { $gt: 4, $lte: 5 } })).toEqual(['s1', 's3']);
      });

      it('given documents, when filtering with $regex and option i, then matching ignores case', async () => {
        expect(await find({ email: { $regex: '^alan@' } })).toEqual([]);
        expect(await find({ email: { $regex: '^alan@', $options: 'i' } })).toEqual(['s2']);
        expect(await find({ email: /^ALAN@/ })).toEqual(['s2']);
        expect(await find({ 'name.last': { $regex: 'O', $options: 'i' } })).toEqual(['s1', 's3']);
      });

      it('given documents, when filtering with $or and $and, then the logic combines clauses', async () => {
        expect(await find({ $or: [{ grade: 6 }, { 'name.first': 'Grace' }] })).toEqual(['s2', 's3']);
        expect(await find({ $and: [{ grade: 5 }, { score: { $gt: 80 } }] })).toEqual(['s1']);
        expect(await find({ grade: 5, $or: [{ email: /ada/ }, { email: /edsger/ }] })).toEqual(['s1']);
      });

      it('given a field missing in one document, when filtering with $exists or null, then missing is told apart', async () => {
        expect(await find({ score: { $exists: false } })).toEqual(['s3']);
        expect(await find({ score: { $exists: true } })).toEqual(['s1', 's2', 's4']);
        expect(await find({ score: null })).toEqual(['s3']);
      });

      it('given nested documents, when filtering by a dotted path, then the nested field is matched', async () => {
        expect(await find({ 'name.last': 'Turing' })).toEqual(['s2']);
        expect(await find({ 'name.middle': { $exists: true } })).toEqual([]);
      });

      itOrGap(ELEM_MATCH)(ELEM_MATCH, async () => {
        expect(await find({ tags: 'logic' })).toEqual(['s1', 's4']);
        expect(await find({ tags: { $in: ['maths'] } })).toEqual(['s1', 's2']);
        expect(await find({ tags: { $all: ['maths', 'logic'] } })).toEqual(['s1']);
        expect(await find({ tags: { $size: 0 } })).toEqual(['s3']);
        expect(await find({ tags: ['maths'] })).toEqual(['s2']);
        await given([
          {
            _id: 'r1',
            results: [
              { quiz: 'a', mark: 3 },
              { quiz: 'b', mark: 9 },
            ],
          },
        ]);
        expect(await find({ results: { $elemMatch: { quiz: 'a', mark: { $gt: 5 } } } })).toEqual([]);
        expect(await find({ results: { $elemMatch: { quiz: 'b', mark: { $gt: 5 } } } })).toEqual(['r1']);
        expect(await find({ 'results.mark': 9 })).toEqual(['r1']);
      });
    });

    describe('sort, skip, limit, projection', () => {
      beforeEach(() => given());

      it('given documents, when sorted on two keys ascending and descending, then the order follows both keys', async () => {
        const ascending = await people.find({}, { sort: { grade: 1, 'name.last': 1 } }).toArray();
        expect(idsOf(ascending)).toEqual(['s4', 's3', 's1', 's2']);
        const mixed = await people.find({}, { sort: { score: -1, 'name.first': 1 } }).toArray();
        expect(idsOf(mixed)).toEqual(['s1', 's2', 's4', 's3']);
      });

      it('given a field missing in one document, when sorted, then missing sorts first ascending and last descending', async () => {
        expect(idsOf(await people.find({}, { sort: { score: 1, _id: 1 } }).toArray())).toEqual([
          's3',
          's2',
          's4',
          's1',
        ]);
        expect(idsOf(await people.find({}, { sort: { score: -1, _id: 1 } }).toArray())).toEqual([
          's1',
          's2',
          's4',
          's3',
        ]);
      });

      it('given array values, when sorted, then ascending uses the smallest element and descending the largest', async () => {
        const values = store.collection('values');
        await given(
          [
            { _id: 'a', v: [3, 9] },
            { _id: 'b', v: 5 },
            { _id: 'c', v: [1, 4] },
            { _id: 'd', w: 1 },
          ],
          values,
        );
        expect(idsOf(await values.find({}, { sort: { v: 1 } }).toArray())).toEqual(['d', 'c', 'a', 'b']);
        expect(idsOf(await values.find({}, { sort: { v: -1 } }).toArray())).toEqual(['a', 'b', 'c', 'd']);
      });

      it('given a sorted result, when paged with skip and limit, then pages are consecutive slices', async () => {
        const sort = { 'name.first': 1 } as const;
        const page1 = await people.find({}, { sort, skip: 0, limit: 2 }).toArray();
        const page2 = await people.find({}, { sort, skip: 2, limit: 2 }).toArray();
        const page3 = await people.find({}, { sort, skip: 4, limit: 2 }).toArray();
        expect([...idsOf(page1), ...idsOf(page2)]).toEqual(['s1', 's2', 's4', 's3']);
        expect(page3).toEqual([]);
        expect(await people.find({ grade: 5 }, { limit: 1 }).toArray()).toHaveLength(1);
      });

      it('given documents, when projected with inclusions, then only those fields and _id come back', async () => {
        const found = await people
          .find({ _id: 's1' }, { projection: { 'name.first': 1, grade: 1 } })
          .toArray();
        expect(found).toEqual([{ _id: 's1', name: { first: 'Ada' }, grade: 5 }]);
      });

      it('given documents, when projected with exclusions, then those fields (and _id if asked) are left out', async () => {
        const found = await people.findOne({ _id: 's2' }, { projection: { tags: 0, name: 0, _id: 0 } });
        expect(found).toEqual({ grade: 6, email: 'ALAN@example.org', score: 78 });
      });

      it('given documents, when findOne sorts, then it returns the first in that order', async () => {
        expect((await people.findOne({ grade: 5 }, { sort: { 'name.first': -1 } }))?._id).toBe('s3');
      });

      it('given documents, when counted with and without a filter, then countDocuments agrees with find', async () => {
        expect(await people.countDocuments()).toBe(4);
        expect(await people.countDocuments({ grade: 5 })).toBe(2);
        expect(
          await people.countDocuments({ email: { $regex: 'EXAMPLE', $options: 'i' }, tags: 'logic' }),
        ).toBe(2);
        expect(await store.collection('empty').countDocuments({})).toBe(0);
      });
    });

    describe('updates', () => {
      beforeEach(() => given());

      it('given a document, when $set sets top-level and dotted fields, then they are written and counted', async () => {
        const result = await people.updateOne(
          { _id: 's1' },
          { $set: { grade: 7, 'name.middle': 'King', 'contact.phone': '1' } },
        );
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
        expect(await people.findOne({ _id: 's1' })).toMatchObject({
          grade: 7,
          name: { first: 'Ada', last: 'Lovelace', middle: 'King' },
          contact: { phone: '1' },
        });
      });

      it('given a document, when $set writes the value it already has, then it matches but does not modify', async () => {
        const result = await people.updateOne({ _id: 's1' }, { $set: { grade: 5 } });
        expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
      });

      it('given a document, when $inc runs on a present and a missing field, then both are incremented from 0', async () => {
        await people.updateOne({ _id: 's1' }, { $inc: { score: -1, visits: 2 } });
        expect(await people.findOne({ _id: 's1' })).toMatchObject({ score: 90, visits: 2 });
      });

      itOrGap(PULL_CONDITION)(PULL_CONDITION, async () => {
        await people.updateOne({ _id: 's2' }, { $push: { tags: 'physics' } });
        const again = await people.updateOne({ _id: 's2' }, { $addToSet: { tags: 'maths' } });
        expect(again.modifiedCount).toBe(0);
        await people.updateOne({ _id: 's2' }, { $addToSet: { tags: 'logic' } });
        expect((await people.findOne({ _id: 's2' }))?.tags).toEqual(['maths', 'physics', 'logic']);
        await people.updateOne({ _id: 's2' }, { $pull: { tags: 'maths' } });
        expect((await people.findOne({ _id: 's2' }))?.tags).toEqual(['physics', 'logic']);
        await people.updateOne({ _id: 's2' }, { $push: { marks: { $each: [3, 8, 9] } } });
        await people.updateOne({ _id: 's2' }, { $pull: { marks: { $gte: 8 } } });
        expect((await people.findOne({ _id: 's2' }))?.marks).toEqual([3]);
      });

      it('given a document, when $unset runs, then the fields disappear', async () => {
        await people.updateOne({ _id: 's1' }, { $unset: { score: '', 'name.first': '' } });
        expect(await people.findOne({ _id: 's1' })).toEqual({
          _id: 's1',
          name: { last: 'Lovelace' },
          grade: 5,
          tags: ['maths', 'logic'],
          email: 'ada@example.org',
        });
      });

      it('given several matches, when updateMany runs, then every match is updated and counted', async () => {
        const result = await people.updateMany({ grade: 5 }, { $set: { cohort: 'A' } });
        expect(result).toEqual({ matchedCount: 2, modifiedCount: 2, upsertedCount: 0, upsertedId: null });
        expect(await find({ cohort: 'A' })).toEqual(['s1', 's3']);
        const none = await people.updateMany({ grade: 99 }, { $set: { cohort: 'B' } });
        expect(none).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null });
        expect(await people.countDocuments()).toBe(4);
      });

      it('given no match, when updateOne upserts, then the new document holds the filter equalities plus the update', async () => {
        const result = await people.updateOne(
          { _id: 's9', 'name.last': 'Noether', grade: { $eq: 6 }, score: { $gt: 10 } },
          { $set: { email: 'emmy@example.org' }, $inc: { visits: 1 }, $setOnInsert: { createdBy: 'upsert' } },
          { upsert: true },
        );
        expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: 's9' });
        expect(await people.findOne({ _id: 's9' })).toEqual({
          _id: 's9',
          name: { last: 'Noether' },
          grade: 6,
          email: 'emmy@example.org',
          visits: 1,
          createdBy: 'upsert',
        });
      });

      it('given a match, when updateOne upserts, then it updates and $setOnInsert is ignored', async () => {
        const result = await people.updateOne(
          { _id: 's1' },
          { $set: { grade: 8 }, $setOnInsert: { createdBy: 'x' } },
          { upsert: true },
        );
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
        expect(await people.findOne({ _id: 's1' })).not.toHaveProperty('createdBy');
      });

      it('given many processes upserting one new document at once, when they race, then every write succeeds and one document holds the last', async () => {
        // two projection workers starting together on one store (issue 18's topology test found it)
        const writes = Array.from({ length: 8 }, (_, i) =>
          people.replaceOne(
            { _id: 'race' },
            { _id: 'race', name: { last: 'Ride' }, grade: i },
            { upsert: true },
          ),
        );
        const sets = Array.from({ length: 8 }, (_, i) =>
          people.updateOne({ _id: 'race-set' }, { $set: { grade: i } }, { upsert: true }),
        );
        await expect(Promise.all([...writes, ...sets])).resolves.toHaveLength(16);
        expect(await people.countDocuments({ _id: { $in: ['race', 'race-set'] } })).toBe(2);
      });

      it('given no _id in the filter, when an upsert inserts, then a string _id is generated and reported', async () => {
        const result = await people.updateOne(
          { email: 'new@example.org' },
          { $set: { grade: 3 } },
          { upsert: true },
        );
        expect(result.upsertedCount).toBe(1);
        expect(typeof result.upsertedId).toBe('string');
        expect(await people.findOne({ email: 'new@example.org' })).toEqual({
          _id: result.upsertedId,
          email: 'new@example.org',
          grade: 3,
        });
      });

      it('given a document, when replaceOne replaces it, then old fields are gone and _id is kept', async () => {
        const result = await people.replaceOne(
          { email: 'ada@example.org' },
          { _id: 's1', nickname: 'Countess' },
        );
        expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
        expect(await people.findOne({ _id: 's1' })).toEqual({ _id: 's1', nickname: 'Countess' });
      });

      it('given no match, when replaceOne upserts, then the replacement is inserted under the filter _id', async () => {
        const replacement = { nickname: 'Hedy' } as unknown as Document;
        const result = await people.replaceOne({ _id: 's8' }, replacement, { upsert: true });
        expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: 's8' });
        expect(await people.findOne({ _id: 's8' })).toEqual({ _id: 's8', nickname: 'Hedy' });
        const missed = await people.replaceOne({ _id: 's7' }, { _id: 's7', nickname: 'x' });
        expect(missed).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null });
        expect(await people.findOne({ _id: 's7' })).toBeNull();
      });

      it('given a document, when an update would change _id or has no operators, then it is rejected and nothing changes', async () => {
        await expect(people.updateOne({ _id: 's1' }, { $set: { _id: 'other' } })).rejects.toThrow();
        await expect(people.updateOne({ _id: 's1' }, { grade: 1 })).rejects.toThrow();
        expect(await people.findOne({ _id: 's1' })).toEqual(students[0]);
        expect(await people.findOne({ _id: 'other' })).toBeNull();
      });
    });

    describe('deletes', () => {
      beforeEach(() => given());

      it('given several matches, when deleteOne runs, then exactly one is deleted', async () => {
        expect(await people.deleteOne({ grade: 5 })).toEqual({ deletedCount: 1 });
        expect(await people.countDocuments({ grade: 5 })).toBe(1);
        expect(await people.countDocuments()).toBe(3);
      });

      it('given several matches, when deleteMany runs, then all are deleted and counted', async () => {
        expect(await people.deleteMany({ tags: 'logic' })).toEqual({ deletedCount: 2 });
        expect(await find({})).toEqual(['s2', 's3']);
        expect(await people.deleteMany({ tags: 'logic' })).toEqual({ deletedCount: 0 });
        expect(await people.deleteOne({ _id: 'nobody' })).toEqual({ deletedCount: 0 });
      });

      it('given documents, when deleteMany runs without a filter, then the collection is emptied', async () => {
        expect(await people.deleteMany()).toEqual({ deletedCount: 4 });
        expect(await people.countDocuments()).toBe(0);
      });

      it('given a deleted document, when its _id is inserted again, then the insert succeeds', async () => {
        await people.deleteOne({ _id: 's1' });
        await people.insertOne({ _id: 's1', again: true });
        expect(await people.findOne({ _id: 's1' })).toEqual({ _id: 's1', again: true });
      });
    });

    describe('bulkWrite', () => {
      it('given documents, when a mixed bulkWrite runs, then operations apply in order and the counts add up', async () => {
        await given();
        const result = await people.bulkWrite([
          { insertOne: { document: { _id: 's5', grade: 5 } } },
          { updateOne: { filter: { _id: 's5' }, update: { $set: { seen: true } } } },
          { updateOne: { filter: { _id: 's6' }, update: { $set: { grade: 2 } }, upsert: true } },
          { replaceOne: { filter: { _id: 's7' }, replacement: { _id: 's7', grade: 2 }, upsert: true } },
          { replaceOne: { filter: { _id: 's4' }, replacement: { _id: 's4', grade: 4 } } },
          { updateMany: { filter: { grade: 5 }, update: { $inc: { grade: 1 } } } },
          { deleteOne: { filter: { _id: 's2' } } },
          { deleteMany: { filter: { grade: 2 } } },
        ]);
        expect(result).toEqual({
          insertedCount: 1,
          matchedCount: 5,
          modifiedCount: 5,
          deletedCount: 3,
          upsertedCount: 2,
        });
        expect(
          await people.find({}, { sort: { _id: 1 }, projection: { grade: 1, seen: 1 } }).toArray(),
        ).toEqual([
          { _id: 's1', grade: 6 },
          { _id: 's3', grade: 6 },
          { _id: 's4', grade: 4 },
          { _id: 's5', grade: 6, seen: true },
        ]);
      });

      it('given an empty collection, when a bulkWrite of replaceOne upserts runs, then every document is created', async () => {
        const ops = Array.from({ length: 50 }, (_, i) => ({
          replaceOne: { filter: { _id: `p${i}` }, replacement: { _id: `p${i}`, n: i }, upsert: true },
        }));
        expect(await people.bulkWrite(ops)).toMatchObject({ upsertedCount: 50, matchedCount: 0 });
        expect(await people.countDocuments({ n: { $gte: 25 } })).toBe(25);
      });
    });

    describe('indexes and duplicate keys', () => {
      beforeEach(() => given());

      it('given a collection, when createIndex runs, then it answers the index name and is idempotent', async () => {
        expect(await people.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
        expect(await people.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
        expect(await people.createIndex({ grade: 1, 'name.last': -1 })).toBe('grade_1_name.last_-1');
        expect(await people.createIndex({ tags: 1 }, { name: 'by_tag' })).toBe('by_tag');
      });

      it('given a unique index, when an insert repeats the key, then DuplicateKeyError is thrown and nothing is written', async () => {
        await people.createIndex({ email: 1 }, { unique: true });
        const error: unknown = await people
          .insertOne({ _id: 's5', email: 'ada@example.org' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect(error).toMatchObject({ code: 11000, collection: 'students' });
        expect(await people.findOne({ _id: 's5' })).toBeNull();
        expect(await people.countDocuments()).toBe(4);
      });

      it('given a unique index, when an update or upsert would repeat the key, then DuplicateKeyError is thrown and nothing changes', async () => {
        await people.createIndex({ email: 1 }, { unique: true });
        await expect(
          people.updateOne({ _id: 's2' }, { $set: { email: 'ada@example.org' } }),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(
          people.updateOne({ _id: 's9' }, { $set: { email: 'grace@example.org' } }, { upsert: true }),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
        expect((await people.findOne({ _id: 's2' }))?.email).toBe('ALAN@example.org');
        expect(await people.findOne({ _id: 's9' })).toBeNull();
        await people.updateOne({ _id: 's2' }, { $set: { email: 'alan@example.org' } });
        expect((await people.findOne({ _id: 's2' }))?.email).toBe('alan@example.org');
      });

      it('given a compound unique index, when only the whole tuple repeats, then only that is rejected', async () => {
        await people.createIndex({ grade: 1, 'name.last': 1 }, { unique: true });
        await people.insertOne({ _id: 's5', grade: 5, name: { last: 'Noether' } });
        await expect(
          people.insertOne({ _id: 's6', grade: 5, name: { last: 'Hopper' } }),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await people.countDocuments()).toBe(5);
      });

      it('given duplicates already stored, when a unique index is created, then it fails with DuplicateKeyError', async () => {
        await expect(people.createIndex({ score: 1 }, { unique: true })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        await people.insertOne({ _id: 's5', score: 78 });
        expect(await people.countDocuments({ score: 78 })).toBe(3);
      });

      it('given a stored _id, when it is inserted again, then DuplicateKeyError is thrown and the original stays', async () => {
        await expect(people.insertOne({ _id: 's1', other: true })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await people.findOne({ _id: 's1' })).toEqual(students[0]);
      });

      it('given a stored _id, when a bulkWrite inserts it again, then the bulkWrite rejects with DuplicateKeyError', async () => {
        await expect(people.bulkWrite([{ insertOne: { document: { _id: 's1' } } }])).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
      });
    });

    describe('collections', () => {
      it('given written collections, when listed, then listCollections names each of them', async () => {
        await given();
        await store.collection('tutors').insertOne({ _id: 't1' });
        expect((await store.listCollections()).sort()).toEqual(['students', 'tutors']);
      });

      it('given a collection with an index, when dropped, then its documents and index are gone and it can be reused', async () => {
        await given();
        await people.createIndex({ grade: 1 }, { unique: false, name: 'g' });
        await people.createIndex({ email: 1 }, { unique: true });
        await people.drop();
        expect(await people.countDocuments()).toBe(0);
        expect(await store.listCollections()).not.toContain('students');
        await people.insertOne({ _id: 'x1', email: 'same@example.org' });
        await people.insertOne({ _id: 'x2', email: 'same@example.org' });
        expect(await people.countDocuments({ email: 'same@example.org' })).toBe(2);
      });

      it('given an unknown collection, when dropped, then it resolves', async () => {
        await expect(store.collection('never').drop()).resolves.toBeUndefined();
      });

      it('given several collections, when dropAll runs, then none is left', async () => {
        await given();
        await store.collection('tutors').insertOne({ _id: 't1' });
        await store.dropAll();
        expect(await store.listCollections()).toEqual([]);
        expect(await people.countDocuments()).toBe(0);
        expect(await store.collection('tutors').findOne({})).toBeNull();
      });
    });

    describe('isolation of returned documents', () => {
      beforeEach(() => given());

      it('given a returned document, when the caller mutates it, then the stored one is unchanged', async () => {
        const found = await people.findOne({ _id: 's1' });
        (found?.tags as string[]).push('hacked');
        (found?.name as Record<string, unknown>).first = 'Hacked';
        const [listed] = await people.find({ _id: 's1' }).toArray();
        if (listed) {
          listed.grade = 0;
        }
        expect(await people.findOne({ _id: 's1' })).toEqual(students[0]);
        expect(await people.countDocuments({ tags: 'hacked' })).toBe(0);
      });

      it('given written values, when the caller mutates its objects afterwards, then the stored ones are unchanged', async () => {
        const doc = { _id: 'm1', nested: { list: [1] } };
        await people.insertOne(doc);
        doc.nested.list.push(2);
        const pushed = { note: 'n' };
        await people.updateOne({ _id: 'm1' }, { $push: { notes: pushed } });
        pushed.note = 'changed';
        const replacement = { _id: 'm2', deep: { a: [1] } };
        await people.replaceOne({ _id: 'm2' }, replacement, { upsert: true });
        replacement.deep.a.push(2);
        expect(await people.findOne({ _id: 'm1' })).toEqual({
          _id: 'm1',
          nested: { list: [1] },
          notes: [{ note: 'n' }],
        });
        expect(await people.findOne({ _id: 'm2' })).toEqual({ _id: 'm2', deep: { a: [1] } });
      });
    });
  });
}
