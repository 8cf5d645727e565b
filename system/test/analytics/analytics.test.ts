import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { createStudent, createTutor, linkedParent, studentClient } from '../../src/testing/people';
import { inMinutes, scheduleBody } from '../../src/testing/schedules';
import { createCategorisedExam, daysAgo, submitAttempt } from '../../src/testing/analytics';

// Analytics over real HTTP (spec 002 §§2.9–2.12, 3, 7, 9; docs/api/analytics.md). Completed
// attempts are appended to the log as the exam-taking module appends them; every figure below
// is worked out by hand in the comments.

const ADMIN = { email: 'admin@analytics.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;
let tutor1: Awaited<ReturnType<typeof createTutor>>;
let tutor2: Awaited<ReturnType<typeof createTutor>>;
let s1: Awaited<ReturnType<typeof createStudent>>;
let s2: Awaited<ReturnType<typeof createStudent>>;
let s3: Awaited<ReturnType<typeof createStudent>>;
let other: Awaited<ReturnType<typeof createStudent>>;
let s1Client: Client;
let s3Client: Client;
let parent1: Client;
let exam: Awaited<ReturnType<typeof createCategorisedExam>>;
let scheduleId: string;
const attempts: Record<string, string> = {};

type Answer = { success: boolean; message?: string };
const q = (index: number) => exam.questions[index]!.id;
/** marks for Q1, Q2 (Fractions) and Q3 (Algebra) */
const marks = (m1: boolean, m2: boolean, m3: boolean) => [
  { questionId: q(0), category: 'Fractions', isCorrect: m1 },
  { questionId: q(1), category: 'Fractions', type: 'true-false', isCorrect: m2 },
  { questionId: q(2), category: 'Algebra', type: 'true-false', isCorrect: m3 },
];

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  [tutor1, tutor2] = [await createTutor(t.url, admin), await createTutor(t.url, admin)];
  s1 = await createStudent(tutor1.client, { firstName: 'Ada' });
  s2 = await createStudent(tutor1.client, { firstName: 'Bea' });
  s3 = await createStudent(tutor1.client, { firstName: 'Cal' });
  other = await createStudent(tutor2.client, { firstName: 'Dee' });
  s1Client = await studentClient(t.url, s1.form.email, s1.temporaryPassword);
  s3Client = await studentClient(t.url, s3.form.email, s3.temporaryPassword);
  parent1 = (await linkedParent(t.url, s1.form.parentEmail)).client;
  exam = await createCategorisedExam(tutor1.client, 'Fractions and algebra');
  const scheduled = await tutor1.client.request<{ schedule: { id: string } }>(
    'POST',
    '/api/exam-schedules',
    scheduleBody(exam.id, [s1.id, s2.id, s3.id], {
      title: 'Saturday mock',
      scheduledStartTime: inMinutes(-3 * 24 * 60),
      scheduledEndTime: inMinutes(60),
    }),
  );
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
  scheduleId = scheduled.body.schedule.id;

  // s1: x1 at the schedule yesterday 10:00, 3/3 = 100 %, 900 s
  attempts.x1 = await submitAttempt(t, {
    studentId: s1.id,
    examId: exam.id,
    examTitle: 'Fractions and algebra',
    examType: 'mathematics',
    scheduleId,
    endTime: daysAgo(1, 10),
    timeSpent: 900,
    questions: marks(true, true, true),
  });
  // s1: x2 practice english yesterday 11:00, Grammar 1/2 = 50 %, 300 s
  attempts.x2 = await submitAttempt(t, {
    studentId: s1.id,
    examId: 'grammar-exam',
    examTitle: 'Grammar',
    examType: 'english',
    endTime: daysAgo(1, 11),
    timeSpent: 300,
    questions: [
      { questionId: 'g1', category: 'Grammar', isCorrect: true },
      { questionId: 'g2', category: 'Grammar', isCorrect: false },
    ],
  });
  // s1: x3 practice maths 40 days ago, 1/3 = 33.3 %, 600 s
  attempts.x3 = await submitAttempt(t, {
    studentId: s1.id,
    examId: exam.id,
    examTitle: 'Fractions and algebra',
    examType: 'mathematics',
    endTime: daysAgo(40, 10),
    timeSpent: 600,
    questions: marks(true, false, false),
  });
  // s2 at the schedule: 1/3 = 33.3 %, 1200 s; s3 at the schedule: 2/3 = 66.7 %, 800 s
  attempts.y1 = await submitAttempt(t, {
    studentId: s2.id,
    examId: exam.id,
    examTitle: 'Fractions and algebra',
    examType: 'mathematics',
    scheduleId,
    endTime: daysAgo(1, 12),
    timeSpent: 1200,
    questions: marks(true, false, false),
  });
  attempts.z1 = await submitAttempt(t, {
    studentId: s3.id,
    examId: exam.id,
    examTitle: 'Fractions and algebra',
    examType: 'mathematics',
    scheduleId,
    endTime: daysAgo(1, 13),
    timeSpent: 800,
    questions: marks(true, true, false),
  });
  // the other tutor's student, at practice
  await submitAttempt(t, {
    studentId: other.id,
    examId: 'x',
    examTitle: 'Other',
    examType: 'english',
    endTime: daysAgo(2),
    timeSpent: 100,
    questions: [{ questionId: 'o1', category: 'Grammar', isCorrect: true }],
  });
}, 90_000);
afterAll(async () => {
  await t.stop();
});

describe('GET /progress/* (spec 002 §2.9)', () => {
  it("given s1's three exams, then the overview figures", async () => {
    const own = await s1Client.request<Answer & { stats: Record<string, unknown> }>(
      'GET',
      '/api/progress/overview',
    );
    // (100 + 50 + 33.3) / 3 = 61.1 → 61; best 100; 900 + 300 + 600 = 1800 s
    // maths (100 + 33.3) / 2 = 66.65 → 67; 3 exams: nothing before the last 5, so no recentImprovement
    expect(own.body).toEqual({
      success: true,
      stats: {
        totalExams: 3,
        averageScore: 61,
        bestScore: 100,
        totalTimeSpent: 1800,
        examTypeBreakdown: {
          mathematics: { count: 2, averageScore: 67, bestScore: 100 },
          english: { count: 1, averageScore: 50, bestScore: 50 },
        },
      },
    });
  });

  it('given the history, then newest first in the dashboard shape', async () => {
    const history = await s1Client.request<Answer & { attempts: { id: string; percentage: number }[] }>(
      'GET',
      '/api/progress/history?limit=2',
    );
    expect(history.body.attempts.map((a) => [a.id, a.percentage])).toEqual([
      [attempts.x2, 50],
      [attempts.x1, 100],
    ]);
  });

  it('given trends, then one point per date averaged, within the period, filtered by type', async () => {
    type Trends = Answer & { trends: { date: string; score: number; examType: string; timeSpent: number }[] };
    const yesterday = daysAgo(1).slice(0, 10);
    const fortyAgo = daysAgo(40).slice(0, 10);
    // yesterday: (100 + 50) / 2 = 75, mixed, (900 + 300) / 2 = 600 s; 40 days ago is outside 30
    expect((await s1Client.request<Trends>('GET', '/api/progress/trends')).body.trends).toEqual([
      { date: yesterday, score: 75, examType: 'mixed', timeSpent: 600 },
    ]);
    expect(
      (await s1Client.request<Trends>('GET', '/api/progress/trends?period=90&examType=mathematics')).body
        .trends,
    ).toEqual([
      { date: fortyAgo, score: 33.3, examType: 'mathematics', timeSpent: 600 },
      { date: yesterday, score: 100, examType: 'mathematics', timeSpent: 900 },
    ]);
    expect((await s1Client.request('GET', '/api/progress/trends?period=14')).status).toBe(400);
  });

  it('given categories, then pooled percentages with trends, most practised first', async () => {
    type Categories = Answer & { categoryAnalysis: Record<string, unknown>[] };
    // Fractions: x3 1/2, x1 2/2 → 3/4 = 75 %, (100) after (50): improving
    // Algebra: x3 0/1, x1 1/1 → 1/2 = 50 %, improving; Grammar x2 1/2 = 50 %, one attempt: stable
    expect(
      (await s1Client.request<Categories>('GET', '/api/progress/categories')).body.categoryAnalysis,
    ).toEqual([
      {
        category: 'Fractions',
        averagePercentage: 75,
        totalCorrect: 3,
        totalQuestions: 4,
        attempts: 2,
        trend: 'improving',
      },
      {
        category: 'Algebra',
        averagePercentage: 50,
        totalCorrect: 1,
        totalQuestions: 2,
        attempts: 2,
        trend: 'improving',
      },
      {
        category: 'Grammar',
        averagePercentage: 50,
        totalCorrect: 1,
        totalQuestions: 2,
        attempts: 1,
        trend: 'stable',
      },
    ]);
    const english = await s1Client.request<Categories>('GET', '/api/progress/categories?examType=english');
    expect(english.body.categoryAnalysis.map((c) => c.category)).toEqual(['Grammar']);
  });

  it("given a parent, then their child's figures, not another's; a tutor not another tutor's student", async () => {
    const child = await parent1.request<Answer & { stats: { totalExams: number } }>(
      'GET',
      `/api/progress/overview?studentId=${s1.id}`,
    );
    expect(child.body.stats.totalExams).toBe(3);
    expect((await parent1.request('GET', `/api/progress/trends?studentId=${s2.id}`)).status).toBe(404);
    expect((await tutor2.client.request('GET', `/api/progress/categories?studentId=${s1.id}`)).status).toBe(
      404,
    );
    expect((await s1Client.request('GET', `/api/progress/overview?studentId=${s2.id}`)).status).toBe(404);
  });
});

describe('GET /tutor-analytics/* (spec 002 §2.10)', () => {
  it('given tutor 1, then their own students with their figures; not the other tutor’s', async () => {
    type Students = Answer & {
      students: {
        student: { id: string; firstName: string };
        performance: { averageScore: number | null; totalAttempts: number };
      }[];
    };
    const list = await tutor1.client.request<Students>('GET', '/api/tutor-analytics/students');
    const byId = new Map(list.body.students.map((s) => [s.student.id, s]));
    expect(byId.get(s1.id)?.performance).toEqual({ averageScore: 61, totalAttempts: 3 });
    expect(byId.get(s2.id)?.performance).toEqual({ averageScore: 33, totalAttempts: 1 }); // 33.3 → 33
    expect(byId.has(other.id)).toBe(false);
    expect(
      (await tutor1.client.request('GET', `/api/tutor-analytics/student/${other.id}/performance`)).status,
    ).toBe(404);
    expect((await s1Client.request('GET', '/api/tutor-analytics/students')).status).toBe(403);
  });

  it("given s1's performance, then totals, hours and per type", async () => {
    const answer = await tutor1.client.request<Answer & { performance: unknown }>(
      'GET',
      `/api/tutor-analytics/student/${s1.id}/performance`,
    );
    // 1800 s = 30 min → 0.5 h; maths (100 + 33.3) / 2 = 66.65 → 67 %, marks (3 + 1) / 2 = 2
    expect(answer.body.performance).toEqual({
      totalAttempts: 3,
      averageScore: 61,
      bestScore: 100,
      totalHoursSpent: 0.5,
      performanceByType: [
        { examType: 'english', attempts: 1, percentage: 50, averageScore: 1 },
        { examType: 'mathematics', attempts: 2, percentage: 67, averageScore: 2 },
      ],
    });
    const parentView = await parent1.request('GET', `/api/tutor-analytics/student/${s1.id}/performance`);
    expect(parentView.status).toBe(200);
    expect((await parent1.request('GET', `/api/tutor-analytics/student/${s2.id}/performance`)).status).toBe(
      404,
    );
  });

  it('given the exam history, then newest first, limited', async () => {
    const answer = await tutor1.client.request<Answer & { examHistory: Record<string, unknown>[] }>(
      'GET',
      `/api/tutor-analytics/student/${s1.id}/exam-history?limit=10`,
    );
    expect(answer.body.examHistory).toHaveLength(3);
    expect(answer.body.examHistory[2]).toMatchObject({
      id: attempts.x3,
      examTitle: 'Fractions and algebra',
      examType: 'mathematics',
      completedAt: daysAgo(40, 10),
      timeTaken: 600,
      score: 1,
      totalMarks: 3,
      percentage: 33.3,
    });
  });
});

describe('GET /scheduled-exam-analytics/* (spec 002 §2.12)', () => {
  type Statistics = Record<string, number | null>;
  const statisticsOf = async (client: Client) => {
    const answer = await client.request<
      Answer & { scheduledExams: { id: string; statistics: Statistics }[] }
    >('GET', '/api/scheduled-exam-analytics/schedules');
    return answer.body.scheduledExams.find((s) => s.id === scheduleId)?.statistics;
  };

  it('given three students who sat it, then the statistics; another tutor does not see it', async () => {
    // bests 100, 33.3, 66.7: (100 + 33.3 + 66.7) / 3 = 66.67 → 66.7
    expect(await statisticsOf(tutor1.client)).toEqual({
      totalAssigned: 3,
      studentsAttempted: 3,
      completedAttempts: 3,
      participationRate: 100,
      averagePercentage: 66.7,
    });
    expect(await statisticsOf(tutor2.client)).toBeUndefined();
    expect(
      (await tutor2.client.request('GET', `/api/scheduled-exam-analytics/schedule/${scheduleId}/students`))
        .status,
    ).toBe(404);
    // a parent: the schedule, counted over their child only
    expect(await statisticsOf(parent1)).toEqual({
      totalAssigned: 1,
      studentsAttempted: 1,
      completedAttempts: 1,
      participationRate: 100,
      averagePercentage: 100,
    });
  });

  it('given the students view, then each student with status, best performance and attempts', async () => {
    type Roster = Answer & {
      schedule: { id: string; title: string };
      students: {
        student: { id: string };
        status: string;
        bestPerformance: unknown;
        completedAttempts: number;
        attempts: { id: string }[];
      }[];
    };
    const roster = await tutor1.client.request<Roster>(
      'GET',
      `/api/scheduled-exam-analytics/schedule/${scheduleId}/students`,
    );
    expect(roster.body.schedule).toMatchObject({ id: scheduleId, title: 'Saturday mock' });
    const first = roster.body.students.find((s) => s.student.id === s1.id)!;
    expect(first).toMatchObject({
      status: 'completed',
      bestPerformance: { score: 3, totalMarks: 3, percentage: 100, timeSpent: 900 },
      completedAttempts: 1,
      totalAttempts: 1,
    });
    expect(first.attempts[0]).toMatchObject({
      id: attempts.x1,
      attemptNumber: 1,
      isCompleted: true,
      score: 3,
    });
    const child = await parent1.request<Roster>(
      'GET',
      `/api/scheduled-exam-analytics/schedule/${scheduleId}/students`,
    );
    expect(child.body.students.map((s) => s.student.id)).toEqual([s1.id]);
  });

  it('given item analysis, then facility, discrimination and KR-20 of the three sittings', async () => {
    type Items = Answer & {
      items: {
        questionId: string;
        facility: number;
        discrimination: number | null;
        correct: number;
        category: string;
        questionText: string;
      }[];
      reliability: { kr20: number | null; students: number; items: number };
    };
    const answer = await tutor1.client.request<Items>(
      'GET',
      `/api/scheduled-exam-analytics/schedule/${scheduleId}/item-analysis`,
    );
    // s1 [1 1 1] = 3, s2 [1 0 0] = 1, s3 [1 1 0] = 2; thirds of 1: top s1, bottom s2
    // facility 3/3, 2/3, 1/3; discrimination 1−1 = 0, 1−0 = 1, 1−0 = 1
    expect(answer.body.items.map((i) => [i.facility, i.discrimination, i.correct])).toEqual([
      [1, 0, 3],
      [0.667, 1, 2],
      [0.333, 1, 1],
    ]);
    expect(answer.body.items[0]).toMatchObject({ category: 'Fractions', questionText: 'What is 1/2 + 1/4?' });
    // Σpq = 0 + 2/9 + 2/9 = 4/9; totals 3, 1, 2: σ² = 2/3; 3/2 · (1 − (4/9)/(2/3)) = 1.5 · 1/3 = 0.5
    expect(answer.body.reliability).toEqual({ kr20: 0.5, students: 3, items: 3 });
    expect(
      (await parent1.request('GET', `/api/scheduled-exam-analytics/schedule/${scheduleId}/item-analysis`))
        .status,
    ).toBe(403);
  });

  it('given the CSV, then a header and one row per student, formula-like cells neutralised', async () => {
    const renamed = await tutor1.client.request('PUT', `/api/students/${s2.id}`, {
      firstName: '=HYPERLINK("x")',
      lastName: s2.form.lastName,
      email: s2.form.email,
      grade: 'year-5',
    });
    const csv = await tutor1.client.request<string>(
      'GET',
      `/api/scheduled-exam-analytics/schedule/${scheduleId}/results.csv`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'student,status,marksObtained,totalMarks,percentage,correctAnswers,totalQuestions,attempts,timeSpentSeconds',
    );
    expect(lines).toHaveLength(4);
    // s1: 3 of 3 marks, 3 of 3 questions right; s2: 1 of 3 marks, 1 of 3 right
    expect(lines).toContain(`Ada ${s1.form.lastName},completed,3,3,100,3,3,1,900`);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(lines).toContain(`"'=HYPERLINK(""x"") ${s2.form.lastName}",completed,1,3,33.3,1,3,1,1200`);
    expect(
      (await parent1.request('GET', `/api/scheduled-exam-analytics/schedule/${scheduleId}/results.csv`))
        .status,
    ).toBe(403);
  });

  it('given s3 restricts analytics, then left out of statistics, item analysis and tutor lists; own figures stay', async () => {
    const restricted = await s3Client.request('POST', '/api/compliance/restrict-processing', {
      dataTypes: ['analytics'],
    });
    expect(restricted.status).toBe(200);
    // s1 100 and s2 33.3: (100 + 33.3) / 2 = 66.65 → 66.7
    expect(await statisticsOf(tutor1.client)).toEqual({
      totalAssigned: 2,
      studentsAttempted: 2,
      completedAttempts: 2,
      participationRate: 100,
      averagePercentage: 66.7,
    });
    const items = await tutor1.client.request<{
      reliability: unknown;
      items: { facility: number; discrimination: number | null }[];
    }>('GET', `/api/scheduled-exam-analytics/schedule/${scheduleId}/item-analysis`);
    // s1 [1 1 1], s2 [1 0 0]: totals 3, 1, σ² = 1; p 1, 1/2, 1/2: Σpq = 0.5; 1.5 · (1 − 0.5) = 0.75; no thirds of 2
    expect(items.body.reliability).toEqual({ kr20: 0.75, students: 2, items: 3 });
    expect(items.body.items.map((i) => [i.facility, i.discrimination])).toEqual([
      [1, null],
      [0.5, null],
      [0.5, null],
    ]);
    const list = await tutor1.client.request<{ students: { student: { id: string } }[] }>(
      'GET',
      '/api/tutor-analytics/students',
    );
    expect(list.body.students.map((s) => s.student.id)).not.toContain(s3.id);
    expect(
      (await tutor1.client.request<Answer>('GET', `/api/tutor-analytics/student/${s3.id}/performance`))
        .status,
    ).toBe(403);
    expect((await tutor1.client.request('GET', `/api/progress/overview?studentId=${s3.id}`)).status).toBe(
      403,
    );
    const own = await s3Client.request<{ stats: { totalExams: number } }>('GET', '/api/progress/overview');
    expect(own.body.stats.totalExams).toBe(1);
  });
});

describe('through the exam-taking endpoints (start, submit)', () => {
  it('given s1 sits a second schedule for real, then detailed answers with topics and recommendations', async () => {
    const scheduled = await tutor1.client.request<{ schedule: { id: string } }>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam.id, [s1.id], {
        scheduledStartTime: inMinutes(-10),
        scheduledEndTime: inMinutes(60),
        allowDuplicate: true,
      }),
    );
    expect(scheduled.status).toBe(201);
    const second = scheduled.body.schedule.id;
    const slot = { scheduleId: second, assignmentId: null, accessType: 'schedule' };
    const started = await s1Client.request<{ attemptId: string }>(
      'POST',
      `/api/exam-attempts/${exam.id}/start`,
      slot,
    );
    expect(started.status).toBe(201);
    // Q1 B (right), Q2 False (wrong), Q3 False (right): 2 / 3 = 66.7 %
    const submitted = await s1Client.request('POST', `/api/exam-attempts/${exam.id}/submit`, {
      ...slot,
      attemptId: started.body.attemptId,
      answers: { [q(0)]: 'B', [q(1)]: 'False', [q(2)]: 'False' },
    });
    expect([200, 201]).toContain(submitted.status);
    const attemptId = started.body.attemptId;

    type Detailed = Answer & {
      student: { id: string };
      exam: { title: string };
      results: Record<string, number>;
      topicAnalysis: unknown[];
      questionAnalysis: Record<string, unknown>[];
      teachingRecommendations: Record<string, { topic: string }[]>;
    };
    const detailed = await tutor1.client.request<Detailed>(
      'GET',
      `/api/scheduled-exam-analytics/attempt/${attemptId}/detailed-answers`,
    );
    expect(detailed.status, JSON.stringify(detailed.body)).toBe(200);
    expect(detailed.body.student.id).toBe(s1.id);
    expect(detailed.body.exam.title).toBe('Fractions and algebra');
    expect(detailed.body.results).toEqual({
      percentage: 66.7,
      correctAnswers: 2,
      incorrectAnswers: 1,
      totalQuestions: 3,
    });
    // Fractions 1 of 2 = 50 % (needs improvement), Algebra 1 of 1 = 100 % (strength)
    expect(detailed.body.topicAnalysis).toEqual([
      { topic: 'Fractions', correct: 1, total: 2, percentage: 50 },
      { topic: 'Algebra', correct: 1, total: 1, percentage: 100 },
    ]);
    expect(detailed.body.teachingRecommendations.strengths!.map((r) => r.topic)).toEqual(['Algebra']);
    expect(detailed.body.teachingRecommendations.moderate).toEqual([]);
    expect(detailed.body.teachingRecommendations.needsImprovement!.map((r) => r.topic)).toEqual([
      'Fractions',
    ]);
    expect(detailed.body.questionAnalysis[0]).toMatchObject({
      questionNumber: 1,
      questionText: 'What is 1/2 + 1/4?',
      options: ['1/4', '3/4', '1'],
      studentAnswer: 'B',
      displayStudentAnswer: 'B. 3/4',
      displayCorrectAnswer: 'B. 3/4',
      explanation: 'Quarters: 2/4 + 1/4',
      isCorrect: true,
      topic: 'Fractions',
    });
    expect(detailed.body.questionAnalysis[1]).toMatchObject({
      studentAnswer: 'False',
      correctAnswer: 'True',
      isCorrect: false,
    });
    // the parent of s1 may read it, the other tutor may not
    expect(
      (await parent1.request('GET', `/api/scheduled-exam-analytics/attempt/${attemptId}/detailed-answers`))
        .status,
    ).toBe(200);
    expect(
      (
        await tutor2.client.request(
          'GET',
          `/api/scheduled-exam-analytics/attempt/${attemptId}/detailed-answers`,
        )
      ).status,
    ).toBe(404);

    const results = await tutor1.client.request<Answer & Record<string, unknown>>(
      'GET',
      `/api/tutor-analytics/exam-attempt/${attemptId}/detailed-results`,
    );
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({
      exam: { title: 'Fractions and algebra', examType: 'mathematics', passages: [] },
      student: { firstName: 'Ada', lastName: s1.form.lastName },
      results: { scoreObtained: 2, totalMarks: 3, percentage: 66.7, correctAnswers: 2, incorrectAnswers: 1 },
    });
    expect(
      (await parent1.request('GET', `/api/tutor-analytics/exam-attempt/${attemptId}/detailed-results`))
        .status,
    ).toBe(403);

    // the projections took the real event too: s1 now has 4 exams; the new schedule's statistics
    const overview = await s1Client.request<{ stats: { totalExams: number } }>(
      'GET',
      '/api/progress/overview',
    );
    expect(overview.body.stats.totalExams).toBe(4);
    const list = await tutor1.client.request<{ scheduledExams: { id: string; statistics: unknown }[] }>(
      'GET',
      '/api/scheduled-exam-analytics/schedules',
    );
    expect(list.body.scheduledExams.find((s) => s.id === second)?.statistics).toEqual({
      totalAssigned: 1,
      studentsAttempted: 1,
      completedAttempts: 1,
      participationRate: 100,
      averagePercentage: 66.7,
    });
  });
});

describe('roles', () => {
  it('given compliance, a student or nobody, then no analytics', async () => {
    for (const path of ['/api/tutor-analytics/students', '/api/scheduled-exam-analytics/schedules']) {
      expect((await s1Client.request('GET', path)).status).toBe(403);
      expect((await new Client(t.url).request('GET', path)).status).toBe(401);
    }
  });
});
