import { describe, expect, it } from 'vitest';
import type { CategoryAnalysisItem, ProgressOverviewStats } from '@portal/contracts';
import {
  DEFAULT_PERIOD,
  categoryCards,
  categoryTone,
  overviewFor,
  recommendations,
  trendPoints,
  type Overview,
} from './analyticsLogic';

const overview = (over: Partial<Overview>): Overview => ({
  totalExams: 5,
  averageScore: 70,
  bestScore: 90,
  totalTimeSpent: 100,
  recentImprovement: 0,
  ...over,
});
const category = (name: string, averagePercentage: number, totalQuestions = 10): CategoryAnalysisItem => ({
  category: name,
  averagePercentage,
  totalCorrect: 0,
  totalQuestions,
  attempts: 1,
  trend: 'stable',
});

describe('performance analytics (spec 002 §9)', () => {
  it('defaults to 30 days', () => {
    expect(DEFAULT_PERIOD).toBe(30);
  });

  it('averages per date and keeps the 12 latest dates', () => {
    const trends = Array.from({ length: 14 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
      score: 50 + i,
      examType: 'mathematics',
      timeSpent: 60,
    }));
    trends.push({ date: '2026-03-14T15:00:00Z', score: 100, examType: 'english', timeSpent: 60 });
    const points = trendPoints(trends);
    expect(points).toHaveLength(12);
    expect(points[0]?.day).toBe('2026-03-03');
    expect(points.at(-1)).toEqual({ day: '2026-03-14', score: 82, count: 2 });
  });

  it('shows at most 6 category cards coloured 75 / 60', () => {
    const cards = categoryCards(Array.from({ length: 8 }, (_, i) => category(`c${i}`, 50, i)));
    expect(cards).toHaveLength(6);
    expect(cards[0]?.category).toBe('c7');
    expect(categoryTone(75)).toBe('good');
    expect(categoryTone(74.9)).toBe('moderate');
    expect(categoryTone(60)).toBe('moderate');
    expect(categoryTone(59)).toBe('poor');
  });

  it('recommends from the average, weak categories, improvement and the number of points', () => {
    const kinds = (list: ReturnType<typeof recommendations>) => list.map((r) => r.kind);
    expect(kinds(recommendations(overview({ averageScore: 55 }), [], 5))).toEqual(['fundamentals']);
    const weak = recommendations(overview({}), [category('Fractions', 40), category('Ratio', 80)], 5);
    expect(kinds(weak)).toEqual(['weak-areas']);
    expect(weak[0]?.text).toContain('Fractions');
    expect(weak[0]?.text).not.toContain('Ratio');
    expect(kinds(recommendations(overview({ recentImprovement: 6 }), [], 5))).toEqual(['great-progress']);
    expect(kinds(recommendations(overview({ recentImprovement: 5 }), [], 2))).toEqual(['more-exams']);
    expect(kinds(recommendations(overview({}), [], 3))).toEqual(['keep-going']);
  });

  it("reads one subject's figures from the breakdown", () => {
    const stats: ProgressOverviewStats = {
      totalExams: 3,
      averageScore: 70,
      bestScore: 90,
      totalTimeSpent: 600,
      recentImprovement: 4,
      examTypeBreakdown: { english: { count: 1, averageScore: 60, bestScore: 60 } },
    };
    expect(overviewFor(stats, 'all')).toEqual({
      totalExams: 3,
      averageScore: 70,
      bestScore: 90,
      totalTimeSpent: 600,
      recentImprovement: 4,
    });
    expect(overviewFor(stats, 'english')).toMatchObject({ totalExams: 1, averageScore: 60, bestScore: 60 });
    expect(overviewFor(stats, 'mathematics')).toMatchObject({ totalExams: 0, averageScore: null });
  });
});
