import { describe, expect, it } from 'vitest';
import {
  MY_DATA_LABELS,
  attemptViews,
  childViews,
  feedbackViews,
  pageOf,
  progressView,
  scoreText,
} from './myDataView';

const attempt = (overrides: Record<string, unknown> = {}) => ({
  id: 'a1',
  title: 'Mock',
  examType: 'mathematics',
  status: 'completed',
  startTime: '2026-01-01T10:00:00.000Z',
  endTime: '2026-01-01T10:20:00.000Z',
  timeSpent: 1200,
  score: 2,
  totalMarks: 3,
  percentage: 66.7,
  awaitingMarking: 0,
  resultsReleased: true,
  answers: [
    { questionId: 'q1', number: 1, question: '6 x 7?', answer: 'B', isCorrect: false, marks: 0, maxMarks: 1 },
    {
      questionId: 'q2',
      number: 2,
      question: '9 x 9 = 81?',
      answer: null,
      isCorrect: null,
      marks: null,
      maxMarks: 2,
    },
  ],
  integrityEvents: [{ type: 'fullscreen_exit', at: '2026-01-01T10:05:00.000Z' }],
  ...overrides,
});

describe('attemptViews', () => {
  it('given attempts, then newest first with score, answers and results in words', () => {
    const views = attemptViews([attempt(), attempt({ id: 'a2', endTime: '2026-02-01T10:00:00.000Z' })]);
    expect(views.map((view) => view.id)).toEqual(['a2', 'a1']);
    const view = views[1]!;
    expect(view).toMatchObject({
      title: 'Mock',
      examType: 'Mathematics',
      statusLabel: 'Completed',
      timeSpent: '20m',
      score: '2 / 3 marks · 67%',
    });
    expect(view.answers.map((row) => [row.answer, row.result, row.marks])).toEqual([
      ['B', 'Incorrect', '0 / 1'],
      ['Not answered', 'Awaiting marking', '— / 2'],
    ]);
    expect(view.integrity).toEqual([{ type: 'Fullscreen exit', at: '2026-01-01T10:05:00.000Z' }]);
  });

  it('given results not released or an attempt running, then the screen says so', () => {
    const [essay] = attemptViews([
      attempt({
        answers: [{ questionId: 'e', type: 'essay', answer: 'Sea', isCorrect: false, marks: 2, maxMarks: 3 }],
      }),
    ]);
    expect(essay!.answers[0]).toMatchObject({ result: 'Marked', marks: '2 / 3' });
    const [withheld] = attemptViews([attempt({ resultsReleased: false })]);
    expect(withheld!.answers[0]!.result).toBe(MY_DATA_LABELS.withheld);
    expect(scoreText({ status: 'in_progress', score: null, percentage: null })).toBe('Not submitted yet');
    expect(attemptViews(undefined)).toEqual([]);
  });
});

describe('children, feedback, progress and pages', () => {
  it('given a parent’s children, then names with count and average; null for other roles', () => {
    expect(
      childViews([{ id: 'c1', firstName: 'Ann', lastName: 'Lee', attemptsCount: 1, averagePercentage: 33 }]),
    ).toEqual([{ id: 'c1', name: 'Ann Lee', attempts: '1 attempt', average: 'Average 33%' }]);
    expect(childViews(null)).toBeNull();
  });

  it('given feedback, then one row per essay', () => {
    expect(
      feedbackViews([
        {
          attemptId: 'a',
          questionId: 'q',
          examTitle: 'E',
          question: 'Q',
          feedback: 'Good',
          marks: 4,
          maxMarks: 5,
        },
      ]),
    ).toEqual([
      { key: 'a:q', examTitle: 'E', question: 'Q', answer: 'Not answered', marks: '4 / 5', feedback: 'Good' },
    ]);
  });

  it('given progress figures, then the overview, subjects, days newest first and topics; none without exams', () => {
    const view = progressView(
      {
        overview: { totalExams: 2, averageScore: 70, bestScore: 90, totalTimeSpent: 3900 },
        trends: [
          { date: '2026-01-01', examType: 'english', attempts: 1, averagePercentage: 50 },
          { date: '2026-01-02', examType: 'mathematics', attempts: 1, averagePercentage: 90 },
        ],
        categories: [{ category: 'Sums', averagePercentage: 75, totalCorrect: 3, totalQuestions: 4 }],
      },
      [{ examType: 'english', count: 1, averageScore: 50, bestScore: 50 }],
    )!;
    expect(view.figures).toEqual([
      { label: 'Exams taken', value: '2' },
      { label: 'Average score', value: '70%' },
      { label: 'Best score', value: '90%' },
      { label: 'Study time', value: '1h 5m' },
    ]);
    expect(view.trends.map((day) => day.date)).toEqual(['2026-01-02', '2026-01-01']);
    expect(view.categories).toEqual([{ category: 'Sums', average: '75%', correct: '3 of 4 correct' }]);
    expect(view.subjects).toEqual([{ subject: 'English', count: 1, average: '50%', best: '50%' }]);
    expect(progressView(null, [])).toBeNull();
    expect(progressView({ overview: { totalExams: 0 } }, [])).toBeNull();
  });

  it('given 23 rows, then three pages of ten and the last page of three', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 3)).toEqual({ items: [20, 21, 22], pages: 3, page: 3 });
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], pages: 1, page: 1 });
  });
});
