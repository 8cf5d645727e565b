import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptResultsResponse, ReleaseResultsResponse } from '@portal/contracts';
import { clockedClass } from '../../src/testing/clockedClass';
import type { Pupil } from '../../src/testing/clockedClass';
import type { Client } from '../../src/testing/harness';
import { linkedParent } from '../../src/testing/people';
import { TWO_QUESTIONS } from '../../src/testing/schedules';
import {
  createExamFrom,
  createStudent,
  keysOf,
  scheduleFor,
  startScheduled,
  submitScheduled,
} from '../../src/testing/attempts';

// Results release (issue 16 item 1): with "Show results immediately" off, the answer key of an
// attempt reaches its student and their parent only after the tutor's release or the close of the
// window (plus grace and the longest accommodation); staff always see it.

const ADMIN = { email: 'admin@release.example.org', password: 'admin-password-1' };
const world = clockedClass(
  ADMIN,
  { tutors: ['tutor1', 'tutor2'], pupils: { s1: 'tutor1', s2: 'tutor1' } },
  90_000,
);

let examId: string;

/** 2 marks for B (of 3 options), 1 mark for True: s1 answers B and False, so 2 of 3 marks, 1 of 2 right. */
const EXAM = {
  title: 'Release check',
  examType: 'mathematics',
  duration: 30,
  questions: [
    { ...TWO_QUESTIONS[0], explanation: 'Two and two make four.' },
    { ...TWO_QUESTIONS[1], explanation: 'Only 1 and 7 divide it.' },
  ],
};
const ANSWERS = { q1: 'B', q2: 'False' };
const KEY_FIELDS = ['correctAnswer', 'explanation', 'isCorrect'];

beforeAll(async () => {
  examId = await createExamFrom(world.tutor1.client, EXAM);
});

/** s1 starts and submits the schedule's exam; answers the submit's answer. */
async function sit(pupil: Pupil, scheduleId: string) {
  const started = await startScheduled(pupil.client, examId, scheduleId);
  const ids = started.exam.questions.map((question) => question.id);
  return submitScheduled(pupil.client, examId, scheduleId, {
    answers: { [ids[0]!]: ANSWERS.q1, [ids[1]!]: ANSWERS.q2 },
  });
}

const resultsOf = (client: Client, attemptId: string) =>
  client.request<AttemptResultsResponse>('GET', `/api/exam-attempts/${attemptId}/results`);

const endOf = async (scheduleId: string) =>
  (
    await world.tutor1.client.request<{ schedule: { scheduledEndTime: string } }>(
      'GET',
      `/api/exam-schedules/${scheduleId}`,
    )
  ).body.schedule.scheduledEndTime;

/** The answer carries the score and the student's answers, and nothing of the key anywhere. */
function expectWithheld(body: AttemptResultsResponse, availableAt: string | null) {
  expect(body).toMatchObject({ resultsReleased: false, resultsAvailableAt: availableAt });
  expect(body.attempt).toMatchObject({ score: 2, totalMarks: 3, correctAnswers: 1, incorrectAnswers: 1 });
  const keys = keysOf(body);
  for (const field of KEY_FIELDS) {
    expect(keys.has(field), field).toBe(false);
  }
  for (const question of body.questions) {
    expect(Object.keys(question)).not.toContain('marks');
  }
  expect(body.questions.map((question) => question.userAnswer)).toEqual([ANSWERS.q1, ANSWERS.q2]);
  expect(JSON.stringify(body)).not.toContain('Two and two make four.');
}

function expectReleased(body: AttemptResultsResponse) {
  expect(body.resultsReleased).toBe(true);
  expect(
    body.questions.map((question) => [
      'correctAnswer' in question ? question.correctAnswer : undefined,
      'isCorrect' in question ? question.isCorrect : undefined,
      'marks' in question ? question.marks : undefined,
      'explanation' in question ? question.explanation : undefined,
    ]),
  ).toEqual([
    ['B', true, 2, 'Two and two make four.'],
    ['True', false, 0, 'Only 1 and 7 divide it.'],
  ]);
}

describe('results release (issue 16 item 1)', () => {
  it('given "show results immediately" off, when a student submits inside the window, then the score only until the tutor releases; once, with who and when', async () => {
    const scheduleId = await scheduleFor(world.tutor1.client, examId, [world.s1.id, world.s2.id], {
      startMinutes: -5,
      endMinutes: 60,
      settings: { showResultsImmediately: false },
    });
    const end = await endOf(scheduleId);
    const submitted = await sit(world.s1, scheduleId);
    expect(submitted).toMatchObject({
      resultsReleased: false,
      resultsAvailableAt: end,
      results: { score: 2, totalMarks: 3, correctAnswers: 1, incorrectAnswers: 1 },
    });

    const own = await resultsOf(world.s1.client, submitted.attemptId);
    expect(own.status).toBe(200);
    expectWithheld(own.body, end);
    // the parent reads the child's results by the same rule
    const parent = (await linkedParent(world.t.url, world.s1.parentEmail)).client;
    const parents = await resultsOf(parent, submitted.attemptId);
    expect(parents.status).toBe(200);
    expectWithheld(parents.body, end);
    // nor through the console's detailed answers (the exam-analytics view a parent may open)
    const detailed = `/api/scheduled-exam-analytics/attempt/${submitted.attemptId}/detailed-answers`;
    const early = await parent.request<{ message: string }>('GET', detailed);
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/^Results will be available after /);
    expect(JSON.stringify(early.body)).not.toMatch(/correctAnswer|explanation|isCorrect/);
    // staff always see the key
    const tutors = await resultsOf(world.tutor1.client, submitted.attemptId);
    expect(tutors.body.resultsReleased).toBe(true);
    expectReleased(tutors.body);

    // only the schedule's tutor or an admin may release: another tutor 404, student and parent 403
    const url = `/api/exam-schedules/${scheduleId}/release-results`;
    expect((await world.tutor2.client.request('POST', url)).status).toBe(404);
    expect((await world.s1.client.request('POST', url)).status).toBe(403);
    expect((await parent.request('POST', url)).status).toBe(403);
    expectWithheld((await resultsOf(world.s1.client, submitted.attemptId)).body, end);

    const before = Date.now() + world.offsetMs;
    const released = await world.tutor1.client.request<ReleaseResultsResponse>('POST', url);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toMatchObject({
      success: true,
      message: 'Results released: students can now see the correct answers',
      resultsReleasedBy: world.tutor1.id,
    });
    expect(Date.parse(released.body.resultsReleasedAt)).toBeGreaterThanOrEqual(before - 1000);
    // idempotent: a second press (by an admin) answers the first release
    const again = await world.admin.request<ReleaseResultsResponse>('POST', url);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      resultsReleasedAt: released.body.resultsReleasedAt,
      resultsReleasedBy: world.tutor1.id,
    });
    const schedule = await world.tutor1.client.request<{ schedule: Record<string, unknown> }>(
      'GET',
      `/api/exam-schedules/${scheduleId}`,
    );
    expect(schedule.body.schedule).toMatchObject({
      resultsReleasedAt: released.body.resultsReleasedAt,
      resultsReleasedBy: world.tutor1.id,
    });

    const after = await resultsOf(world.s1.client, submitted.attemptId);
    expect(after.body).toMatchObject({ resultsReleased: true, resultsAvailableAt: end });
    expectReleased(after.body);
    expectReleased((await resultsOf(parent, submitted.attemptId)).body);
    expect((await parent.request('GET', detailed)).status).toBe(200);
  });

  it('given "show results immediately" off and a student with 10 extra minutes, then the key opens by itself 10 minutes after the end, not before', async () => {
    const scheduleId = await scheduleFor(world.tutor1.client, examId, [world.s1.id, world.s2.id], {
      startMinutes: -5,
      endMinutes: 20,
      settings: {},
    });
    const accommodated = await world.tutor1.client.request('PUT', '/api/exam-attempts/accommodations', {
      studentId: world.s2.id,
      scheduleId,
      extraMinutes: 10,
    });
    expect(accommodated.status, JSON.stringify(accommodated.body)).toBe(200);
    const end = await endOf(scheduleId);
    const opens = new Date(Date.parse(end) + 10 * 60_000).toISOString();
    const submitted = await sit(world.s1, scheduleId);
    expect(submitted).toMatchObject({ resultsReleased: false, resultsAvailableAt: opens });
    expectWithheld((await resultsOf(world.s1.client, submitted.attemptId)).body, opens);

    const at = (iso: string) => {
      world.offsetMs = Date.parse(iso) - Date.now();
    };
    try {
      // the window has ended, yet s2 may still be writing for 10 minutes
      at(new Date(Date.parse(end) + 5 * 60_000).toISOString());
      expectWithheld((await resultsOf(world.s1.client, submitted.attemptId)).body, opens);
      at(new Date(Date.parse(opens) + 1000).toISOString());
      const after = await resultsOf(world.s1.client, submitted.attemptId);
      expect(after.status).toBe(200);
      expect(after.body.resultsAvailableAt).toBe(opens);
      expectReleased(after.body);
    } finally {
      world.offsetMs = 0;
    }
  });

  it('given "show results immediately" on, then the key right after submitting, as before', async () => {
    const scheduleId = await scheduleFor(world.tutor1.client, examId, [world.s2.id], {
      startMinutes: -5,
      endMinutes: 60,
      settings: { showResultsImmediately: true },
    });
    const submitted = await sit(world.s2, scheduleId);
    expect(submitted.resultsReleased).toBe(true);
    const results = await resultsOf(world.s2.client, submitted.attemptId);
    expectReleased(results.body);
  });
});

describe('topic figures follow the release (issue 16 item 1)', () => {
  const categoriesOf = async (client: Client, studentId?: string) => {
    const query = studentId ? `?studentId=${studentId}` : '';
    const answer = await client.request<{
      categoryAnalysis: { category: string; totalQuestions?: number }[];
    }>('GET', `/api/progress/categories${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.categoryAnalysis;
  };

  it('given a withheld attempt, then the student and their parent see no topic figures from it until the release; the tutor sees them at once', async () => {
    const s3 = await createStudent(world.t.url, world.tutor1.client);
    const scheduleId = await scheduleFor(world.tutor1.client, examId, [s3.id], {
      startMinutes: -5,
      endMinutes: 60,
      settings: { showResultsImmediately: false },
    });
    await sit(s3, scheduleId);
    const parent = (await linkedParent(world.t.url, s3.parentEmail)).client;
    // the tutor's view: the attempt's topics, once the projection has it
    let tutors: Awaited<ReturnType<typeof categoriesOf>> = [];
    for (let tries = 0; tries < 50 && tutors.length === 0; tries += 1) {
      tutors = await categoriesOf(world.tutor1.client, s3.id);
      if (tutors.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(tutors.length).toBeGreaterThan(0);
    expect(await categoriesOf(s3.client)).toEqual([]);
    expect(await categoriesOf(parent, s3.id)).toEqual([]);

    const released = await world.tutor1.client.request(
      'POST',
      `/api/exam-schedules/${scheduleId}/release-results`,
    );
    expect(released.status).toBe(200);
    let own: Awaited<ReturnType<typeof categoriesOf>> = [];
    for (let tries = 0; tries < 50 && own.length === 0; tries += 1) {
      own = await categoriesOf(s3.client);
      if (own.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(own).toEqual(tutors);
    expect(await categoriesOf(parent, s3.id)).toEqual(tutors);
  });
});
