import { z } from 'zod';

export const ScheduleStatus = z.enum(['assigned', 'scheduled', 'completed', 'cancelled']);

/** Spec 002 §9. */
export const SCHEDULE_LIMITS = { durationMin: 5, durationMax: 240, defaultDuration: 60 } as const;

export const DEFAULT_SCHEDULE_SETTINGS = {
  showResultsImmediately: false,
  allowPause: false,
  randomizeQuestions: false,
  preventCopyPaste: true,
  fullScreenRequired: false,
} as const;
