import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptResultsResponse, SubmitAttemptResponse } from '@portal/contracts';
import { startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Client } from '../../src/testing/harness';
import { eraseOwnAccount, linkedParent } from '../../src/testing/people';
import {
  createExamFrom,
  createStudent,
  createTutor,
  scheduleFor,
  startScheduled,
  submitScheduled,
  waitFor,
} from '../../src/testing/attempts';
import { filesContaining } from '../../src/testing/outbox';

// Essay marking over real HTTP: POST /tutor-analytics/exam-attempt/{id}/mark (docs/api/analytics.md).

const ADMIN = { email: 'admin@essays.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;
let tutor1: Awaited<ReturnType<typeof createTutor>>;
let tutor2: Awaited<ReturnType<typeof createTutor>>;
let student: Awaited<ReturnType<typeof createStudent>>;
let parent: Client;

// q1 multiple-choice, 2 marks; q2 essay, 5 marks; q3 essay, 3 marks; q4 essay, 2 marks (left blank)
const exam = {
  title: 'Writing mock',
  examType: 'english',
  duration: 30,
  questions: [
    {
      id: 'q1',
      question: 'Which word is a noun?',
      type: 'multiple-choice',
      options: ['run', 'dog', 'quickly'],
      correctAnswer: 'B',
      marks: 2,
      category: 'Grammar',
    },
    {
      id: 'q2',
      question: 'Describe the sea',
      type: 'essay',
      correctAnswer: '',
      marks: 5,
      category: 'Writing',
    },
    { id: 'q3', question: 'Write a letter', type: 'essay', correctAnswer: '', marks: 3, category: 'Writing' },
    { id: 'q4', question: 'Write a poem', type: 'essay', correctAnswer: '', marks: 2, category: 'Writing' },
  ],
};

interface Detailed {
  success: true;
  message?: string;
  results: {
    scoreObtained: number;
    totalMarks: number;
    percentage: number;
    correctAnswers: number;
    incorrectAnswers: number;
    awaitingMarking: number;
  };
  questionAnalysis: {
    questionId: string;
    isCorrect: boolean | null;
    marks: number;
    maxMarks: number;
    feedback: string | null;
  }[];
}

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN, { roles: ['command-api', 'projections'] }));
  [tutor1, tutor2] = [await createTutor(t.url, admin), await createTutor(t.url, admin)];
  student = await createStudent(t.url, tutor1.client);
  parent = (await linkedParent(t.url, student.parentEmail)).client;
}, 90_000);
afterAll(async () => {
  await t.stop();
});

const markUrl = (attemptId: string) => `/api/tutor-analytics/exam-attempt/${attemptId}/mark`;
const detailedUrl = (attemptId: string) => `/api/tutor-analytics/exam-attempt/${attemptId}/detailed-results`;
const question = (body: Detailed, id: string) => body.questionAnalysis.find((q) => q.questionId === id)!;

async function sitExam(sitter: Awaited<ReturnType<typeof createStudent>> = student): Promise<{
  attemptId: string;
  scheduleId: string;
  submitted: SubmitAttemptResponse;
}> {
  const examId = await createExamFrom(tutor1.client, exam);
  const scheduleId = await scheduleFor(tutor1.client, examId, [sitter.id]);
  const { attemptId } = await startScheduled(sitter.client, examId, scheduleId);
  const submitted = await submitScheduled(sitter.client, examId, scheduleId, {
    attemptId,
    answers: { q1: 'B', q2: 'The sea is grey and wide.', q3: 'Dear Gran, thank you.' },
  });
  return { attemptId, scheduleId, submitted };
}

describe('essay marking', () => {
  it('given a submitted exam with essays, when the tutor and then an admin mark them, then results, percentage and analytics change as computed by hand', async () => {
    const { attemptId, scheduleId, submitted } = await sitExam();
    // q2 and q3 await marking; q4 is blank (0 of 2): 2 of (2 + 2) = 50 %
    expect(submitted.results).toMatchObject({
      score: 2,
      percentage: 50,
      awaitingMarking: 2,
      correctAnswers: 1,
    });

    const before = await tutor1.client.request<Detailed>('GET', detailedUrl(attemptId));
    expect(before.status).toBe(200);
    expect(before.body.results).toMatchObject({ scoreObtained: 2, percentage: 50, awaitingMarking: 2 });
    expect(question(before.body, 'q2')).toMatchObject({
      isCorrect: null,
      marks: 0,
      maxMarks: 5,
      feedback: null,
    });

    // the tutor: q2 4 of 5 with feedback → (2 + 4) of (2 + 5 + 2) = 66.7 %
    const first = await tutor1.client.request<Detailed>('POST', markUrl(attemptId), {
      marks: { q2: 4 },
      feedback: { q2: 'Vivid description; check your full stops.' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Marks saved');
    expect(first.body.results).toEqual({
      scoreObtained: 6,
      totalMarks: 12,
      percentage: 66.7,
      correctAnswers: 1,
      incorrectAnswers: 1,
      awaitingMarking: 1,
    });
    expect(question(first.body, 'q2')).toMatchObject({
      isCorrect: false,
      marks: 4,
      feedback: 'Vivid description; check your full stops.',
    });
    expect(question(first.body, 'q3')).toMatchObject({ isCorrect: null, marks: 0 });

    // the student's own results, the tutor's analytics and the schedule's figures follow
    const own = await student.client.request<AttemptResultsResponse>(
      'GET',
      `/api/exam-attempts/${attemptId}/results`,
    );
    expect(own.body.attempt).toMatchObject({ score: 6, percentage: 66.7, awaitingMarking: 1 });
    const performance = await tutor1.client.request<{ performance: { averageScore: number } }>(
      'GET',
      `/api/tutor-analytics/student/${student.id}/performance`,
    );
    expect(performance.body.performance.averageScore).toBe(67);
    const history = await tutor1.client.request<{
      examHistory: { id: string; score: number; percentage: number }[];
    }>('GET', `/api/tutor-analytics/student/${student.id}/exam-history`);
    expect(history.body.examHistory.find((row) => row.id === attemptId)).toMatchObject({
      score: 6,
      percentage: 66.7,
    });
    const overview = await parent.request<{ stats: { averageScore: number } }>(
      'GET',
      `/api/progress/overview?studentId=${student.id}`,
    );
    expect(overview.body.stats.averageScore).toBe(67);
    const scheduleStudents = async () =>
      (
        await tutor1.client.request<{
          students: { student: { id: string }; bestPerformance: { score: number; percentage: number } }[];
        }>('GET', `/api/scheduled-exam-analytics/schedule/${scheduleId}/students`)
      ).body.students.find((row) => row.student.id === student.id)!.bestPerformance;
    expect(await scheduleStudents()).toMatchObject({ score: 6, percentage: 66.7 });

    // an admin re-marks q2 (5, replacing 4) and marks q3 (3): (2 + 5 + 3) of 12 = 83.3 %
    const second = await admin.request<Detailed>('POST', markUrl(attemptId), { marks: { q2: 5, q3: 3 } });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.results).toEqual({
      scoreObtained: 10,
      totalMarks: 12,
      percentage: 83.3,
      correctAnswers: 3,
      incorrectAnswers: 0,
      awaitingMarking: 0,
    });
    // marked again without feedback: the earlier feedback is replaced
    expect(question(second.body, 'q2')).toMatchObject({ isCorrect: true, marks: 5, feedback: null });
    const again = await tutor1.client.request<{
      performance: { averageScore: number; totalAttempts: number };
    }>('GET', `/api/tutor-analytics/student/${student.id}/performance`);
    expect(again.body.performance).toMatchObject({ averageScore: 83, totalAttempts: 1 });
    expect(await scheduleStudents()).toMatchObject({ score: 10, percentage: 83.3 });
  });

  it('given someone else’s student, a student or a parent, then 404, 403, 403; marks out of range or not an essay, then 400', async () => {
    const { attemptId } = await sitExam();
    const body = { marks: { q2: 3 } };
    expect((await tutor2.client.request('POST', markUrl(attemptId), body)).status).toBe(404);
    expect((await student.client.request('POST', markUrl(attemptId), body)).status).toBe(403);
    expect((await parent.request('POST', markUrl(attemptId), body)).status).toBe(403);
    expect((await tutor1.client.request('POST', markUrl('no-such-attempt'), body)).status).toBe(404);

    const refused = async (payload: unknown) => {
      const response = await tutor1.client.request<{
        success: boolean;
        message: string;
        errors: { field: string }[];
      }>('POST', markUrl(attemptId), payload);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.success).toBe(false);
      return response.body;
    };
    expect(await refused({ marks: { q2: 6 } })).toMatchObject({
      message: 'Marks for question 2 must be a whole number between 0 and 5',
      errors: [{ field: 'marks.q2' }],
    });
    expect((await refused({ marks: { q2: -1 } })).message).toBe('Marks must be a whole number, 0 or more');
    expect((await refused({ marks: { q2: 2.5 } })).message).toBe('Marks must be a whole number, 0 or more');
    expect((await refused({ marks: { q1: 1 } })).message).toBe('Only essay questions can be marked');
    expect((await refused({ marks: { q4: 1 } })).message).toBe(
      'An unanswered essay scores 0 and cannot be marked',
    );
    expect((await refused({ marks: {} })).message).toBe('Give marks for at least one essay question');
    expect((await refused({ marks: { q2: 1 }, feedback: { q2: 'x'.repeat(1001) } })).message).toBe(
      'Feedback must be at most 1,000 characters',
    );

    // nothing was recorded
    const unchanged = await tutor1.client.request<Detailed>('GET', detailedUrl(attemptId));
    expect(unchanged.body.results).toMatchObject({ scoreObtained: 2, percentage: 50, awaitingMarking: 2 });
  });

  it('given feedback on an essay, when the student is erased, then no byte of it is left and the marks stay', async () => {
    const leaver = await createStudent(t.url, tutor1.client);
    const { attemptId } = await sitExam(leaver);
    const FEEDBACK = 'Lovely description of Aunt Mildred at Seaview Cottage';
    const marked = await tutor1.client.request<Detailed>('POST', markUrl(attemptId), {
      marks: { q2: 3 },
      feedback: { q2: FEEDBACK },
    });
    expect(marked.status).toBe(200);
    expect(question(marked.body, 'q2').feedback).toBe(FEEDBACK);
    // held in clear by the attempts read model only (the log has it encrypted)
    expect(filesContaining(t.dataDir, FEEDBACK).length).toBeGreaterThan(0);

    const erased = await eraseOwnAccount(leaver.client);
    expect(erased.status).toBe(200);
    const attempts = t.system.adapters.readModels.collection<{
      _id: string;
      score: number;
      questionResults: { questionId: string; marks: number; feedback: string | null }[];
    }>('attempts');
    const after = await waitFor(async () => {
      const document = await attempts.findOne({ _id: attemptId });
      return document && !JSON.stringify(document).includes(FEEDBACK) ? document : null;
    });
    // 2 (q1) + 3 (q2) stay as anonymous facts
    expect(after.score).toBe(5);
    expect(after.questionResults.find((result) => result.questionId === 'q2')).toMatchObject({
      marks: 3,
      feedback: null,
    });
    await waitFor(async () => Promise.resolve(filesContaining(t.dataDir, FEEDBACK).length === 0));
    expect(filesContaining(t.dataDir, FEEDBACK)).toEqual([]);
  });
});
