import { z } from 'zod';
import { optionalText } from '../common';
import { SCHEDULE_MESSAGES } from './messages';
import { DEFAULT_SCHEDULE_SETTINGS, SCHEDULE_LIMITS, graceMinutesValid } from './settings';
import type { ScheduleSettings } from './settings';
import { AssignmentType } from './enums';

/** Mock exam mode (issue 20): a name, and a target on the SAS scale or none. */
const MockInput = z
  .object({
    name: z
      .string({ error: SCHEDULE_MESSAGES.mockName })
      .trim()
      .min(1, SCHEDULE_MESSAGES.mockName)
      .max(80, SCHEDULE_MESSAGES.mockName),
    targetScore: z
      .number({ error: SCHEDULE_MESSAGES.mockTarget })
      .int(SCHEDULE_MESSAGES.mockTarget)
      .min(69, SCHEDULE_MESSAGES.mockTarget)
      .max(141, SCHEDULE_MESSAGES.mockTarget)
      .nullish()
      .transform((target) => target ?? null),
  })
  .strict();

const GraceMinutes = z
  .number({ error: SCHEDULE_MESSAGES.gracePeriod })
  .refine(graceMinutesValid, { message: SCHEDULE_MESSAGES.gracePeriod });

/** Settings as sent: any switch left out takes its default (spec 002 §9). */
const SettingsInput = z
  .object({
    showResultsImmediately: z.boolean().optional(),
    allowPause: z.boolean().optional(),
    randomizeQuestions: z.boolean().optional(),
    preventCopyPaste: z.boolean().optional(),
    fullScreenRequired: z.boolean().optional(),
    allowReadAloud: z.boolean().optional(),
    gracePeriodMinutes: GraceMinutes.optional(),
    mock: MockInput.nullish(),
  })
  .nullish()
  .transform((value): ScheduleSettings => {
    const settings: ScheduleSettings = { ...DEFAULT_SCHEDULE_SETTINGS };
    for (const key of Object.keys(settings) as (keyof typeof DEFAULT_SCHEDULE_SETTINGS)[]) {
      const given = value?.[key];
      if (given !== undefined) {
        settings[key] = given;
      }
    }
    settings.gracePeriodMinutes = value?.gracePeriodMinutes ?? SCHEDULE_LIMITS.defaultGrace;
    if (value?.mock) {
      settings.mock = value.mock;
    }
    return settings;
  });

/** An ISO time (any form `Date` reads), answered as UTC ISO; blank or null is "not given". */
const OptionalTime = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value, ctx) => {
    if (!value) {
      return null;
    }
    const time = Date.parse(value);
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.invalidTime });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

/** Whole minutes, 5 to 240; blank is the default 60. */
const Duration = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      return SCHEDULE_LIMITS.defaultDuration;
    }
    const minutes =
      typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    if (
      !Number.isInteger(minutes) ||
      minutes < SCHEDULE_LIMITS.durationMin ||
      minutes > SCHEDULE_LIMITS.durationMax
    ) {
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.duration });
      return z.NEVER;
    }
    return minutes;
  });

/**
 * POST and PUT /exam-schedules (spec 002 §7), with the form's rules (§5) applied by the server:
 * - exam, title and at least one assignee are required;
 * - with hasSpecificSchedule a start is required, an empty end becomes start + duration, and the
 *   end must be after the start; without it the times are ignored (an assignment with no window);
 * - duration 5–240, default 60; settings default to DEFAULT_SCHEDULE_SETTINGS;
 * - `allowDuplicate: true` proceeds after the duplicate warning (409).
 */
export const ScheduleRequest = z
  .object({
    examId: z.string().trim().max(100).nullish(),
    title: z.string().trim().max(200, 'At most 200 characters').nullish(),
    description: optionalText(2000),
    scheduledStartTime: OptionalTime,
    scheduledEndTime: OptionalTime,
    duration: Duration,
    instructions: optionalText(5000),
    assignmentType: AssignmentType.default('individual'),
    assigneeIds: z
      .array(z.string().trim().min(1).max(100))
      .max(SCHEDULE_LIMITS.assigneesMax, `At most ${SCHEDULE_LIMITS.assigneesMax} students per schedule`)
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    hasSpecificSchedule: z.boolean().default(true),
    settings: SettingsInput,
    allowDuplicate: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.examId || !body.title || body.assigneeIds.length === 0) {
      const field = !body.examId ? 'examId' : !body.title ? 'title' : 'assigneeIds';
      ctx.addIssue({ code: 'custom', path: [field], message: SCHEDULE_MESSAGES.required });
      return;
    }
    if (body.assignmentType === 'group' && body.assigneeIds.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['assigneeIds'], message: SCHEDULE_MESSAGES.oneGroup });
    }
    if (body.settings.mock && !body.hasSpecificSchedule) {
      ctx.addIssue({
        code: 'custom',
        path: ['settings', 'mock'],
        message: SCHEDULE_MESSAGES.mockNeedsWindow,
      });
    }
    if (body.hasSpecificSchedule) {
      if (!body.scheduledStartTime) {
        ctx.addIssue({
          code: 'custom',
          path: ['scheduledStartTime'],
          message: SCHEDULE_MESSAGES.startRequired,
        });
      } else if (
        body.scheduledEndTime &&
        Date.parse(body.scheduledEndTime) <= Date.parse(body.scheduledStartTime)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['scheduledEndTime'],
          message: SCHEDULE_MESSAGES.endBeforeStart,
        });
      }
    }
  })
  .transform((body) => {
    const start = body.hasSpecificSchedule ? body.scheduledStartTime : null;
    const end = !start
      ? null
      : (body.scheduledEndTime ?? new Date(Date.parse(start) + body.duration * 60_000).toISOString());
    return {
      examId: body.examId ?? '',
      title: body.title ?? '',
      description: body.description,
      scheduledStartTime: start,
      scheduledEndTime: end,
      duration: body.duration,
      instructions: body.instructions,
      assignmentType: body.assignmentType,
      assigneeIds: body.assigneeIds,
      hasSpecificSchedule: body.hasSpecificSchedule,
      settings: body.settings,
      allowDuplicate: body.allowDuplicate,
    };
  });
export type ScheduleRequest = z.output<typeof ScheduleRequest>;
export type ScheduleRequestBody = z.input<typeof ScheduleRequest>;

/** POST or PUT /exam-schedules/{id}/cancel. A blank reason is 'Cancelled by tutor' unless attempts exist. */
export const CancelScheduleRequest = z.object({
  reason: optionalText(500),
});
export type CancelScheduleRequest = z.output<typeof CancelScheduleRequest>;

/** POST /tutor-exam-assignments/check-duplicate. */
export const CheckDuplicateRequest = z.object({
  examId: z.string({ error: 'examId is required' }).trim().min(1, 'examId is required').max(100),
  studentId: z.string({ error: 'studentId is required' }).trim().min(1, 'studentId is required').max(100),
});

export const ScheduleListQuery = z.object({
  showAll: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
