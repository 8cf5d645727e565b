import { z } from 'zod';
import { okResponse } from '../common';
import { ANALYTICS_LIMITS, TrendPeriod } from './limits';
import { mean, round1 } from './math';

/** One question of a completed attempt as analytics keeps it: marks and correctness, no answer text. */
export interface QuestionFact {
  readonly questionId: string;
  readonly number: number;
  readonly category: string;
  readonly type: string;
  readonly marks: number;
  readonly maxMarks: number;
  /** null: an essay awaiting marking — left out of category, topic and item figures */
  readonly isCorrect: boolean | null;
  readonly answered: boolean;
}

/** Correct over marked questions of one category in one attempt. */
export interface CategoryCount {
  readonly category: string;
  readonly correct: number;
  readonly total: number;
}

/** Per category, the questions marked right or wrong (unmarked essays left out), in first-seen order. */
export function categoryCounts(
  questions: readonly Pick<QuestionFact, 'category' | 'isCorrect'>[],
): CategoryCount[] {
  const counts = new Map<string, { correct: number; total: number }>();
  for (const question of questions) {
    if (question.isCorrect === null) {
      continue;
    }
    const count = counts.get(question.category) ?? { correct: 0, total: 0 };
    count.total += 1;
    count.correct += question.isCorrect ? 1 : 0;
    counts.set(question.category, count);
  }
  return [...counts].map(([category, count]) => ({ category, ...count }));
}

/**
 * Recent improvement (spec 002 §9): the average percentage of the last 5 completed exams minus
 * that of the (up to) 5 before them, in percentage points with one decimal; null while there is
 * nothing earlier to compare with (5 exams or fewer). `newestFirst` are percentages.
 */
export function recentImprovement(newestFirst: readonly number[]): number | null {
  const window = ANALYTICS_LIMITS.improvementWindow;
  const recent = newestFirst.slice(0, window);
  const before = newestFirst.slice(window, window * 2);
  if (recent.length === 0 || before.length === 0) {
    return null;
  }
  return round1(mean(recent) - mean(before));
}

export type TrendDirection = 'improving' | 'declining' | 'stable';

/**
 * A category's direction from its per-attempt percentages (oldest first): the mean of the latest
 * half (at most 3) against the mean of the (at most 3) before; more than 5 points up improving,
 * more than 5 down declining, else (or with a single attempt) stable.
 */
export function trendDirection(oldestFirst: readonly number[]): TrendDirection {
  const size = Math.min(3, Math.ceil(oldestFirst.length / 2));
  const latest = oldestFirst.slice(oldestFirst.length - size);
  const earlier = oldestFirst.slice(Math.max(0, oldestFirst.length - size - 3), oldestFirst.length - size);
  if (earlier.length === 0) {
    return 'stable';
  }
  const change = mean(latest) - mean(earlier);
  if (change > 5) {
    return 'improving';
  }
  return change < -5 ? 'declining' : 'stable';
}

/** One completed attempt on the trend chart's input: its day (YYYY-MM-DD, UTC). */
export interface TrendInput {
  readonly date: string;
  readonly examType: string;
  readonly attempts: number;
  readonly percentageSum: number;
  /** seconds, summed over the attempts */
  readonly timeSpent: number;
}

export const TrendPoint = z.object({
  date: z.string(),
  /** average percentage of the day, one decimal */
  score: z.number(),
  /** the day's exam type, or 'mixed' when the day holds several */
  examType: z.string(),
  /** average seconds per attempt that day */
  timeSpent: z.number().int(),
});
export type TrendPoint = z.infer<typeof TrendPoint>;
/** GET /progress/trends. */
export const ProgressTrendsResponse = okResponse({ trends: z.array(TrendPoint) });
export type ProgressTrendsResponse = z.infer<typeof ProgressTrendsResponse>;

/**
 * The trend chart (spec 002 §9): one point per date, averaged over the attempts of that date,
 * oldest first, the most recent 12 dates at most.
 */
export function trendPoints(inputs: readonly TrendInput[]): TrendPoint[] {
  const byDate = new Map<string, { types: Set<string>; attempts: number; sum: number; time: number }>();
  for (const input of inputs) {
    const day = byDate.get(input.date) ?? { types: new Set<string>(), attempts: 0, sum: 0, time: 0 };
    day.types.add(input.examType);
    day.attempts += input.attempts;
    day.sum += input.percentageSum;
    day.time += input.timeSpent;
    byDate.set(input.date, day);
  }
  return [...byDate]
    .filter(([, day]) => day.attempts > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-ANALYTICS_LIMITS.maxTrendDates)
    .map(([date, day]) => ({
      date,
      score: round1(day.sum / day.attempts),
      examType: day.types.size === 1 ? [...day.types][0]! : 'mixed',
      timeSpent: Math.round(day.time / day.attempts),
    }));
}

/** The subject filter: an exam type, or 'all' (the same as none). */
const ExamTypeFilter = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .optional()
  .transform((value) => (value === 'all' ? undefined : value));

export const TrendsQuery = z.object({
  period: TrendPeriod.default(ANALYTICS_LIMITS.defaultPeriod),
  examType: ExamTypeFilter,
  studentId: z.string().trim().min(1).max(100).optional(),
});

export const CategoriesQuery = z.object({
  examType: ExamTypeFilter,
  studentId: z.string().trim().min(1).max(100).optional(),
});
