import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestSystem } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { createExamFrom, createStudent, createTutor, scheduleFor, waitFor } from '../../src/testing/attempts';
import { eraseOwnAccount } from '../../src/testing/people';

// Erasure of a student who took exams (DESIGN.md §4): the answers they wrote leave the read
// models, the anonymous facts (score, percentage, time) stay for the tutor's figures.

const ADMIN = { email: 'admin@attempts-erasure.example.org', password: 'admin-password-1' };
const ESSAY = 'My grandmother Edith lives at 12 Rosebank Lane';
let t: TestSystem;

beforeAll(async () => {
  t = await startTestSystem({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});

afterAll(async () => {
  await t.stop();
});

describe('erasing a student who took an exam', () => {
  it('given a submitted attempt with a written answer, when the student is erased, then the answer is gone and the score stays', async () => {
    const admin = new Client(t.url);
    expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(200);
    const tutor = await createTutor(t.url, admin);
    const student = await createStudent(t.url, tutor.client);
    const examId = await createExamFrom(tutor.client, {
      title: 'Who I am',
      examType: 'english',
      duration: 20,
      questions: [
        { question: 'Is 2 + 2 = 4?', type: 'true-false', correctAnswer: 'True', marks: 1 },
        {
          question: 'Write about someone you love.',
          type: 'short-answer',
          correctAnswer: 'anything',
          marks: 1,
        },
      ],
    });
    const scheduleId = await scheduleFor(tutor.client, examId, [student.id]);
    const started = await student.client.request<{ exam: { questions: { id: string }[] } }>(
      'POST',
      `/api/exam-attempts/${examId}/start`,
      { scheduleId, accessType: 'schedule' },
    );
    expect([200, 201]).toContain(started.status);
    const [first, second] = started.body.exam.questions.map((question) => question.id);
    const submitted = await student.client.request<{ attemptId: string }>(
      'POST',
      `/api/exam-attempts/${examId}/submit`,
      { answers: { [first!]: 'True', [second!]: ESSAY }, timeSpent: 60, scheduleId, accessType: 'schedule' },
    );
    expect(submitted.status).toBe(200);
    const attempts = t.system.adapters.readModels.collection<{ _id: string; answers: object; score: number }>(
      'attempts',
    );
    expect(JSON.stringify(await attempts.findOne({ _id: submitted.body.attemptId }))).toContain(ESSAY);

    const own = await eraseOwnAccount(student.client);
    expect(own.status).toBe(200);
    const after = await waitFor(async () => {
      const document = await attempts.findOne({ _id: submitted.body.attemptId });
      return document && !JSON.stringify(document).includes(ESSAY) ? document : null;
    });
    expect(after.answers).toEqual({});
    expect(after.score).toBe(1);
  });
});
