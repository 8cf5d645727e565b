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

/**
 * Mock exam mode (issue 20): the schedule is one paper of a mock. The tutor's schedules with the
 * same mock name (letter case and spacing aside) are its papers, each exam one paper; several
 * schedules of one exam (a cohort above 500) are one paper. After the windows close each child gets
 * a standardised age score per paper and combined. The target is a school's pass mark on the SAS
 * scale; the papers of a mock that disagree show the highest (docs/READINESS.md).
 */
export const MockSetting = z.object({
  name: z.string().trim().min(1).max(80),
  targetScore: z.number().int().min(69).max(141).nullable(),
});
export type MockSetting = z.infer<typeof MockSetting>;

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
  /** issue 20: null or absent, not a mock (the default) */
  mock: MockSetting.nullable().optional(),
});
export type ScheduleSettings = z.infer<typeof ScheduleSettings>;

/** Whole minutes 0–30 (issue 16); the console's form checks with the same rule. */
export function graceMinutesValid(minutes: number): boolean {
  return (
    Number.isInteger(minutes) && minutes >= SCHEDULE_LIMITS.graceMin && minutes <= SCHEDULE_LIMITS.graceMax
  );
}
