import { z } from 'zod';
import { domainEvent, byShape } from '../common';
import { AccessType, IntegrityKind, SubmittedBy } from './enums';
import { Exam } from '../exams/model';
import { TakingRules, accommodationTermsShape } from './taking';
import { MARKED_FIGURE_KEYS, attemptFigureFields, attemptFiguresShape } from './figures';
import { PracticeSetBuilt } from './practiceSets';

const AttemptRef = {
  attemptId: z.string(),
  organisationId: z.string(),
  studentId: z.string(),
};

/** An attempt and the schedule it was sat for (null: practice or an assignment). */
const SlotAttemptRef = { ...AttemptRef, scheduleId: z.string().nullable() };

/** What an attempt's start fixes and its submission repeats: the exam, the access and the start. */
const AttemptOrigin = {
  ...AttemptRef,
  tutorId: z.string().nullable(),
  examId: z.string(),
  examTitle: z.string(),
  examType: z.string(),
  scheduleId: z.string().nullable(),
  assignmentId: z.string().nullable(),
  accessType: AccessType,
  attemptNumber: z.number().int(),
  isMakeup: z.boolean(),
  startTime: z.string(),
};

/**
 * A student began an attempt. The exam as it was at the start (with correct answers: events are
 * never sent to students) is what it is graded against; the deadline is fixed here.
 */
export const AttemptStarted = domainEvent('AttemptStarted', {
  ...AttemptOrigin,
  deadline: z.string(),
  /** minutes before accommodations */
  durationMinutes: z.number(),
  /** the window's end (null: none) and its grace, which cap the deadline */
  windowEnd: z.string().nullable(),
  graceMinutes: z.number(),
  extraMinutes: z.number(),
  timeMultiplier: z.number(),
  totalMarks: z.number(),
  totalQuestions: z.number().int(),
  exam: Exam,
  /** the taking rules fixed at the start; absent in events before issue 16 (see `rulesOfStart`) */
  rules: TakingRules.optional(),
  /** the student's question order (ids); absent before issue 16: the exam's order */
  questionOrder: z.array(z.string()).optional(),
});

/**
 * A student paused their running attempt (schedule's allowPause). The clock stops: `deadline` is
 * provisional, the running deadline plus all the pause still allowed (`allowanceSeconds`), so an
 * attempt abandoned while paused still ends; resuming fixes the real one.
 */
export const AttemptPaused = domainEvent('AttemptPaused', {
  ...SlotAttemptRef,
  pausedAt: z.string(),
  previousDeadline: z.string(),
  allowanceSeconds: z.number().int(),
  deadline: z.string(),
});

/** The pause ended: the deadline is the one at the pause plus the seconds paused (at most the allowance). */
export const AttemptResumed = domainEvent('AttemptResumed', {
  ...SlotAttemptRef,
  resumedAt: z.string(),
  pausedSeconds: z.number().int(),
  deadline: z.string(),
});

/**
 * The exam view reported that the student left full screen, lost focus or tried a blocked
 * action during a running attempt; `at` is the server's time. `kind` is personal (student's key;
 * null once erased). `number`: the attempt's n-th recorded event (at most INTEGRITY_EVENTS_CAP).
 */
export const IntegrityEventRecorded = domainEvent('IntegrityEventRecorded', {
  ...SlotAttemptRef,
  kind: IntegrityKind.nullable(),
  at: z.string(),
  number: z.number().int(),
});

/** A save of the student's answers (merged over the previous ones); `answers` is personal. */
export const AnswersSaved = domainEvent('AnswersSaved', {
  ...AttemptRef,
  seq: z.number().int(),
  /** personal (student's key); null once erased */
  answers: z.record(z.string(), z.string()).nullable(),
  lastQuestionIndex: z.number().int().nullable(),
  savedAt: z.string(),
});

/** A running attempt's deadline moved (an accommodation set while it runs). */
export const AttemptTimeAdjusted = domainEvent('AttemptTimeAdjusted', {
  ...SlotAttemptRef,
  previousDeadline: z.string(),
  deadline: z.string(),
  extraMinutes: z.number(),
  timeMultiplier: z.number(),
  ...byShape,
  adjustedAt: z.string(),
});

export const QuestionResult = z.object({
  questionId: z.string(),
  number: z.number().int(),
  type: z.string(),
  category: z.string(),
  marks: z.number(),
  maxMarks: z.number(),
  /** null: an essay awaiting marking */
  isCorrect: z.boolean().nullable(),
  answered: z.boolean(),
});
export type QuestionResult = z.infer<typeof QuestionResult>;

/**
 * An attempt ended: by the student, or by the server at the deadline. Everything but `answers`
 * is an anonymous fact that stays after erasure. percentage: 0–100 over the gradable marks (essays
 * awaiting marking left out), one decimal.
 */
export const AttemptSubmitted = domainEvent('AttemptSubmitted', {
  ...AttemptOrigin,
  endTime: z.string(),
  /** seconds */
  timeSpent: z.number().int(),
  submittedBy: SubmittedBy,
  ...attemptFiguresShape,
  questionResults: z.array(QuestionResult),
  /** personal (student's key): question id → answer; null once erased */
  answers: z.record(z.string(), z.string()).nullable(),
});

/**
 * A tutor's (or admin's) time accommodation for a student: for one schedule, or (scheduleId null)
 * for all. Replaces the previous one for the same scope. `note` is personal.
 */
export const AccommodationSet = domainEvent('AccommodationSet', {
  studentId: z.string(),
  organisationId: z.string(),
  ...accommodationTermsShape,
  ...byShape,
  setAt: z.string(),
});

/**
 * An erased student's answers leave the read models: the log's copies are ciphertext under a
 * destroyed key already, the read models held them decrypted (DESIGN.md §4).
 */
export const AttemptAnswersErased = domainEvent('AttemptAnswersErased', {
  studentId: z.string(),
  organisationId: z.string(),
  attemptIds: z.array(z.string()),
  erasedAt: z.string(),
});

/**
 * A tutor (or admin) marked essays of a completed attempt, on the attempt's slot stream. `marks`
 * are this marking's (question id → marks), replacing earlier ones for those questions; the
 * figures are the attempt's new ones, computed by the server over every question
 * (`questionResults`: a marked essay has its marks, isCorrect = full marks). `feedback` is
 * personal (student's key): question id → the tutor's words, for questions marked here.
 */
export const EssayAnswersMarked = domainEvent('EssayAnswersMarked', {
  ...SlotAttemptRef,
  assignmentId: z.string().nullable(),
  marks: z.record(z.string(), z.number().int()),
  /** personal (student's key); null once erased */
  feedback: z.record(z.string(), z.string()).nullable(),
  ...attemptFigureFields(MARKED_FIGURE_KEYS),
  questionResults: z.array(QuestionResult),
  markedBy: z.string(),
  markedByRole: z.string(),
  markedAt: z.string(),
});

export const AttemptsEvent = z.discriminatedUnion('type', [
  AttemptStarted,
  AnswersSaved,
  AttemptTimeAdjusted,
  AttemptPaused,
  AttemptResumed,
  IntegrityEventRecorded,
  AttemptSubmitted,
  EssayAnswersMarked,
  AccommodationSet,
  AttemptAnswersErased,
  PracticeSetBuilt,
]);
export type AttemptsEvent = z.infer<typeof AttemptsEvent>;
