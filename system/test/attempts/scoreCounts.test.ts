import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAttempt, ExamHistoryResponse } from '@portal/contracts';
import { startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Client } from '../../src/testing/harness';
import {
  createExamFrom,
  createStudent,
  createTutor,
  scheduleFor,
  startScheduled,
  submitScheduled,
  waitFor,
} from '../../src/testing/attempts';

// Scores say what they count (issue 16 item 10): the exam history and the dashboard's recent
// attempts carry the marks with the exam's total marks and the correct answers with the number
// of questions, so no screen has to put marks over questions ("14/12").

const ADMIN = { email: 'admin@scorecounts.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;

type Pupil = Awaited<ReturnType<typeof createStudent>>;
let tutor: Awaited<ReturnType<typeof createTutor>>;
let otherTutor: Awaited<ReturnType<typeof createTutor>>;
let s1: Pupil;
let s2: Pupil;

/**
 * Three questions worth 2 + 3 + 1 = 6 marks. The student answers B (right, 2 marks), False
 * (wrong) and C (right, 1 mark): 3 of 6 marks, 2 of 3 correct, 50%.
 */
const EXAM = {
  title: 'Marks and counts',
  examType: 'mathematics',
  duration: 30,
  questions: [
    { question: '2 + 2?', type: 'multiple-choice', options: ['3', '4', '5'], correctAnswer: 'B', marks: 2 },
    { question: 'Is 7 prime?', type: 'true-false', correctAnswer: 'True', marks: 3 },
    { question: '3 × 3?', type: 'multiple-choice', options: ['6', '8', '9'], correctAnswer: 'C', marks: 1 },
  ],
};
const ANSWERS = ['B', 'False', 'C'];
const EXPECTED = { score: 3, totalMarks: 6, correctAnswers: 2, totalQuestions: 3, percentage: 50 };

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN, { roles: ['command-api', 'projections'] }));
  [tutor, otherTutor] = [await createTutor(t.url, admin), await createTutor(t.url, admin)];
  [s1, s2] = [await createStudent(t.url, tutor.client), await createStudent(t.url, tutor.client)];
}, 90_000);
afterAll(async () => {
  await t.stop();
});

async function sit(pupil: Pupil, examId: string, scheduleId: string): Promise<string> {
  const started = await startScheduled(pupil.client, examId, scheduleId);
  const answers = Object.fromEntries(
    started.exam.questions.map((question, index) => [question.id, ANSWERS[index]!]),
  );
  return (await submitScheduled(pupil.client, examId, scheduleId, { answers })).attemptId;
}

describe('scores say what they count (issue 16 item 10)', () => {
  it('given a submitted attempt, when the history and the dashboard list it, then marks of total marks and correct of questions', async () => {
    const examId = await createExamFrom(tutor.client, EXAM);
    // results withheld until the window closes: the lists still carry the score, as the results page does
    const scheduleId = await scheduleFor(tutor.client, examId, [s1.id], {
      settings: { showResultsImmediately: false },
    });
    const attemptId = await sit(s1, examId, scheduleId);

    const history = await s1.client.request<ExamHistoryResponse>('GET', '/api/exam-attempts/exam-history');
    expect(history.status).toBe(200);
    const item = history.body.examHistory.find((entry) => entry.scheduleId === scheduleId);
    expect(item?.attempt).toEqual({ id: attemptId, ...EXPECTED });

    const recent = await waitFor(async () => {
      const answer = await s1.client.request<{ attempts: DashboardAttempt[] }>(
        'GET',
        '/api/progress/history?limit=5',
      );
      return answer.body.attempts?.find((attempt) => attempt.id === attemptId);
    });
    expect(recent).toMatchObject(EXPECTED);

    // the tutor reads the same figures of their student
    const asTutor = await tutor.client.request<ExamHistoryResponse>(
      'GET',
      `/api/exam-attempts/exam-history?studentId=${s1.id}`,
    );
    expect(asTutor.body.examHistory.find((entry) => entry.scheduleId === scheduleId)?.attempt).toEqual({
      id: attemptId,
      ...EXPECTED,
    });
  });

  it("given another student or another tutor, when they ask for the student's lists, then not found", async () => {
    const paths = [
      `/api/exam-attempts/exam-history?studentId=${s1.id}`,
      `/api/progress/history?studentId=${s1.id}`,
    ];
    for (const path of paths) {
      expect((await s2.client.request('GET', path)).status, path).toBe(404);
      expect((await otherTutor.client.request('GET', path)).status, path).toBe(404);
    }
  });
});
