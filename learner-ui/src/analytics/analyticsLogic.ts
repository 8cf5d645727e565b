import {
  ANALYTICS_LIMITS,
  EXAM_TYPE_LABELS,
  categoryBand,
  type CategoryAnalysisItem,
  type ExamType,
  type ProgressOverviewStats,
  type TrendPoint as TrendItem,
} from '@portal/contracts';

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

/** One subject's figures from the breakdown ('all': the overall ones); per-subject time is not kept. */
export function overviewFor(stats: ProgressOverviewStats, subject: SubjectFilter): Overview {
  if (subject === 'all') {
    return {
      totalExams: stats.totalExams,
      averageScore: stats.averageScore,
      bestScore: stats.bestScore,
      totalTimeSpent: stats.totalTimeSpent,
      recentImprovement: stats.recentImprovement ?? null,
    };
  }
  const figures = stats.examTypeBreakdown[subject];
  const count = figures?.count ?? 0;
  return {
    totalExams: count,
    averageScore: figures && count > 0 ? figures.averageScore : null,
    bestScore: figures && count > 0 ? figures.bestScore : null,
    totalTimeSpent: 0,
    recentImprovement: null,
  };
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
export function categoryCards(categories: readonly CategoryAnalysisItem[]): CategoryAnalysisItem[] {
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
  categories: readonly CategoryAnalysisItem[],
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
