import { describe, expect, it } from 'vitest';
import {
  TrendsQuery,
  categoryAnalysis,
  categoryBand,
  categoryCounts,
  hoursSpent,
  performanceByType,
  progressRecommendations,
  recentImprovement,
  scheduleStatistics,
  teachingRecommendations,
  topicAnalysis,
  topicBand,
  trendDirection,
  trendPoints,
} from './analytics';

describe('recentImprovement (spec 002 §9: last 5 against the 5 before)', () => {
  it('given 8 exams, then the mean of the newest 5 minus the mean of the 3 before', () => {
    // newest five: (80 + 70 + 90 + 60 + 100) / 5 = 400 / 5 = 80; before: (50 + 60 + 70) / 3 = 60; 80 − 60 = 20
    expect(recentImprovement([80, 70, 90, 60, 100, 50, 60, 70])).toBe(20);
  });
  it('given 12 exams, then only the 5 before the newest 5 count (the 11th and 12th do not)', () => {
    // (60·5) / 5 = 60; before (62 + 64 + 66 + 68 + 70) / 5 = 330 / 5 = 66; 60 − 66 = −6
    expect(recentImprovement([60, 60, 60, 60, 60, 62, 64, 66, 68, 70, 0, 0])).toBe(-6);
  });
  it('given one decimal is due, then rounded to one decimal', () => {
    // (70·5) / 5 = 70; before (66 + 67 + 67) / 3 = 200 / 3 = 66.666…; 70 − 66.67 = 3.333… → 3.3
    expect(recentImprovement([70, 70, 70, 70, 70, 66, 67, 67])).toBe(3.3);
  });
  it('given 5 exams or fewer, then null: nothing earlier to compare with', () => {
    expect(recentImprovement([10, 20, 30, 40, 50])).toBeNull();
    expect(recentImprovement([])).toBeNull();
  });
});

describe('trendPoints (spec 002 §9: at most 12 dates, averaged per date)', () => {
  it('given two types on one date, then one point with the mean of all attempts that day, "mixed"', () => {
    const points = trendPoints([
      { date: '2026-11-01', examType: 'mathematics', attempts: 2, percentageSum: 150, timeSpent: 1200 },
      { date: '2026-11-01', examType: 'english', attempts: 1, percentageSum: 90, timeSpent: 600 },
      { date: '2026-10-30', examType: 'english', attempts: 1, percentageSum: 55.5, timeSpent: 300 },
    ]);
    // 1 Nov: (150 + 90) / 3 = 80; time (1200 + 600) / 3 = 600 s. Oldest first.
    expect(points).toEqual([
      { date: '2026-10-30', score: 55.5, examType: 'english', timeSpent: 300 },
      { date: '2026-11-01', score: 80, examType: 'mixed', timeSpent: 600 },
    ]);
  });
  it('given 14 dates, then the newest 12', () => {
    const inputs = Array.from({ length: 14 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      examType: 'mathematics',
      attempts: 1,
      percentageSum: i * 5,
      timeSpent: 60,
    }));
    const points = trendPoints(inputs);
    expect(points).toHaveLength(12);
    expect(points[0]).toEqual({ date: '2026-11-03', score: 10, examType: 'mathematics', timeSpent: 60 });
    expect(points[11]?.date).toBe('2026-11-14');
  });
});

describe('trendDirection', () => {
  it.each([
    // last 3 (70 + 80 + 90) / 3 = 80 against (40 + 50 + 60) / 3 = 50: +30
    [[40, 50, 60, 70, 80, 90], 'improving'],
    // (60) against (70): −10
    [[70, 60], 'declining'],
    // latest 2 (62 + 64) / 2 = 63 against (60): +3
    [[60, 62, 64], 'stable'],
    // latest (66) against (60): +6
    [[60, 66], 'improving'],
    [[100], 'stable'],
    [[], 'stable'],
  ] as const)('given %j, then %s', (values, direction) => {
    expect(trendDirection(values)).toBe(direction);
  });
});

describe('categoryCounts and topicAnalysis: unmarked essays left out', () => {
  const questions = [
    { category: 'Fractions', isCorrect: true },
    { category: 'Fractions', isCorrect: false },
    { category: 'Fractions', isCorrect: true },
    { category: 'Essay', isCorrect: null },
    { category: 'Algebra', isCorrect: false },
  ];
  it('given marks, then correct over marked per category in first-seen order', () => {
    expect(categoryCounts(questions)).toEqual([
      { category: 'Fractions', correct: 2, total: 3 },
      { category: 'Algebra', correct: 0, total: 1 },
    ]);
    // 2 / 3 = 66.7 → 67
    expect(topicAnalysis(questions)).toEqual([
      { topic: 'Fractions', correct: 2, total: 3, percentage: 67 },
      { topic: 'Algebra', correct: 0, total: 1, percentage: 0 },
    ]);
  });
});

describe('categoryAnalysis (the category cards)', () => {
  it('given rows of two exam types, then summed per category, pooled percentage, most practised first', () => {
    const cards = categoryAnalysis([
      { examType: 'mathematics', category: 'Algebra', correct: 1, total: 4, attempts: 2, recent: [0, 50] },
      { examType: 'english', category: 'Grammar', correct: 5, total: 5, attempts: 1, recent: [100] },
      { examType: 'mathematics', category: 'Fractions', correct: 2, total: 3, attempts: 1, recent: [66.7] },
      {
        examType: 'verbal-reasoning',
        category: 'Fractions',
        correct: 1,
        total: 1,
        attempts: 1,
        recent: [100],
      },
    ]);
    // Grammar 5/5 = 100; Algebra 1/4 = 25, (50) vs (0) improving; Fractions (2+1)/(3+1) = 75, (100) vs (66.7) improving
    expect(cards).toEqual([
      {
        category: 'Grammar',
        averagePercentage: 100,
        totalCorrect: 5,
        totalQuestions: 5,
        attempts: 1,
        trend: 'stable',
      },
      {
        category: 'Algebra',
        averagePercentage: 25,
        totalCorrect: 1,
        totalQuestions: 4,
        attempts: 2,
        trend: 'improving',
      },
      {
        category: 'Fractions',
        averagePercentage: 75,
        totalCorrect: 3,
        totalQuestions: 4,
        attempts: 2,
        trend: 'improving',
      },
    ]);
  });
});

describe('bands (spec 002 §9)', () => {
  it('category cards 75 / 60, topic bars 80 / 60', () => {
    expect([75, 74.9, 60, 59.9].map(categoryBand)).toEqual(['green', 'yellow', 'yellow', 'red']);
    expect([80, 79, 60, 59].map(topicBand)).toEqual(['strength', 'moderate', 'moderate', 'needsImprovement']);
  });
});

describe('teachingRecommendations', () => {
  it('given topics at 80, 79, 60 and 59, then grouped by 80 and 60, each with a sentence naming the topic', () => {
    const grouped = teachingRecommendations([
      { topic: 'Fractions', correct: 4, total: 5, percentage: 80 },
      { topic: 'Algebra', correct: 0, total: 0, percentage: 79 },
      { topic: 'Geometry', correct: 3, total: 5, percentage: 60 },
      { topic: 'Ratio', correct: 0, total: 0, percentage: 59 },
    ]);
    expect(grouped.strengths.map((r) => r.topic)).toEqual(['Fractions']);
    expect(grouped.moderate.map((r) => r.topic)).toEqual(['Algebra', 'Geometry']);
    expect(grouped.needsImprovement.map((r) => r.topic)).toEqual(['Ratio']);
    expect(grouped.needsImprovement[0]?.recommendation).toBe(
      'Ratio needs work (59%): revisit the fundamentals with guided examples.',
    );
  });
});

describe('progressRecommendations (spec 002 §9)', () => {
  it('given a low average, a weak category, real progress and few points, then all four, in order', () => {
    expect(
      progressRecommendations({
        averageScore: 55,
        categories: [
          { category: 'Algebra', averagePercentage: 49 },
          { category: 'Grammar', averagePercentage: 50 },
        ],
        recentImprovement: 5.1,
        trendPoints: 2,
      }),
    ).toEqual([
      'Focus on the fundamentals: your average is below 60%.',
      'Weak areas to practise: Algebra.',
      'Great progress: up 5.1 points on your recent exams.',
      'Take more exams to see a clearer trend.',
    ]);
  });
  it('given the thresholds exactly (60, 50, 5, 3 points), then no advice', () => {
    expect(
      progressRecommendations({
        averageScore: 60,
        categories: [{ category: 'Grammar', averagePercentage: 50 }],
        recentImprovement: 5,
        trendPoints: 3,
      }),
    ).toEqual([]);
  });
});

describe('scheduleStatistics', () => {
  it('given 4 assigned: two finished (one twice), one running, one not started', () => {
    const statistics = scheduleStatistics(4, [
      { studentId: 'a', completed: [{ percentage: 60 }, { percentage: 80 }], inProgress: false },
      { studentId: 'b', completed: [{ percentage: 50 }], inProgress: false },
      { studentId: 'c', completed: [], inProgress: true },
      { studentId: 'd', completed: [], inProgress: false },
    ]);
    // attempted a, b, c = 3 of 4 = 75%; completed attempts 2 + 1 = 3; bests 80 and 50 → 65
    expect(statistics).toEqual({
      totalAssigned: 4,
      studentsAttempted: 3,
      completedAttempts: 3,
      participationRate: 75,
      averagePercentage: 65,
    });
  });
  it('given nobody assigned, then zero participation and no average', () => {
    expect(scheduleStatistics(0, [])).toEqual({
      totalAssigned: 0,
      studentsAttempted: 0,
      completedAttempts: 0,
      participationRate: 0,
      averagePercentage: null,
    });
  });
});

describe('tutor figures', () => {
  it('performanceByType: attempts, mean percentage (whole), mean marks (one decimal), by type name', () => {
    expect(
      performanceByType([
        { examType: 'mathematics', percentage: 72.5, score: 7 },
        { examType: 'english', percentage: 40, score: 4 },
        { examType: 'mathematics', percentage: 90, score: 8 },
        { examType: 'mathematics', percentage: 50, score: 4 },
      ]),
    ).toEqual([
      { examType: 'english', attempts: 1, percentage: 40, averageScore: 4 },
      // (72.5 + 90 + 50) / 3 = 70.83 → 71; (7 + 8 + 4) / 3 = 6.33 → 6.3
      { examType: 'mathematics', attempts: 3, percentage: 71, averageScore: 6.3 },
    ]);
  });
  it('hoursSpent: whole minutes / 60, one decimal', () => {
    // 5430 s = 90.5 min → 91 min; 91 / 60 = 1.516 → 1.5
    expect(hoursSpent(5430)).toBe(1.5);
    expect(hoursSpent(0)).toBe(0);
  });
});

describe('TrendsQuery', () => {
  it('given nothing, then 30 days; "all" is no filter; other periods refused', () => {
    expect(TrendsQuery.parse({})).toEqual({ period: 30 });
    expect(TrendsQuery.parse({ period: '7', examType: 'all' })).toEqual({ period: 7 });
    expect(TrendsQuery.safeParse({ period: '14' }).success).toBe(false);
  });
});
