import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exam } from '@portal/contracts';
import { gradeAttempt } from '@portal/contracts';
import { Client, startTestSystem } from '../testing/harness';
import { giveEssentialConsents } from '../testing/standing';
import type { TestSystem } from '../testing/harness';

// SEED_DEMO (issue 7 "Demo"): the demo class arrives with four weeks of completed attempts, so
// the dashboards, trends, category cards and item analysis show figures at first look.

let t: TestSystem;
let tutor: Client;
let student: Client;

const DAY = 86_400_000;

type AttemptDocument = {
  _id: string;
  studentId: string;
  examType: string;
  scheduleId: string | null;
  accessType: string;
  status: string;
  submittedBy: string | null;
  startTime: string;
  endTime: string | null;
  percentage: number | null;
  score: number | null;
  answers: Record<string, string>;
  exam: Exam;
};

let attempts: AttemptDocument[] = [];
let students: { id: string; firstName: string }[] = [];

beforeAll(async () => {
  t = await startTestSystem({ SEED_DEMO: '1' });
  const tutorLogin = t.system.demoLogins?.find((entry) => entry.role === 'tutor');
  const studentLogin = t.system.demoLogins?.find((entry) => entry.role === 'student');
  expect(tutorLogin && studentLogin).toBeDefined();
  tutor = new Client(t.url);
  expect((await tutor.login(tutorLogin!.email, tutorLogin!.password)).status).toBe(200);
  student = new Client(t.url);
  expect((await student.login(studentLogin!.email, studentLogin!.password)).status).toBe(200);
  // the demo child accepts the consent form as any child does at first sign-in (issue 15)
  await giveEssentialConsents(student);
  students = (
    await tutor.request<{ students: { id: string; firstName: string }[] }>('GET', '/api/students?perPage=100')
  ).body.students;
  attempts = await t.system.adapters.readModels.collection<AttemptDocument>('attempts').find({}).toArray();
}, 90_000);

afterAll(async () => {
  await t.stop();
});

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('the demo attempts', () => {
  it('given a fresh start, then every demo student has 3+ completed attempts in 2+ subjects over 2+ weeks', () => {
    expect(students.length).toBeGreaterThanOrEqual(6);
    for (const pupil of students) {
      const own = attempts.filter((attempt) => attempt.studentId === pupil.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.every((attempt) => attempt.status === 'completed')).toBe(true);
      expect(new Set(own.map((attempt) => attempt.examType)).size).toBeGreaterThanOrEqual(2);
      const ends = own.map((attempt) => Date.parse(attempt.endTime!));
      expect(Math.max(...ends) - Math.min(...ends)).toBeGreaterThanOrEqual(14 * DAY);
      expect(Math.max(...ends)).toBeLessThan(Date.now());
      expect(Math.min(...ends)).toBeGreaterThan(Date.now() - 31 * DAY);
    }
  });

  it('given the stored results, then each is what the server grading computes from the answers', () => {
    expect(attempts.length).toBeGreaterThan(30);
    for (const attempt of attempts) {
      expect(attempt.submittedBy).toBe('student');
      const grade = gradeAttempt(attempt.exam.questions, attempt.answers);
      expect([attempt.score, attempt.percentage]).toEqual([grade.score, grade.percentage]);
    }
    expect(attempts.some((attempt) => attempt.accessType === 'practice')).toBe(true);
  });

  it('given the class, then the scores vary believably: strengths differ by subject and some improve', () => {
    const percentages = attempts.map((attempt) => attempt.percentage!);
    expect(Math.min(...percentages)).toBeLessThan(50);
    expect(Math.max(...percentages)).toBeGreaterThan(80);
    const average = (name: string, examType: string) => {
      const id = students.find((pupil) => pupil.firstName === name)!.id;
      return mean(
        attempts
          .filter((attempt) => attempt.studentId === id && attempt.examType === examType)
          .map((attempt) => attempt.percentage!),
      );
    };
    expect(average('Oliver', 'mathematics')).toBeGreaterThan(average('Oliver', 'english'));
    expect(average('Amelia', 'english')).toBeGreaterThan(average('Amelia', 'mathematics'));
    // Leo's baseline papers against his reviews, two weeks later
    const leo = students.find((pupil) => pupil.firstName === 'Leo')!.id;
    const scheduled = attempts
      .filter((attempt) => attempt.studentId === leo && attempt.accessType === 'schedule')
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    const half = Math.floor(scheduled.length / 2);
    expect(mean(scheduled.slice(half).map((a) => a.percentage!))).toBeGreaterThan(
      mean(scheduled.slice(0, half).map((a) => a.percentage!)),
    );
  });

  it('given the demo student, then their progress pages show figures: overview, trend and categories', async () => {
    const overview = await student.request<{ stats: { totalExams: number; averageScore: number } }>(
      'GET',
      '/api/progress/overview',
    );
    expect(overview.status).toBe(200);
    expect(overview.body.stats.totalExams).toBeGreaterThanOrEqual(3);
    expect(overview.body.stats.averageScore).toBeGreaterThan(0);
    const trends = await student.request<{ trends: unknown[] }>('GET', '/api/progress/trends?period=30');
    expect(trends.body.trends.length).toBeGreaterThanOrEqual(3);
    const categories = await student.request<{ categoryAnalysis: unknown[] }>(
      'GET',
      '/api/progress/categories',
    );
    expect(categories.body.categoryAnalysis.length).toBeGreaterThan(0);
  });

  it('given the demo student, then the open mathematics schedule can still be started', async () => {
    const available = await student.request<{ exams: { scheduleTitle: string; actionAvailable: string }[] }>(
      'GET',
      '/api/exam-attempts/available',
    );
    const open = available.body.exams.find(
      (exam) => exam.scheduleTitle === 'Mathematics Practice Paper 1 - Scheduled',
    );
    expect(open?.actionAvailable).toBe('start');
  });

  it("given the tutor's scheduled-exam analytics, then past schedules show participation, averages and item analysis", async () => {
    const list = await tutor.request<{
      scheduledExams: {
        id: string;
        title: string;
        statistics: {
          completedAttempts: number;
          averagePercentage: number | null;
          participationRate: number;
        };
      }[];
    }>('GET', '/api/scheduled-exam-analytics/schedules');
    expect(list.status).toBe(200);
    const past = list.body.scheduledExams.filter((schedule) => schedule.statistics.completedAttempts > 0);
    expect(past.length).toBeGreaterThanOrEqual(8);
    expect(past.every((schedule) => (schedule.statistics.averagePercentage ?? 0) > 0)).toBe(true);
    const items = await tutor.request<{
      items: { facility: number | null; correct: number; answered: number }[];
    }>('GET', `/api/scheduled-exam-analytics/schedule/${past[0]!.id}/item-analysis`);
    expect(items.status).toBe(200);
    expect(items.body.items.length).toBeGreaterThan(5);
    expect(items.body.items.some((item) => item.facility !== null && item.answered > 0)).toBe(true);
    const facilities = items.body.items.map((item) => item.facility ?? 0);
    expect(Math.max(...facilities)).toBeGreaterThan(Math.min(...facilities));

    const overview = await tutor.request<{ students: { performance: { totalAttempts: number } }[] }>(
      'GET',
      '/api/tutor-analytics/students',
    );
    expect(overview.body.students.every((row) => row.performance.totalAttempts >= 3)).toBe(true);
  });
});
