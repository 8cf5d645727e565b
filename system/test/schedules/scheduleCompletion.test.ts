import { describe, expect, it } from 'vitest';
import type { ExamSchedule, StartAttemptResponse } from '@portal/contracts';
import { schedulesStreams } from '@portal/contracts';
import { clockedClass } from '../../src/testing/clockedClass';
import { scheduleFor, waitFor } from '../../src/testing/attempts';
import { createExam } from '../../src/testing/schedules';

// Issue 16 item 5: a schedule whose end (plus grace) has passed becomes completed: an event of
// the server's sweeper, once; the schedules list puts it in Completed and analytics says
// completed. The server's clock is moved past the end.

const ADMIN = { email: 'admin@schedule-completion.example.org', password: 'admin-password-1' };
const world = clockedClass(ADMIN, { tutors: ['tutor'], pupils: { pupil: 'tutor' } });

const scheduleOf = async (id: string) =>
  (await world.tutor.client.request<{ schedule: ExamSchedule }>('GET', `/api/exam-schedules/${id}`)).body
    .schedule;

const completedEvents = async (id: string) =>
  (await world.t.system.adapters.eventStore.readStream(schedulesStreams.schedule(id))).filter(
    (event) => event.type === 'ExamScheduleCompleted',
  );

describe('schedules complete when their window closes', () => {
  it('given a schedule with a running attempt and one without an end, when the clock passes the end, then the attempt is submitted, the first schedule completes once (list, Completed section, analytics) and the other stays', async () => {
    const examId = await createExam(world.tutor.client, 'Fractions 1');
    const closing = await scheduleFor(world.tutor.client, examId, [world.pupil.id], {
      startMinutes: -5,
      endMinutes: 10,
    });
    const endless = await scheduleFor(world.tutor.client, examId, [world.pupil.id], {
      startMinutes: -5,
      endMinutes: null,
    });
    const started = await world.pupil.client.request<StartAttemptResponse>(
      'POST',
      `/api/exam-attempts/${examId}/start`,
      { scheduleId: closing, assignmentId: null, accessType: 'schedule' },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(await scheduleOf(closing)).toMatchObject({ status: 'scheduled', section: 'active' });

    world.offsetMs += 11 * 60_000;
    const done = await waitFor(async () => {
      const schedule = await scheduleOf(closing);
      return schedule.status === 'completed' && schedule;
    });
    expect(done).toMatchObject({ status: 'completed', section: 'completed', isActive: true });
    // the running attempt was submitted at its deadline before the schedule completed
    const results = await world.pupil.client.request(
      'GET',
      `/api/exam-attempts/${started.body.attemptId}/results`,
    );
    expect(results.status).toBe(200);

    // the default list (no showAll) shows it, in the Completed section
    const listed = await world.tutor.client.request<{ schedules: ExamSchedule[] }>(
      'GET',
      '/api/exam-schedules',
    );
    expect(listed.body.schedules.find((schedule) => schedule.id === closing)?.section).toBe('completed');
    expect(await scheduleOf(endless)).toMatchObject({ status: 'scheduled', section: 'active' });

    const analytics = await world.tutor.client.request<{ scheduledExams: { id: string; status: string }[] }>(
      'GET',
      '/api/scheduled-exam-analytics/schedules',
    );
    expect(analytics.status).toBe(200);
    expect(analytics.body.scheduledExams.find((row) => row.id === closing)?.status).toBe('completed');
    expect(analytics.body.scheduledExams.find((row) => row.id === endless)?.status).toBe('scheduled');

    // the sweeper keeps running: still one completion event
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const events = await completedEvents(closing);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ scheduleId: closing, by: 'system', byRole: 'system' });
    expect(await completedEvents(endless)).toEqual([]);
  });

  it('given a cancelled schedule whose end has passed, then it stays cancelled (no completion)', async () => {
    const examId = await createExam(world.tutor.client, 'Fractions 2');
    // times on the server's clock, which the test before moved forward: the window is still open
    // when the cancel arrives, so the sweeper cannot complete it first
    const serverMinutes = world.offsetMs / 60_000;
    const scheduleId = await scheduleFor(world.tutor.client, examId, [world.pupil.id], {
      startMinutes: serverMinutes - 5,
      endMinutes: serverMinutes + 10,
    });
    const cancelled = await world.tutor.client.request('PUT', `/api/exam-schedules/${scheduleId}/cancel`, {
      reason: 'Snow day',
    });
    expect(cancelled.status).toBe(200);
    world.offsetMs += 11 * 60_000;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await scheduleOf(scheduleId)).toMatchObject({ status: 'cancelled', section: 'completed' });
    expect(await completedEvents(scheduleId)).toEqual([]);
  });
});
