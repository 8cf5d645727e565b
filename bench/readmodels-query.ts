/**
 * Embedded read-model benchmark: `node --import tsx bench/readmodels-query.ts`.
 * 20,000 student documents; a tutor's search page (case-insensitive $or of $regex over four
 * fields AND a grade, sorted by lastName then firstName, a page of 25) plus its countDocuments;
 * replay throughput of replaceOne upserts in bulkWrite batches of 500; single updateOne latency.
 * Between measured queries a second store on the same file writes one document, as the
 * projections process would, so every query also pays for catching up and no memo survives.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Collection, Document, ReadModelStore } from '../platform/src/readmodels/port';
import { openSqliteReadModelStore } from '../platform/src/readmodels/embedded/sqliteReadModelStore';

const DOCUMENTS = 20_000;
const BATCH = 500;
const QUERIES = 300;
const WARMUP = 30;
const UPDATES = 2_000;

const FIRST = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Noah',
  'Oliver',
  'George',
  'Arthur',
  'Leo',
  'Muhammad',
  'Freya',
  'Harry',
  'Lily',
  'Jack',
  'Sophia',
  'Theo',
  'Aisha',
  'Priya',
  'Zain',
  'Chloe',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Khan',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
];
const TERMS = [
  'ol',
  'AM',
  'is',
  'no',
  'ar',
  'le',
  'mu',
  'fr',
  'ha',
  'li',
  'ja',
  'so',
  'th',
  'ai',
  'pr',
  'za',
  'ch',
  'sm',
  'JON',
  'tay',
  'bro',
  'wil',
  'dav',
  'pat',
  'kh',
  'rob',
  'wri',
  'eva',
  'wal',
  'gre',
  'S0001',
  '00042',
  'example',
  '1234',
];

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(11);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

function student(i: number, revision = 0): Document {
  const firstName = pick(FIRST);
  const lastName = pick(LAST);
  return {
    _id: `student-${i}`,
    tutorId: `tutor-${i % 40}`,
    firstName,
    lastName,
    email: `${firstName}.${lastName}${i}@example.org`.toLowerCase(),
    studentId: `S${String(i).padStart(6, '0')}`,
    grade: 3 + (i % 4),
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    revision,
  };
}

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number): string =>
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(2);
  return `p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms  max ${(sorted.at(-1) ?? NaN).toFixed(2)} ms  (n=${sorted.length})`;
}

async function replay(collection: Collection, revision: number): Promise<number> {
  const started = performance.now();
  for (let from = 0; from < DOCUMENTS; from += BATCH) {
    const ops = [];
    for (let i = from; i < Math.min(DOCUMENTS, from + BATCH); i++) {
      const replacement = student(i, revision);
      ops.push({ replaceOne: { filter: { _id: replacement._id }, replacement, upsert: true } });
    }
    await collection.bulkWrite(ops);
  }
  return DOCUMENTS / ((performance.now() - started) / 1000);
}

async function searchPage(collection: Collection, writer: Collection | null): Promise<number[]> {
  const samples: number[] = [];
  for (let q = 0; q < WARMUP + QUERIES; q++) {
    if (writer) {
      await writer.updateOne({ _id: `student-${Math.floor(next() * DOCUMENTS)}` }, { $inc: { revision: 1 } });
    }
    const term = pick(TERMS);
    const filter = {
      $or: ['firstName', 'lastName', 'email', 'studentId'].map((field) => ({
        [field]: { $regex: term, $options: 'i' },
      })),
      grade: 3 + Math.floor(next() * 4),
    };
    const page = Math.floor(next() * 3);
    const started = performance.now();
    const rows = await collection
      .find(filter, { sort: { lastName: 1, firstName: 1 }, skip: page * 25, limit: 25 })
      .toArray();
    const total = await collection.countDocuments(filter);
    const elapsed = performance.now() - started;
    if (rows.length > total) {
      throw new Error('page larger than count');
    }
    if (q >= WARMUP) {
      samples.push(elapsed);
    }
  }
  return samples;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-readmodels-'));
  const file = join(dir, 'readmodels.sqlite');
  const stores: ReadModelStore[] = [];
  const open = (): ReadModelStore => {
    const store = openSqliteReadModelStore({ file });
    stores.push(store);
    return store;
  };
  try {
    const reader = open();
    const writer = open();
    const students = reader.collection('students');
    console.log(`embedded read models, ${DOCUMENTS} documents, node ${process.version}`);

    const inserted = await replay(writer.collection('students'), 0);
    console.log(
      `replay, replaceOne upserts in bulkWrite of ${BATCH}, new documents:      ${inserted.toFixed(0)} docs/s`,
    );
    const replaced = await replay(writer.collection('students'), 1);
    console.log(
      `replay, replaceOne upserts in bulkWrite of ${BATCH}, existing documents: ${replaced.toFixed(0)} docs/s`,
    );

    let started = performance.now();
    await students.countDocuments({});
    console.log(
      `first read by another store (loads ${DOCUMENTS} documents): ${(performance.now() - started).toFixed(1)} ms`,
    );

    console.log(
      `search page + count, no index, another store writing between queries: ${percentiles(await searchPage(students, writer.collection('students')))}`,
    );
    console.log(
      `search page + count, no index, no writes (memo may answer repeats):   ${percentiles(await searchPage(students, null))}`,
    );
    await writer.collection('students').createIndex({ grade: 1 });
    console.log(
      `search page + count, index on grade, writes between queries:         ${percentiles(await searchPage(students, writer.collection('students')))}`,
    );

    const updates: number[] = [];
    for (let i = 0; i < UPDATES; i++) {
      started = performance.now();
      await students.updateOne(
        { _id: `student-${Math.floor(next() * DOCUMENTS)}` },
        { $set: { lastSeenAt: new Date().toISOString() } },
      );
      updates.push(performance.now() - started);
    }
    console.log(
      `single updateOne by _id:                                             ${percentiles(updates)}`,
    );
  } finally {
    await Promise.all(stores.map((store) => store.close()));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
