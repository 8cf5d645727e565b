import { beforeAll, describe, expect, it } from 'vitest';
import { startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Client } from '../../src/testing/harness';
import { createStudent as createStudentRecord, linkedParent, studentClient } from '../../src/testing/people';
import {
  createExamFrom,
  createTutor,
  scheduleFor,
  scheduleSlot,
  startScheduled,
  submitScheduled,
  waitFor,
} from '../../src/testing/attempts';
import type { ClassroomPeer, Person } from '../../src/testing/classroom';
import { TEST_QUIZ, hostSession, joinAsStudent } from '../../src/testing/classroom';
import { cleanUpSocketSuite } from '../../src/testing/suiteCleanUp';

// Rights of access (Art. 15) and portability (Art. 20) cover attempts, answers, live quizzes,
// progress and a parent's children (issue 16 item 11; docs/PRIVACY.md).

const ADMIN = { email: 'admin@rights.example.org', password: 'admin-password-1' };
const PASSWORD = 'my-own-password-1';
let t: TestSystem;
let admin: Client;
let tutor: Awaited<ReturnType<typeof createTutor>>;

interface Pupil extends Person {
  email: string;
  parentEmail: string;
}
let ada: Pupil;
let classmate: Pupil;
let other: Pupil;

// q1 multiple-choice (A right, 1 mark), q2 true-false (True right, 2 marks): 3 marks in all
const exam = (title: string) => ({
  title,
  examType: 'mathematics',
  duration: 30,
  questions: [
    {
      id: 'q1',
      question: 'What is 6 x 7?',
      type: 'multiple-choice',
      options: ['42', '36'],
      correctAnswer: 'A',
      marks: 1,
      explanation: 'Six sevens are forty-two.',
      category: 'Multiplication',
    },
    {
      id: 'q2',
      question: 'Is 9 x 9 = 81?',
      type: 'true-false',
      options: [],
      correctAnswer: 'True',
      marks: 2,
      category: 'Multiplication',
    },
  ],
});

const peers: ClassroomPeer[] = [];

async function pupil(firstName: string): Promise<Pupil> {
  const created = await createStudentRecord(tutor.client, { firstName });
  const client = await studentClient(t.url, created.form.email, created.temporaryPassword);
  return {
    id: created.id,
    client,
    firstName: created.form.firstName,
    lastName: created.form.lastName,
    email: created.form.email,
    parentEmail: created.form.parentEmail,
  };
}

/** Sits a new exam scheduled for the student with these answers; answers the attempt id. */
async function sit(
  student: Pupil,
  title: string,
  answers: Record<string, string>,
  settings: object = {},
): Promise<string> {
  const examId = await createExamFrom(tutor.client, exam(title));
  const scheduleId = await scheduleFor(tutor.client, examId, [student.id], { settings });
  const { attemptId } = await startScheduled(student.client, examId, scheduleId);
  await submitScheduled(student.client, examId, scheduleId, { attemptId, answers });
  return attemptId;
}

interface Question {
  questionId: string;
  answer: string | null;
  isCorrect: boolean | null;
  marks: number | null;
}
interface AttemptRow {
  id: string;
  title: string;
  examType: string;
  accessType: string;
  status: string;
  startTime: string;
  endTime: string | null;
  score: number | null;
  totalMarks: number;
  percentage: number | null;
  answers: Question[];
  integrityEvents: unknown[];
}
interface Data {
  firstName: string;
  profile: { readingAids?: unknown };
  email: string;
  examAttempts: AttemptRow[];
  progress: { examType: string; count: number; averageScore: number; bestScore: number }[];
  progressSummary: {
    overview: { totalExams: number; averageScore: number | null };
    trends: { attempts: number }[];
    categories: { category: string; totalCorrect: number; totalQuestions: number }[];
  } | null;
  liveQuizSubmissions: AttemptRow[];
  essayFeedback: unknown[];
  children:
    | {
        id: string;
        firstName: string;
        lastName: string;
        attemptsCount: number;
        averagePercentage: number | null;
      }[]
    | null;
  consents: unknown[];
  activities?: { action: string }[];
}

const access = async (client: Client) => {
  const answer = await client.request<{ success: boolean; data: Data }>('GET', '/api/compliance/data-access');
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const exported = async (client: Client) => {
  const answer = await client.request<{ success: boolean; data: Data }>(
    'POST',
    '/api/compliance/data-portability',
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toContain('my-data-export');
  return answer.body.data;
};

let attemptIds: string[] = [];
let quizAttemptId = '';

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  tutor = await createTutor(t.url, admin);
  [ada, classmate, other] = [await pupil('Ada'), await pupil('Bea'), await pupil('Cy')];
  // by hand: 3 of 3 = 100 %; 2 of 3 = 66.7 %; 1 of 3 = 33.3 % (q2 unanswered)
  attemptIds = [
    await sit(ada, 'Rights mock one', { q1: 'A', q2: 'True' }, { showResultsImmediately: true }),
    await sit(ada, 'Rights mock two', { q1: 'B', q2: 'True' }, { showResultsImmediately: true }),
    await sit(ada, 'Rights mock three', { q1: 'A' }),
  ];
  await sit(classmate, 'Classmate mock', { q1: 'B', q2: 'False' });
  await sit(other, 'Other child mock', { q1: 'A', q2: 'False' });

  // a live quiz: q1 B (right), q2 A (wrong), q3 and q4 unanswered: 1 of 4 = 25 %
  const host = await hostSession(t.url, {
    ...tutor,
    firstName: tutor.form.firstName,
    lastName: tutor.form.lastName,
  });
  peers.push(host.peer);
  const joined = await joinAsStudent(t.url, ada, host.code);
  peers.push(joined.peer);
  await host.peer.next('student_connected', (payload) => payload.userId === ada.id);
  host.peer.emit('broadcast_to_session', {
    sessionId: host.code,
    data: { type: 'quiz_data', quiz: TEST_QUIZ },
  });
  await joined.peer.next('session_message', (message) => message.type === 'quiz_data');
  joined.peer.emit('submit_quiz', { sessionCode: host.code, answers: { '1': 'B', '2': 'A' }, timeSpent: 0 });
  const submitted = await joined.peer.next('quiz_submitted');
  quizAttemptId = submitted.results.attemptId!;
  await waitFor(async () => (await access(ada.client)).liveQuizSubmissions.length === 1);
}, 180_000);

cleanUpSocketSuite(peers, () => t);

describe('a student with three attempts and a live quiz', () => {
  it('given the data-access answer, then all three attempts with their answers and scores as computed by hand', async () => {
    const data = await access(ada.client);
    expect(data.examAttempts.map((attempt) => attempt.id).sort()).toEqual([...attemptIds].sort());
    const byTitle = new Map(data.examAttempts.map((attempt) => [attempt.title, attempt]));
    expect(byTitle.get('Rights mock one')).toMatchObject({
      status: 'completed',
      examType: 'mathematics',
      accessType: 'schedule',
      score: 3,
      totalMarks: 3,
      percentage: 100,
      integrityEvents: [],
    });
    expect(byTitle.get('Rights mock two')).toMatchObject({ score: 2, totalMarks: 3, percentage: 66.7 });
    expect(byTitle.get('Rights mock three')).toMatchObject({ score: 1, totalMarks: 3, percentage: 33.3 });
    for (const attempt of data.examAttempts) {
      expect(Date.parse(attempt.startTime)).not.toBeNaN();
      expect(Date.parse(attempt.endTime!)).not.toBeNaN();
    }
    const answers = (title: string) =>
      byTitle.get(title)!.answers.map((q) => [q.questionId, q.answer, q.isCorrect, q.marks]);
    expect(answers('Rights mock one')).toEqual([
      ['q1', 'A', true, 1],
      ['q2', 'True', true, 2],
    ]);
    expect(answers('Rights mock two')).toEqual([
      ['q1', 'B', false, 0],
      ['q2', 'True', true, 2],
    ]);
    // results not shown immediately and the window still open: the answers, not the marking
    expect(answers('Rights mock three')).toEqual([
      ['q1', 'A', null, null],
      ['q2', null, null, null],
    ]);
    // the answer key is exam content, not the child's data: never in the answer
    expect(JSON.stringify(data)).not.toContain('"correctAnswer"');
    expect(JSON.stringify(data)).not.toContain('Six sevens are forty-two.');
  });

  it('given the live quiz submission, then it is listed with its answers and score', async () => {
    const data = await access(ada.client);
    expect(data.liveQuizSubmissions).toHaveLength(1);
    const quiz = data.liveQuizSubmissions[0]!;
    expect(quiz).toMatchObject({
      id: quizAttemptId,
      title: TEST_QUIZ.title,
      accessType: 'classroom',
      score: 1,
      totalMarks: 4,
      percentage: 25,
    });
    expect(quiz.answers.map((q) => [q.questionId, q.answer])).toEqual([
      ['q-half', 'B'],
      ['q-quarter', 'A'],
      ['q-third', null],
      ['q-fifth', null],
    ]);
  });

  it('given progress, then the figures My Progress shows: four attempts averaging 56 %', async () => {
    const data = await access(ada.client);
    // (100 + 66.7 + 33.3 + 25) / 4 = 56.25 → 56; mathematics (100 + 66.7 + 33.3) / 3 = 66.7 → 67
    expect(data.progressSummary?.overview).toMatchObject({ totalExams: 4, averageScore: 56 });
    expect(data.progress).toContainEqual({
      examType: 'mathematics',
      count: 3,
      averageScore: 67,
      bestScore: 100,
    });
    expect(data.progressSummary?.trends.reduce((sum, day) => sum + day.attempts, 0)).toBe(4);
    // marked Multiplication questions: 2 + 1 + 1 (q2 of mock three unanswered counts as wrong) of 6
    expect(data.progressSummary?.categories).toContainEqual(
      expect.objectContaining({ category: 'Multiplication', totalQuestions: 6 }),
    );
  });

  it('given the export, then the same attempts and answers in one JSON download, with its activities and reading aids', async () => {
    await ada.client.request('PUT', '/api/profile/reading-aids', { highContrast: true, textSize: 'large' });
    const data = await exported(ada.client);
    expect(data.profile.readingAids).toEqual({
      textSize: 'large',
      dyslexiaFont: false,
      highContrast: true,
      readAloudRate: 1,
    });
    expect(data.examAttempts).toHaveLength(3);
    expect(data.examAttempts.map((attempt) => attempt.id).sort()).toEqual([...attemptIds].sort());
    expect(
      data.examAttempts.find((a) => a.title === 'Rights mock two')!.answers.map((q) => q.answer),
    ).toEqual(['B', 'True']);
    expect(data.liveQuizSubmissions.map((quiz) => quiz.id)).toEqual([quizAttemptId]);
    expect(data.children).toBeNull();
    // each read and export is recorded as a processing activity
    expect(data.activities?.map((activity) => activity.action)).toEqual(
      expect.arrayContaining(['data_access', 'data_portability']),
    );
  });

  it("given a classmate, then their answer holds only their own attempt, none of Ada's", async () => {
    const data = await exported(classmate.client);
    expect(data.examAttempts.map((attempt) => attempt.title)).toEqual(['Classmate mock']);
    expect(data.liveQuizSubmissions).toEqual([]);
    const text = JSON.stringify(data);
    for (const id of [...attemptIds, quizAttemptId, ada.id]) {
      expect(text).not.toContain(id);
    }
  });
});

describe('an exam in progress', () => {
  it('given a started exam with saved answers, then it is listed in progress with those answers and no marks', async () => {
    const examId = await createExamFrom(tutor.client, exam('Running mock'));
    const scheduleId = await scheduleFor(tutor.client, examId, [classmate.id]);
    const { attemptId } = await startScheduled(classmate.client, examId, scheduleId);
    const saved = await classmate.client.request('POST', `/api/exam-attempts/${examId}/save`, {
      ...scheduleSlot(scheduleId),
      attemptId,
      answers: { q1: 'A' },
      seq: 1,
    });
    expect(saved.status).toBe(200);
    const running = await waitFor(async () =>
      (await access(classmate.client)).examAttempts.find((attempt) => attempt.id === attemptId),
    );
    expect(running).toMatchObject({ status: 'in_progress', score: null, endTime: null });
    expect(running.answers.map((q) => [q.questionId, q.answer, q.isCorrect, q.marks])).toEqual([
      ['q1', 'A', null, null],
      ['q2', null, null, null],
    ]);
  });
});

describe('a parent', () => {
  it("given a linked parent, then their export names their child with the child's count and average, not the child's answers", async () => {
    const parent = await linkedParent(t.url, ada.parentEmail);
    const data = await exported(parent.client);
    expect(data.children).toEqual([
      {
        id: ada.id,
        firstName: ada.firstName,
        lastName: ada.lastName,
        attemptsCount: 4,
        averagePercentage: 56,
        analyticsRestricted: false,
      },
    ]);
    expect(data.examAttempts).toEqual([]);
    expect(data.liveQuizSubmissions).toEqual([]);
    const text = JSON.stringify(data);
    for (const id of [...attemptIds, quizAttemptId]) {
      expect(text).not.toContain(id);
    }
  });

  it('given the parent of another child, then only that child; once the child is erased, nobody', async () => {
    const parent = await linkedParent(t.url, other.parentEmail);
    const before = await access(parent.client);
    expect(before.children).toEqual([
      expect.objectContaining({ id: other.id, attemptsCount: 1, averagePercentage: 33 }),
    ]);
    expect(JSON.stringify(before)).not.toContain(ada.id);

    const erased = await other.client.request('POST', '/api/compliance/data-erasure', {
      email: other.email,
      password: PASSWORD,
    });
    expect(erased.status).toBe(200);
    const after = await waitFor(async () => {
      const data = await access(parent.client);
      return data.children?.length === 0 ? data : null;
    });
    const text = JSON.stringify(after);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.lastName);
  });
});
