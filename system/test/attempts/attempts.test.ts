import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AttemptResultsResponse,
  AvailableExamsResponse,
  ExamHistoryResponse,
  SaveAnswersResponse,
  StartAttemptResponse,
  SubmitAttemptResponse,
} from '@portal/contracts';
import { clockedClass } from '../../src/testing/clockedClass';
import type { Client } from '../../src/testing/harness';
import { linkedParent } from '../../src/testing/people';
import {
  connectSocket,
  createExamFrom,
  createStudent,
  keysOf,
  scheduleFor,
  scheduleSlot,
  waitFor,
} from '../../src/testing/attempts';

// Exam taking over real HTTP (spec 002 §§2.5–2.8, 3, 4, 7; issue 7; docs/api/attempts.md).

const fixture = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/fixtures/grading/mixed-exam.json'),
    'utf8',
  ),
) as {
  exam: Record<string, unknown>;
  answers: Record<string, string>;
  expected: Record<string, unknown> & { isCorrect: Record<string, boolean | null> };
};

const ADMIN = { email: 'admin@attempts.example.org', password: 'admin-password-1' };
const world = clockedClass(
  ADMIN,
  { tutors: ['tutor1', 'tutor2'], pupils: { s1: 'tutor1', s2: 'tutor1', s3: 'tutor2' } },
  90_000,
);

let gradingExam: string;

beforeAll(async () => {
  gradingExam = await createExamFrom(world.tutor1.client, fixture.exam);
});

const start = (client: Client, examId: string, scheduleId: string) =>
  client.request<StartAttemptResponse>(
    'POST',
    `/api/exam-attempts/${examId}/start`,
    scheduleSlot(scheduleId),
  );

describe('taking an exam', () => {
  it('given a schedule, when the student lists, starts, resumes, saves and submits, then the server grades every type as computed by hand', async () => {
    // the answer key at once (issue 16: without this switch it waits for the window's end)
    const scheduleId = await scheduleFor(world.tutor1.client, gradingExam, [world.s1.id], {
      settings: { showResultsImmediately: true },
    });
    const listed = await world.s1.client.request<AvailableExamsResponse>(
      'GET',
      '/api/exam-attempts/available?filter=all',
    );
    expect(listed.status).toBe(200);
    const card = listed.body.exams.find((exam) => exam.scheduleId === scheduleId)!;
    expect(card).toMatchObject({
      actionAvailable: 'start',
      attemptStatus: 'available',
      timeStatus: 'active',
      accessType: 'schedule',
      uiState: { buttonText: 'Start Exam' },
    });

    const started = await start(world.s1.client, gradingExam, scheduleId);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.resuming).toBe(false);
    expect(started.body.timeRemaining).toBeGreaterThan(29 * 60);
    expect(started.body.timeRemaining).toBeLessThanOrEqual(30 * 60);
    const keys = keysOf(started.body);
    expect(keys.has('correctAnswer')).toBe(false);
    expect(keys.has('explanation')).toBe(false);
    expect(started.body.exam.questions).toHaveLength(9);

    // results are refused before submission
    const early = await world.s1.client.request(
      'GET',
      `/api/exam-attempts/${started.body.attemptId}/results`,
    );
    expect(early.status).toBe(409);
    expect(keysOf(early.body).has('correctAnswer')).toBe(false);

    const saved = await world.s1.client.request<SaveAnswersResponse>(
      'POST',
      `/api/exam-attempts/${gradingExam}/save`,
      {
        ...scheduleSlot(scheduleId),
        attemptId: started.body.attemptId,
        answers: { q1: '4', q2: 'c' },
        timeRemaining: 9999,
        lastQuestionIndex: 1,
        seq: 1,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, seq: 1, stale: false });
    expect(saved.body.timeRemaining).toBeLessThanOrEqual(30 * 60);
    expect(keysOf(saved.body).has('correctAnswer')).toBe(false);

    const resumed = await start(world.s1.client, gradingExam, scheduleId);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({
      resuming: true,
      attemptId: started.body.attemptId,
      existingAnswers: { q1: '4', q2: 'c' },
      lastQuestionIndex: 1,
    });
    const inProgress = await world.s1.client.request<AvailableExamsResponse>(
      'GET',
      '/api/exam-attempts/available?filter=in_progress',
    );
    expect(inProgress.body.exams.map((exam) => [exam.scheduleId, exam.actionAvailable])).toContainEqual([
      scheduleId,
      'resume',
    ]);

    const submitted = await world.s1.client.request<SubmitAttemptResponse>(
      'POST',
      `/api/exam-attempts/${gradingExam}/submit`,
      {
        ...scheduleSlot(scheduleId),
        answers: fixture.answers,
        completedAt: new Date().toISOString(),
        timeSpent: 5,
      },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const { expected } = fixture;
    expect(submitted.body.results).toMatchObject({
      score: expected.score,
      totalMarks: expected.totalMarks,
      percentage: expected.percentage,
      correctAnswers: expected.correctAnswers,
      incorrectAnswers: expected.incorrectAnswers,
      unanswered: expected.unanswered,
      totalQuestions: expected.totalQuestions,
      awaitingMarking: expected.awaitingMarking,
      submittedBy: 'student',
    });

    const results = await world.s1.client.request<AttemptResultsResponse>(
      'GET',
      `/api/exam-attempts/${submitted.body.attemptId}/results`,
    );
    expect(results.status).toBe(200);
    expect(results.body.resultsReleased).toBe(true);
    expect(
      Object.fromEntries(
        results.body.questions.map((q) => [q.questionId, 'isCorrect' in q ? q.isCorrect : undefined]),
      ),
    ).toEqual(expected.isCorrect);
    const q1 = results.body.questions.find((q) => q.questionId === 'q1')!;
    expect(q1).toMatchObject({ userAnswer: '4', correctAnswer: 'B', explanation: 'Two and two make four.' });
    const q6 = results.body.questions.find((q) => q.questionId === 'q6')!;
    expect(q6).toMatchObject({ passageTitle: 'The Owl', passageAuthor: 'E. Lear' });
    expect(results.body.attempt).toMatchObject({ score: 7, percentage: 70, totalQuestions: 9 });

    // one attempt per schedule: a new start is refused, the card offers the results
    const again = await start(world.s1.client, gradingExam, scheduleId);
    expect(again.status).toBe(409);
    const after = await world.s1.client.request<AvailableExamsResponse>(
      'GET',
      '/api/exam-attempts/available?filter=completed',
    );
    expect(after.body.exams.find((exam) => exam.scheduleId === scheduleId)).toMatchObject({
      actionAvailable: 'view_results',
      attemptId: submitted.body.attemptId,
    });
    // the schedule's progress and results (schedules module) read the attempt
    const progress = await world.tutor1.client.request<{ statistics: { completedAttempts: number } }>(
      'GET',
      `/api/exam-schedules/${scheduleId}/progress`,
    );
    expect(progress.body.statistics.completedAttempts).toBe(1);
    const history = await world.s1.client.request<ExamHistoryResponse>(
      'GET',
      '/api/exam-attempts/exam-history',
    );
    expect(history.body.examHistory.find((item) => item.scheduleId === scheduleId)).toMatchObject({
      badge: 'completed',
      attempt: { id: submitted.body.attemptId, percentage: 70, score: 7, totalQuestions: 9 },
    });
  });

  it('given saves arriving out of order, when seq 3 then seq 2 arrive, then the seq 3 answers stay', async () => {
    const scheduleId = await scheduleFor(world.tutor1.client, gradingExam, [world.s2.id]);
    const started = await start(world.s2.client, gradingExam, scheduleId);
    const save = (seq: number, answers: Record<string, string>) =>
      world.s2.client.request<SaveAnswersResponse>('POST', `/api/exam-attempts/${gradingExam}/save`, {
        ...scheduleSlot(scheduleId),
        attemptId: started.body.attemptId,
        answers,
        lastQuestionIndex: seq,
        seq,
      });
    expect((await save(3, { q1: 'B', q3: 'True' })).body).toMatchObject({ seq: 3, stale: false });
    const stale = await save(2, { q1: 'A', q3: 'False' });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ success: true, stale: true, seq: 3 });
    expect((await save(3, { q1: 'C' })).body.stale).toBe(true); // a repeat changes nothing
    const resumed = await start(world.s2.client, gradingExam, scheduleId);
    expect(resumed.body.existingAnswers).toEqual({ q1: 'B', q3: 'True' });
    expect(resumed.body.lastSeq).toBe(3);
  });

  it('given a window not yet open or closed, when starting, then it is refused with a clear message', async () => {
    const upcoming = await scheduleFor(world.tutor1.client, gradingExam, [world.s2.id], {
      startMinutes: 60,
      endMinutes: 120,
    });
    const early = await start(world.s2.client, gradingExam, upcoming);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ success: false, message: 'This exam has not started yet' });
    const closed = await scheduleFor(world.tutor1.client, gradingExam, [world.s2.id], {
      startMinutes: -60,
      endMinutes: -10,
    });
    const late = await start(world.s2.client, gradingExam, closed);
    expect(late.status).toBe(403);
    const cards = await world.s2.client.request<AvailableExamsResponse>(
      'GET',
      '/api/exam-attempts/available',
    );
    const byId = new Map(cards.body.exams.map((exam) => [exam.scheduleId, exam]));
    expect(byId.get(upcoming)).toMatchObject({ timeStatus: 'upcoming', actionAvailable: 'scheduled' });
    expect(byId.get(closed)).toMatchObject({ timeStatus: 'expired', actionAvailable: 'expired' });
    const history = await world.s2.client.request<ExamHistoryResponse>(
      'GET',
      '/api/exam-attempts/exam-history?filter=missed',
    );
    expect(history.body.examHistory.map((item) => item.scheduleId)).toContain(closed);
  });
});

describe('ownership', () => {
  it('given another student, a parent and tutors, then each sees only what they may', async () => {
    const scheduleId = await scheduleFor(world.tutor1.client, gradingExam, [world.s1.id]);
    const started = await start(world.s1.client, gradingExam, scheduleId);
    const submitted = await world.s1.client.request<SubmitAttemptResponse>(
      'POST',
      `/api/exam-attempts/${gradingExam}/submit`,
      {
        ...scheduleSlot(scheduleId),
        answers: { q1: 'B' },
      },
    );
    expect(submitted.status).toBe(200);
    const url = `/api/exam-attempts/${started.body.attemptId}/results`;
    expect((await world.s2.client.request('GET', url)).status).toBe(404);
    expect((await world.s3.client.request('GET', url)).status).toBe(404);
    // another student cannot use the schedule at all
    expect((await start(world.s2.client, gradingExam, scheduleId)).status).toBe(404);
    expect((await world.tutor1.client.request('GET', url)).status).toBe(200);
    expect((await world.tutor2.client.request('GET', url)).status).toBe(404);
    expect((await world.admin.request('GET', url)).status).toBe(200);
    const parent = (await linkedParent(world.t.url, world.s1.parentEmail)).client;
    const otherParent = (await linkedParent(world.t.url, world.s2.parentEmail)).client;
    expect((await parent.request('GET', url)).status).toBe(200);
    expect((await otherParent.request('GET', url)).status).toBe(404);
    const history = await parent.request<ExamHistoryResponse>(
      'GET',
      `/api/exam-attempts/exam-history?studentId=${world.s1.id}`,
    );
    expect(history.status).toBe(200);
    expect(history.body.examHistory.some((item) => item.scheduleId === scheduleId)).toBe(true);
    expect(
      (await otherParent.request('GET', `/api/exam-attempts/exam-history?studentId=${world.s1.id}`)).status,
    ).toBe(404);
    // Child's Exams: a parent reads their child's list, read-only; not another child's; staff use their screens
    const childExams = await parent.request<{ exams: { scheduleId: string | null }[] }>(
      'GET',
      `/api/exam-attempts/available?studentId=${world.s1.id}`,
    );
    expect(childExams.status).toBe(200);
    expect(childExams.body.exams.some((item) => item.scheduleId === scheduleId)).toBe(true);
    expect(
      (await otherParent.request('GET', `/api/exam-attempts/available?studentId=${world.s1.id}`)).status,
    ).toBe(404);
    expect((await world.tutor1.client.request('GET', '/api/exam-attempts/available')).status).toBe(403);
    // students cannot set accommodations; another tutor's student is not found
    expect(
      (
        await world.s1.client.request('PUT', '/api/exam-attempts/accommodations', {
          studentId: world.s1.id,
          extraMinutes: 10,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await world.tutor2.client.request('PUT', '/api/exam-attempts/accommodations', {
          studentId: world.s1.id,
          extraMinutes: 10,
        })
      ).status,
    ).toBe(404);
  });
});

describe('accommodations', () => {
  it('given a running attempt, when the tutor adds time, then the deadline moves and the student socket is told', async () => {
    const pupil = await createStudent(world.t.url, world.tutor1.client);
    const scheduleId = await scheduleFor(world.tutor1.client, gradingExam, [pupil.id], { duration: 20 });
    const started = await start(pupil.client, gradingExam, scheduleId);
    expect(started.body.timeRemaining).toBeLessThanOrEqual(20 * 60);
    const socket = await connectSocket(world.t.url, pupil.client);
    try {
      const pushed = new Promise<Record<string, unknown>>((resolve) => {
        socket.on('notification', (payload: Record<string, unknown>) => {
          if (payload.type === 'time-adjusted') {
            resolve(payload);
          }
        });
      });
      const set = await world.tutor1.client.request<{
        adjustedAttempts: { attemptId: string; timeRemaining: number }[];
      }>('PUT', '/api/exam-attempts/accommodations', {
        studentId: pupil.id,
        scheduleId,
        extraMinutes: 10,
        timeMultiplier: 1.5,
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.adjustedAttempts).toHaveLength(1);
      // 20 × 1.5 + 10 = 40 minutes from the start
      expect(set.body.adjustedAttempts[0]!.timeRemaining).toBeGreaterThan(39 * 60);
      const push = await pushed;
      expect(push).toMatchObject({ attemptId: started.body.attemptId });
      expect(push.timeRemaining as number).toBeGreaterThan(39 * 60);
      const resumed = await start(pupil.client, gradingExam, scheduleId);
      expect(resumed.body.timeRemaining).toBeGreaterThan(39 * 60);
      const listed = await world.tutor1.client.request<{ accommodations: { extraMinutes: number }[] }>(
        'GET',
        `/api/exam-attempts/accommodations?studentId=${pupil.id}`,
      );
      expect(listed.body.accommodations).toEqual([
        expect.objectContaining({ extraMinutes: 10, timeMultiplier: 1.5 }),
      ]);
    } finally {
      socket.disconnect();
    }
  });

  it('given a makeup granted, then a second attempt starts and is marked as a makeup', async () => {
    const pupil = await createStudent(world.t.url, world.tutor1.client);
    const scheduleId = await scheduleFor(world.tutor1.client, gradingExam, [pupil.id]);
    await start(pupil.client, gradingExam, scheduleId);
    await pupil.client.request('POST', `/api/exam-attempts/${gradingExam}/submit`, {
      ...scheduleSlot(scheduleId),
      answers: {},
    });
    expect((await start(pupil.client, gradingExam, scheduleId)).status).toBe(409);
    const set = await world.tutor1.client.request('PUT', '/api/exam-attempts/accommodations', {
      studentId: pupil.id,
      scheduleId,
      makeupAttempts: 1,
    });
    expect(set.status).toBe(200);
    const cards = await pupil.client.request<AvailableExamsResponse>('GET', '/api/exam-attempts/available');
    expect(cards.body.exams.find((exam) => exam.scheduleId === scheduleId)?.actionAvailable).toBe(
      'start_makeup',
    );
    const makeup = await start(pupil.client, gradingExam, scheduleId);
    expect(makeup.status).toBe(201);
    expect(makeup.body).toMatchObject({ isMakeup: true, attemptNumber: 2 });
  });
});

describe('the deadline', () => {
  it('given a student who walks away, when the deadline passes, then the server submits the saved answers and later saves are refused', async () => {
    const pupil = await createStudent(world.t.url, world.tutor1.client);
    const scheduleId = await scheduleFor(world.tutor1.client, gradingExam, [pupil.id], { duration: 5 });
    const started = await start(pupil.client, gradingExam, scheduleId);
    await pupil.client.request('POST', `/api/exam-attempts/${gradingExam}/save`, {
      ...scheduleSlot(scheduleId),
      answers: { q1: 'B', q4: 'Paris' },
      seq: 1,
    });
    world.offsetMs += 6 * 60_000;
    try {
      const results = await waitFor(async () => {
        const answer = await pupil.client.request<AttemptResultsResponse>(
          'GET',
          `/api/exam-attempts/${started.body.attemptId}/results`,
        );
        return answer.status === 200 ? answer.body : null;
      });
      expect(results.attempt).toMatchObject({ submittedBy: 'deadline', score: 4, correctAnswers: 2 });
      expect(results.attempt.timeSpent).toBe(5 * 60);
      const late = await pupil.client.request('POST', `/api/exam-attempts/${gradingExam}/save`, {
        ...scheduleSlot(scheduleId),
        answers: { q3: 'True' },
        seq: 2,
      });
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ message: 'Time is up' });
      // a late submit answers the deadline's result and its answers do not count
      const submit = await pupil.client.request<SubmitAttemptResponse>(
        'POST',
        `/api/exam-attempts/${gradingExam}/submit`,
        {
          ...scheduleSlot(scheduleId),
          answers: { q3: 'True', q5: '0.5' },
        },
      );
      expect(submit.status).toBe(200);
      expect(submit.body.results).toMatchObject({ score: 4, submittedBy: 'deadline' });
    } finally {
      world.offsetMs -= 6 * 60_000;
    }
  });
});
