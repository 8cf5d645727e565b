import { z } from 'zod';

/** Spec 002 §9. */
export const SCHEDULE_LIMITS = {
  durationMin: 5,
  durationMax: 240,
  defaultDuration: 60,
  /** issue 16: minutes after the end a student may still start (not extend: the exam's end stays) */
  graceMin: 0,
  graceMax: 30,
  defaultGrace: 0,
  /** students one schedule may name (a larger cohort takes several schedules) */
  assigneesMax: 500,
} as const;

export const DEFAULT_SCHEDULE_SETTINGS = {
  showResultsImmediately: false,
  allowPause: false,
  randomizeQuestions: false,
  preventCopyPaste: true,
  fullScreenRequired: false,
  allowReadAloud: true,
} as const;

export const ScheduleSettings = z.object({
  showResultsImmediately: z.boolean(),
  allowPause: z.boolean(),
  randomizeQuestions: z.boolean(),
  preventCopyPaste: z.boolean(),
  fullScreenRequired: z.boolean(),
  /**
   * Issue 19: the exam view may read the question, options and passage aloud. Off where reading is
   * what is assessed (English comprehension). Schedules saved before it existed have none: allowed.
   */
  allowReadAloud: z.boolean().optional(),
  /**
   * Minutes after the end a start is still allowed (issue 16), SCHEDULE_LIMITS 0–30. Every save
   * records it (SettingsInput); schedules stored before it existed have none, which is 0. Not
   * capped here, so an event or answer from before the rule still reads; graceMinutesOf caps it.
   */
  gracePeriodMinutes: z.number().min(0).optional(),
});
export type ScheduleSettings = z.infer<typeof ScheduleSettings>;

/** Whole minutes 0–30 (issue 16); the console's form checks with the same rule. */
export function graceMinutesValid(minutes: number): boolean {
  return (
    Number.isInteger(minutes) && minutes >= SCHEDULE_LIMITS.graceMin && minutes <= SCHEDULE_LIMITS.graceMax
  );
}
