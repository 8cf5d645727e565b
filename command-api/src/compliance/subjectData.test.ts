import { describe, expect, it } from 'vitest';
import type { Exam } from '@portal/contracts';
import type { AttemptDocument } from '@portal/projections';
import {
  attemptRecord,
  childSummary,
  essayFeedbackOf,
  integrityOf,
  progressRows,
  progressSummaryOf,
} from './subjectData';

const question = (id: string, type: string, marks: number) => ({
  id,
  question: `Question ${id}`,
  type,
  options: type === 'multiple-choice' ? ['1', '2'] : [],
  correctAnswer: type === 'essay' ? '' : 'A',
  marks,
  explanation: 'secret explanation',
  category: 'Cat',
});

function attempt(overrides: Partial<AttemptDocument> = {}): AttemptDocument {
  return {
    _id: 'a1',
    organisationId: 'o1',
    studentId: 's1',
    tutorId: 't1',
    examId: 'e1',
    examTitle: 'Mock',
    examType: 'english',
    scheduleId: 'sch1',
    assignmentId: null,
    accessType: 'schedule',
    attemptNumber: 1,
    isMakeup: false,
    status: 'completed',
    startTime: '2026-01-01T10:00:00.000Z',
    deadline: '2026-01-01T10:30:00.000Z',
    endTime: '2026-01-01T10:20:00.000Z',
    timeSpent: 1200,
    submittedBy: 'student',
    score: 6,
    totalMarks: 7,
    percentage: 85.7,
    correctAnswers: 1,
    incorrectAnswers: 0,
    unanswered: 0,
    totalQuestions: 2,
    awaitingMarking: 0,
    answers: { q1: 'A', q2: 'The sea' },
    questionResults: [
      {
        questionId: 'q1',
        number: 1,
        questionText: 'Question q1',
        studentAnswer: 'A',
        correctAnswer: 'A',
        isCorrect: true,
        marks: 2,
        maxMarks: 2,
        category: 'Cat',
        type: 'multiple-choice',
        answered: true,
        feedback: null,
      },
      {
        questionId: 'q2',
        number: 2,
        questionText: 'Question q2',
        studentAnswer: 'The sea',
        correctAnswer: null,
        isCorrect: false,
        marks: 4,
        maxMarks: 5,
        category: 'Cat',
        type: 'essay',
        answered: true,
        feedback: 'Vivid',
      },
    ],
    extraMinutes: 0,
    timeMultiplier: 1,
    exam: {
      questions: [question('q1', 'multiple-choice', 2), question('q2', 'essay', 5)],
      passages: [],
    } as unknown as Exam,
    updatedAt: '2026-01-02T09:00:00.000Z',
    ...overrides,
  };
}

describe('attemptRecord', () => {
  it('given a released attempt, then answers, marks and feedback, never the answer key', () => {
    const record = attemptRecord(attempt(), true);
    expect(record).toMatchObject({
      id: 'a1',
      title: 'Mock',
      score: 6,
      percentage: 85.7,
      resultsReleased: true,
    });
    expect(record.answers).toEqual([
      expect.objectContaining({ questionId: 'q1', answer: 'A', isCorrect: true, marks: 2, maxMarks: 2 }),
      expect.objectContaining({ questionId: 'q2', answer: 'The sea', marks: 4, feedback: 'Vivid' }),
    ]);
    expect(JSON.stringify(record)).not.toContain('"correctAnswer"');
    expect(JSON.stringify(record)).not.toContain('secret explanation');
  });

  it('given results not released, then the answers stay and per-question marks and feedback are withheld', () => {
    const record = attemptRecord(attempt(), false);
    expect(record.score).toBe(6);
    expect(record.answers.map((q) => [q.answer, q.isCorrect, q.marks, q.feedback])).toEqual([
      ['A', null, null, null],
      ['The sea', null, null, null],
    ]);
  });

  it('given a running attempt, then its saved answers are listed', () => {
    const running = attempt({ status: 'in_progress', answers: {}, questionResults: [], score: null });
    expect(attemptRecord(running, false, { q1: 'B' }).answers.map((q) => q.answer)).toEqual(['B', null]);
  });
});

describe('essayFeedbackOf', () => {
  it('given a released essay with feedback, then one row with the question, answer and feedback', () => {
    const record = attemptRecord(attempt(), true);
    expect(essayFeedbackOf([attempt()], [record])).toEqual([
      {
        attemptId: 'a1',
        examTitle: 'Mock',
        questionId: 'q2',
        number: 2,
        question: 'Question q2',
        answer: 'The sea',
        marks: 4,
        maxMarks: 5,
        feedback: 'Vivid',
        markedAt: '2026-01-02T09:00:00.000Z',
      },
    ]);
    expect(essayFeedbackOf([attempt()], [attemptRecord(attempt(), false)])).toEqual([]);
  });
});

describe('progress', () => {
  it('given the analytics document, then the overview, per-day averages and categories as computed by hand', () => {
    const summary = progressSummaryOf({
      overview: {
        totalExams: 3,
        averageScore: 70,
        bestScore: 90,
        totalTimeSpent: 600,
        examTypeBreakdown: {
          mathematics: { count: 2, averageScore: 80, bestScore: 90 },
          english: { count: 1, averageScore: 50, bestScore: 50 },
        },
      },
      days: [
        { date: '2026-01-02', examType: 'mathematics', attempts: 2, percentageSum: 160, timeSpent: 400 },
        { date: '2026-01-01', examType: 'english', attempts: 1, percentageSum: 50, timeSpent: 200 },
      ],
      categories: [
        { examType: 'mathematics', category: 'Sums', correct: 3, total: 4, attempts: 2, recent: [50, 100] },
      ],
    });
    expect(summary.trends).toEqual([
      { date: '2026-01-01', examType: 'english', attempts: 1, averagePercentage: 50, timeSpent: 200 },
      { date: '2026-01-02', examType: 'mathematics', attempts: 2, averagePercentage: 80, timeSpent: 200 },
    ]);
    expect(summary.categories).toEqual([
      expect.objectContaining({
        category: 'Sums',
        averagePercentage: 75,
        totalCorrect: 3,
        totalQuestions: 4,
      }),
    ]);
    expect(progressRows(summary.overview)).toEqual([
      { examType: 'english', count: 1, averageScore: 50, bestScore: 50 },
      { examType: 'mathematics', count: 2, averageScore: 80, bestScore: 90 },
    ]);
  });
  it('given no analytics yet, then empty figures', () => {
    expect(progressSummaryOf(null)).toMatchObject({
      overview: { totalExams: 0 },
      trends: [],
      categories: [],
    });
  });
});

describe('childSummary and integrityOf', () => {
  it('given a child, then name, count and average; a restriction hides the average', () => {
    const child = { _id: 'c1', firstName: 'Ann', lastName: 'Lee' };
    const overview = {
      totalExams: 3,
      averageScore: 70,
      bestScore: 90,
      totalTimeSpent: 0,
      examTypeBreakdown: {},
    };
    expect(childSummary(child, overview, false)).toEqual({
      id: 'c1',
      firstName: 'Ann',
      lastName: 'Lee',
      attemptsCount: 3,
      averagePercentage: 70,
      analyticsRestricted: false,
    });
    expect(childSummary(child, null, true)).toMatchObject({ attemptsCount: 0, averagePercentage: null });
  });
  it('given integrity events on the attempt, then they are listed with kind and time; none otherwise', () => {
    const withEvents: AttemptDocument = {
      ...attempt(),
      integrityEvents: [
        { kind: 'fullscreen_exit', at: '2026-01-01T10:05:00.000Z' },
        { kind: 'paste_blocked', at: '2026-01-01T10:06:00.000Z' },
      ],
    };
    expect(integrityOf(withEvents)).toEqual([
      { kind: 'fullscreen_exit', type: 'fullscreen_exit', at: '2026-01-01T10:05:00.000Z' },
      { kind: 'paste_blocked', type: 'paste_blocked', at: '2026-01-01T10:06:00.000Z' },
    ]);
    expect(integrityOf(attempt())).toEqual([]);
  });
});
