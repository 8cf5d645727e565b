import {
  ANALYTICS_LIMITS,
  EXAM_TYPE_LABELS,
  categoryBand,
  type CategoryAnalysisItem,
  type ExamType,
  type TrendPoint as TrendItem,
} from '@portal/contracts';
import { isRecord, num, numOrNull, str } from '../exams/examTypes';

export type { TrendItem };

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = ANALYTICS_LIMITS.defaultPeriod;

export type SubjectFilter = 'all' | ExamType;
const SUBJECT_ORDER: readonly ExamType[] = [
  'verbal-reasoning',
  'non-verbal-reasoning',
  'mathematics',
  'english',
];
export const SUBJECT_FILTERS: readonly { value: SubjectFilter; label: string }[] = [
  { value: 'all', label: 'All subjects' },
  ...SUBJECT_ORDER.map((value) => ({ value, label: EXAM_TYPE_LABELS[value] })),
];

export interface Overview {
  totalExams: number;
  averageScore: number | null;
  bestScore: number | null;
  totalTimeSpent: number;
  recentImprovement: number | null;
}

/** A category card as the server sends it (contracts), its trend read as any text. */
export type CategoryItem = Omit<CategoryAnalysisItem, 'trend'> & { trend: string };

export function parseOverview(raw: unknown, subject: SubjectFilter): Overview {
  const stats = isRecord(raw) ? raw : {};
  const overall: Overview = {
    totalExams: num(stats.totalExams, 0),
    averageScore: numOrNull(stats.averageScore),
    bestScore: numOrNull(stats.bestScore),
    totalTimeSpent: num(stats.totalTimeSpent, 0),
    recentImprovement: numOrNull(stats.recentImprovement),
  };
  if (subject === 'all') {
    return overall;
  }
  const breakdown = isRecord(stats.examTypeBreakdown) ? stats.examTypeBreakdown : {};
  const figures = isRecord(breakdown[subject]) ? breakdown[subject] : null;
  const count = figures ? num(figures.count, 0) : 0;
  return {
    totalExams: count,
    averageScore: figures && count > 0 ? numOrNull(figures.averageScore) : null,
    bestScore: figures && count > 0 ? numOrNull(figures.bestScore) : null,
    totalTimeSpent: figures ? num(figures.timeSpent, NaN) || 0 : 0,
    recentImprovement: null,
  };
}

export function parseTrends(raw: unknown): TrendItem[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.filter(isRecord).flatMap((item) => {
    const score = numOrNull(item.score ?? item.percentage);
    const date = str(item.date);
    return score === null || !date
      ? []
      : [{ date, score, examType: str(item.examType), timeSpent: num(item.timeSpent, 0) }];
  });
}

export function parseCategories(raw: unknown): CategoryItem[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.filter(isRecord).flatMap((item) => {
    const averagePercentage = numOrNull(item.averagePercentage);
    const category = str(item.category);
    return averagePercentage === null || !category
      ? []
      : [
          {
            category,
            averagePercentage,
            totalCorrect: num(item.totalCorrect, 0),
            totalQuestions: num(item.totalQuestions, 0),
            attempts: num(item.attempts, 0),
            trend: str(item.trend),
          },
        ];
  });
}

export interface TrendPoint {
  /** YYYY-MM-DD */
  day: string;
  score: number;
  count: number;
}

/** Spec 002 §9: at most 12 dates, the scores of one date averaged, oldest first. */
export function trendPoints(trends: readonly TrendItem[]): TrendPoint[] {
  const byDay = new Map<string, number[]>();
  for (const item of trends) {
    const time = Date.parse(item.date);
    const day = Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : item.date.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), item.score]);
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-ANALYTICS_LIMITS.maxTrendDates)
    .map(([day, scores]) => ({
      day,
      score: Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length),
      count: scores.length,
    }));
}

/** At most 6 category cards: the categories with the most questions answered. */
export function categoryCards(categories: readonly CategoryItem[]): CategoryItem[] {
  return [...categories]
    .sort((a, b) => b.totalQuestions - a.totalQuestions || a.category.localeCompare(b.category))
    .slice(0, ANALYTICS_LIMITS.maxCategoryCards);
}

export type CategoryTone = 'good' | 'moderate' | 'poor';

const CATEGORY_TONES: Record<ReturnType<typeof categoryBand>, CategoryTone> = {
  green: 'good',
  yellow: 'moderate',
  red: 'poor',
};

/** Category cards: 75 and above green, 60 yellow, below red (spec 002 §9, from contracts). */
export function categoryTone(percentage: number): CategoryTone {
  return CATEGORY_TONES[categoryBand(percentage)];
}

export interface Recommendation {
  kind: 'fundamentals' | 'weak-areas' | 'great-progress' | 'more-exams' | 'keep-going';
  title: string;
  text: string;
}

/** Spec 002 §9 recommendations. */
export function recommendations(
  overview: Overview,
  categories: readonly CategoryItem[],
  trendPointCount: number,
): Recommendation[] {
  const list: Recommendation[] = [];
  if (overview.averageScore !== null && overview.averageScore < 60) {
    list.push({
      kind: 'fundamentals',
      title: 'Focus on the fundamentals',
      text: 'Your average is below 60%. Go back over the basics of each topic before trying harder papers.',
    });
  }
  const weak = categories.filter((category) => category.averagePercentage < ANALYTICS_LIMITS.weakCategory);
  if (weak.length > 0) {
    list.push({
      kind: 'weak-areas',
      title: 'Practise your weaker areas',
      text: `These topics are below 50%: ${weak.map((c) => c.category).join(', ')}.`,
    });
  }
  if (overview.recentImprovement !== null && overview.recentImprovement > 5) {
    list.push({
      kind: 'great-progress',
      title: 'Great progress!',
      text: `Your recent scores are up by ${Math.round(overview.recentImprovement)} points. Keep going!`,
    });
  }
  if (trendPointCount < 3) {
    list.push({
      kind: 'more-exams',
      title: 'Take a few more exams',
      text: 'A few more practice exams will show how your scores change over time.',
    });
  }
  if (list.length === 0) {
    list.push({
      kind: 'keep-going',
      title: 'Keep it up',
      text: 'You are doing well. Regular practice keeps your skills sharp.',
    });
  }
  return list;
}
