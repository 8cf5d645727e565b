import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collection } from '../port';
import { tempReadModelFile } from './testing';
import type { TempReadModelFile } from './testing';

describe('MongoDB sort order', () => {
  let temp: TempReadModelFile;
  let values: Collection;

  beforeEach(async () => {
    temp = tempReadModelFile();
    values = temp.open().collection('values');
    await values.bulkWrite(
      [
        { _id: 'empty', v: [] },
        { _id: 'missing' },
        { _id: 'null', v: null },
        { _id: 'number', v: 2 },
        { _id: 'string', v: 'a' },
        { _id: 'object', v: { x: 1 } },
        { _id: 'bool', v: false },
        { _id: 'date', v: new Date(0) },
        { _id: 'mixed', v: [10, 'z'] },
      ].map((document) => ({ insertOne: { document } })),
    );
  });

  afterEach(() => temp.cleanup());

  const order = async (sort: Record<string, 1 | -1>): Promise<string[]> =>
    (await values.find({}, { sort: { ...sort, _id: 1 } }).toArray()).map((doc) => doc._id);

  it('given values of every type, when sorted ascending, then BSON type order holds and an empty array comes first', async () => {
    expect(await order({ v: 1 })).toEqual([
      'empty',
      'missing',
      'null',
      'number',
      'mixed',
      'string',
      'object',
      'bool',
      'date',
    ]);
  });

  it('given values of every type, when sorted descending, then arrays use their largest element', async () => {
    expect(await order({ v: -1 })).toEqual([
      'date',
      'bool',
      'object',
      'mixed',
      'string',
      'number',
      'missing',
      'null',
      'empty',
    ]);
  });

  it('given a path through an array of objects, when sorted, then every element is considered', async () => {
    const nested = temp.open().collection('nested');
    await nested.insertOne({ _id: 'p', items: [{ n: 5 }, { n: 1 }] });
    await nested.insertOne({ _id: 'q', items: [{ n: 3 }] });
    const ids = async (direction: 1 | -1): Promise<string[]> =>
      (await nested.find({}, { sort: { 'items.n': direction } }).toArray()).map((doc) => doc._id);
    expect(await ids(1)).toEqual(['p', 'q']);
    expect(await ids(-1)).toEqual(['p', 'q']);
  });
});

describe('a page of a large sorted match', () => {
  it('given many ties, when an early page is selected, then it equals the same slice of the full stable sort', async () => {
    const temp = tempReadModelFile();
    try {
      const rows = temp.open().collection('rows');
      await rows.bulkWrite(
        Array.from({ length: 400 }, (_, i) => ({
          insertOne: {
            document: {
              _id: `r${String(i).padStart(3, '0')}`,
              a: i % 7,
              b: (i * 13) % 5,
              c: i % 3 === 0 ? null : `x${i % 4}`,
            },
          },
        })),
      );
      const sort = { a: -1, c: 1 } as const;
      const pageOf = async (skip: number, limit: number): Promise<string[]> =>
        (await rows.find({}, { sort, skip, limit }).toArray()).map((doc) => doc._id);
      // Pages first: the full sort below is memoised and would answer them otherwise.
      const pages = [await pageOf(0, 1), await pageOf(0, 25), await pageOf(3, 10), await pageOf(25, 12)];
      const full = (await rows.find({}, { sort }).toArray()).map((doc) => doc._id);
      expect(pages).toEqual([full.slice(0, 1), full.slice(0, 25), full.slice(3, 13), full.slice(25, 37)]);
      expect(new Set(full.slice(0, 30)).size).toBe(30);
    } finally {
      await temp.cleanup();
    }
  });
});
