import { z } from 'zod';
import { IntegritySummary } from './attempts';
import type { PersonalFields } from './personalData';
import type { Notification } from './realtime';

export const ScheduleStatus = z.enum(['assigned', 'scheduled', 'completed', 'cancelled']);
export type ScheduleStatus = z.infer<typeof ScheduleStatus>;

/** Spec 002 §9. */
export const SCHEDULE_LIMITS = {
  durationMin: 5,
  durationMax: 240,
  defaultDuration: 60,
  /** issue 16: minutes after the end a student may still start (not extend: the exam's end stays) */
  graceMin: 0,
  graceMax: 30,
  defaultGrace: 0,
} as const;

export const DEFAULT_SCHEDULE_SETTINGS = {
  showResultsImmediately: false,
  allowPause: false,
  randomizeQuestions: false,
  preventCopyPaste: true,
  fullScreenRequired: false,
} as const;

/** Spec 002 §5 and §8, word for word, plus the server's own messages where the spec is silent. */
export const SCHEDULE_MESSAGES = {
  required: 'Please fill in exam, title, and select students/groups',
  startRequired: 'Please specify start date and time for scheduled exams',
  endBeforeStart: 'End time must be after start time',
  duration: `Duration must be between ${SCHEDULE_LIMITS.durationMin} and ${SCHEDULE_LIMITS.durationMax} minutes`,
  invalidTime: 'Please enter a valid date and time',
  assignmentType: 'Assignment type must be group or individual',
  oneGroup: 'Please select one group per schedule',
  /** spec 002 §8: the product says "Exam" for a schedule's save */
  created: 'Exam created successfully',
  updated: 'Exam updated successfully',
  cancelled: 'Exam schedule cancelled. Affected students have been notified.',
  defaultCancelReason: 'Cancelled by tutor',
  reasonRequired: 'Students have already started this exam; please give a reason',
  alreadyCancelled: 'This exam schedule has been cancelled and can no longer be changed',
  duplicate: 'This exam is already assigned to the selected student(s)',
  notFound: 'Exam schedule not found',
  examNotFound: 'Exam not found',
  groupNotFound: 'Group not found',
  groupEmpty: 'The selected group has no students',
  studentNotFound: 'Student not found',
  resultsReleased: 'Results released: students can now see the correct answers',
  gracePeriod: `Grace period must be a whole number of minutes between ${SCHEDULE_LIMITS.graceMin} and ${SCHEDULE_LIMITS.graceMax}`,
} as const;

export const ScheduleSettings = z.object({
  showResultsImmediately: z.boolean(),
  allowPause: z.boolean(),
  randomizeQuestions: z.boolean(),
  preventCopyPaste: z.boolean(),
  fullScreenRequired: z.boolean(),
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
    gracePeriodMinutes: GraceMinutes.optional(),
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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const AssignmentType = z.enum(['group', 'individual'], { error: SCHEDULE_MESSAGES.assignmentType });
export type AssignmentType = z.infer<typeof AssignmentType>;

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
      .max(500, 'At most 500 students per schedule')
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
  reason: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
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

// ---- answers ---------------------------------------------------------------------------------

/** Where a schedule appears on the page (spec 002 §4 "Schedule sections"), derived by the server. */
export const ScheduleSection = z.enum(['assignment', 'upcoming', 'active', 'past', 'completed']);
export type ScheduleSection = z.infer<typeof ScheduleSection>;

export const ScheduleExam = z.object({
  title: z.string(),
  totalMarks: z.number(),
  examType: z.string().nullable(),
});

export const ExamSchedule = z.object({
  id: z.string(),
  examId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  scheduledStartTime: z.string().nullable(),
  scheduledEndTime: z.string().nullable(),
  duration: z.number().int(),
  instructions: z.string().nullable(),
  groupId: z.string().nullable(),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  assignments: z.array(
    z.object({
      studentId: z.string(),
      student: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
    }),
  ),
  assignmentType: AssignmentType,
  status: ScheduleStatus,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tutorId: z.string(),
  exam: ScheduleExam,
  settings: ScheduleSettings,
  hasSpecificSchedule: z.boolean(),
  cancellationReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  section: ScheduleSection,
  /** when the tutor (or an admin) pressed Release results, and who; null: not released by hand */
  resultsReleasedAt: z.string().nullable(),
  resultsReleasedBy: z.string().nullable(),
});
export type ExamSchedule = z.infer<typeof ExamSchedule>;

export const ScheduleListResponse = z.object({
  success: z.literal(true),
  schedules: z.array(ExamSchedule),
  total: z.number().int(),
});
export type ScheduleListResponse = z.infer<typeof ScheduleListResponse>;
export const ScheduleResponse = z.object({
  success: z.literal(true),
  schedule: ExamSchedule,
  message: z.string(),
});
export type ScheduleResponse = z.infer<typeof ScheduleResponse>;

/** An existing schedule of the same exam that already holds the student. */
export const ExistingSchedule = z.object({
  id: z.string(),
  title: z.string(),
  scheduledStartTime: z.string().nullable(),
  scheduledEndTime: z.string().nullable(),
  status: ScheduleStatus,
  studentIds: z.array(z.string()),
});
/**
 * Assignments (schedules without a time window, hasSpecificSchedule false) and schedules (with
 * one) are the two kinds of existing entries the duplicate check reports.
 */
export const DuplicateResponse = z.object({
  success: z.literal(false),
  duplicate: z.literal(true),
  message: z.string(),
  examTitle: z.string(),
  suggestedTitle: z.string(),
  existingAssignments: z.array(ExistingSchedule),
  existingSchedules: z.array(ExistingSchedule),
});
export type DuplicateResponse = z.infer<typeof DuplicateResponse>;

export const CheckDuplicateResponse = z.object({
  success: z.literal(true),
  hasDuplicates: z.boolean(),
  examTitle: z.string(),
  existingCount: z.number().int(),
  suggestions: z.array(z.string()),
  existingAssignments: z.array(ExistingSchedule),
  existingSchedules: z.array(ExistingSchedule),
});
export type CheckDuplicateResponse = z.infer<typeof CheckDuplicateResponse>;

export const StudentProgressStatus = z.enum(['completed', 'in-progress', 'not-started']);
export type StudentProgressStatus = z.infer<typeof StudentProgressStatus>;

export const ScheduleProgressResponse = z.object({
  success: z.literal(true),
  schedule: ExamSchedule,
  statistics: z.object({
    totalStudents: z.number().int(),
    completedAttempts: z.number().int(),
    inProgressAttempts: z.number().int(),
    notStarted: z.number().int(),
    /** per cent of students with a completed attempt, 0–100, whole */
    completionRate: z.number(),
  }),
  studentProgress: z.array(
    z.object({
      assignment: z.object({
        student: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
      }),
      status: StudentProgressStatus,
      bestScore: z.number().nullable(),
      bestPercentage: z.number().nullable(),
      attemptCount: z.number().int(),
      /** integrity events over the student's attempts at this schedule (the server always answers it) */
      integrity: IntegritySummary.optional(),
    }),
  ),
});
export type ScheduleProgressResponse = z.infer<typeof ScheduleProgressResponse>;

/** GET /exam-schedules/{id}/results (spec 002 §3 "Detailed results"); empty until attempts exist. */
export const ScheduleResultsResponse = z.object({
  success: z.literal(true),
  results: z.array(
    z.object({
      attempt: z.object({
        id: z.string(),
        user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
        endTime: z.string().nullable(),
        score: z.number().nullable(),
        percentage: z.number().nullable(),
      }),
      totalCorrect: z.number().int(),
      totalQuestions: z.number().int(),
      questionResults: z.array(
        z.object({
          questionText: z.string(),
          studentAnswer: z.string().nullable(),
          correctAnswer: z.string().nullable(),
          isCorrect: z.boolean(),
          marks: z.number(),
          maxMarks: z.number(),
        }),
      ),
    }),
  ),
});
export type ScheduleResultsResponse = z.infer<typeof ScheduleResultsResponse>;

export const CancelScheduleResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** students e-mailed */
  notifiedCount: z.number().int(),
});
export type CancelScheduleResponse = z.infer<typeof CancelScheduleResponse>;

// ---- pure rules shared by server and console ---------------------------------------------------

/** What section derivation needs of a schedule. */
export interface SectionInput {
  status: ScheduleStatus;
  isActive: boolean;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
}

/**
 * Spec 002 §4 "Schedule sections": completed when completed, cancelled or inactive; an assignment
 * when status assigned and no start; past when the end has passed; upcoming when the start is
 * ahead; active otherwise. The end is exclusive: at the end instant the schedule is past.
 */
export function scheduleSection(schedule: SectionInput, now: Date): ScheduleSection {
  if (schedule.status === 'completed' || schedule.status === 'cancelled' || !schedule.isActive) {
    return 'completed';
  }
  if (!schedule.scheduledStartTime) {
    // 'scheduled' always has a start; an 'assigned' entry without one is an assignment
    return 'assignment';
  }
  const at = now.getTime();
  if (schedule.scheduledEndTime && Date.parse(schedule.scheduledEndTime) <= at) {
    return 'past';
  }
  return Date.parse(schedule.scheduledStartTime) > at ? 'upcoming' : 'active';
}

/**
 * The next free "{title} (n)" (n from 2) given the titles already used for the exam; a title that
 * already ends in "(n)" is counted from its base.
 */
export function suggestedTitle(title: string, takenTitles: readonly string[]): string {
  const base = title.trim().replace(/\s*\(\d+\)$/, '');
  const taken = new Set(takenTitles.map((used) => used.trim().toLowerCase()));
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate.toLowerCase())) {
      return candidate;
    }
  }
}

/** Up to `count` free titles, in order: "{title} (2)", "{title} (3)", … (check-duplicate's suggestions). */
export function suggestedTitles(title: string, takenTitles: readonly string[], count = 3): string[] {
  const taken = [...takenTitles];
  const suggestions: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const next = suggestedTitle(title, taken);
    suggestions.push(next);
    taken.push(next);
  }
  return suggestions;
}

/** The realtime push a student receives when a schedule holding them is cancelled. */
export const SCHEDULE_CANCELLED_NOTIFICATION = 'schedule-cancelled';
export interface ScheduleCancelledNotification extends Notification {
  type: typeof SCHEDULE_CANCELLED_NOTIFICATION;
  scheduleId: string;
}
export function scheduleCancelledNotification(input: {
  scheduleId: string;
  title: string;
  reason: string;
  at: string;
}): ScheduleCancelledNotification {
  return {
    type: SCHEDULE_CANCELLED_NOTIFICATION,
    scheduleId: input.scheduleId,
    message: `"${input.title}" has been cancelled: ${input.reason}`,
    at: input.at,
  };
}

// ---- events (past tense); streams ----------------------------------------------------------

export const schedulesStreams = {
  schedule: (scheduleId: string) => `exam-schedule-${scheduleId}`,
} as const;

const By = { by: z.string(), byRole: z.string() };
const ScheduleFields = {
  scheduleId: z.string(),
  organisationId: z.string(),
  tutorId: z.string(),
  examId: z.string(),
  exam: ScheduleExam,
  title: z.string(),
  description: z.string().nullable(),
  scheduledStartTime: z.string().nullable(),
  scheduledEndTime: z.string().nullable(),
  duration: z.number().int(),
  instructions: z.string().nullable(),
  assignmentType: AssignmentType,
  /** the group chosen (group assignment); its members at that moment are in studentIds */
  groupId: z.string().nullable(),
  studentIds: z.array(z.string()),
  hasSpecificSchedule: z.boolean(),
  settings: ScheduleSettings,
  status: ScheduleStatus,
};

export const ExamScheduled = z.object({
  type: z.literal('ExamScheduled'),
  data: z.object({ ...ScheduleFields, ...By, createdAt: z.string() }),
});
/**
 * The schedule's fields after the edit (all of them); previousStudentIds tells who was removed.
 * `followedGroup`: the edit is the server following its group (issue 16 item 8): this one student
 * joined or left the group, nothing else changed.
 */
export const ExamScheduleUpdated = z.object({
  type: z.literal('ExamScheduleUpdated'),
  data: z.object({
    ...ScheduleFields,
    previousStudentIds: z.array(z.string()),
    followedGroup: z.object({ studentId: z.string(), change: z.enum(['joined', 'left']) }).optional(),
    ...By,
    updatedAt: z.string(),
  }),
});
/** Free-text reason typed by staff; studentIds are the students affected (notified). */
export const ExamScheduleCancelled = z.object({
  type: z.literal('ExamScheduleCancelled'),
  data: z.object({
    scheduleId: z.string(),
    organisationId: z.string(),
    tutorId: z.string(),
    examId: z.string(),
    title: z.string(),
    studentIds: z.array(z.string()),
    hasSpecificSchedule: z.boolean(),
    reason: z.string(),
    ...By,
    cancelledAt: z.string(),
  }),
});

/**
 * The tutor (or an admin) released the answer key of a schedule's attempts before its window
 * closed (issue 16 item 1). Recorded once: a second release changes nothing.
 */
export const ScheduleResultsReleased = z.object({
  type: z.literal('ScheduleResultsReleased'),
  data: z.object({
    scheduleId: z.string(),
    organisationId: z.string(),
    tutorId: z.string(),
    examId: z.string(),
    ...By,
    releasedAt: z.string(),
  }),
});

/** POST /exam-schedules/{id}/release-results. */
export const ReleaseResultsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  resultsReleasedAt: z.string(),
  resultsReleasedBy: z.string(),
});
export type ReleaseResultsResponse = z.infer<typeof ReleaseResultsResponse>;

/**
 * The schedule's window (its end plus the grace minutes) closed and no attempt was still running:
 * the schedule is completed (issue 16 item 5). Recorded once by the server's sweeper, never by a
 * person (`by` and `byRole` 'system'); `closedAt` is the end plus grace, `completedAt` when the
 * sweeper saw it.
 */
export const ExamScheduleCompleted = z.object({
  type: z.literal('ExamScheduleCompleted'),
  data: z.object({
    scheduleId: z.string(),
    organisationId: z.string(),
    tutorId: z.string(),
    examId: z.string(),
    /** always 'system': the server's sweeper */
    ...By,
    closedAt: z.string(),
    completedAt: z.string(),
  }),
});

export const SchedulesEvent = z.discriminatedUnion('type', [
  ExamScheduled,
  ExamScheduleUpdated,
  ExamScheduleCancelled,
  ExamScheduleCompleted,
  ScheduleResultsReleased,
]);
export type SchedulesEvent = z.infer<typeof SchedulesEvent>;

/**
 * Which fields of this module's events hold personal data (DESIGN.md §4); `null`: none. Schedule
 * events hold ids, times and the organisation's own titles; the cancellation reason is staff's free
 * text about the schedule, not about a student.
 */
export const SCHEDULES_PERSONAL_DATA: Readonly<Record<SchedulesEvent['type'], PersonalFields | null>> = {
  ExamScheduled: null,
  ExamScheduleUpdated: null,
  ExamScheduleCancelled: null,
  ExamScheduleCompleted: null,
  ScheduleResultsReleased: null,
};
