import { z } from 'zod';
export * from './rules/itemAnalysis';

export const TrendPeriod = z.coerce.number().pipe(z.union([z.literal(7), z.literal(30), z.literal(90)]));

/** Spec 002 §9. */
export const ANALYTICS_LIMITS = {
  defaultPeriod: 30,
  maxTrendDates: 12,
  maxCategoryCards: 6,
  improvementWindow: 5,
  topicStrong: 80,
  topicModerate: 60,
  weakCategory: 50,
} as const;

// ---- student dashboard (spec 001 §2.3, §3) ---------------------------------------------------

export const ExamTypeStats = z.object({
  count: z.number().int(),
  averageScore: z.number(),
  bestScore: z.number(),
});

/** GET /progress/overview → {success, stats}: percentages rounded to whole numbers. */
export const ProgressStats = z.object({
  totalExams: z.number().int(),
  averageScore: z.number().nullable(),
  bestScore: z.number().nullable(),
  /** seconds */
  totalTimeSpent: z.number().int(),
  examTypeBreakdown: z.record(z.string(), ExamTypeStats),
});
export type ProgressStats = z.infer<typeof ProgressStats>;
export const ProgressOverviewResponse = z.object({ success: z.literal(true), stats: ProgressStats });

/** One completed attempt as the dashboard lists it (spec 001 §3 "Attempt (dashboard list)"). */
export const DashboardAttempt = z.object({
  id: z.string(),
  exam: z.object({ id: z.string(), title: z.string(), examType: z.string() }),
  endTime: z.string(),
  /** seconds */
  timeSpent: z.number().int(),
  percentage: z.number(),
  /** marks obtained, of `totalMarks` (issue 16 item 10: marks and counts are shown apart) */
  score: z.number(),
  totalMarks: z.number(),
  /** questions answered correctly, of `totalQuestions` */
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
});
export type DashboardAttempt = z.infer<typeof DashboardAttempt>;
export const ProgressHistoryResponse = z.object({
  success: z.literal(true),
  attempts: z.array(DashboardAttempt),
});

/** `?studentId=` lets a parent (their child), a tutor (their student) or an admin read a student's figures. */
export const ProgressQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  studentId: z.string().trim().min(1).max(100).optional(),
});

/** Completed attempts as the progress figures need them. */
export interface CompletedAttemptFigures {
  readonly examType: string;
  readonly percentage: number;
  readonly timeSpent: number;
}

/** The dashboard's figures from a student's completed attempts (pure, shared by server and tests). */
export function progressStats(attempts: readonly CompletedAttemptFigures[]): ProgressStats {
  const round = (value: number) => Math.round(value);
  const byType = new Map<string, CompletedAttemptFigures[]>();
  for (const attempt of attempts) {
    byType.set(attempt.examType, [...(byType.get(attempt.examType) ?? []), attempt]);
  }
  const average = (list: readonly CompletedAttemptFigures[]) =>
    list.reduce((sum, attempt) => sum + attempt.percentage, 0) / list.length;
  const best = (list: readonly CompletedAttemptFigures[]) => Math.max(...list.map((a) => a.percentage));
  return {
    totalExams: attempts.length,
    averageScore: attempts.length ? round(average(attempts)) : null,
    bestScore: attempts.length ? round(best(attempts)) : null,
    totalTimeSpent: attempts.reduce((sum, attempt) => sum + Math.max(0, Math.round(attempt.timeSpent)), 0),
    examTypeBreakdown: Object.fromEntries(
      [...byType].map(([type, list]) => [
        type,
        { count: list.length, averageScore: round(average(list)), bestScore: round(best(list)) },
      ]),
    ),
  };
}

/** "2h 15m", "45m", "0m": study time in hours and minutes (spec 001 §9). */
export function studyTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

// ---- analytics read models' facts (spec 002 §§2.9–2.12, §3, §9) --------------------------------

const round1 = (value: number) => Math.round(value * 10) / 10;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

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

/** GET /progress/overview's stats: the dashboard figures plus recentImprovement (absent until measurable). */
export const ProgressOverviewStats = ProgressStats.extend({ recentImprovement: z.number().optional() });
export type ProgressOverviewStats = z.infer<typeof ProgressOverviewStats>;

// ---- the analytics read models' shapes (written by projections, read by command-api) ----------

/** A completed attempt as `student_analytics` keeps it: anonymous facts and ids, no answers. */
export interface AttemptFacts {
  readonly attemptId: string;
  readonly examId: string;
  readonly examTitle: string;
  readonly examType: string;
  /** the schedule (or the assignment, which is a schedule without a window) it was sat for */
  readonly scheduleId: string | null;
  readonly startTime: string;
  readonly endTime: string;
  /** seconds */
  readonly timeSpent: number;
  readonly score: number;
  readonly totalMarks: number;
  readonly percentage: number;
  readonly correctAnswers: number;
  readonly totalQuestions: number;
  readonly categories: readonly CategoryCount[];
}

/** `student_analytics`, one document per student (`_id` the student id). */
export interface StudentAnalyticsFacts {
  readonly organisationId: string;
  readonly studentId: string;
  /** completed attempts, oldest first (by endTime, then id) */
  readonly attempts: readonly AttemptFacts[];
  /** the overview figures, precomputed */
  readonly overview: ProgressOverviewStats;
  /** per UTC day and exam type, for the trend chart */
  readonly days: readonly TrendInput[];
  /** per exam type and category, for the category cards */
  readonly categories: readonly CategoryTotals[];
}

/** One completed attempt in `schedule_analytics`, with its per-question marks for item analysis. */
export interface ScheduleAttemptFacts {
  readonly attemptId: string;
  readonly attemptNumber: number;
  readonly isMakeup: boolean;
  readonly startTime: string;
  readonly endTime: string;
  readonly timeSpent: number;
  readonly score: number;
  readonly totalMarks: number;
  readonly percentage: number;
  readonly correctAnswers: number;
  readonly incorrectAnswers: number;
  readonly totalQuestions: number;
  /** per question: true / false / null (unmarked), and whether it was answered */
  readonly marks: readonly {
    readonly questionId: string;
    readonly isCorrect: boolean | null;
    readonly answered: boolean;
  }[];
}

/** `schedule_analytics`, one document per schedule (`_id` the schedule id). */
export interface ScheduleAnalyticsFacts {
  readonly organisationId: string;
  readonly scheduleId: string;
  readonly examId: string;
  /** the exam's questions as the latest attempt had them, in number order */
  readonly questions: readonly Pick<
    QuestionFact,
    'questionId' | 'number' | 'category' | 'type' | 'maxMarks'
  >[];
  /** completed attempts per student, oldest first */
  readonly students: readonly {
    readonly studentId: string;
    readonly attempts: readonly ScheduleAttemptFacts[];
  }[];
}

// ---- analytics API: messages and queries ---------------------------------------------------------

export const ANALYTICS_MESSAGES = {
  studentNotFound: 'Student not found',
  scheduleNotFound: 'Schedule not found',
  attemptNotFound: 'Exam results not found',
  restricted: 'This student has restricted the use of their data for analytics',
} as const;

const Paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** absent: everything */
  perPage: z.coerce.number().int().min(1).max(500).optional(),
  q: z.string().trim().max(200).optional(),
};

export const TutorStudentsQuery = z.object(Paging);
export const ExamHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const ScheduledExamsQuery = z.object({
  ...Paging,
  /** true: cancelled schedules too */
  showAll: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});

export const ScheduleStatistics = z.object({
  totalAssigned: z.number().int(),
  studentsAttempted: z.number().int(),
  completedAttempts: z.number().int(),
  /** whole percent of the assigned students who attempted */
  participationRate: z.number().int(),
  /** mean of each student's best percentage, one decimal; null before any completed attempt */
  averagePercentage: z.number().nullable(),
});
export type ScheduleStatistics = z.infer<typeof ScheduleStatistics>;

/** One student's completed attempts at a schedule, as the statistics read them. */
export interface StudentSitting {
  readonly studentId: string;
  readonly completed: readonly { readonly percentage: number }[];
  readonly inProgress: boolean;
}

/**
 * A schedule's statistics over the students counted (the caller's view, restricted students
 * left out): attempted = has a completed or running attempt.
 */
export function scheduleStatistics(
  totalAssigned: number,
  sittings: readonly StudentSitting[],
): ScheduleStatistics {
  const attempted = sittings.filter((sitting) => sitting.inProgress || sitting.completed.length > 0);
  const bests = sittings
    .filter((sitting) => sitting.completed.length > 0)
    .map((sitting) => Math.max(...sitting.completed.map((attempt) => attempt.percentage)));
  return {
    totalAssigned,
    studentsAttempted: attempted.length,
    completedAttempts: sittings.reduce((sum, sitting) => sum + sitting.completed.length, 0),
    participationRate: totalAssigned === 0 ? 0 : Math.round((attempted.length / totalAssigned) * 100),
    averagePercentage: bests.length === 0 ? null : round1(mean(bests)),
  };
}

/** Per exam type for the tutor's student page: attempts, mean percentage (whole), mean marks (1 dp). */
export function performanceByType(
  attempts: readonly Pick<AttemptFacts, 'examType' | 'percentage' | 'score'>[],
): { examType: string; attempts: number; percentage: number; averageScore: number }[] {
  const byType = new Map<string, { percentage: number[]; score: number[] }>();
  for (const attempt of attempts) {
    const entry = byType.get(attempt.examType) ?? { percentage: [], score: [] };
    entry.percentage.push(attempt.percentage);
    entry.score.push(attempt.score);
    byType.set(attempt.examType, entry);
  }
  return [...byType]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([examType, entry]) => ({
      examType,
      attempts: entry.percentage.length,
      percentage: Math.round(mean(entry.percentage)),
      averageScore: round1(mean(entry.score)),
    }));
}

/** Hours from seconds the way the tutor page shows them: whole minutes divided by 60, one decimal. */
export function hoursSpent(seconds: number): number {
  return round1(Math.round(Math.max(0, seconds) / 60) / 60);
}
