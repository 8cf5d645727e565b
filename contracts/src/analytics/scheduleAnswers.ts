import { z } from 'zod';
import { okResponse } from '../common';
import { ScheduleStatus } from '../schedules/enums';
import type { ItemStatistics, Reliability } from '../rules/itemAnalysis';
import { ScheduleStatistics } from './sittings';

// ---- answers of /scheduled-exam-analytics (spec 002 §2.12 "Scheduled Exam Analytics") ----------

/** A schedule as the analytics pages list it, with its statistics over the students in view. */
export const ScheduleSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  exam: z.object({ id: z.string(), title: z.string(), totalMarks: z.number() }),
  /** minutes */
  duration: z.number(),
  scheduledStartTime: z.string().nullable(),
  scheduledEndTime: z.string().nullable(),
  status: ScheduleStatus,
  statistics: ScheduleStatistics,
});
export type ScheduleSummary = z.infer<typeof ScheduleSummary>;

/** GET /scheduled-exam-analytics/schedules */
export const ScheduledExamsResponse = okResponse({
  total: z.number().int(),
  scheduledExams: z.array(ScheduleSummary),
});
export type ScheduledExamsResponse = z.infer<typeof ScheduledExamsResponse>;

export const RosterStatus = z.enum(['not-started', 'in-progress', 'completed']);
export type RosterStatus = z.infer<typeof RosterStatus>;

/** One attempt of a student at the schedule, completed or running (then without figures). */
export const RosterAttempt = z.object({
  id: z.string(),
  attemptNumber: z.number().int(),
  isCompleted: z.boolean(),
  isMakeup: z.boolean(),
  score: z.number().nullable(),
  totalMarks: z.number(),
  percentage: z.number().nullable(),
  /** seconds */
  timeSpent: z.number().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
});
export type RosterAttempt = z.infer<typeof RosterAttempt>;

/** One student's line of a schedule's roster. */
export const RosterEntry = z.object({
  student: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  status: RosterStatus,
  bestPerformance: z
    .object({
      score: z.number(),
      totalMarks: z.number(),
      percentage: z.number(),
      /** seconds */
      timeSpent: z.number(),
    })
    .nullable(),
  completedAttempts: z.number().int(),
  totalAttempts: z.number().int(),
  attempts: z.array(RosterAttempt),
  /** left out of the schedule's statistics and item analysis */
  analyticsRestricted: z.boolean(),
});
export type RosterEntry = z.infer<typeof RosterEntry>;

/** GET /scheduled-exam-analytics/schedule/{id}/students */
export const ScheduleStudentsResponse = okResponse({
  schedule: ScheduleSummary,
  students: z.array(RosterEntry),
});
export type ScheduleStudentsResponse = z.infer<typeof ScheduleStudentsResponse>;

/** One question's row of an item analysis: the rules' item statistics beside the question. */
export const ItemAnalysisRow = z.object({
  questionId: z.string(),
  number: z.number().int(),
  /** null: the exam no longer has the question */
  questionText: z.string().nullable(),
  category: z.string(),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
  answered: z.number().int(),
  correct: z.number().int(),
}) satisfies z.ZodType<ItemStatistics>;
export type ItemAnalysisRow = z.infer<typeof ItemAnalysisRow>;

/** GET /scheduled-exam-analytics/schedule/{id}/item-analysis */
export const ItemAnalysisResponse = okResponse({
  items: z.array(ItemAnalysisRow),
  reliability: z.object({
    kr20: z.number().nullable(),
    students: z.number().int(),
    items: z.number().int(),
  }) satisfies z.ZodType<Reliability>,
});
export type ItemAnalysisResponse = z.infer<typeof ItemAnalysisResponse>;
