import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckDuplicateResponse,
  DuplicateResponse,
  ExamSchedule,
  Notification,
  ScheduleProgressResponse,
} from '@portal/contracts';
import { DEFAULT_SCHEDULE_SETTINGS } from '@portal/contracts';
import { Client, startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Answer } from '../../src/testing/harness';
import { readOutbox } from '../../src/testing/outbox';
import { createStudent, createTutor, linkedParent, studentClient } from '../../src/testing/people';
import { connectSocket } from '../../src/testing/attempts';
import { createExam, createGroup, inMinutes, scheduleBody } from '../../src/testing/schedules';

// Exam schedules over real HTTP (spec 002 §§2.3, 3, 4, 5, 7, 8; docs/api/schedules.md).

const ADMIN = { email: 'admin@schedules.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;

type ScheduleAnswer = Answer & { schedule: ExamSchedule };
type ListAnswer = Answer & { schedules: ExamSchedule[]; total: number };

const list = async (client: Client, showAll = false) =>
  (await client.request<ListAnswer>('GET', `/api/exam-schedules${showAll ? '?showAll=true' : ''}`)).body
    .schedules;

let tutor1: Awaited<ReturnType<typeof createTutor>>;
let tutor2: Awaited<ReturnType<typeof createTutor>>;
let s1: Awaited<ReturnType<typeof createStudent>>;
let s2: Awaited<ReturnType<typeof createStudent>>;
let s3: Awaited<ReturnType<typeof createStudent>>;
let other: Awaited<ReturnType<typeof createStudent>>;
let exam1: string;
let exam2: string;
let otherExam: string;
let group1: string;
let otherGroup: string;

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  [tutor1, tutor2] = [await createTutor(t.url, admin), await createTutor(t.url, admin)];
  [s1, s2, s3] = [
    await createStudent(tutor1.client),
    await createStudent(tutor1.client),
    await createStudent(tutor1.client),
  ];
  other = await createStudent(tutor2.client);
  exam1 = await createExam(tutor1.client, 'Fractions mock');
  exam2 = await createExam(tutor1.client, 'Algebra mock');
  otherExam = await createExam(tutor2.client, 'Other tutor mock');
  group1 = await createGroup(tutor1.client, 'Saturday set', [s1.id, s2.id]);
  otherGroup = await createGroup(tutor2.client, 'Other set', [other.id]);
}, 60_000);
afterAll(async () => {
  await t.stop();
});

describe('POST /exam-schedules: the form rules (spec 002 §5), word for word', () => {
  it.each([
    [{ examId: '' }, 'Please fill in exam, title, and select students/groups'],
    [{ title: ' ' }, 'Please fill in exam, title, and select students/groups'],
    [{ assigneeIds: [] }, 'Please fill in exam, title, and select students/groups'],
    [{ scheduledStartTime: null }, 'Please specify start date and time for scheduled exams'],
    [{ scheduledEndTime: '2020-01-01T00:00:00.000Z' }, 'End time must be after start time'],
    [{ duration: 4 }, 'Duration must be between 5 and 240 minutes'],
    [{ duration: 241 }, 'Duration must be between 5 and 240 minutes'],
  ])('given %j, then 400 "%s"', async (change, message) => {
    const response = await tutor1.client.request<Answer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam1, [s1.id], change),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it('given an individual schedule without end or duration, then 201, end = start + 60 min, default settings merged, upcoming', async () => {
    const body = scheduleBody(exam2, [s1.id, s2.id], { duration: undefined, settings: undefined });
    const response = await tutor1.client.request<ScheduleAnswer>('POST', '/api/exam-schedules', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.message).toBe('Exam created successfully');
    const { schedule } = response.body;
    expect(schedule).toMatchObject({
      examId: exam2,
      title: body.title,
      duration: 60,
      scheduledStartTime: body.scheduledStartTime,
      scheduledEndTime: new Date(Date.parse(body.scheduledStartTime) + 60 * 60_000).toISOString(),
      assignmentType: 'individual',
      status: 'scheduled',
      isActive: true,
      hasSpecificSchedule: true,
      settings: DEFAULT_SCHEDULE_SETTINGS,
      section: 'upcoming',
      group: null,
      cancellationReason: null,
      exam: { title: 'Algebra mock', totalMarks: 3, examType: 'mathematics' },
    });
    expect(schedule.assignments.map((a) => a.student.id).sort()).toEqual([s1.id, s2.id].sort());
    expect(schedule.assignments.find((a) => a.studentId === s1.id)?.student).toEqual({
      id: s1.id,
      firstName: s1.firstName,
      lastName: s1.lastName,
    });
  });

  it("given a group, then its members are the schedule's students, and a later member joins it (issue 16: schedules follow the group)", async () => {
    const response = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam1, [group1], {
        assignmentType: 'group',
        scheduledStartTime: inMinutes(-30),
        scheduledEndTime: inMinutes(30),
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.schedule).toMatchObject({
      groupId: group1,
      group: { id: group1, name: 'Saturday set' },
      section: 'active',
    });
    expect(response.body.schedule.assignments.map((a) => a.studentId).sort()).toEqual([s1.id, s2.id].sort());
    await tutor1.client.request('POST', `/api/groups/${group1}/students`, { studentIds: [s3.id] });
    const again = (await list(tutor1.client)).find((s) => s.id === response.body.schedule.id)!;
    expect(again.assignments.map((a) => a.studentId).sort()).toEqual([s1.id, s2.id, s3.id].sort());
  });

  it('given no specific schedule, then an assignment without times; a window in the past is "past"', async () => {
    const assignment = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam1, [s3.id], {
        hasSpecificSchedule: false,
        scheduledStartTime: null,
        allowDuplicate: true,
      }),
    );
    expect(assignment.status).toBe(201);
    expect(assignment.body.schedule).toMatchObject({
      status: 'assigned',
      scheduledStartTime: null,
      scheduledEndTime: null,
      section: 'assignment',
    });
    const past = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam2, [s3.id], { scheduledStartTime: inMinutes(-120), scheduledEndTime: inMinutes(-60) }),
    );
    expect(past.status).toBe(201);
    expect(past.body.schedule.section).toBe('past');
  });
});

describe('ownership: tutors their own, admin the organisation, others 403', () => {
  it("given another tutor's exam, group or student, then 404 with what was not found", async () => {
    const exam = await tutor1.client.request<Answer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(otherExam, [s1.id]),
    );
    expect([exam.status, exam.body.message]).toEqual([404, 'Exam not found']);
    const student = await tutor1.client.request<Answer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam1, [other.id]),
    );
    expect([student.status, student.body.message]).toEqual([404, 'Student not found']);
    const group = await tutor1.client.request<Answer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam1, [otherGroup], { assignmentType: 'group' }),
    );
    expect([group.status, group.body.message]).toEqual([404, 'Group not found']);
  });

  it("given tutor 1's schedule, then tutor 2 neither sees nor changes it; the admin sees and edits it", async () => {
    const created = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam1, [s1.id], { allowDuplicate: true }),
    );
    const id = created.body.schedule.id;
    expect((await list(tutor2.client)).map((s) => s.id)).not.toContain(id);
    const put = await tutor2.client.request<Answer>(
      'PUT',
      `/api/exam-schedules/${id}`,
      scheduleBody(otherExam, [other.id]),
    );
    expect([put.status, put.body.message]).toEqual([404, 'Exam schedule not found']);
    expect((await tutor2.client.request('POST', `/api/exam-schedules/${id}/cancel`, {})).status).toBe(404);
    expect((await tutor2.client.request('GET', `/api/exam-schedules/${id}/progress`)).status).toBe(404);
    expect((await list(admin)).map((s) => s.id)).toContain(id);
    const edited = await admin.request<ScheduleAnswer>(
      'PUT',
      `/api/exam-schedules/${id}`,
      scheduleBody(exam1, [s1.id], { title: 'Edited by admin', allowDuplicate: true }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      message: 'Exam updated successfully',
      schedule: { title: 'Edited by admin', tutorId: tutor1.id },
    });
  });

  it('given a parent or a student, then 403 on every schedule call; signed out 401', async () => {
    const parent = (await linkedParent(t.url, s1.parentEmail)).client;
    const student = await studentClient(t.url, s2.email, s2.temporaryPassword);
    for (const client of [parent, student]) {
      expect((await client.request('GET', '/api/exam-schedules')).status).toBe(403);
      expect((await client.request('POST', '/api/exam-schedules', scheduleBody(exam1, [s1.id]))).status).toBe(
        403,
      );
      expect(
        (
          await client.request('POST', '/api/tutor-exam-assignments/check-duplicate', {
            examId: exam1,
            studentId: s1.id,
          })
        ).status,
      ).toBe(403);
    }
    expect((await new Client(t.url).request('GET', '/api/exam-schedules')).status).toBe(401);
  });

  it("given schedules holding a parent's child, then GET /stats counts them as activeExams", async () => {
    const parent = (await linkedParent(t.url, s2.parentEmail)).client;
    const expected = (await list(tutor1.client)).filter((s) =>
      s.assignments.some((a) => a.studentId === s2.id),
    ).length;
    expect(expected).toBeGreaterThan(0);
    const stats = await parent.request<{ activeExams: number }>('GET', '/api/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.activeExams).toBe(expected);
  });
});

describe('duplicates (spec 002 §4 Duplicate schedule)', () => {
  it('given the exam already assigned to the student, then 409 with the duplicate flag and the next free title; allowDuplicate proceeds', async () => {
    const exam = await createExam(tutor1.client, 'Duplicate mock');
    const first = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam, [s1.id], { title: 'Duplicate mock' }),
    );
    expect(first.status).toBe(201);
    const again = await tutor1.client.request<DuplicateResponse>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam, [s1.id, s2.id], { title: 'Duplicate mock' }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      duplicate: true,
      examTitle: 'Duplicate mock',
      suggestedTitle: 'Duplicate mock (2)',
      existingAssignments: [],
      existingSchedules: [{ id: first.body.schedule.id, title: 'Duplicate mock', studentIds: [s1.id] }],
    });
    const check = await tutor1.client.request<CheckDuplicateResponse>(
      'POST',
      '/api/tutor-exam-assignments/check-duplicate',
      { examId: exam, studentId: s1.id },
    );
    expect(check.body).toMatchObject({
      success: true,
      hasDuplicates: true,
      examTitle: 'Duplicate mock',
      existingCount: 1,
    });
    expect(check.body.suggestions[0]).toBe('Duplicate mock (2)');
    const free = await tutor1.client.request<CheckDuplicateResponse>(
      'POST',
      '/api/tutor-exam-assignments/check-duplicate',
      { examId: exam, studentId: s2.id },
    );
    expect(free.body).toMatchObject({
      hasDuplicates: false,
      existingCount: 0,
      suggestions: [],
      existingSchedules: [],
    });
    const proceed = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam, [s1.id, s2.id], { title: 'Duplicate mock (2)', allowDuplicate: true }),
    );
    expect(proceed.status).toBe(201);
    const third = await tutor1.client.request<DuplicateResponse>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam, [s2.id], { title: 'Duplicate mock' }),
    );
    expect(third.body.suggestedTitle).toBe('Duplicate mock (3)');
    // a group schedule is not checked (spec: individual assignment only)
    const group = await tutor1.client.request(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam, [group1], { assignmentType: 'group' }),
    );
    expect(group.status).toBe(201);
  });
});

describe('progress, results, cancellation and notifications', () => {
  it('given a new schedule, then everyone is not started; seeded attempts show as in progress and completed', async () => {
    const created = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam2, [s1.id, s2.id, s3.id], { allowDuplicate: true }),
    );
    const id = created.body.schedule.id;
    const empty = await tutor1.client.request<ScheduleProgressResponse>(
      'GET',
      `/api/exam-schedules/${id}/progress`,
    );
    expect(empty.body.statistics).toEqual({
      totalStudents: 3,
      completedAttempts: 0,
      inProgressAttempts: 0,
      notStarted: 3,
      completionRate: 0,
    });
    expect(empty.body.studentProgress.find((p) => p.assignment.student.id === s1.id)).toEqual({
      assignment: { student: { id: s1.id, firstName: s1.firstName, lastName: s1.lastName, email: s1.email } },
      status: 'not-started',
      bestScore: null,
      bestPercentage: null,
      attemptCount: 0,
      integrity: {
        count: 0,
        lastAt: null,
        byKind: {
          fullscreen_exit: 0,
          focus_lost: 0,
          copy_blocked: 0,
          cut_blocked: 0,
          paste_blocked: 0,
          context_menu_blocked: 0,
        },
      },
    });
    expect((await tutor1.client.request('GET', `/api/exam-schedules/${id}/results`)).body).toEqual({
      success: true,
      results: [],
    });
    // the attempts read model belongs to exam taking (issue 7): written directly here
    const attempts = t.system.adapters.readModels.collection('attempts');
    const attempt = (n: number, studentId: string, fields: Record<string, unknown>) => ({
      _id: `a${n}-${id}`,
      studentId,
      examId: exam2,
      scheduleId: id,
      ...fields,
    });
    for (const document of [
      attempt(1, s1.id, { status: 'completed', score: 2, percentage: 67 }),
      attempt(2, s1.id, { status: 'completed', score: 3, percentage: 100 }),
      attempt(3, s2.id, { status: 'in_progress' }),
    ]) {
      await attempts.insertOne(document);
    }
    const progress = await tutor1.client.request<ScheduleProgressResponse>(
      'GET',
      `/api/exam-schedules/${id}/progress`,
    );
    expect(progress.body.statistics).toEqual({
      totalStudents: 3,
      completedAttempts: 1,
      inProgressAttempts: 1,
      notStarted: 1,
      completionRate: 33,
    });
    expect(progress.body.studentProgress.find((p) => p.assignment.student.id === s1.id)).toMatchObject({
      status: 'completed',
      bestScore: 3,
      bestPercentage: 100,
      attemptCount: 2,
    });
    const results = await tutor1.client.request<{ results: { attempt: { user: { id: string } } }[] }>(
      'GET',
      `/api/exam-schedules/${id}/results`,
    );
    expect(results.body.results.map((r) => r.attempt.user.id)).toEqual([s1.id, s1.id]);

    const noReason = await tutor1.client.request<Answer>('PUT', `/api/exam-schedules/${id}/cancel`, {
      reason: '  ',
    });
    expect([noReason.status, noReason.body.message]).toEqual([
      400,
      'Students have already started this exam; please give a reason',
    ]);
    const cancelled = await tutor1.client.request<Answer>('PUT', `/api/exam-schedules/${id}/cancel`, {
      reason: 'Exam paper leaked',
    });
    expect(cancelled.status).toBe(200);
  });

  it('given a cancellation, then the students are e-mailed and pushed live, others get nothing; it leaves the active list; changing it again is 409', async () => {
    const created = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam1, [s1.id, s2.id], { title: 'Snowy mock', allowDuplicate: true }),
    );
    const id = created.body.schedule.id;
    const [affected, bystander] = [
      await studentClient(t.url, s1.email, s1.temporaryPassword),
      await studentClient(t.url, s3.email, s3.temporaryPassword),
    ];
    const [affectedSocket, bystanderSocket] = [
      await connectSocket(t.url, affected),
      await connectSocket(t.url, bystander),
    ];
    const received: Notification[] = [];
    const strayed: Notification[] = [];
    const arrived = new Promise<Notification>((resolve) =>
      affectedSocket.on('notification', (n: Notification) => (received.push(n), resolve(n))),
    );
    bystanderSocket.on('notification', (n: Notification) => strayed.push(n));
    const mailsBefore = readOutbox(t.dataDir).length;
    try {
      const response = await tutor1.client.request<Answer & { notifiedCount: number }>(
        'POST',
        `/api/exam-schedules/${id}/cancel`,
        {},
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Exam schedule cancelled. Affected students have been notified.',
        notifiedCount: 2,
      });
      const mails = readOutbox(t.dataDir).slice(mailsBefore);
      expect(mails.map((m) => m.to).sort()).toEqual([s1.email, s2.email].sort());
      expect(mails[0]!.subject).toBe('An exam on 11+ Portal was cancelled');
      expect(mails[0]!.text).toContain('"Snowy mock"');
      expect(mails[0]!.text).toContain('Reason: Cancelled by tutor');
      const pushed = await Promise.race([
        arrived,
        new Promise<null>((r) => setTimeout(() => r(null), 10_000)),
      ]);
      expect(pushed).toMatchObject({
        type: 'schedule-cancelled',
        message: '"Snowy mock" has been cancelled: Cancelled by tutor',
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(strayed).toEqual([]);
      expect(received).toHaveLength(1);
    } finally {
      affectedSocket.close();
      bystanderSocket.close();
    }
    expect((await list(tutor1.client)).map((s) => s.id)).not.toContain(id);
    const all = await list(tutor1.client, true);
    expect(all.find((s) => s.id === id)).toMatchObject({
      status: 'cancelled',
      isActive: false,
      section: 'completed',
      cancellationReason: 'Cancelled by tutor',
    });
    expect((await tutor1.client.request('POST', `/api/exam-schedules/${id}/cancel`, {})).status).toBe(409);
    const edit = await tutor1.client.request<Answer>(
      'PUT',
      `/api/exam-schedules/${id}`,
      scheduleBody(exam1, [s1.id]),
    );
    expect(edit.status).toBe(409);
  });
});

describe("the student's exams (spec 001 §2.5) are fed by schedules", () => {
  it('given schedules, then GET …/student/{id}/exams lists them; clearing removes the student from the schedules', async () => {
    const student = await createStudent(tutor1.client);
    const timed = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam1, [student.id, s1.id], { allowDuplicate: true }),
    );
    const untimed = await tutor1.client.request<ScheduleAnswer>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam2, [student.id], {
        hasSpecificSchedule: false,
        scheduledStartTime: null,
        instructions: 'Any time this week',
      }),
    );
    const path = `/api/tutor-exam-assignments/student/${student.id}/exams`;
    const exams = await tutor1.client.request<{
      schedules: { id: string }[];
      assignments: { id: string; instructions: string; exam: { title: string } }[];
    }>('GET', path);
    expect(exams.body.schedules.map((s) => s.id)).toEqual([timed.body.schedule.id]);
    expect(exams.body.assignments).toMatchObject([
      { id: untimed.body.schedule.id, instructions: 'Any time this week', exam: { title: 'Algebra mock' } },
    ]);

    const cleared = await tutor1.client.request<{ deletedCount: number }>('DELETE', path);
    expect(cleared.body.deletedCount).toBe(2);
    expect(
      (await tutor1.client.request<{ schedules: unknown[]; assignments: unknown[] }>('GET', path)).body,
    ).toMatchObject({ schedules: [], assignments: [] });
    const after = (await list(tutor1.client)).find((s) => s.id === timed.body.schedule.id)!;
    expect(after.assignments.map((a) => a.studentId)).toEqual([s1.id]);

    const edited = await tutor1.client.request<ScheduleAnswer>(
      'PUT',
      `/api/exam-schedules/${timed.body.schedule.id}`,
      scheduleBody(exam1, [s1.id], { allowDuplicate: true }),
    );
    expect(edited.status).toBe(200);
    const s1Exams = await tutor1.client.request<{ schedules: { id: string }[] }>(
      'GET',
      `/api/tutor-exam-assignments/student/${s1.id}/exams`,
    );
    expect(s1Exams.body.schedules.map((s) => s.id)).toContain(timed.body.schedule.id);
  });

  it('given showAll, then inactive and cancelled ones are listed too, and only then', async () => {
    const active = await list(tutor1.client);
    const all = await list(tutor1.client, true);
    expect(active.every((s) => s.isActive)).toBe(true);
    expect(all.some((s) => s.status === 'cancelled')).toBe(true);
    expect(all.length).toBeGreaterThan(active.length);
  });
});
