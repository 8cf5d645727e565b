import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttemptResultsResponse,
  IntegrityReportResponse,
  PauseAttemptResponse,
  SaveAnswersResponse,
  ScheduleProgressResponse,
  StartAttemptResponse,
  SubmitAttemptResponse,
} from '@portal/contracts';
import { ATTEMPT_MESSAGES, PAUSE_LIMIT_SECONDS, attemptsStreams } from '@portal/contracts';
import { Client, startTestSystem } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import {
  createExamFrom,
  createStudent,
  createTutor,
  scheduleFor,
  scheduleSlot,
  waitFor,
} from '../../src/testing/attempts';
import { eraseOwnAccount } from '../../src/testing/people';

// Taking rules over HTTP (issue 16 item 3): a per-student question order fixed at the start,
// graded by question id; prevent backtrack; pause moving the server's deadline; integrity events
// shown to the student's tutor only, erased with the student and in their export.

const ADMIN = { email: 'admin@taking-rules.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;
/** The server's clock: the real one, or (the pause test) stopped at an instant the test moves. */
let frozenAt: number | null = null;
const serverNow = () => new Date(frozenAt ?? Date.now());

type Tutor = Awaited<ReturnType<typeof createTutor>>;
type Pupil = Awaited<ReturnType<typeof createStudent>>;
let tutor1: Tutor;
let tutor2: Tutor;
let pupils: Pupil[];
let examId: string;
/** question ids in the order the tutor wrote them */
let examOrder: string[];

/** Six one-mark questions: "What is n × 2?" answered by the letter of 2n among three options. */
const SIX = [1, 2, 3, 4, 5, 6].map((n) => ({
  question: `What is ${n} × 2?`,
  type: 'multiple-choice',
  options: [String(2 * n - 1), String(2 * n), String(2 * n + 1)],
  correctAnswer: 'B',
  marks: 1,
}));

beforeAll(async () => {
  t = await startTestSystem(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    ['command-api', 'projections', 'realtime'],
    { now: serverNow },
  );
  admin = new Client(t.url);
  expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(200);
  [tutor1, tutor2] = [await createTutor(t.url, admin), await createTutor(t.url, admin)];
  pupils = [];
  for (let index = 0; index < 5; index += 1) {
    pupils.push(await createStudent(t.url, tutor1.client));
  }
  examId = await createExamFrom(tutor1.client, {
    title: 'Doubles',
    examType: 'mathematics',
    duration: 30,
    questions: SIX,
  });
  const exam = await tutor1.client.request<{ exam: { questions: { id: string }[] } }>(
    'GET',
    `/api/exams/${examId}`,
  );
  examOrder = exam.body.exam.questions.map((question) => question.id);
}, 120_000);
afterAll(async () => {
  await t.stop();
});
afterEach(() => {
  frozenAt = null;
});

const start = (pupil: Pupil, scheduleId: string, exam = examId) =>
  pupil.client.request<StartAttemptResponse>(
    'POST',
    `/api/exam-attempts/${exam}/start`,
    scheduleSlot(scheduleId),
  );

describe('randomised question order', () => {
  it('given randomise on, then each of five students gets a permutation fixed across resume, not all the same, graded by id', async () => {
    const scheduleId = await scheduleFor(
      tutor1.client,
      examId,
      pupils.map((pupil) => pupil.id),
      // an English paper where reading is assessed: the tutor switches read-aloud off (issue 19)
      { settings: { randomizeQuestions: true, allowReadAloud: false } },
    );
    const orders: string[][] = [];
    for (const pupil of pupils) {
      const started = await start(pupil, scheduleId);
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      expect(started.body.rules.randomizeQuestions).toBe(true);
      expect(started.body.rules.allowReadAloud).toBe(false);
      expect([...started.body.questionOrder].sort()).toEqual([...examOrder].sort());
      expect(started.body.exam.questions.map((question) => question.id)).toEqual(started.body.questionOrder);
      orders.push(started.body.questionOrder);
    }
    expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);

    const ada = pupils[0]!;
    const resumed = await start(ada, scheduleId);
    expect(resumed.status).toBe(200);
    expect(resumed.body.questionOrder).toEqual(orders[0]);
    expect(resumed.body.exam.questions.map((question) => question.id)).toEqual(orders[0]);

    // Ada answers the first four of her order right (B) and the last two wrong (A): 4 of 6
    const answers = Object.fromEntries(orders[0]!.map((id, index) => [id, index < 4 ? 'B' : 'A']));
    const submitted = await ada.client.request<SubmitAttemptResponse>(
      'POST',
      `/api/exam-attempts/${examId}/submit`,
      {
        ...scheduleSlot(scheduleId),
        answers,
      },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.results).toMatchObject({
      score: 4,
      totalMarks: 6,
      correctAnswers: 4,
      incorrectAnswers: 2,
    });
    const results = await tutor1.client.request<AttemptResultsResponse>(
      'GET',
      `/api/exam-attempts/${submitted.body.attemptId}/results`,
    );
    const byId = new Map(results.body.questions.map((question) => [question.questionId, question]));
    for (const [id, answer] of Object.entries(answers)) {
      expect(byId.get(id)).toMatchObject({ userAnswer: answer, isCorrect: answer === 'B' });
    }
  });

  it('given randomise off, then the exam order and the questions in it', async () => {
    const scheduleId = await scheduleFor(tutor1.client, examId, [pupils[1]!.id]);
    const started = await start(pupils[1]!, scheduleId);
    expect(started.status).toBe(201);
    expect(started.body.questionOrder).toEqual(examOrder);
    expect(started.body.exam.questions.map((question) => question.id)).toEqual(examOrder);
    expect(started.body.rules).toMatchObject({
      randomizeQuestions: false,
      allowPause: false,
      preventCopyPaste: true,
      allowReadAloud: true,
    });
    expect(started.body.pause).toEqual({ pausedAt: null, usedSeconds: 0, remainingSeconds: 0 });
  });
});

describe('prevent backtrack', () => {
  it('given the exam prevents backtracking, when a save changes a question already left, then the stored answer stays', async () => {
    const strictExam = await createExamFrom(tutor1.client, {
      title: 'No way back',
      examType: 'mathematics',
      duration: 30,
      questions: SIX.slice(0, 3),
      settings: { preventBacktrack: true },
    });
    const scheduleId = await scheduleFor(tutor1.client, strictExam, [pupils[2]!.id]);
    const started = await start(pupils[2]!, scheduleId, strictExam);
    expect(started.body.rules.preventBacktrack).toBe(true);
    const [first, second] = started.body.questionOrder;
    const saveAt = (answers: object, lastQuestionIndex: number, seq: number) =>
      pupils[2]!.client.request<SaveAnswersResponse>('POST', `/api/exam-attempts/${strictExam}/save`, {
        ...scheduleSlot(scheduleId),
        answers,
        lastQuestionIndex,
        seq,
      });
    expect((await saveAt({ [first!]: 'B' }, 1, 1)).status).toBe(200);
    expect((await saveAt({ [first!]: 'C', [second!]: 'A' }, 1, 2)).status).toBe(200);
    const resumed = await start(pupils[2]!, scheduleId, strictExam);
    expect(resumed.body.existingAnswers).toEqual({ [first!]: 'B', [second!]: 'A' });
    expect(resumed.body.furthestQuestionIndex).toBe(1);
    expect(resumed.body.lastQuestionIndex).toBe(1);
  });
});

describe('pause', () => {
  let scheduleId: string;
  let deadline0: string;

  it('given pausing allowed, when paused, then the deadline is provisional (+600 s), saves wait, and a resume 2 minutes later moves it 120 s', async () => {
    const pupil = pupils[3]!;
    scheduleId = await scheduleFor(tutor1.client, examId, [pupil.id], { settings: { allowPause: true } });
    frozenAt = Date.now();
    const started = await start(pupil, scheduleId);
    // 30 minutes from the start, the window (until +120 minutes) far enough not to cap it
    expect(started.body.deadline).toBe(new Date(frozenAt + 30 * 60_000).toISOString());
    expect(started.body.rules).toMatchObject({ allowPause: true, pauseLimitSeconds: PAUSE_LIMIT_SECONDS });
    expect(started.body.pause).toEqual({ pausedAt: null, usedSeconds: 0, remainingSeconds: 600 });
    deadline0 = started.body.deadline;
    const url = `/api/exam-attempts/${examId}`;

    const paused = await pupil.client.request<PauseAttemptResponse>(
      'POST',
      `${url}/pause`,
      scheduleSlot(scheduleId),
    );
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.deadline).toBe(new Date(Date.parse(deadline0) + 600_000).toISOString());
    expect(paused.body.pause).toEqual({
      pausedAt: new Date(frozenAt).toISOString(),
      usedSeconds: 0,
      remainingSeconds: 600,
    });
    // the exam clock stands at 30 minutes while paused
    expect(paused.body.timeRemaining).toBe(1800);

    const again = await pupil.client.request('POST', `${url}/pause`, scheduleSlot(scheduleId));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: ATTEMPT_MESSAGES.alreadyPaused });
    const saved = await pupil.client.request('POST', `${url}/save`, {
      ...scheduleSlot(scheduleId),
      answers: {},
    });
    expect(saved.status).toBe(409);
    expect(saved.body).toMatchObject({ message: ATTEMPT_MESSAGES.paused });
    const whilePaused = await start(pupil, scheduleId);
    expect(whilePaused.body.pause.pausedAt).toBe(paused.body.pause.pausedAt);

    frozenAt += 120_000;
    const resumed = await pupil.client.request<PauseAttemptResponse>(
      'POST',
      `${url}/resume`,
      scheduleSlot(scheduleId),
    );
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.deadline).toBe(new Date(Date.parse(deadline0) + 120_000).toISOString());
    expect(resumed.body.pause).toEqual({ pausedAt: null, usedSeconds: 120, remainingSeconds: 480 });
    const after = await start(pupil, scheduleId);
    expect(after.body.deadline).toBe(resumed.body.deadline);
    expect(after.body.timeRemaining).toBe(1800);
    const notPaused = await pupil.client.request('POST', `${url}/resume`, scheduleSlot(scheduleId));
    expect(notPaused.status).toBe(409);
    expect(notPaused.body).toMatchObject({ message: ATTEMPT_MESSAGES.notPaused });
    frozenAt = null;
  });

  it('given a schedule without pausing, then pause is refused with 403; staff cannot call it at all', async () => {
    const scheduleId2 = await scheduleFor(tutor1.client, examId, [pupils[4]!.id]);
    expect((await start(pupils[4]!, scheduleId2)).status).toBe(201);
    const refused = await pupils[4]!.client.request(
      'POST',
      `/api/exam-attempts/${examId}/pause`,
      scheduleSlot(scheduleId2),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ATTEMPT_MESSAGES.pauseNotAllowed });
    const tutorCall = await tutor1.client.request(
      'POST',
      `/api/exam-attempts/${examId}/pause`,
      scheduleSlot(scheduleId2),
    );
    expect(tutorCall.status).toBe(403);
  });
});

describe('integrity events', () => {
  let scheduleId: string;
  let attemptId: string;
  const pupil = () => pupils[4]!;
  const report = (client: Client, body: object) =>
    client.request<IntegrityReportResponse>('POST', `/api/exam-attempts/${examId}/integrity`, body);

  it('given a running attempt, when the view reports leaving full screen and a blocked paste, then 202, recorded', async () => {
    scheduleId = await scheduleFor(tutor1.client, examId, [pupil().id, pupils[0]!.id], {
      settings: { fullScreenRequired: true },
    });
    const started = await start(pupil(), scheduleId);
    expect(started.body.rules.fullScreenRequired).toBe(true);
    attemptId = started.body.attemptId;
    const first = await report(pupil().client, {
      ...scheduleSlot(scheduleId),
      attemptId,
      kind: 'fullscreen_exit',
    });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ success: true, recorded: true });
    expect(
      (await report(pupil().client, { ...scheduleSlot(scheduleId), kind: 'paste_blocked' })).status,
    ).toBe(202);
  });

  it('given bad input, another student, no running attempt or a tutor, then 400, 404, 404, 403', async () => {
    const bad = await report(pupil().client, { ...scheduleSlot(scheduleId), kind: 'telepathy' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: ATTEMPT_MESSAGES.integrityKind });
    const missing = await report(pupil().client, scheduleSlot(scheduleId));
    expect(missing.body).toMatchObject({ message: ATTEMPT_MESSAGES.integrityKind });
    // a classmate in the same schedule naming this attempt: not theirs, nothing runs for them
    const classmate = await report(pupils[0]!.client, {
      ...scheduleSlot(scheduleId),
      attemptId,
      kind: 'focus_lost',
    });
    expect(classmate.status).toBe(404);
    expect(classmate.body).toMatchObject({ message: ATTEMPT_MESSAGES.noAttemptInProgress });
    // a student not in the schedule at all
    const stranger = await report(pupils[1]!.client, {
      ...scheduleSlot(scheduleId),
      attemptId,
      kind: 'focus_lost',
    });
    expect(stranger.status).toBe(404);
    expect(
      (await report(tutor1.client, { ...scheduleSlot(scheduleId), attemptId, kind: 'focus_lost' })).status,
    ).toBe(403);
  });

  it('given the attempt submitted, then its tutor sees both events in the results and the counts in the progress; another tutor sees nothing', async () => {
    const submitted = await pupil().client.request<SubmitAttemptResponse>(
      'POST',
      `/api/exam-attempts/${examId}/submit`,
      { ...scheduleSlot(scheduleId), answers: {} },
    );
    expect(submitted.status).toBe(200);
    const late = await report(pupil().client, { ...scheduleSlot(scheduleId), attemptId, kind: 'focus_lost' });
    expect(late.status).toBe(409);

    const results = await tutor1.client.request<AttemptResultsResponse>(
      'GET',
      `/api/exam-attempts/${attemptId}/results`,
    );
    expect(results.status).toBe(200);
    expect(results.body.integrityEvents!.map((event) => event.kind)).toEqual([
      'fullscreen_exit',
      'paste_blocked',
    ]);
    const times = results.body.integrityEvents!.map((event) => Date.parse(event.at));
    expect(times[0]).toBeLessThanOrEqual(times[1]!);
    expect(Math.abs(times[1]! - Date.now())).toBeLessThan(60_000);

    const progress = await tutor1.client.request<ScheduleProgressResponse>(
      'GET',
      `/api/exam-schedules/${scheduleId}/progress`,
    );
    const row = progress.body.studentProgress.find((item) => item.assignment.student.id === pupil().id);
    expect(row!.integrity).toEqual({
      count: 2,
      lastAt: results.body.integrityEvents![1]!.at,
      byKind: {
        fullscreen_exit: 1,
        focus_lost: 0,
        copy_blocked: 0,
        cut_blocked: 0,
        paste_blocked: 1,
        context_menu_blocked: 0,
      },
    });
    const classmateRow = progress.body.studentProgress.find(
      (item) => item.assignment.student.id === pupils[0]!.id,
    );
    expect(classmateRow!.integrity).toMatchObject({ count: 0, lastAt: null });

    expect((await tutor2.client.request('GET', `/api/exam-attempts/${attemptId}/results`)).status).toBe(404);
    expect((await tutor2.client.request('GET', `/api/exam-schedules/${scheduleId}/progress`)).status).toBe(
      404,
    );
    // the child reads what was recorded about them
    const own = await pupil().client.request<AttemptResultsResponse>(
      'GET',
      `/api/exam-attempts/${attemptId}/results`,
    );
    expect(own.body.integrityEvents).toHaveLength(2);
  });

  it('given the events, then the student’s export lists them; once erased, neither the read model nor the log says what they were', async () => {
    const exported = await pupil().client.request<{
      data: { examAttempts: { id: string; integrityEvents: { kind: string; at: string }[] }[] };
    }>('POST', '/api/compliance/data-portability');
    expect(exported.status).toBe(200);
    const mine = exported.body.data.examAttempts.find((attempt) => attempt.id === attemptId);
    expect(mine!.integrityEvents.map((event) => event.kind)).toEqual(['fullscreen_exit', 'paste_blocked']);

    const erased = await eraseOwnAccount(pupil().client);
    expect(erased.status).toBe(200);
    const attempts = t.system.adapters.readModels.collection<{ _id: string; integrityEvents?: unknown[] }>(
      'attempts',
    );
    const after = await waitFor(async () => {
      const document = await attempts.findOne({ _id: attemptId });
      return document && document.integrityEvents?.length === 0 ? document : null;
    });
    expect(after.integrityEvents).toEqual([]);
    const log = await t.system.adapters.eventStore.readStream(
      attemptsStreams.slot(pupil().id, 'schedule', scheduleId),
    );
    const recorded = log.filter((event) => event.type === 'IntegrityEventRecorded');
    expect(recorded).toHaveLength(2);
    expect(recorded.map((event) => (event.data as { kind: unknown }).kind)).toEqual([null, null]);
  });
});
