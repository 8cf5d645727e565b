import { Query } from 'mingo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Document, Filter } from '../port';
import { seededRandom } from './testRandom';
import { tempReadModelFile } from './testing';
import type { TempReadModelFile } from './testing';

/*
 * Indexes, the prefilter and the memo only skip work: whatever they do, the store must answer
 * exactly what mingo answers over the same documents. Random documents mix the types that
 * make those shortcuts give up (arrays, numbers, nulls, missing fields, nested objects).
 */
const next = seededRandom(7);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

const NAMES = ['Olivia', 'oliver', 'AMELIA', 'Noah', 'Leo', 'Isla', 'Zain'];
const TERMS = ['ol', 'OL', 'a', 'i$', '^no', 'zz', 'e.', 'LI'];
const FIELDS = ['firstName', 'lastName', 'email', 'grade'];

function value(): unknown {
  const roll = next();
  if (roll < 0.55) {
    return pick(NAMES);
  }
  if (roll < 0.65) {
    return [pick(NAMES), pick(NAMES)];
  }
  if (roll < 0.75) {
    return pick([3, 4, 5]);
  }
  if (roll < 0.8) {
    return null;
  }
  if (roll < 0.85) {
    return { first: pick(NAMES) };
  }
  return undefined;
}

function document(i: number): Document {
  const doc: Document = { _id: `d${i}`, grade: pick([3, 4, 5, '4', [4, 5]]), nested: { city: pick(NAMES) } };
  for (const field of ['firstName', 'lastName', 'email']) {
    const v = value();
    if (v !== undefined) {
      doc[field] = v;
    }
  }
  return doc;
}

function term(): Filter {
  const field = pick(FIELDS);
  const roll = next();
  if (roll < 0.35) {
    return { [field]: { $regex: pick(TERMS), $options: pick(['i', '', 'm']) } };
  }
  if (roll < 0.5) {
    return { [field]: new RegExp(pick(TERMS), pick(['i', ''])) };
  }
  if (roll < 0.75) {
    return { [field]: pick([...NAMES, 3, 4, '4', true]) };
  }
  if (roll < 0.85) {
    return { 'nested.city': { $regex: pick(TERMS), $options: 'i' } };
  }
  return { [field]: { $in: [pick(NAMES), 4] } };
}

function filter(): Filter {
  const clauses = Array.from({ length: 1 + Math.floor(next() * 4) }, term);
  const roll = next();
  if (roll < 0.4) {
    return { $or: clauses, ...(next() < 0.6 ? { grade: pick([3, 4, 5]) } : {}) };
  }
  if (roll < 0.6) {
    return { $and: clauses };
  }
  if (roll < 0.8) {
    return Object.assign({}, ...clauses) as Filter;
  }
  return { $or: [{ $and: clauses }, term()], ...term() };
}

describe('store answers equal mingo over the same documents', () => {
  let temp: TempReadModelFile;
  let students: Collection;
  const docs = Array.from({ length: 300 }, (_, i) => document(i));
  const filters = Array.from({ length: 150 }, filter);

  beforeAll(async () => {
    temp = tempReadModelFile();
    students = temp.open().collection('students');
    await students.createIndex({ grade: 1 });
    await students.bulkWrite(docs.map((doc) => ({ insertOne: { document: structuredClone(doc) } })));
  });

  afterAll(() => temp.cleanup());

  it('given random documents and filters, when the store finds and counts, then it agrees with mingo every time', async () => {
    const stored = await students.find({}, { sort: { _id: 1 } }).toArray();
    let selective = 0;
    for (const f of filters) {
      const expected = new Query(f)
        .find<Document>(stored)
        .all()
        .map((doc) => doc._id)
        .sort();
      const actual = (await students.find(f).toArray()).map((doc) => doc._id).sort();
      expect(
        actual,
        JSON.stringify(f, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v)),
      ).toEqual(expected);
      expect(await students.countDocuments(f)).toBe(expected.length);
      if (expected.length > 0 && expected.length < docs.length) {
        selective++;
      }
    }
    // Not vacuous: most filters select some documents but not all.
    expect(selective).toBeGreaterThan(filters.length / 3);
  });
});
