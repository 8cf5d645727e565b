import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockResultsResponse, MockSummary, OwnMocksResponse } from '@portal/contracts';
import { MOCK_MESSAGES, SCHEDULE_MESSAGES, latestDigestWeek } from '@portal/contracts';
import type { Client, TestSystem } from '../../src/testing/harness';
import { startSystemAsAdmin } from '../../src/testing/harness';
import { readOutbox } from '../../src/testing/outbox';
import { waitFor } from '../../src/testing/attempts';
import { createStudent, createTutor, linkedParent, studentClient } from '../../src/testing/people';
import { createExam, scheduleBody } from '../../src/testing/schedules';
import { submitAttempt } from '../../src/testing/analytics';

// Mock exams over real HTTP (issue 20): two papers scheduled as one mock for 30 children, their
// attempts appended as the exam-taking module appends them, the clock moved past the windows.
// The scores themselves are proven against a hand-computed cohort in contracts' unit tests; here
// who sees what, and when.

const ADMIN = { email: 'admin@mocks.example.org', password: 'admin-password-1' };
const COHORT = 30;
let t: TestSystem;
let admin: Client;
let offsetMs = 0;
let tutor: Awaited<ReturnType<typeof createTutor>>;
let otherTutor: Awaited<ReturnType<typeof createTutor>>;
const children: Awaited<ReturnType<typeof createStudent>>[] = [];
let outsider: Awaited<ReturnType<typeof createStudent>>;
let firstChild: Client;
let secondChild: Client;
let parent: Client;
let outsiderParent: Client;
const exams: { maths: string; english: string } = { maths: '', english: '' };
let mockId = '';

const inMinutes = (minutes: number) => new Date(Date.now() + offsetMs + minutes * 60_000).toISOString();

/** Ten one-mark questions, `correct` of them right. */
const tenQuestions = (correct: number) =>
  Array.from({ length: 10 }, (_, i) => ({ questionId: `q${i}`, category: 'Mixed', isCorrect: i < correct }));

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN, {
    now: () => new Date(Date.now() + offsetMs),
    // the weekly digest (issue 20 item 4) carries the mock's scores
    notificationSweepMs: 200,
  }));
  [tutor, otherTutor] = [await createTutor(t.url, admin), await createTutor(t.url, admin)];
  for (let i = 0; i < COHORT; i++) {
    // born across 2016: the youngest sit at 120 months, the oldest at 131
    const month = String((i % 12) + 1).padStart(2, '0');
    children.push(
      await createStudent(tutor.client, { firstName: `Child${i}`, dateOfBirth: `2015-${month}-10` }),
    );
  }
  outsider = await createStudent(otherTutor.client, { firstName: 'Outsider' });
  firstChild = await studentClient(t.url, children[0]!.form.email, children[0]!.temporaryPassword);
  secondChild = await studentClient(t.url, children[1]!.form.email, children[1]!.temporaryPassword);
  parent = (await linkedParent(t.url, children[0]!.form.parentEmail)).client;
  outsiderParent = (await linkedParent(t.url, outsider.form.parentEmail)).client;
  exams.maths = await createExam(tutor.client, 'Maths paper');
  exams.english = await createExam(tutor.client, 'English paper');
  const ids = children.map((child) => child.id);
  for (const [paper, examId] of Object.entries(exams)) {
    // one paper over two schedules (as a cohort above 500 would be), the name typed differently
    for (const [part, name] of [
      [ids.slice(0, 20), 'Autumn mock'],
      [ids.slice(20), '  autumn  MOCK '],
    ] as const) {
      const scheduled = await tutor.client.request<{ schedule: { id: string } }>(
        'POST',
        '/api/exam-schedules',
        scheduleBody(examId, [...part], {
          title: `Autumn mock: ${paper}`,
          scheduledStartTime: inMinutes(-60),
          scheduledEndTime: inMinutes(30),
          settings: { mock: { name, targetScore: 110 } },
        }),
      );
      expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
      for (const studentId of part) {
        const i = ids.indexOf(studentId);
        await submitAttempt(t, {
          studentId,
          examId,
          examTitle: `${paper} paper`,
          examType: 'mathematics',
          scheduleId: scheduled.body.schedule.id,
          endTime: inMinutes(-10),
          timeSpent: 1200,
          questions: tenQuestions(paper === 'maths' ? (i * 7) % 11 : (i * 3) % 11),
        });
      }
    }
  }
}, 240_000);

afterAll(async () => {
  await t.stop();
});

describe('mock exams (issue 20)', () => {
  it('given two papers over four schedules with one mock name, then the tutor sees one mock of two papers, still open', async () => {
    const list = await tutor.client.request<{ mocks: MockSummary[]; total: number }>(
      'GET',
      '/api/analytics/mocks',
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    const [mock] = list.body.mocks;
    expect(mock).toMatchObject({
      name: 'Autumn mock',
      targetScore: 110,
      studentCount: COHORT,
      closed: false,
    });
    expect(mock?.papers.map((paper) => [paper.title, paper.scheduleIds.length])).toEqual([
      ['English paper', 2],
      ['Maths paper', 2],
    ]);
    mockId = mock?.mockId ?? '';
  });

  it('given the windows still open, then the tutor’s table is provisional and a child sees only that scores are pending', async () => {
    const table = await tutor.client.request<MockResultsResponse>('GET', `/api/analytics/mocks/${mockId}`);
    expect(table.status).toBe(200);
    expect(table.body.provisional).toBe(true);
    expect(table.body.papers.every((paper) => paper.cohortSize === COHORT && paper.standardised)).toBe(true);
    const own = await firstChild.request<OwnMocksResponse>(
      'GET',
      `/api/analytics/students/${children[0]!.id}/mocks`,
    );
    expect(own.status).toBe(200);
    expect(own.body.mocks[0]?.papers.every((paper) => !paper.released && paper.sas === null)).toBe(true);
    expect(own.body.mocks[0]?.combined).toBeNull();
  });

  it('given the windows closed, then every child has a SAS per paper and combined, ranks 1 to 30, and a place against the target', async () => {
    offsetMs = 2 * 60 * 60_000;
    const table = await tutor.client.request<MockResultsResponse>('GET', `/api/analytics/mocks/${mockId}`);
    expect(table.body.provisional).toBe(false);
    expect(table.body.combined).toMatchObject({ cohortSize: COHORT, standardised: true });
    expect(table.body.students).toHaveLength(COHORT);
    for (const row of table.body.students) {
      expect(row.combined?.sas).toBeGreaterThanOrEqual(69);
      expect(row.combined?.sas).toBeLessThanOrEqual(141);
      expect(row.target?.distance).toBe((row.combined?.sas ?? 0) - 110);
    }
    const ranks = table.body.students.map((row) => row.combined?.rank ?? 0);
    expect(Math.min(...ranks)).toBe(1);
    expect(Math.max(...ranks)).toBeLessThanOrEqual(COHORT);
    // Child0, the oldest, sat both papers at 0 marks: the lowest combined place (shared at most)
    const child0 = table.body.students.find((row) => row.studentId === children[0]!.id);
    expect(child0?.papers[exams.maths]?.score).toBe(0);
    expect(child0?.combined?.rank).toBe(Math.max(...ranks));
    expect(child0?.target?.status).toBe('below');
  });

  it('given the results, then the child sees their own SAS and no other child’s name, id or score', async () => {
    const own = await firstChild.request<OwnMocksResponse>(
      'GET',
      `/api/analytics/students/${children[0]!.id}/mocks`,
    );
    const [mock] = own.body.mocks;
    expect(mock?.papers.every((paper) => paper.released && paper.sat && paper.sas !== null)).toBe(true);
    expect(mock?.combined?.sas).toEqual(expect.any(Number));
    const text = JSON.stringify(own.body);
    for (const other of children.slice(1)) {
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.form.lastName);
    }
    expect(text).not.toContain('"rank"');
  });

  it('given the linked parent, then they see their child’s mocks; the parent of another child and a classmate get 404', async () => {
    const mine = await parent.request<OwnMocksResponse>(
      'GET',
      `/api/analytics/students/${children[0]!.id}/mocks`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.mocks).toHaveLength(1);
    const stranger = await outsiderParent.request('GET', `/api/analytics/students/${children[0]!.id}/mocks`);
    expect(stranger.status).toBe(404);
    const classmate = await secondChild.request('GET', `/api/analytics/students/${children[0]!.id}/mocks`);
    expect(classmate.status).toBe(404);
  });

  it('given another tutor, a student or a parent, then the mock table is refused (404 or 403) and lists nothing', async () => {
    const other = await otherTutor.client.request<{ mocks: MockSummary[] }>('GET', '/api/analytics/mocks');
    expect(other.body.mocks).toEqual([]);
    expect((await otherTutor.client.request('GET', `/api/analytics/mocks/${mockId}`)).status).toBe(404);
    expect(
      (await otherTutor.client.request('GET', `/api/analytics/mocks/${mockId}/results.csv`)).status,
    ).toBe(404);
    expect((await firstChild.request('GET', `/api/analytics/mocks/${mockId}`)).status).toBe(403);
    expect((await parent.request('GET', '/api/analytics/mocks')).status).toBe(403);
    const unknown = await tutor.client.request<{ message: string }>('GET', '/api/analytics/mocks/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MOCK_MESSAGES.notFound);
    expect((await admin.request('GET', `/api/analytics/mocks/${mockId}`)).status).toBe(200);
  });

  it('given the CSV, then a row per child with both papers, the combined score and the target', async () => {
    const response = await fetch(`${t.url}/api/analytics/mocks/${mockId}/results.csv`, {
      headers: { cookie: tutor.client.sessionCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Student,English paper marks,English paper SAS,English paper percentile,English paper rank,Maths paper marks,Maths paper SAS,Maths paper percentile,Maths paper rank,Combined SAS,Combined percentile,Combined rank,Target,Against target,Distance',
    );
    expect(lines).toHaveLength(COHORT + 1);
    expect(lines.find((line) => line.startsWith(`Child0 ${children[0]!.form.lastName}`))).toMatch(
      /^Child0 \S+,0\/10,\d+,\d+,\d+,0\/10,\d+,\d+,\d+,\d+,\d+,\d+,110,below,-\d+$/,
    );
  });

  it('given the Sunday digest after the mock, then the linked parent’s mail gives the child’s standardised score', async () => {
    const closedAt = Date.now() + offsetMs + 30 * 60_000;
    const digestAt = Date.parse(latestDigestWeek(new Date(closedAt + 7 * 24 * 60 * 60_000)).to);
    offsetMs = digestAt + 60_000 - Date.now();
    const parentEmail = children[0]!.form.parentEmail.toLowerCase();
    const digest = await waitFor(
      () =>
        Promise.resolve(
          readOutbox(t.dataDir).find(
            (mail) => mail.to === parentEmail && mail.subject === 'Your weekly 11+ Portal digest',
          ),
        ),
      15_000,
    );
    const table = await tutor.client.request<MockResultsResponse>('GET', `/api/analytics/mocks/${mockId}`);
    const own = table.body.students.find((row) => row.studentId === children[0]!.id);
    expect(digest.text, digest.text).toContain(`Autumn mock: standardised score ${own?.overall?.sas}`);
    expect(digest.text).not.toContain(children[1]!.form.lastName);
  });

  it('given a child who restricts analytics, then they leave the cohort and the table lists them without figures', async () => {
    // a family's view shares the cohort's results for a minute (SHARED_RESULTS_MS), then recomputes
    const ownMocks = () =>
      firstChild.request<OwnMocksResponse>('GET', `/api/analytics/students/${children[0]!.id}/mocks`);
    await ownMocks();
    const restricted = await secondChild.request('POST', '/api/compliance/restrict-processing', {
      dataTypes: ['analytics'],
      reason: 'I object to profiling',
    });
    expect(restricted.status, JSON.stringify(restricted.body)).toBeLessThan(300);
    const table = await tutor.client.request<MockResultsResponse>('GET', `/api/analytics/mocks/${mockId}`);
    const row = table.body.students.find((student) => student.studentId === children[1]!.id);
    expect(row).toMatchObject({ restricted: true, papers: {}, combined: null });
    expect(table.body.papers.every((paper) => paper.cohortSize === COHORT - 1 && !paper.standardised)).toBe(
      true,
    );
    const shared = await ownMocks();
    expect(shared.body.mocks[0]?.papers.every((paper) => !paper.tooSmall && paper.sas !== null)).toBe(true);
    offsetMs += 61_000;
    const own = await ownMocks();
    expect(own.body.mocks[0]?.papers.every((paper) => paper.tooSmall && paper.sas === null)).toBe(true);
    expect(own.body.mocks[0]?.papers[0]?.percentile).toEqual(expect.any(Number));
  });

  it('given a bad mock setting, then 400 with the message; a mock without a window is refused', async () => {
    const body = (settings: object, extra: object = {}) => ({
      ...scheduleBody(exams.maths, [children[2]!.id], {
        title: 'Bad mock',
        scheduledStartTime: inMinutes(60),
        scheduledEndTime: inMinutes(120),
        settings,
      }),
      ...extra,
    });
    const target = await tutor.client.request<{ message: string }>(
      'POST',
      '/api/exam-schedules',
      body({ mock: { name: 'Mock', targetScore: 150 } }),
    );
    expect(target.status).toBe(400);
    expect(JSON.stringify(target.body)).toContain(SCHEDULE_MESSAGES.mockTarget);
    const injected = await tutor.client.request(
      'POST',
      '/api/exam-schedules',
      body({ mock: { name: { $ne: '' } } }),
    );
    expect(injected.status).toBe(400);
    const noWindow = await tutor.client.request<{ message: string }>(
      'POST',
      '/api/exam-schedules',
      body({ mock: { name: 'Mock', targetScore: 121 } }, { hasSpecificSchedule: false }),
    );
    expect(noWindow.status).toBe(400);
    expect(JSON.stringify(noWindow.body)).toContain(SCHEDULE_MESSAGES.mockNeedsWindow);
  });
});
