import { z } from 'zod';

/** 'QUIZ-' followed by 6 upper-case alphanumerics (spec 002 §3). */
export const SessionCode = z.string().regex(/^QUIZ-[A-Z0-9]{6}$/);

/** Spec 002 §9. */
export const CLASSROOM_LIMITS = {
  sessionResumeMinutes: 240,
  questionsMin: 1,
  questionsMax: 50,
  defaultQuestions: 5,
  timeLimitMin: 10,
  timeLimitMax: 300,
  defaultTimeLimit: 60,
} as const;
