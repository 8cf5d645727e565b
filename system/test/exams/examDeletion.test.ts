import { describe, expect, it } from 'vitest';
import type { AvailableExamsResponse, StartAttemptResponse } from '@portal/contracts';
import { clockedClass } from '../../src/testing/clockedClass';
import type { Client, Answer } from '../../src/testing/harness';
import { createExamFrom, scheduleFor } from '../../src/testing/attempts';
import { createExam } from '../../src/testing/schedules';
import { readOutbox } from '../../src/testing/outbox';

// Issue 16 item 6: deleting an exam that still has schedules a student can start answers 409
// naming them; once they are cancelled (students notified) the exam is deleted; no student is
// ever left with a Start that fails. Real HTTP; the server's clock is moved to pass a window.

const ADMIN = { email: 'admin@exam-deletion.example.org', password: 'admin-password-1' };
const world = clockedClass(ADMIN, { tutors: ['tutor', 'otherTutor'], pupils: { pupil: 'tutor' } });

type Refusal = Answer & {
  schedules: {
    id: string;
    title: string;
    scheduledStartTime: string | null;
    scheduledEndTime: string | null;
  }[];
};

const titleOf = async (client: Client, scheduleId: string) =>
  (await client.request<{ schedule: { title: string } }>('GET', `/api/exam-schedules/${scheduleId}`)).body
    .schedule.title;

const cards = async () =>
  (await world.pupil.client.request<AvailableExamsResponse>('GET', '/api/exam-attempts/available?filter=all'))
    .body.exams;

const start = (examId: string, scheduleId: string) =>
  world.pupil.client.request<StartAttemptResponse>('POST', `/api/exam-attempts/${examId}/start`, {
    scheduleId,
    assignmentId: null,
    accessType: 'schedule',
  });

/** An assignment without a window (open until cancelled). */
async function assignmentFor(examId: string): Promise<string> {
  const response = await world.tutor.client.request<{ schedule: { id: string } }>(
    'POST',
    '/api/exam-schedules',
    {
      examId,
      title: 'Homework: fractions',
      scheduledStartTime: null,
      scheduledEndTime: null,
      duration: 30,
      instructions: '',
      assignmentType: 'individual',
      assigneeIds: [world.pupil.id],
      hasSpecificSchedule: false,
      allowDuplicate: true,
      settings: {},
    },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.schedule.id;
}

describe('DELETE /exams/{id} with live schedules', () => {
  it('given an exam with an open schedule, an upcoming one and an assignment, when the world.tutor deletes it, then 409 names all three (earliest first) and the exam and its schedules stay usable', async () => {
    const examId = await createExam(world.tutor.client, 'Fractions 1');
    const open = await scheduleFor(world.tutor.client, examId, [world.pupil.id], {
      startMinutes: -5,
      endMinutes: 60,
    });
    const upcoming = await scheduleFor(world.tutor.client, examId, [world.pupil.id], {
      startMinutes: 60,
      endMinutes: 120,
    });
    const assignment = await assignmentFor(examId);

    const refused = await world.tutor.client.request<Refusal>('DELETE', `/api/exams/${examId}`);
    expect(refused.status).toBe(409);
    const [openTitle, upcomingTitle] = [
      await titleOf(world.tutor.client, open),
      await titleOf(world.tutor.client, upcoming),
    ];
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toBe(
      `This exam has 3 open or upcoming schedules: "Homework: fractions", "${openTitle}", "${upcomingTitle}". Cancel them first, then delete the exam.`,
    );
    // no start first (an assignment), then by start time
    expect(refused.body.schedules.map((schedule) => schedule.id)).toEqual([assignment, open, upcoming]);
    expect(refused.body.schedules[1]).toEqual({
      id: open,
      title: openTitle,
      scheduledStartTime: expect.any(String),
      scheduledEndTime: expect.any(String),
    });

    // nothing changed: the exam is there and the student can still start the open schedule
    expect((await world.tutor.client.request('GET', `/api/exams/${examId}`)).status).toBe(200);
    const started = await start(examId, open);
    expect(started.status, JSON.stringify(started.body)).toBe(201);

    // an admin of the organisation is refused the same way
    const byAdmin = await world.admin.request<Refusal>('DELETE', `/api/exams/${examId}`);
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.body.schedules).toHaveLength(3);
  });

  it('given another world.tutor’s exam with live schedules, when a world.tutor deletes it, then 404 and no schedule is named', async () => {
    const examId = await createExam(world.tutor.client, 'Fractions 2');
    await scheduleFor(world.tutor.client, examId, [world.pupil.id]);
    const response = await world.otherTutor.client.request<Answer>('DELETE', `/api/exams/${examId}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Exam not found' });
  });

  it('given the 409, when the world.tutor cancels each schedule (students notified) and deletes again, then the exam is deleted and the student is offered no Start for it', async () => {
    const examId = await createExam(world.tutor.client, 'Fractions 3');
    const first = await scheduleFor(world.tutor.client, examId, [world.pupil.id]);
    const second = await assignmentFor(examId);
    expect((await cards()).filter((card) => card.examId === examId)).toHaveLength(2);
    const mailsBefore = readOutbox(world.t.dataDir).length;

    const refused = await world.tutor.client.request<Refusal>('DELETE', `/api/exams/${examId}`);
    expect(refused.status).toBe(409);
    for (const schedule of refused.body.schedules) {
      const cancelled = await world.tutor.client.request<Answer & { notifiedCount: number }>(
        'PUT',
        `/api/exam-schedules/${schedule.id}/cancel`,
        { reason: 'Exam withdrawn' },
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.notifiedCount).toBe(1);
    }
    expect(readOutbox(world.t.dataDir).length).toBe(mailsBefore + 2);
    expect(refused.body.schedules.map((schedule) => schedule.id).sort()).toEqual([first, second].sort());

    const deleted = await world.tutor.client.request<Answer>('DELETE', `/api/exams/${examId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Exam "Fractions 3" deleted successfully' });
    expect((await cards()).filter((card) => card.examId === examId)).toEqual([]);
    expect((await start(examId, first)).status).toBeGreaterThanOrEqual(400);
  });

  it('given an exam whose only schedule’s window is over, when deleted, then it is (a past window offers no Start)', async () => {
    const examId = await createExamFrom(world.tutor.client, {
      title: 'Fractions 4',
      duration: 30,
      questions: [
        { question: '1/2 + 1/2?', type: 'multiple-choice', options: ['1', '2'], correctAnswer: 'A' },
      ],
    });
    const scheduleId = await scheduleFor(world.tutor.client, examId, [world.pupil.id], {
      startMinutes: -5,
      endMinutes: 10,
    });
    expect((await world.tutor.client.request('DELETE', `/api/exams/${examId}`)).status).toBe(409);
    world.offsetMs += 11 * 60_000;
    try {
      const card = (await cards()).find((item) => item.scheduleId === scheduleId);
      expect(card?.actionAvailable).not.toBe('start');
      const deleted = await world.tutor.client.request<Answer>('DELETE', `/api/exams/${examId}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    } finally {
      world.offsetMs -= 11 * 60_000;
    }
  });

  it('given an exam without schedules, when deleted, then 200 as before; deleting it again is 404', async () => {
    const examId = await createExam(world.tutor.client, 'Fractions 5');
    expect((await world.tutor.client.request('DELETE', `/api/exams/${examId}`)).status).toBe(200);
    expect((await world.tutor.client.request('DELETE', `/api/exams/${examId}`)).status).toBe(404);
  });
});
