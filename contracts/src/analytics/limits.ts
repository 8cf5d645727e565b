import { z } from 'zod';

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

export const ANALYTICS_MESSAGES = {
  studentNotFound: 'Student not found',
  scheduleNotFound: 'Schedule not found',
  attemptNotFound: 'Exam results not found',
  restricted: 'This student has restricted the use of their data for analytics',
} as const;
