import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Exam,
  PracticeSetResponse,
  PracticeSetsOverviewResponse,
  StartAttemptResponse,
  SubmitAttemptResponse,
} from '@portal/contracts';
import { ATTEMPT_MESSAGES, PRACTICE_SET_MESSAGES, PRACTICE_SET_RULES } from '@portal/contracts';
import type { PracticeSetDocument } from '@portal/projections';
import { clockedClass } from '../../src/testing/clockedClass';
import type { Pupil } from '../../src/testing/clockedClass';
import type { Answer, Client } from '../../src/testing/harness';
import { Client as HttpClient } from '../../src/testing/harness';
import { createStudent, keysOf, scheduleFor } from '../../src/testing/attempts';
import { createExam, offerForPractice, questionForm } from '../../src/testing/exams';
import { linkedParent } from '../../src/testing/people';

// Practice sets (issue 20 item 3) over real HTTP: "Practise my weak topics" and "Review my
// mistakes" build a set from the student's own tutor's practice papers only, which the student
// then sits as one practice attempt, graded like any other and counted in analytics. A classmate
// can neither open nor submit it; no answer key is sent before the submission.

const ADMIN = { email: 'admin@practice-sets.example.org', password: 'admin-password-1' };
const world = clockedClass(
  ADMIN,
  { tutors: ['tutor1', 'tutor2'], pupils: { s1: 'tutor1', s2: 'tutor1', stranger: 'tutor2' } },
  120_000,
);

const DAY_MS = 86_400_000;
const practice = { scheduleId: null, assignmentId: null, accessType: 'practice' };
type Refusal = Answer;

/** A multiple-choice question whose right answer is A. */
const mc = (question: string, category: string) => questionForm({ question, category, correctAnswer: 'A' });

let fractionsPaper: Exam;
let englishPaper: Exam;
let scheduledPaper: Exam;
let unofferedPaper: Exam;
let otherTutorsPaper: Exam;

let parent: Client | undefined;
/** s1's parent, signed up and linked once for the file. */
const s1Parent = async () => (parent ??= (await linkedParent(world.t.url, world.s1.parentEmail)).client);

const build = (client: Client, body: Record<string, unknown>) =>
  client.request<PracticeSetResponse & Refusal>('POST', '/api/practice-sets', body);
const overview = (client: Client) =>
  client.request<PracticeSetsOverviewResponse>('GET', '/api/practice-sets/overview');
const start = (client: Client, examId: string) =>
  client.request<StartAttemptResponse & Refusal>('POST', `/api/exam-attempts/${examId}/start`, practice);
const submit = (client: Client, examId: string, attemptId: string | null, answers: Record<string, string>) =>
  client.request<SubmitAttemptResponse & Refusal>('POST', `/api/exam-attempts/${examId}/submit`, {
    ...practice,
    attemptId,
    answers,
  });

/** Sits a paper as practice with the answers given by question text (others left blank). */
async function sitPaper(pupil: Pupil, paper: Exam, answerOf: (text: string) => string | null) {
  const started = await start(pupil.client, paper.id);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const answers = Object.fromEntries(
    started.body.exam.questions.flatMap((question) => {
      const answer = answerOf(question.question);
      return answer === null ? [] : [[question.id, answer]];
    }),
  );
  const submitted = await submit(pupil.client, paper.id, started.body.attemptId, answers);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body;
}

/** The source papers of a set, as its read model records them. */
async function sourcesOf(setId: string): Promise<PracticeSetDocument['questions']> {
  const sets = world.t.system.adapters.readModels.collection<PracticeSetDocument>('practice_sets');
  const set = await sets.findOne({ _id: setId });
  expect(set, `practice set ${setId} in the read model`).toBeTruthy();
  return set!.questions;
}

beforeAll(async () => {
  const { tutor1, tutor2, s1 } = world;
  fractionsPaper = await offerForPractice(
    tutor1.client,
    (
      await createExam(tutor1.client, {
        title: 'Fractions and ratio',
        questions: [
          mc('F1: half of 8?', 'Fractions'),
          mc('F2: a third of 9?', 'Fractions'),
          mc('F3: a quarter of 12?', 'Fractions'),
          mc('R1: 2:4 simplified?', 'Ratio'),
          mc('R2: 3:9 simplified?', 'Ratio'),
        ],
      })
    ).id,
  );
  englishPaper = await offerForPractice(
    tutor1.client,
    (
      await createExam(tutor1.client, {
        title: 'Spelling and grammar',
        examType: 'english',
        questions: [
          mc('S1: which is spelt right?', 'Spelling'),
          mc('S2: which is spelt right?', 'Spelling'),
          mc('G1: which is a verb?', 'Grammar'),
        ],
      })
    ).id,
  );
  // offered for practice, but scheduled for s1 tomorrow: never in s1's sets
  scheduledPaper = await offerForPractice(
    tutor1.client,
    (await createExam(tutor1.client, { title: 'Mock', questions: [mc('M1: scheduled?', 'Fractions')] })).id,
  );
  await scheduleFor(tutor1.client, scheduledPaper.id, [s1.id], {
    startMinutes: 24 * 60,
    endMinutes: 25 * 60,
  });
  // not offered for practice at all
  unofferedPaper = await createExam(tutor1.client, {
    title: 'Not offered',
    questions: [mc('N1: not offered?', 'Fractions')],
  });
  // another tutor's paper, offered to their own students
  otherTutorsPaper = await offerForPractice(
    tutor2.client,
    (await createExam(tutor2.client, { title: 'Elsewhere', questions: [mc('X1: elsewhere?', 'Fractions')] }))
      .id,
  );

  // s1: every Fractions and Spelling question wrong, Ratio and Grammar right
  await sitPaper(s1, fractionsPaper, (text) => (text.startsWith('F') ? 'B' : 'A'));
  await sitPaper(s1, englishPaper, (text) => (text.startsWith('S') ? 'C' : 'A'));
}, 120_000);

describe('GET /practice-sets/overview', () => {
  it('given wrong answers, then the weakest topics and the mistakes due are what the buttons would build', async () => {
    const answer = await overview(world.s1.client);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // both 0 %, Fractions with more questions answered; Ratio and Grammar (100 %) were all right
    // today, so they have nothing to offer and are not aimed at
    expect(answer.body.weakTopics.categories).toEqual([
      { category: 'Fractions', percentage: 0 },
      { category: 'Spelling', percentage: 0 },
    ]);
    // Ratio and Grammar were right today: left out; Fractions and Spelling wrong: allowed
    expect(answer.body.weakTopics.available).toBe(5);
    expect(answer.body.mistakes).toEqual({ due: 5, waiting: 0, cleared: 0 });
    expect(answer.body.papers).toBe(2);
    expect(answer.body).toMatchObject({ defaultSize: 10, minSize: 5, maxSize: 30 });
  });

  it('given a tutor, then 403', async () => {
    expect((await overview(world.tutor1.client)).status).toBe(403);
  });
});

describe('POST /practice-sets: input and roles', () => {
  it.each([
    [{ kind: 'weak-topics', size: PRACTICE_SET_RULES.minSize - 1 }, 'size', PRACTICE_SET_MESSAGES.size],
    [{ kind: 'weak-topics', size: PRACTICE_SET_RULES.maxSize + 1 }, 'size', PRACTICE_SET_MESSAGES.size],
    [{ kind: 'weak-topics', size: 'ten' }, 'size', PRACTICE_SET_MESSAGES.size],
    [{ kind: 'weak-topics', size: 7.5 }, 'size', PRACTICE_SET_MESSAGES.size],
    [{ kind: 'everything' }, 'kind', PRACTICE_SET_MESSAGES.kind],
    [{}, 'kind', PRACTICE_SET_MESSAGES.kind],
  ])('given %j, then 400 naming the field', async (body, field, message) => {
    const refused = await build(world.s1.client, body);
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.errors).toContainEqual({ field, message });
  });

  it('given a tutor, a parent or nobody signed in, then only students build sets', async () => {
    expect((await build(world.tutor1.client, { kind: 'weak-topics' })).status).toBe(403);
    expect((await build(world.admin, { kind: 'weak-topics' })).status).toBe(403);
    expect((await build(await s1Parent(), { kind: 'weak-topics' })).status).toBe(403);
    expect((await build(new HttpClient(world.t.url), { kind: 'weak-topics' })).status).toBe(401);
  });
});

describe('"Practise my weak topics": build, sit, grade', () => {
  let setId: string;
  let attemptId: string;

  it('given s1’s history, then the set holds only their tutor’s offered, unscheduled papers’ questions, weakest topics first, none right recently', async () => {
    const built = await build(world.s1.client, { kind: 'weak-topics' });
    expect(built.status, JSON.stringify(built.body)).toBe(201);
    setId = built.body.practiceSet.id;
    expect(built.body.practiceSet).toMatchObject({
      kind: 'weak-topics',
      title: 'Weak topics practice',
      questionCount: 5,
      durationMinutes: 10,
      targetCategories: ['Fractions', 'Spelling'],
    });
    const sources = await sourcesOf(setId);
    expect(new Set(sources.map((source) => source.sourceExamId))).toEqual(
      new Set([fractionsPaper.id, englishPaper.id]),
    );
    for (const never of [scheduledPaper, unofferedPaper, otherTutorsPaper]) {
      expect(sources.map((source) => source.sourceExamId)).not.toContain(never.id);
    }
    // round the two weak topics in turn
    expect(sources.map((source) => source.category)).toEqual([
      'Fractions',
      'Spelling',
      'Fractions',
      'Spelling',
      'Fractions',
    ]);
  });

  it('when s1 starts it, then the exam view gets the questions without any answer key', async () => {
    const started = await start(world.s1.client, setId);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    attemptId = started.body.attemptId;
    expect(started.body.exam.id).toBe(setId);
    expect(started.body.exam.questions).toHaveLength(5);
    const keys = keysOf(started.body);
    expect(keys.has('correctAnswer')).toBe(false);
    expect(keys.has('explanation')).toBe(false);
    // practice rules: no lock-down, pause allowed
    expect(started.body.rules).toMatchObject({ fullScreenRequired: false, allowPause: true });
    // a start again resumes the same attempt
    const again = await start(world.s1.client, setId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ attemptId, resuming: true });
  });

  it('given a classmate, then they can neither open, save, submit nor read s1’s set', async () => {
    const opened = await start(world.s2.client, setId);
    expect(opened.status).toBe(404);
    expect(opened.body).toEqual({ success: false, message: ATTEMPT_MESSAGES.examNotFound });
    const saved = await world.s2.client.request<Refusal>('POST', `/api/exam-attempts/${setId}/save`, {
      ...practice,
      attemptId,
      answers: { q1: 'A' },
    });
    expect(saved.status).toBeGreaterThanOrEqual(400);
    const submitted = await submit(world.s2.client, setId, attemptId, { q1: 'A' });
    expect([404, 409]).toContain(submitted.status);
    const read = await world.s2.client.request<Refusal>('GET', `/api/exam-attempts/${attemptId}/results`);
    expect(read.status).toBe(404);
    // the stranger of another tutor neither
    expect((await start(world.stranger.client, setId)).status).toBe(404);
  });

  it('when s1 submits, then it is graded against the papers’ answers and counts in analytics as practice-set', async () => {
    const started = await start(world.s1.client, setId);
    const byText = new Map(started.body.exam.questions.map((question) => [question.question, question.id]));
    // the Fractions questions right (A), the Spelling ones wrong
    const answers = Object.fromEntries(
      [...byText].map(([text, id]) => [id, text.startsWith('F') ? 'A' : 'D']),
    );
    const submitted = await submit(world.s1.client, setId, attemptId, answers);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.results).toMatchObject({ score: 3, totalMarks: 5, percentage: 60 });

    const history = await world.s1.client.request<{ attempts: { exam: { id: string; examType: string } }[] }>(
      'GET',
      '/api/progress/history',
    );
    expect(history.body.attempts[0]?.exam).toMatchObject({ id: setId, examType: 'practice-set' });
    // the tutor and a linked parent see it as they see any practice
    const tutorView = await world.tutor1.client.request<{
      examHistory: { examType?: string; examId?: string }[];
    }>('GET', `/api/tutor-analytics/student/${world.s1.id}/exam-history`);
    expect(JSON.stringify(tutorView.body)).toContain(setId);
    const parentView = await (
      await s1Parent()
    ).request<{ attempts: { exam: { id: string } }[] }>(
      'GET',
      `/api/progress/history?studentId=${world.s1.id}`,
    );
    expect(parentView.status).toBe(200);
    expect(parentView.body.attempts.map((attempt) => attempt.exam.id)).toContain(setId);
    // after the submission the key is theirs to read
    const results = await world.s1.client.request<{ exam: Exam }>(
      'GET',
      `/api/exam-attempts/${attemptId}/results`,
    );
    expect(results.status).toBe(200);
    expect(results.body.exam.questions.every((question) => question.correctAnswer === 'A')).toBe(true);
  });

  it('given a submitted set, then it cannot be sat again (409)', async () => {
    const again = await start(world.s1.client, setId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ATTEMPT_MESSAGES.maxAttempts);
  });

  it('given the stranger of another tutor, then their set holds only their own tutor’s paper', async () => {
    const built = await build(world.stranger.client, { kind: 'weak-topics', size: 5 });
    expect(built.status, JSON.stringify(built.body)).toBe(201);
    const sources = await sourcesOf(built.body.practiceSet.id);
    expect(sources.map((source) => source.sourceExamId)).toEqual([otherTutorsPaper.id]);
  });

  it('given a student of no tutor’s paper, then a clear 409', async () => {
    const lonely = await createStudent(world.t.url, world.tutor2.client);
    await offerForPractice(world.tutor2.client, otherTutorsPaper.id, false);
    const refused = await build(lonely.client, { kind: 'weak-topics' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PRACTICE_SET_MESSAGES.noQuestions);
    await offerForPractice(world.tutor2.client, otherTutorsPaper.id, true);
  });
});

describe('"Review my mistakes": until right twice on different days', () => {
  it('given s1’s mistakes, then the set re-asks them; right today, they wait for another day; right again tomorrow, they are cleared', async () => {
    const { s1 } = world;
    const before = await overview(s1.client);
    // the Fractions mistakes were put right in the weak-topics set today; Spelling is still wrong
    expect(before.body.mistakes).toEqual({ due: 2, waiting: 3, cleared: 0 });

    const built = await build(s1.client, { kind: 'mistakes' });
    expect(built.status, JSON.stringify(built.body)).toBe(201);
    expect(built.body.practiceSet).toMatchObject({
      kind: 'mistakes',
      questionCount: 2,
      categories: ['Spelling'],
    });
    const started = await start(s1.client, built.body.practiceSet.id);
    const allRight = Object.fromEntries(started.body.exam.questions.map((question) => [question.id, 'A']));
    const submitted = await submit(s1.client, built.body.practiceSet.id, started.body.attemptId, allRight);
    expect(submitted.body.results).toMatchObject({ percentage: 100 });

    // all right today: nothing due until tomorrow
    expect((await overview(s1.client)).body.mistakes).toEqual({ due: 0, waiting: 5, cleared: 0 });
    const empty = await build(s1.client, { kind: 'mistakes' });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe(PRACTICE_SET_MESSAGES.noMistakes);

    // tomorrow: due again, and a second right answer clears them
    world.offsetMs += DAY_MS;
    expect((await overview(s1.client)).body.mistakes).toEqual({ due: 5, waiting: 0, cleared: 0 });
    const tomorrow = await build(s1.client, { kind: 'mistakes', size: 5 });
    expect(tomorrow.status, JSON.stringify(tomorrow.body)).toBe(201);
    const again = await start(s1.client, tomorrow.body.practiceSet.id);
    await submit(
      s1.client,
      tomorrow.body.practiceSet.id,
      again.body.attemptId,
      Object.fromEntries(again.body.exam.questions.map((question) => [question.id, 'A'])),
    );
    expect((await overview(s1.client)).body.mistakes).toEqual({ due: 0, waiting: 0, cleared: 5 });
  });

  it('given a built set whose paper the tutor then withdraws from practice, then it cannot be started (403)', async () => {
    const { s2, tutor1 } = world;
    await sitPaper(s2, englishPaper, () => 'B');
    const built = await build(s2.client, { kind: 'mistakes' });
    expect(built.status, JSON.stringify(built.body)).toBe(201);
    await offerForPractice(tutor1.client, englishPaper.id, false);
    const refused = await start(s2.client, built.body.practiceSet.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PRACTICE_SET_MESSAGES.outdated);
    expect(refused.body).not.toHaveProperty('exam');
    await offerForPractice(tutor1.client, englishPaper.id, true);
  });
});
