import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Document, Filter } from '../port';
import { seededRandom } from './testRandom';
import { tempReadModelFile } from './testing';
import type { TempReadModelFile } from './testing';

const VALUES: readonly unknown[] = [1, 2, '1', '2', true, null, [1, 2], [2], [], [[1]], { x: 1 }];

function document(i: number, next: () => number): Document {
  const pick = (): unknown => structuredClone(VALUES[Math.floor(next() * VALUES.length)]);
  const doc: Document = { _id: `d${i}` };
  if (next() < 0.85) {
    doc.a = pick();
  }
  const shape = next();
  if (shape < 0.4) {
    doc.n = { b: pick() };
  } else if (shape < 0.7) {
    doc.n = [{ b: pick() }, { c: 1 }, { b: pick() }];
  } else if (shape < 0.8) {
    doc.n = 'scalar';
  }
  return doc;
}

describe('equality-index narrowing', () => {
  let temp: TempReadModelFile;
  let indexed: Collection;
  let plain: Collection;

  beforeEach(async () => {
    temp = tempReadModelFile();
    const store = temp.open();
    indexed = store.collection('indexed');
    plain = store.collection('plain');
    await indexed.createIndex({ a: 1 });
    await indexed.createIndex({ 'n.b': 1 });
    await indexed.createIndex({ a: 1, 'n.b': -1 });
    const next = seededRandom(42);
    const docs = Array.from({ length: 400 }, (_, i) => document(i, next));
    await indexed.bulkWrite(docs.map((doc) => ({ insertOne: { document: structuredClone(doc) } })));
    await plain.bulkWrite(docs.map((doc) => ({ insertOne: { document: structuredClone(doc) } })));
  });

  afterEach(() => temp.cleanup());

  const filters: Filter[] = [
    { a: 1 },
    { a: '1' },
    { a: true },
    { a: 2, 'n.b': 1 },
    { a: { $eq: 2 } },
    { a: { $in: [1, '2'] } },
    { a: { $in: [] } },
    { 'n.b': 2 },
    { 'n.b': { $in: [true, 1] }, a: { $exists: true } },
    { $and: [{ a: 1 }, { 'n.b': 2 }] },
    { _id: 'd7' },
    { _id: { $in: ['d1', 'd2', 'missing'] }, a: { $ne: null } },
  ];

  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))(
    'given the same documents with and without indexes, when filtering by %s, then both answer the same documents',
    async (_name, filter) => {
      const expected = (await plain.find(filter, { sort: { _id: 1 } }).toArray()).map((doc) => doc._id);
      const actual = (await indexed.find(filter, { sort: { _id: 1 } }).toArray()).map((doc) => doc._id);
      expect(actual).toEqual(expected);
      expect(await indexed.countDocuments(filter)).toBe(expected.length);
    },
  );

  it('given the random documents, when filtering by a common value, then the comparison is not vacuous', async () => {
    expect(await plain.countDocuments({ a: 1 })).toBeGreaterThan(20);
    expect(await plain.countDocuments({ 'n.b': 2 })).toBeGreaterThan(20);
  });

  it('given an indexed field, when a document changes value, then the index follows it', async () => {
    await indexed.updateMany({ a: 1 }, { $set: { a: 'moved' } });
    expect(await indexed.countDocuments({ a: 1 })).toBe(0);
    expect(await indexed.countDocuments({ a: 'moved' })).toBe(await plain.countDocuments({ a: 1 }));
  });
});
