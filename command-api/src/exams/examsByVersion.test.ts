import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { examsStreams } from '@portal/contracts';
import type { EventStore, ReadModelStore } from '@portal/platform';
import { openSqliteEventStore, openSqliteReadModelStore } from '@portal/platform';
import { allProjections, EXAMS_COLLECTION, replayFromLog } from '@portal/projections';
import { examsByVersion } from './examsByVersion';

// Issue 18 item 2: a class starting together reads the exam once per version, not per student;
// an edit (a new event on the exam's stream) is seen by the next start.

const EXAM = 'e1';
const facts = { examId: EXAM, organisationId: 'org', tutorId: 't1', by: 't1' };
const content = (title: string) => ({
  title,
  description: null,
  examType: 'mathematics',
  difficulty: 'medium',
  duration: 30,
  grade: 'year-5',
  passingScore: 50,
  isActive: true,
  questions: [
    { id: 'q1', questionText: 'What is 2 + 2?', options: ['3', '4'], correctAnswer: '4', marks: 1 },
  ],
});

let dir: string;
let eventStore: EventStore;
let readModels: ReadModelStore;
let revision = -1;
let findOnes = 0;
const examsProjections = allProjections.filter((projection) => projection.collection === EXAMS_COLLECTION);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'exams-by-version-'));
  eventStore = openSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
  const store = openSqliteReadModelStore({ file: ':memory:' });
  // counts what reaches the read model
  readModels = withCalls(store, 'collection', (collection: ReturnType<ReadModelStore['collection']>) =>
    withCalls(collection, 'findOne', (found: unknown) => {
      findOnes += 1;
      return found;
    }),
  );
  revision = -1;
  findOnes = 0;
});
afterEach(async () => {
  await Promise.all([eventStore.close(), readModels.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** `target` with the result of its `method` passed through `then` (its other members as they are). */
function withCalls<T extends object, R>(target: T, method: keyof T, then: (result: R) => unknown): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function') {
        return value;
      }
      const bound = (value as (...args: unknown[]) => R).bind(object);
      return key === method ? (...args: unknown[]) => then(bound(...args)) : bound;
    },
  });
}

async function record(type: 'ExamCreated' | 'ExamUpdated', title: string, project = true) {
  const at = '2026-11-29T09:00:00.000Z';
  const data = {
    ...facts,
    exam: content(title),
    ...(type === 'ExamCreated' ? { createdAt: at } : { updatedAt: at }),
  };
  const result = await eventStore.append(examsStreams.exam(EXAM), [{ type, data }], {
    expectedRevision: revision < 0 ? 'no_stream' : revision,
  });
  revision = result.nextExpectedRevision;
  if (project) {
    await replayFromLog(examsProjections, eventStore, readModels);
  }
}

describe('examsByVersion', () => {
  it('given a projected exam, when a class of 30 starts together and again later, then the read model is read once', async () => {
    await record('ExamCreated', 'Fractions');
    const examOf = examsByVersion({ eventStore, readModels });
    const together = await Promise.all(Array.from({ length: 30 }, () => examOf(EXAM)));
    const later = await examOf(EXAM);
    expect([...together, later].every((exam) => exam?.title === 'Fractions')).toBe(true);
    expect(findOnes).toBe(1);
  });

  it('given a kept exam, when the tutor edits it, then the next start has the edit', async () => {
    await record('ExamCreated', 'Fractions');
    const examOf = examsByVersion({ eventStore, readModels });
    expect((await examOf(EXAM))?.title).toBe('Fractions');
    await record('ExamUpdated', 'Fractions and decimals');
    expect((await examOf(EXAM))?.title).toBe('Fractions and decimals');
    expect(await examOf(EXAM)).toMatchObject({ title: 'Fractions and decimals' });
    expect(findOnes).toBe(2);
  });

  it('given an edit the read model has not applied yet, when a student starts, then the older copy is not kept as current', async () => {
    await record('ExamCreated', 'Fractions');
    const examOf = examsByVersion({ eventStore, readModels });
    await examOf(EXAM);
    await record('ExamUpdated', 'Fractions and decimals', false);
    expect((await examOf(EXAM))?.title).toBe('Fractions');
    expect((await examOf(EXAM))?.title).toBe('Fractions');
    await replayFromLog(examsProjections, eventStore, readModels);
    expect((await examOf(EXAM))?.title).toBe('Fractions and decimals');
  });

  it('given no such exam, when asked, then null and nothing kept', async () => {
    const examOf = examsByVersion({ eventStore, readModels });
    expect(await examOf('missing')).toBeNull();
    expect(await examOf('missing')).toBeNull();
    expect(findOnes).toBe(2);
  });

  it('given a kept exam, when a caller tries to change it, then it cannot (every start shares it)', async () => {
    await record('ExamCreated', 'Fractions');
    const examOf = examsByVersion({ eventStore, readModels });
    const exam = (await examOf(EXAM))!;
    expect(() => {
      (exam as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(() => exam.questions.push(exam.questions[0]!)).toThrow(TypeError);
  });
});
