import { beforeAll, describe, expect, it } from 'vitest';
import type { ExamSchedule, StartAttemptResponse } from '@portal/contracts';
import { ATTEMPT_MESSAGES, SCHEDULE_MESSAGES } from '@portal/contracts';
import { clockedClass } from '../../src/testing/clockedClass';
import { scheduleFor } from '../../src/testing/attempts';
import { createExam, scheduleBody } from '../../src/testing/schedules';

// Issue 16 item 4: the schedule's grace period (0–30 whole minutes) is set on the form, stored,
// answered, and lets a late student start that many minutes after the end, not more. The
// server's clock is moved past the end.

const ADMIN = { email: 'admin@schedule-grace.example.org', password: 'admin-password-1' };
const world = clockedClass(ADMIN, { tutors: ['tutor'], pupils: { pupil: 'tutor' } });

let examId: string;

beforeAll(async () => {
  examId = await createExam(world.tutor.client, 'Grace exam');
});

const scheduleOf = async (id: string) =>
  (await world.tutor.client.request<{ schedule: ExamSchedule }>('GET', `/api/exam-schedules/${id}`)).body
    .schedule;

const start = (scheduleId: string) =>
  world.pupil.client.request<StartAttemptResponse & { message?: string }>(
    'POST',
    `/api/exam-attempts/${examId}/start`,
    { scheduleId, assignmentId: null, accessType: 'schedule' },
  );

describe('the grace period of a schedule', () => {
  it.each([
    ['31 minutes', 31],
    ['-1 minute', -1],
    ['2.5 minutes', 2.5],
    ['a word', 'ten'],
  ])(
    'given a grace period of %s, when the world.tutor schedules, then 400 with the rule',
    async (_label, grace) => {
      const response = await world.tutor.client.request<{ message: string }>(
        'POST',
        '/api/exam-schedules',
        scheduleBody(examId, [world.pupil.id], { settings: { gracePeriodMinutes: grace } }),
      );
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(SCHEDULE_MESSAGES.gracePeriod);
    },
  );

  it('given a schedule saved without a grace period, then it answers 0; edited to 30 it answers 30; edited to 31, 400 and still 30', async () => {
    const created = await world.tutor.client.request<{ schedule: ExamSchedule }>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(examId, [world.pupil.id], { allowDuplicate: true }),
    );
    expect(created.status).toBe(201);
    const id = created.body.schedule.id;
    expect(created.body.schedule.settings.gracePeriodMinutes).toBe(0);

    const body = scheduleBody(examId, [world.pupil.id], {
      allowDuplicate: true,
      title: created.body.schedule.title,
    });
    const edited = await world.tutor.client.request('PUT', `/api/exam-schedules/${id}`, {
      ...body,
      settings: { gracePeriodMinutes: 30 },
    });
    expect(edited.status).toBe(200);
    expect((await scheduleOf(id)).settings.gracePeriodMinutes).toBe(30);

    const refused = await world.tutor.client.request('PUT', `/api/exam-schedules/${id}`, {
      ...body,
      settings: { gracePeriodMinutes: 31 },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(SCHEDULE_MESSAGES.gracePeriod);
    expect((await scheduleOf(id)).settings.gracePeriodMinutes).toBe(30);
  });

  it('given 10 minutes of grace and an end 10 minutes from now, when the student starts 5 minutes after the end, then they may (5 minutes left); 15 minutes after the end, then refused as closed', async () => {
    const settings = { gracePeriodMinutes: 10 };
    const early = await scheduleFor(world.tutor.client, examId, [world.pupil.id], {
      startMinutes: -5,
      endMinutes: 10,
      settings,
    });
    const late = await scheduleFor(world.tutor.client, examId, [world.pupil.id], {
      startMinutes: -5,
      endMinutes: 10,
      settings,
    });
    const noGrace = await scheduleFor(world.tutor.client, examId, [world.pupil.id], {
      startMinutes: -5,
      endMinutes: 10,
    });

    world.offsetMs = 15 * 60_000; // 5 minutes after the end
    // without grace this moment is too late
    const withoutGrace = await start(noGrace);
    expect(withoutGrace.status).toBe(403);
    expect(withoutGrace.body.message).toBe(ATTEMPT_MESSAGES.closed);
    const started = await start(early);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    // the deadline is the end plus grace: 5 minutes from now (a second's leeway for the request)
    expect(started.body.timeRemaining).toBeGreaterThanOrEqual(5 * 60 - 2);
    expect(started.body.timeRemaining).toBeLessThanOrEqual(5 * 60);

    world.offsetMs = 25 * 60_000; // 15 minutes after the end
    const tooLate = await start(late);
    expect(tooLate.status).toBe(403);
    expect(tooLate.body.message).toBe(ATTEMPT_MESSAGES.closed);
  });
});
