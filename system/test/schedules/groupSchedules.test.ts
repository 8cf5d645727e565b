import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableExamsResponse, ScheduleProgressResponse } from '@portal/contracts';
import { startClockedSystem } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { createStudent, createTutor, scheduleSlot } from '../../src/testing/attempts';
import { createExam, createGroup } from '../../src/testing/schedules';

// Group schedules follow the group (issue 16 item 8): a student who joins a group gets its open and
// upcoming schedules; one who leaves (removed or moved) loses those they have not started.

const ADMIN = { email: 'admin@group-schedules.example.org', password: 'admin-password-1' };
let t: TestSystem;
/** The server's clock: moved forward to end a schedule. */
let offsetMs = 0;

type Pupil = Awaited<ReturnType<typeof createStudent>>;
let tutor: Awaited<ReturnType<typeof createTutor>>;
let first: Pupil;
let starter: Pupil;
let mover: Pupil;
let joiner: Pupil;
let late: Pupil;
let examId: string;
let groupId: string;
let otherGroupId: string;
let openId: string;
let upcomingId: string;
let shortId: string;

const at = (minutes: number) => new Date(Date.now() + offsetMs + minutes * 60_000).toISOString();

async function groupSchedule(startMinutes: number, endMinutes: number): Promise<string> {
  const response = await tutor.client.request<{ schedule: { id: string } }>('POST', '/api/exam-schedules', {
    examId,
    title: `Group mock ${startMinutes}`,
    scheduledStartTime: at(startMinutes),
    scheduledEndTime: at(endMinutes),
    duration: 30,
    instructions: 'Work alone',
    assignmentType: 'group',
    assigneeIds: [groupId],
    hasSpecificSchedule: true,
    allowDuplicate: true,
    settings: { showResultsImmediately: true },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.schedule.id;
}

const available = async (pupil: Pupil) => {
  const answer = await pupil.client.request<AvailableExamsResponse>(
    'GET',
    '/api/exam-attempts/available?filter=all',
  );
  expect(answer.status).toBe(200);
  return answer.body.exams.map((exam) => exam.scheduleId);
};
const progressOf = async (scheduleId: string) => {
  const answer = await tutor.client.request<ScheduleProgressResponse>(
    'GET',
    `/api/exam-schedules/${scheduleId}/progress`,
  );
  expect(answer.status).toBe(200);
  return answer.body.studentProgress.map((row) => row.assignment.student.id);
};
/** The purposes of the child's exam-assignment rows in their processing register. */
const purposesOf = async (pupil: Pupil) =>
  (
    await pupil.client.request<{ activities: { dataType: string; purpose: string }[] }>(
      'GET',
      '/api/compliance/processing-activities',
    )
  ).body.activities
    .filter((row) => row.dataType === 'exam_assignment')
    .map((row) => row.purpose);
const start = (pupil: Pupil, scheduleId: string) =>
  pupil.client.request<{ attemptId: string }>(
    'POST',
    `/api/exam-attempts/${examId}/start`,
    scheduleSlot(scheduleId),
  );
const join = (target: string, pupil: Pupil) =>
  tutor.client.request('POST', `/api/groups/${target}/students`, { studentIds: [pupil.id] });

beforeAll(async () => {
  const clocked = await startClockedSystem(ADMIN, () => offsetMs);
  t = clocked.t;
  const admin = clocked.admin;
  tutor = await createTutor(t.url, admin);
  [first, starter, mover, joiner, late] = [
    await createStudent(t.url, tutor.client),
    await createStudent(t.url, tutor.client),
    await createStudent(t.url, tutor.client),
    await createStudent(t.url, tutor.client),
    await createStudent(t.url, tutor.client),
  ];
  examId = await createExam(tutor.client, 'Group fractions');
  groupId = await createGroup(tutor.client, 'Group follows', [first.id, starter.id, mover.id]);
  otherGroupId = await createGroup(tutor.client, 'Other group', []);
  openId = await groupSchedule(-5, 120); // open now
  upcomingId = await groupSchedule(60, 180); // tomorrow's kind: not started yet
  shortId = await groupSchedule(-5, 3); // ends in 3 minutes
}, 120_000);
afterAll(async () => {
  await t.stop();
});

describe('group schedules follow the group', () => {
  it('given a group with an open and an upcoming schedule, when a student joins, then both are theirs: listed, startable, in progress and analytics', async () => {
    expect(await available(joiner)).toEqual([]);
    expect((await join(groupId, joiner)).status).toBe(200);

    const listed = await available(joiner);
    expect(listed).toEqual(expect.arrayContaining([openId, upcomingId, shortId]));
    expect(await progressOf(openId)).toContain(joiner.id);
    expect(await progressOf(upcomingId)).toContain(joiner.id);

    const started = await start(joiner, openId);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    // the upcoming one is theirs but not open yet: the usual refusal, not "not found"
    expect((await start(joiner, upcomingId)).status).not.toBe(404);

    const analytics = await tutor.client.request(
      'GET',
      `/api/scheduled-exam-analytics/schedule/${openId}/students`,
    );
    expect(analytics.status).toBe(200);
    expect(JSON.stringify(analytics.body)).toContain(joiner.id);

    // the processing register: one row per schedule given, for the joiner only
    const JOINED = "Scheduled for an exam of the student's new group";
    expect((await purposesOf(joiner)).filter((purpose) => purpose === JOINED)).toHaveLength(3);
    expect(await purposesOf(first)).not.toContain(JOINED);
    expect(await purposesOf(first)).not.toContain('Exam schedule changed');

    // joining again changes nothing: still one row per student
    const before = await progressOf(openId);
    await join(otherGroupId, joiner);
    await join(groupId, joiner);
    expect((await progressOf(openId)).filter((id) => id === joiner.id)).toHaveLength(1);
    expect((await progressOf(openId)).length).toBe(before.length);
  });

  it('given a member who started the open schedule, when removed from the group, then the unstarted upcoming one goes and the started attempt stays and can be submitted', async () => {
    const started = await start(starter, openId);
    expect(started.status).toBe(201);

    const removed = await tutor.client.request('DELETE', `/api/groups/${groupId}/students`, {
      studentIds: [starter.id],
    });
    expect(removed.status).toBe(200);

    const listed = await available(starter);
    expect(listed).toContain(openId);
    expect(listed).not.toContain(upcomingId);
    expect(listed).not.toContain(shortId); // open but never started: gone too
    expect(await progressOf(upcomingId)).not.toContain(starter.id);
    expect(await progressOf(openId)).toContain(starter.id);
    expect(
      (await purposesOf(starter)).filter(
        (purpose) => purpose === 'Exam schedule withdrawn: the student left the group',
      ),
    ).toHaveLength(2);
    // the upcoming one is no longer theirs to start
    expect((await start(starter, upcomingId)).status).toBe(404);

    const submitted = await starter.client.request('POST', `/api/exam-attempts/${examId}/submit`, {
      ...scheduleSlot(openId),
      answers: {},
      completedAt: new Date().toISOString(),
      timeSpent: 5,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  });

  it('given a member moved to another group, then they lose the schedules of the group they left', async () => {
    expect(await available(mover)).toEqual(expect.arrayContaining([openId, upcomingId]));
    expect((await join(otherGroupId, mover)).status).toBe(200);
    const listed = await available(mover);
    expect(listed).not.toContain(openId);
    expect(listed).not.toContain(upcomingId);
    expect(await progressOf(openId)).not.toContain(mover.id);
    // the first member stays as they were
    expect(await progressOf(openId)).toContain(first.id);
  });

  it('given a schedule already ended, when a student joins late, then they get the open and upcoming ones but not the ended one', async () => {
    offsetMs = 10 * 60_000; // the short schedule ended 7 minutes ago
    expect((await join(groupId, late)).status).toBe(200);
    const listed = await available(late);
    expect(listed).toEqual(expect.arrayContaining([openId, upcomingId]));
    expect(listed).not.toContain(shortId);
    expect(await progressOf(shortId)).not.toContain(late.id);
    expect(await progressOf(shortId)).toContain(first.id);
  });
});
