import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, Student } from '@portal/contracts';
import { startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Client } from '../../src/testing/harness';
import { createTutor, linkedParent, newSignUp, signedUp } from '../../src/testing/people';
import { createExam, scheduleBody } from '../../src/testing/schedules';

// The dashboards' recent activity for exams and schedules (spec 001 §2.3/§3): an exam created
// (book-open, green) and an exam scheduled (calendar, purple), seen by the tutor, the admin and
// the parents of the children it concerns; a deleted exam or cancelled schedule drops out.

const ADMIN = { email: 'admin@activity.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;
let tutor: Client;
let otherTutor: Client;
let parent: Client;
let otherParent: Client;
let child: Student;

type Activities = { activities: Activity[] };

const activities = async (client: Client) =>
  (await client.request<Activities>('GET', '/api/tutor-analytics/recent-activity?limit=20')).body.activities;

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  tutor = (await createTutor(t.url, admin, { firstName: 'Mary', lastName: 'Somervillea' })).client;
  otherTutor = (await createTutor(t.url, admin, { firstName: 'Mary', lastName: 'Somervilleb' })).client;
  const created = await tutor.request<{ student: Student }>('POST', '/api/students', {
    firstName: 'Ada',
    lastName: 'Byron',
    email: 'ada.byron@activity.example.org',
    grade: 'year-6',
    dateOfBirth: '2015-12-10',
    parentEmail: 'parent.byron@activity.example.org',
  });
  expect(created.status).toBe(201);
  child = created.body.student;
  parent = (await linkedParent(t.url, 'parent.byron@activity.example.org')).client;
  otherParent = (await signedUp(t.url, newSignUp('parent'))).client;
});

afterAll(async () => {
  await t.stop();
});

describe('recent activity of exams and schedules', () => {
  it('given a tutor creates an exam, then their dashboard and the admin’s show it; another tutor’s does not', async () => {
    await createExam(tutor, 'Fractions check-up');
    const mine = await activities(tutor);
    expect(mine[0]).toMatchObject({
      kind: 'exam-created',
      icon: 'book-open',
      color: 'green',
      title: 'New exam created',
      description: '"Fractions check-up" (Mathematics, 2 questions) was created',
    });
    const adminView = await activities(admin);
    expect(adminView.find((item) => item.kind === 'exam-created')?.description).toMatch(
      /^"Fractions check-up" \(Mathematics, 2 questions\) was created by Mary Somervillea$/,
    );
    expect((await activities(otherTutor)).some((item) => item.kind === 'exam-created')).toBe(false);
  });

  it('given an exam scheduled for a child, then the tutor and that child’s parent see it, another parent does not', async () => {
    const examId = await createExam(tutor, 'Times tables sprint');
    const scheduled = await tutor.request<{ schedule: { id: string } }>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(examId, [child.id], { title: 'Sprint on Friday' }),
    );
    expect(scheduled.status).toBe(201);
    const expected = {
      kind: 'exam-scheduled',
      icon: 'calendar',
      color: 'purple',
      title: 'Exam scheduled',
      description: '"Sprint on Friday" for 1 student',
    };
    expect(await activities(tutor)).toContainEqual(expect.objectContaining(expected));
    expect(await activities(parent)).toContainEqual(
      expect.objectContaining({
        ...expected,
        description: '"Sprint on Friday" for 1 student by Mary Somervillea',
      }),
    );
    expect((await activities(otherParent)).some((item) => item.kind === 'exam-scheduled')).toBe(false);

    const cancelled = await tutor.request(
      'POST',
      `/api/exam-schedules/${scheduled.body.schedule.id}/cancel`,
      {
        reason: 'Snow day',
      },
    );
    expect(cancelled.status).toBe(200);
    expect((await activities(tutor)).some((item) => item.description.includes('Sprint on Friday'))).toBe(
      false,
    );
  });

  it('given an exam is deleted, then its "created" item leaves the dashboards', async () => {
    const examId = await createExam(tutor, 'Short-lived paper');
    expect((await activities(tutor)).some((item) => item.description.includes('Short-lived paper'))).toBe(
      true,
    );
    expect((await tutor.request('DELETE', `/api/exams/${examId}`)).status).toBe(200);
    expect((await activities(tutor)).some((item) => item.description.includes('Short-lived paper'))).toBe(
      false,
    );
  });
});
