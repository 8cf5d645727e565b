import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Exam,
  PracticeExamListResponse,
  StartAttemptResponse,
  SubmitAttemptResponse,
} from '@portal/contracts';
import { ATTEMPT_MESSAGES, PRACTICE_MESSAGES } from '@portal/contracts';
import { startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Client } from '../../src/testing/harness';
import { createStudent, createTutor, scheduleFor } from '../../src/testing/attempts';
import { createExam, offerForPractice } from '../../src/testing/exams';

// Practice is a choice of the tutor (issue 16 item 2), over real HTTP: an exam is offered for
// practice only when its tutor marks it so (default off); never while it is in an open or
// upcoming schedule of the student's; never another tutor's; repeatable, each attempt graded.

const ADMIN = { email: 'admin@practice.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;
let tutor1: Awaited<ReturnType<typeof createTutor>>;
let tutor2: Awaited<ReturnType<typeof createTutor>>;
let s1: Awaited<ReturnType<typeof createStudent>>;
let s2: Awaited<ReturnType<typeof createStudent>>;
let stranger: Awaited<ReturnType<typeof createStudent>>;

type Refusal = { success: boolean; message: string };
const practice = { scheduleId: null, assignmentId: null, accessType: 'practice' };
const start = (client: Client, examId: string) =>
  client.request<StartAttemptResponse & Refusal>('POST', `/api/exam-attempts/${examId}/start`, practice);

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  [tutor1, tutor2] = [await createTutor(t.url, admin), await createTutor(t.url, admin)];
  [s1, s2, stranger] = [
    await createStudent(t.url, tutor1.client),
    await createStudent(t.url, tutor1.client),
    await createStudent(t.url, tutor2.client),
  ];
}, 120_000);
afterAll(async () => {
  await t.stop();
});

describe('the exam’s "Available for practice" choice', () => {
  it('given a new exam, then it is not available for practice, in the exam and in the list', async () => {
    const exam = await createExam(tutor1.client);
    expect(exam.availableForPractice).toBe(false);
    const listed = await tutor1.client.request<{ exams: Exam[] }>('GET', '/api/exams');
    expect(listed.body.exams.find((row) => row.id === exam.id)?.availableForPractice).toBe(false);
  });

  it('when the tutor switches it on, then it stays on through an update that leaves it out, and can be switched off', async () => {
    const exam = await createExam(tutor1.client, { availableForPractice: true });
    expect(exam.availableForPractice).toBe(true);
    const renamed = await tutor1.client.request<{ exam: Exam }>('PUT', `/api/exams/${exam.id}`, {
      title: 'Renamed paper',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.exam).toMatchObject({ title: 'Renamed paper', availableForPractice: true });
    const off = await offerForPractice(tutor1.client, exam.id, false);
    expect(off.availableForPractice).toBe(false);
    const read = await tutor1.client.request<{ exam: Exam }>('GET', `/api/exams/${exam.id}`);
    expect(read.body.exam.availableForPractice).toBe(false);
  });

  it('given another tutor, when they try to switch it on, then the exam is not found to them', async () => {
    const exam = await createExam(tutor1.client);
    const other = await tutor2.client.request<Refusal>('PUT', `/api/exams/${exam.id}`, {
      availableForPractice: true,
    });
    expect(other.status).toBe(404);
    const read = await tutor1.client.request<{ exam: Exam }>('GET', `/api/exams/${exam.id}`);
    expect(read.body.exam.availableForPractice).toBe(false);
  });
});

describe('starting a practice attempt (POST /exam-attempts/{examId}/start, accessType practice)', () => {
  it('given an exam its tutor has not marked, then practice is refused with 403 and nothing starts', async () => {
    const exam = await createExam(tutor1.client);
    const refused = await start(s1.client, exam.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: PRACTICE_MESSAGES.notOffered });
    const attempts = t.system.adapters.readModels.collection<{
      _id: string;
      examId: string;
      studentId: string;
    }>('attempts');
    expect(await attempts.countDocuments({ examId: exam.id, studentId: s1.id })).toBe(0);
  });

  it('given a marked exam scheduled for the student tomorrow, then practice is refused; a classmate without the schedule may practise it', async () => {
    const exam = await offerForPractice(tutor1.client, (await createExam(tutor1.client)).id);
    await scheduleFor(tutor1.client, exam.id, [s1.id], { startMinutes: 24 * 60, endMinutes: 25 * 60 });
    const refused = await start(s1.client, exam.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: PRACTICE_MESSAGES.scheduled });
    expect(refused.body).not.toHaveProperty('exam');

    const classmate = await start(s2.client, exam.id);
    expect(classmate.status, JSON.stringify(classmate.body)).toBe(201);
    // practice blocks and watches nothing, and may be paused (PRACTICE_SCHEDULE_SETTINGS)
    expect(classmate.body.rules).toMatchObject({
      preventCopyPaste: false,
      fullScreenRequired: false,
      randomizeQuestions: false,
      allowPause: true,
    });
  });

  it('given a marked exam in a schedule open now, then practice is refused until the window has closed', async () => {
    const exam = await offerForPractice(tutor1.client, (await createExam(tutor1.client)).id);
    const scheduleId = await scheduleFor(tutor1.client, exam.id, [s1.id], {
      startMinutes: -5,
      endMinutes: 60,
    });
    const refused = await start(s1.client, exam.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PRACTICE_MESSAGES.scheduled);
    // once the tutor cancels the schedule, the exam is free to practise
    const cancelled = await tutor1.client.request('PUT', `/api/exam-schedules/${scheduleId}/cancel`, {
      reason: 'Moved to practice',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const allowed = await start(s1.client, exam.id);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
  });

  it('given a marked unscheduled exam, then practice starts, is graded, and may be repeated, each attempt graded', async () => {
    // examForm: Q1 multiple-choice, correct A, 1 mark; Q2 true-false, correct True, 2 marks; 3 marks
    const exam = await offerForPractice(tutor1.client, (await createExam(tutor1.client)).id);
    const [q1, q2] = exam.questions.map((question) => question.id) as [string, string];

    const first = await start(s1.client, exam.id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.attemptNumber).toBe(1);
    // no answer key while practising
    expect(JSON.stringify(first.body.exam)).not.toContain('correctAnswer');
    const submitted1 = await s1.client.request<SubmitAttemptResponse>(
      'POST',
      `/api/exam-attempts/${exam.id}/submit`,
      { ...practice, attemptId: first.body.attemptId, answers: { [q1]: 'A', [q2]: 'False' } },
    );
    expect(submitted1.status, JSON.stringify(submitted1.body)).toBe(200);
    // Q1 right (1), Q2 wrong (0): 1 / 3 marks = 33.3 %
    expect(submitted1.body.results).toMatchObject({ score: 1, totalMarks: 3, percentage: 33.3 });

    const second = await start(s1.client, exam.id);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.attemptNumber).toBe(2);
    expect(second.body.attemptId).not.toBe(first.body.attemptId);
    expect(second.body.resuming).toBe(false);
    const submitted2 = await s1.client.request<SubmitAttemptResponse>(
      'POST',
      `/api/exam-attempts/${exam.id}/submit`,
      { ...practice, attemptId: second.body.attemptId, answers: { [q1]: 'A', [q2]: 'True' } },
    );
    expect(submitted2.status).toBe(200);
    // both right: 3 / 3 = 100 %
    expect(submitted2.body.results).toMatchObject({ score: 3, totalMarks: 3, percentage: 100 });

    const third = await start(s1.client, exam.id);
    expect(third.status).toBe(201);
    expect(third.body.attemptNumber).toBe(3);
  });

  it('given a marked exam, when the tutor withdraws it, then a new practice attempt is refused', async () => {
    const exam = await offerForPractice(tutor1.client, (await createExam(tutor1.client)).id);
    await offerForPractice(tutor1.client, exam.id, false);
    const refused = await start(s2.client, exam.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PRACTICE_MESSAGES.notOffered);
  });

  it('given another tutor’s exam, even marked for practice, then their student is refused', async () => {
    const exam = await offerForPractice(tutor1.client, (await createExam(tutor1.client)).id);
    const refused = await start(stranger.client, exam.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: ATTEMPT_MESSAGES.practiceUnavailable });
    expect(refused.body).not.toHaveProperty('exam');
  });
});

describe('GET /exams/practice: what the student is offered for practice', () => {
  it('lists only the own tutor’s marked, active exams that no open or upcoming schedule of theirs holds, with their practice so far', async () => {
    const tutor = await createTutor(t.url, admin);
    const pupil = await createStudent(t.url, tutor.client);
    const unmarked = await createExam(tutor.client, { title: 'Not offered' });
    const offered = await offerForPractice(
      tutor.client,
      (await createExam(tutor.client, { title: 'Offered' })).id,
    );
    const scheduled = await offerForPractice(
      tutor.client,
      (await createExam(tutor.client, { title: 'Scheduled tomorrow' })).id,
    );
    await scheduleFor(tutor.client, scheduled.id, [pupil.id], { startMinutes: 24 * 60, endMinutes: 25 * 60 });
    const inactive = await createExam(tutor.client, {
      title: 'Inactive',
      availableForPractice: true,
      isActive: false,
    });
    await offerForPractice(tutor1.client, (await createExam(tutor1.client, { title: 'Another tutor' })).id);

    const before = await pupil.client.request<PracticeExamListResponse>('GET', '/api/exams/practice');
    expect(before.status).toBe(200);
    expect(before.body.exams.map((exam) => exam.title)).toEqual(['Offered']);
    expect(before.body.exams[0]).toMatchObject({
      id: offered.id,
      totalMarks: 3,
      questionCount: 2,
      attemptsTaken: 0,
      bestPercentage: null,
      inProgress: false,
    });
    expect(JSON.stringify(before.body)).not.toContain('correctAnswer');
    expect([unmarked.id, scheduled.id, inactive.id]).not.toContain(before.body.exams[0]!.id);

    // one practice attempt running, then submitted with Q1 right only: 1 / 3 = 33.3 %
    const [q1] = offered.questions.map((question) => question.id) as [string];
    const started = await start(pupil.client, offered.id);
    expect(started.status).toBe(201);
    const running = await pupil.client.request<PracticeExamListResponse>('GET', '/api/exams/practice');
    expect(running.body.exams[0]).toMatchObject({ attemptsTaken: 0, inProgress: true });
    await pupil.client.request('POST', `/api/exam-attempts/${offered.id}/submit`, {
      ...practice,
      attemptId: started.body.attemptId,
      answers: { [q1]: 'A' },
    });
    const after = await pupil.client.request<PracticeExamListResponse>('GET', '/api/exams/practice');
    expect(after.body.exams[0]).toMatchObject({ attemptsTaken: 1, bestPercentage: 33.3, inProgress: false });
  });

  it('given a tutor, then the practice list is not theirs to read (403)', async () => {
    const refused = await tutor1.client.request<Refusal>('GET', '/api/exams/practice');
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
  });
});
