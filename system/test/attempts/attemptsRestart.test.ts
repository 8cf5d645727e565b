import { afterAll, describe, expect, it } from 'vitest';
import type { StartAttemptResponse } from '@portal/contracts';
import { Client, tempDataDir } from '../../src/testing/harness';
import type { ChildSystem } from '../../src/testing/childSystem';
import { startChildSystem, waitUntilCaughtUp } from '../../src/testing/childSystem';
import {
  createExamFrom,
  createStudent,
  createTutor,
  scheduleFor,
  scheduleSlot,
  startScheduled,
} from '../../src/testing/attempts';

// An attempt survives a restart of the server: the saved answers and the server's deadline.

const ADMIN = { ADMIN_EMAIL: 'admin@restart.example.org', ADMIN_PASSWORD: 'admin-password-1' };
const children: ChildSystem[] = [];
afterAll(() => {
  children.forEach((child) => child.process.kill('SIGKILL'));
});

describe('an attempt across a restart', () => {
  it('given a started and saved attempt, when the server stops and starts on the same DATA_DIR, then resume gives the acknowledged answers and the time kept counting', async () => {
    const dataDir = tempDataDir('portal-attempts-restart-');
    const first = await startChildSystem({ DATA_DIR: dataDir, ...ADMIN });
    children.push(first);
    const admin = new Client(first.url);
    await admin.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const tutor = await createTutor(first.url, admin);
    const student = await createStudent(first.url, tutor.client);
    const examId = await createExamFrom(tutor.client, {
      title: 'Restart mock',
      questions: [
        { id: 'a', question: '1 + 1?', type: 'short-answer', correctAnswer: '2' },
        { id: 'b', question: 'Is 2 even?', type: 'true-false', correctAnswer: 'True' },
      ],
    });
    const scheduleId = await scheduleFor(tutor.client, examId, [student.id], { duration: 30 });
    const body = scheduleSlot(scheduleId);
    const started = await startScheduled(student.client, examId, scheduleId);
    const saved = await student.client.request('POST', `/api/exam-attempts/${examId}/save`, {
      ...body,
      attemptId: started.attemptId,
      answers: { a: '2', b: 'False' },
      lastQuestionIndex: 1,
      seq: 4,
    });
    expect(saved.status).toBe(200);
    const cookie = student.client.sessionCookie;

    first.process.kill('SIGTERM');
    await first.exited;
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const second = await startChildSystem({ DATA_DIR: dataDir, ...ADMIN });
    children.push(second);
    await waitUntilCaughtUp(second.url);
    const again = new Client(second.url);
    // the session outlives the process (sessions are stored in DATA_DIR)
    const resumed = await again.request<StartAttemptResponse>(
      'POST',
      `/api/exam-attempts/${examId}/start`,
      body,
      {
        cookie,
      },
    );
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toMatchObject({
      resuming: true,
      attemptId: started.attemptId,
      existingAnswers: { a: '2', b: 'False' },
      lastQuestionIndex: 1,
      lastSeq: 4,
      deadline: started.deadline,
    });
    expect(resumed.body.timeRemaining).toBeLessThan(started.timeRemaining);
    expect(resumed.body.timeRemaining).toBeGreaterThan(started.timeRemaining - 60);
    second.process.kill('SIGTERM');
    await second.exited;
  }, 120_000);
});
