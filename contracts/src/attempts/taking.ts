import { z } from 'zod';
import { IntegrityKind } from './enums';

/**
 * The taking rules of one attempt (issue 16 item 3): the exam's settings (calculator, notes, timer,
 * backtrack) and the schedule's (pause, randomise, copy/paste, full screen), fixed at the start.
 * Practice attempts use the exam's settings and the schedule defaults.
 */
export const TakingRules = z.object({
  randomizeQuestions: z.boolean(),
  preventBacktrack: z.boolean(),
  allowPause: z.boolean(),
  /** total pause an attempt may use, in seconds (0 when pausing is not allowed) */
  pauseLimitSeconds: z.number().int(),
  showTimer: z.boolean(),
  preventCopyPaste: z.boolean(),
  fullScreenRequired: z.boolean(),
  allowCalculator: z.boolean(),
  allowNotes: z.boolean(),
  /** issue 19: the schedule lets the exam view read aloud; rules recorded before it: allowed */
  allowReadAloud: z.boolean().default(true),
});
export type TakingRules = z.infer<typeof TakingRules>;

/** The pause state of a running attempt. */
export const PauseState = z.object({
  /** when the running pause began; null: the clock runs */
  pausedAt: z.string().nullable(),
  usedSeconds: z.number().int(),
  remainingSeconds: z.number().int(),
});
export type PauseState = z.infer<typeof PauseState>;

/** One integrity event as shown to staff. */
export const IntegrityEventView = z.object({ kind: IntegrityKind, at: z.string() });
export type IntegrityEventView = z.infer<typeof IntegrityEventView>;

/** Counts of an attempt's integrity events, as the schedule's student list shows them. */
export const IntegritySummary = z.object({
  count: z.number().int(),
  lastAt: z.string().nullable(),
  byKind: z.record(IntegrityKind, z.number().int()),
});
export type IntegritySummary = z.infer<typeof IntegritySummary>;

/**
 * A student's time accommodation: for one schedule (null: for all), extra minutes, a time
 * multiplier and makeup attempts; `note` is personal.
 */
export const accommodationTermsShape = {
  scheduleId: z.string().nullable(),
  extraMinutes: z.number().int(),
  timeMultiplier: z.number(),
  makeupAttempts: z.number().int(),
  note: z.string().nullable(),
};
