import { z } from 'zod';
import { okResponse } from '../common';
import { categoryCounts, trendDirection } from './trends';
import type { QuestionFact } from './trends';
import { ANALYTICS_LIMITS } from './limits';

/** A category of one exam type, summed over a student's attempts. */
export interface CategoryTotals {
  readonly examType: string;
  readonly category: string;
  readonly correct: number;
  readonly total: number;
  readonly attempts: number;
  /** the category's percentage in each of the last attempts that had it, oldest first (at most 6) */
  readonly recent: readonly number[];
}

export const CategoryAnalysisItem = z.object({
  category: z.string(),
  /** correct over marked questions of the category, whole percent */
  averagePercentage: z.number().int(),
  totalCorrect: z.number().int(),
  totalQuestions: z.number().int(),
  attempts: z.number().int(),
  trend: z.enum(['improving', 'declining', 'stable']),
});
export type CategoryAnalysisItem = z.infer<typeof CategoryAnalysisItem>;
/** GET /progress/categories. */
export const ProgressCategoriesResponse = okResponse({ categoryAnalysis: z.array(CategoryAnalysisItem) });
export type ProgressCategoriesResponse = z.infer<typeof ProgressCategoriesResponse>;

/**
 * The category cards (spec 002 §2.9): categories summed over exam types (or of one), the most
 * practised first (questions, then name); the screen shows the first 6.
 */
export function categoryAnalysis(rows: readonly CategoryTotals[]): CategoryAnalysisItem[] {
  const byCategory = new Map<
    string,
    { correct: number; total: number; attempts: number; recent: number[] }
  >();
  for (const row of rows) {
    const sum = byCategory.get(row.category) ?? { correct: 0, total: 0, attempts: 0, recent: [] };
    sum.correct += row.correct;
    sum.total += row.total;
    sum.attempts += row.attempts;
    sum.recent.push(...row.recent);
    byCategory.set(row.category, sum);
  }
  return [...byCategory]
    .filter(([, sum]) => sum.total > 0)
    .map(([category, sum]) => ({
      category,
      averagePercentage: Math.round((sum.correct / sum.total) * 100),
      totalCorrect: sum.correct,
      totalQuestions: sum.total,
      attempts: sum.attempts,
      trend: trendDirection(sum.recent),
    }))
    .sort((a, b) => b.totalQuestions - a.totalQuestions || a.category.localeCompare(b.category));
}

/** Category card colours (spec 002 §9): 75 and above green, 60 yellow, else red. */
export function categoryBand(percentage: number): 'green' | 'yellow' | 'red' {
  if (percentage >= 75) {
    return 'green';
  }
  return percentage >= 60 ? 'yellow' : 'red';
}

/** Topic bars (spec 002 §9): 80 and above strong, 60 moderate, else needs improvement. */
export function topicBand(percentage: number): 'strength' | 'moderate' | 'needsImprovement' {
  if (percentage >= ANALYTICS_LIMITS.topicStrong) {
    return 'strength';
  }
  return percentage >= ANALYTICS_LIMITS.topicModerate ? 'moderate' : 'needsImprovement';
}

export const TopicAnalysisItem = z.object({
  topic: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  /** whole percent */
  percentage: z.number().int(),
});
export type TopicAnalysisItem = z.infer<typeof TopicAnalysisItem>;

/** Topics of one attempt (a question's category is its topic), in the order the exam first has them. */
export function topicAnalysis(
  questions: readonly Pick<QuestionFact, 'category' | 'isCorrect'>[],
): TopicAnalysisItem[] {
  return categoryCounts(questions).map((count) => ({
    topic: count.category,
    correct: count.correct,
    total: count.total,
    percentage: Math.round((count.correct / count.total) * 100),
  }));
}

export const Recommendation = z.object({
  topic: z.string(),
  percentage: z.number().int(),
  recommendation: z.string(),
});
export type Recommendation = z.infer<typeof Recommendation>;
export const TeachingRecommendations = z.object({
  strengths: z.array(Recommendation),
  moderate: z.array(Recommendation),
  needsImprovement: z.array(Recommendation),
});
export type TeachingRecommendations = z.infer<typeof TeachingRecommendations>;

/** Teaching recommendations (spec 002 §2.12) by the topic bands 80 / 60, each topic with one sentence. */
export function teachingRecommendations(topics: readonly TopicAnalysisItem[]): TeachingRecommendations {
  const grouped: TeachingRecommendations = { strengths: [], moderate: [], needsImprovement: [] };
  for (const { topic, percentage } of topics) {
    const band = topicBand(percentage);
    switch (band) {
      case 'strength':
        grouped.strengths.push({
          topic,
          percentage,
          recommendation: `Strong in ${topic} (${percentage}%): offer extension questions to stretch further.`,
        });
        break;
      case 'moderate':
        grouped.moderate.push({
          topic,
          percentage,
          recommendation: `Fair grasp of ${topic} (${percentage}%): consolidate with targeted practice.`,
        });
        break;
      case 'needsImprovement':
        grouped.needsImprovement.push({
          topic,
          percentage,
          recommendation: `${topic} needs work (${percentage}%): revisit the fundamentals with guided examples.`,
        });
        break;
      default: {
        const unhandled: never = band;
        return unhandled;
      }
    }
  }
  return grouped;
}

/**
 * The student analytics page's recommendations (spec 002 §9), in this order: an average below
 * 60 says to focus on fundamentals; categories below 50 are weak areas; an improvement above 5
 * is great progress; fewer than 3 trend points suggests taking more exams.
 */
export function progressRecommendations(input: {
  readonly averageScore: number | null;
  readonly categories: readonly Pick<CategoryAnalysisItem, 'category' | 'averagePercentage'>[];
  readonly recentImprovement: number | null;
  readonly trendPoints: number;
}): string[] {
  const advice: string[] = [];
  if (input.averageScore !== null && input.averageScore < 60) {
    advice.push('Focus on the fundamentals: your average is below 60%.');
  }
  const weak = input.categories.filter((c) => c.averagePercentage < ANALYTICS_LIMITS.weakCategory);
  if (weak.length > 0) {
    advice.push(`Weak areas to practise: ${weak.map((c) => c.category).join(', ')}.`);
  }
  if (input.recentImprovement !== null && input.recentImprovement > 5) {
    advice.push(`Great progress: up ${input.recentImprovement} points on your recent exams.`);
  }
  if (input.trendPoints < 3) {
    advice.push('Take more exams to see a clearer trend.');
  }
  return advice;
}
