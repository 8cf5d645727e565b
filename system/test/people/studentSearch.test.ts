import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamSchedule, Student } from '@portal/contracts';
import { startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Client } from '../../src/testing/harness';
import { createStudent, createTutor } from '../../src/testing/people';
import { createExam, scheduleBody } from '../../src/testing/schedules';

// Issue 16 item 9: the console's student pickers search on the server (q, page, perPage) instead
// of choosing from the first 100 students. With 150 students, one beyond the first 100 (by
// surname) is found by typing and can be scheduled.

const ADMIN = { email: 'admin@student-search.example.org', password: 'admin-password-1' };
const COUNT = 150;
const surname = (n: number) => `Number${String(n).padStart(3, '0')}`;

let t: TestSystem;
let tutor: Awaited<ReturnType<typeof createTutor>>;
let stranger: Awaited<ReturnType<typeof createTutor>>;
const ids = new Map<string, string>();

type StudentList = { students: Student[]; total: number; overallTotal: number };

beforeAll(async () => {
  const { t: started, admin } = await startSystemAsAdmin(ADMIN);
  t = started;
  tutor = await createTutor(t.url, admin);
  stranger = await createTutor(t.url, admin);
  // ten at a time: enough to be quick, few enough not to swamp the shared cores
  for (let from = 0; from < COUNT; from += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, (_unused, index) =>
        createStudent(tutor.client, {
          firstName: 'Pupil',
          lastName: surname(from + index),
          dateOfBirth: '2008-01-01',
          parentEmail: undefined,
        }),
      ),
    );
    for (const student of batch) {
      ids.set(student.lastName, student.id);
    }
  }
}, 240_000);

afterAll(async () => {
  await t.stop();
});

const list = (client: Client, query: string) => client.request<StudentList>('GET', `/api/students?${query}`);

describe('searching students on the server (issue 16 item 9)', () => {
  it('given 150 students, when the first 100 by surname are read (the old picker), then Number140 is not among them', async () => {
    const first = await list(tutor.client, 'perPage=100&sort=lastName&order=asc');
    expect(first.status).toBe(200);
    expect(first.body.students).toHaveLength(100);
    expect(first.body.total).toBe(COUNT);
    expect(first.body.students.at(-1)?.lastName).toBe(surname(99));
    expect(first.body.students.some((student) => student.lastName === surname(140))).toBe(false);
  });

  it('given "number140" typed (any case), then the server finds exactly that student', async () => {
    const found = await list(tutor.client, 'q=number140&perPage=20&sort=lastName&order=asc');
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.students.map((student) => student.id)).toEqual([ids.get(surname(140))]);
  });

  it('given "Number1" typed, then 50 match (Number100–149), a page of 20 at a time: page 3 holds the last 10', async () => {
    const third = await list(tutor.client, 'q=Number1&page=3&perPage=20&sort=lastName&order=asc');
    expect(third.body.total).toBe(50);
    expect(third.body.overallTotal).toBe(COUNT);
    expect(third.body.students.map((student) => student.lastName)).toEqual(
      Array.from({ length: 10 }, (_unused, index) => surname(140 + index)),
    );
  });

  it('given the student found beyond the first 100, when the tutor schedules an exam for them, then they are assigned', async () => {
    const examId = await createExam(tutor.client, 'Beyond a hundred');
    const studentId = ids.get(surname(140))!;
    const created = await tutor.client.request<{ schedule: ExamSchedule }>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(examId, [studentId]),
    );
    expect(created.status).toBe(201);
    expect(created.body.schedule.assignments.map((assignment) => assignment.studentId)).toEqual([studentId]);
  });

  it('given another tutor, when they search the same name, then nothing: students are found only by their own tutor', async () => {
    const found = await list(stranger.client, 'q=Number140&perPage=20');
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(0);
    expect(found.body.students).toEqual([]);
  });
});
