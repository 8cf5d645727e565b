import { z } from 'zod';
import { okResponse } from '../common';

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
/** GET /progress/overview's stats: the dashboard figures plus recentImprovement (absent until measurable). */
export const ProgressOverviewStats = ProgressStats.extend({ recentImprovement: z.number().optional() });
export type ProgressOverviewStats = z.infer<typeof ProgressOverviewStats>;
export const ProgressOverviewResponse = okResponse({ stats: ProgressOverviewStats });
export type ProgressOverviewResponse = z.infer<typeof ProgressOverviewResponse>;

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
export const ProgressHistoryResponse = okResponse({ attempts: z.array(DashboardAttempt) });
export type ProgressHistoryResponse = z.infer<typeof ProgressHistoryResponse>;

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
