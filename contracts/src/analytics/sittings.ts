import { z } from 'zod';
import { mean, round1 } from './math';
import type { AttemptFacts } from './readModels';

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
