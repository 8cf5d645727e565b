import { z } from 'zod';
import { okResponse } from '../common';
import { TrendPoint } from './trends';

// ---- answers of /tutor-analytics and /progress/trends (spec 002 §7 "Analytics") -----------------

/** GET /tutor-analytics/students: the students in view with their figures. */
export const TutorAnalyticsStudent = z.object({
  student: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    grade: z.string().nullable(),
  }),
  group: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  performance: z.object({ averageScore: z.number().nullable(), totalAttempts: z.number().int() }),
});
export type TutorAnalyticsStudent = z.infer<typeof TutorAnalyticsStudent>;
export const TutorAnalyticsStudentsResponse = okResponse({
  total: z.number().int(),
  students: z.array(TutorAnalyticsStudent),
});
export type TutorAnalyticsStudentsResponse = z.infer<typeof TutorAnalyticsStudentsResponse>;

/** One exam type's figures (contracts' `performanceByType`). */
export const TypePerformance = z.object({
  examType: z.string(),
  attempts: z.number().int(),
  percentage: z.number(),
  averageScore: z.number(),
});
export type TypePerformance = z.infer<typeof TypePerformance>;

/** GET /tutor-analytics/student/{id}/performance */
export const StudentPerformanceResponse = okResponse({
  performance: z.object({
    totalAttempts: z.number().int(),
    averageScore: z.number().nullable(),
    bestScore: z.number().nullable(),
    totalHoursSpent: z.number(),
    performanceByType: z.array(TypePerformance),
  }),
});
export type StudentPerformanceResponse = z.infer<typeof StudentPerformanceResponse>;

/** GET /tutor-analytics/student/{id}/exam-history: completed attempts, newest first. */
export const StudentExamHistoryItem = z.object({
  id: z.string(),
  examId: z.string(),
  examTitle: z.string(),
  examType: z.string(),
  completedAt: z.string(),
  /** seconds */
  timeTaken: z.number(),
  score: z.number(),
  totalMarks: z.number(),
  percentage: z.number(),
});
export type StudentExamHistoryItem = z.infer<typeof StudentExamHistoryItem>;
export const StudentExamHistoryResponse = okResponse({ examHistory: z.array(StudentExamHistoryItem) });
export type StudentExamHistoryResponse = z.infer<typeof StudentExamHistoryResponse>;

/** GET /progress/trends */
export const TrendsResponse = okResponse({ trends: z.array(TrendPoint) });
export type TrendsResponse = z.infer<typeof TrendsResponse>;
