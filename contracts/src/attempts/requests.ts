import { z } from 'zod';
import { optionalText } from '../common';
import { ATTEMPT_LIMITS, ESSAY_MARKING_LIMITS } from './limits';
import { AccessType, IntegrityKind } from './enums';
import { ATTEMPT_MESSAGES } from './messages';

// ---- requests (spec 002 §7) ---------------------------------------------------------------------

const optionalId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * Answers as a client sends them: question id → answer. Numbers and booleans become text, null
 * becomes '' (cleared); anything else is refused.
 */
export const AnswersInput = z
  .record(
    z.string().max(100),
    z
      .union([z.string().max(ATTEMPT_LIMITS.answerMaxLength), z.number(), z.boolean(), z.null()])
      .transform((value) => (value === null ? '' : String(value))),
  )
  .nullish()
  .transform((value) => value ?? {})
  .refine((value) => Object.keys(value).length <= ATTEMPT_LIMITS.maxAnswers, {
    message: `At most ${ATTEMPT_LIMITS.maxAnswers} answers`,
  });
export type Answers = Record<string, string>;

/** Which slot a call is about: the schedule or assignment, or practice of the exam itself. */
const SlotFields = {
  scheduleId: optionalId,
  assignmentId: optionalId,
  accessType: AccessType.nullish().transform((value) => value ?? null),
  /** the spec's clients send it; identity comes from the session, so it is ignored */
  studentId: z.unknown().optional(),
};

export const AvailableQuery = z.object({
  filter: z.enum(['all', 'available', 'in_progress', 'completed']).catch('all').default('all'),
  /** a parent's child (Child's Exams, read-only) */
  studentId: z.string().trim().min(1).max(100).optional(),
});
export type AvailableFilter = z.output<typeof AvailableQuery>['filter'];

/** What a save and a submit both carry: the slot, the attempt (when the client knows it) and the answers. */
const AnsweredSlotFields = { ...SlotFields, attemptId: optionalId, answers: AnswersInput };

/** POST /exam-attempts/{examId}/start. */
export const StartAttemptRequest = z.object(SlotFields);
export type StartAttemptRequest = z.output<typeof StartAttemptRequest>;

/**
 * POST /exam-attempts/{examId}/save. `seq` is the client's own save counter: a save whose seq is
 * not newer than the newest the server received is acknowledged as stale and changes nothing.
 * Without seq the server numbers it after the newest. `timeRemaining` is the client's view and is
 * ignored: the server owns time.
 */
export const SaveAnswersRequest = z.object({
  ...AnsweredSlotFields,
  timeRemaining: z.unknown().optional(),
  lastQuestionIndex: z.coerce.number().int().min(0).max(10_000).nullish().catch(null),
  seq: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
});
export type SaveAnswersRequest = z.output<typeof SaveAnswersRequest>;

/** POST /exam-attempts/{examId}/submit; completedAt and timeSpent are the client's and only informative. */
export const SubmitAttemptRequest = z.object({
  ...AnsweredSlotFields,
  completedAt: z.unknown().optional(),
  timeSpent: z.unknown().optional(),
});
export type SubmitAttemptRequest = z.output<typeof SubmitAttemptRequest>;

/** PUT /exam-attempts/accommodations (the student's tutor or an admin). */
export const AccommodationRequest = z.object({
  studentId: z.string({ error: 'studentId is required' }).trim().min(1, 'studentId is required').max(100),
  /** null: every schedule and assignment of the student (a schedule's own wins) */
  scheduleId: optionalId,
  extraMinutes: z.coerce
    .number({ error: ATTEMPT_MESSAGES.extraMinutes })
    .int(ATTEMPT_MESSAGES.extraMinutes)
    .min(ATTEMPT_LIMITS.extraMinutesMin, ATTEMPT_MESSAGES.extraMinutes)
    .max(ATTEMPT_LIMITS.extraMinutesMax, ATTEMPT_MESSAGES.extraMinutes)
    .default(0),
  timeMultiplier: z.coerce
    .number({ error: ATTEMPT_MESSAGES.timeMultiplier })
    .min(ATTEMPT_LIMITS.timeMultiplierMin, ATTEMPT_MESSAGES.timeMultiplier)
    .max(ATTEMPT_LIMITS.timeMultiplierMax, ATTEMPT_MESSAGES.timeMultiplier)
    .default(1),
  /** extra attempts granted for this schedule (a makeup), 0–3 */
  makeupAttempts: z.coerce
    .number({ error: ATTEMPT_MESSAGES.makeupAttempts })
    .int(ATTEMPT_MESSAGES.makeupAttempts)
    .min(0, ATTEMPT_MESSAGES.makeupAttempts)
    .max(ATTEMPT_LIMITS.makeupAttemptsMax, ATTEMPT_MESSAGES.makeupAttempts)
    .default(0),
  /** staff's note (personal data of the student) */
  note: optionalText(1000),
});
export type AccommodationRequest = z.output<typeof AccommodationRequest>;

const questionKey = z.string().trim().min(1).max(100);

/**
 * POST /tutor-analytics/exam-attempt/{attemptId}/mark (the student's tutor or an admin): marks per
 * essay question (question id → whole marks, 0 up to the question's marks, which the server
 * checks against the attempt) and optional feedback per marked question (personal data of the
 * child). Marking a question again replaces its marks and its feedback.
 */
export const MarkEssaysRequest = z
  .object({
    marks: z
      .record(
        questionKey,
        z
          .number({ error: ATTEMPT_MESSAGES.marksWhole })
          .int(ATTEMPT_MESSAGES.marksWhole)
          .min(0, ATTEMPT_MESSAGES.marksWhole)
          .max(100_000, ATTEMPT_MESSAGES.marksWhole),
        { error: ATTEMPT_MESSAGES.marksRequired },
      )
      .refine((marks) => Object.keys(marks).length > 0, { message: ATTEMPT_MESSAGES.marksRequired })
      .refine((marks) => Object.keys(marks).length <= ESSAY_MARKING_LIMITS.maxQuestions, {
        message: `At most ${ESSAY_MARKING_LIMITS.maxQuestions} questions`,
      }),
    feedback: z
      .record(
        questionKey,
        z
          .string({ error: ATTEMPT_MESSAGES.feedbackLength })
          .trim()
          .max(ESSAY_MARKING_LIMITS.feedbackMaxLength, ATTEMPT_MESSAGES.feedbackLength)
          .nullable(),
      )
      .nullish()
      // blank feedback is no feedback
      .transform((feedback) =>
        Object.fromEntries(
          Object.entries(feedback ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
        ),
      ),
  })
  .superRefine((body, context) => {
    for (const questionId of Object.keys(body.feedback)) {
      if (!Object.hasOwn(body.marks, questionId)) {
        context.addIssue({
          code: 'custom',
          path: ['feedback', questionId],
          message: ATTEMPT_MESSAGES.feedbackWithoutMarks,
        });
      }
    }
  });
export type MarkEssaysRequest = z.output<typeof MarkEssaysRequest>;

export const AccommodationsQuery = z.object({
  studentId: z.string().trim().min(1, 'studentId is required').max(100),
});

export const HistoryQuery = z.object({
  studentId: z.string().trim().min(1).max(100).optional(),
  filter: z.enum(['all', 'completed', 'missed', 'upcoming']).catch('all').default('all'),
});

/** POST /exam-attempts/{examId}/pause and /resume. */
export const PauseAttemptRequest = z.object({ ...SlotFields, attemptId: optionalId });
export type PauseAttemptRequest = z.output<typeof PauseAttemptRequest>;

/** POST /exam-attempts/{examId}/integrity: the time is the server's. Answered 202. */
export const IntegrityReportRequest = z.object({
  ...SlotFields,
  attemptId: optionalId,
  kind: z.enum(IntegrityKind.options, { error: ATTEMPT_MESSAGES.integrityKind }),
});
export type IntegrityReportRequest = z.output<typeof IntegrityReportRequest>;
