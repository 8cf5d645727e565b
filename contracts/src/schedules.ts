import { z } from 'zod';
import type { PersonalFields } from './personalData';

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

/**
 * Events of the schedules module. Placeholder until the module defines them: a union of its event
 * schemas (each `z.object({ type: z.literal('…'), data: … })`), registered in DomainEvent.
 */
export const SchedulesEvent = z.never();
export type SchedulesEvent = z.infer<typeof SchedulesEvent>;

/** Which fields of this module's events hold personal data (DESIGN.md §4); `null`: none. */
export const SCHEDULES_PERSONAL_DATA: Readonly<Record<SchedulesEvent['type'], PersonalFields | null>> = {};
