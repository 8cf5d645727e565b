import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReadModelStore } from '@portal/platform';
import { openSqliteReadModelStore } from '@portal/platform';
import type { ClassroomSessionDocument } from '@portal/projections';
import { CLASSROOM_SESSIONS_COLLECTION, classroomExamId } from '@portal/projections';
import { releaseOfAttempt } from './resultsRelease';

// Issue 16 item 1: a live quiz attempt's results page shows the key once the tutor ended its
// session (`classroom_sessions`); a session never ended expires 240 minutes after creation, so at
// the latest 240 minutes after the attempt started.

const grace = () => 0;
const CODE = 'QUIZ-ABC123';
const CREATED = '2026-03-02T08:55:00.000Z';
const START = '2026-03-02T09:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000);
const attempt = {
  accessType: 'classroom' as const,
  scheduleId: null,
  studentId: 's1',
  examId: classroomExamId(CODE),
};

let readModels: ReadModelStore;
beforeEach(() => {
  readModels = openSqliteReadModelStore({ file: ':memory:' });
});
afterEach(async () => {
  await readModels.close();
});

const ended = (createdAt: string, endedAt: string) =>
  readModels.collection<ClassroomSessionDocument>(CLASSROOM_SESSIONS_COLLECTION).insertOne({
    _id: `${CODE}@${createdAt}`,
    organisationId: 'org',
    sessionCode: CODE,
    tutorId: 't1',
    createdAt,
    endedAt,
    endedBy: 't1',
  });

describe('releaseOfAttempt for a live quiz attempt', () => {
  it('given its session still running, then withheld with no time promised', async () => {
    const release = await releaseOfAttempt(readModels, { ...attempt, startTime: START }, grace, at(10));
    expect(release).toEqual({ released: false, reason: null, availableAt: null });
  });

  it('given the tutor ended its session 12 minutes after the start, then released from the end', async () => {
    await ended(CREATED, at(12).toISOString());
    const release = await releaseOfAttempt(readModels, { ...attempt, startTime: START }, grace, at(12));
    expect(release).toEqual({
      released: true,
      reason: 'session_ended',
      availableAt: '2026-03-02T09:12:00.000Z',
    });
  });

  it('given only an earlier session of the same code ended, before this attempt started, then still withheld', async () => {
    await ended('2026-02-01T08:00:00.000Z', '2026-02-01T09:00:00.000Z');
    const release = await releaseOfAttempt(readModels, { ...attempt, startTime: START }, grace, at(30));
    expect(release).toEqual({ released: false, reason: null, availableAt: null });
  });

  it('given a later session of the same code ended, then not this attempt’s end', async () => {
    await ended('2026-03-03T08:00:00.000Z', '2026-03-03T09:00:00.000Z');
    const release = await releaseOfAttempt(readModels, { ...attempt, startTime: START }, grace, at(30));
    expect(release.released).toBe(false);
  });

  it('given no end recorded, when 240 minutes after the start have passed, then released (the session expired)', async () => {
    expect(
      (await releaseOfAttempt(readModels, { ...attempt, startTime: START }, grace, at(239))).released,
    ).toBe(false);
    const release = await releaseOfAttempt(readModels, { ...attempt, startTime: START }, grace, at(240));
    expect(release).toEqual({
      released: true,
      reason: 'window_closed',
      availableAt: '2026-03-02T13:00:00.000Z',
    });
  });

  it('given no start time, then withheld (fail closed)', async () => {
    const release = await releaseOfAttempt(readModels, attempt, grace, at(100_000));
    expect(release).toEqual({ released: false, reason: null, availableAt: null });
  });
});
