import { z } from 'zod';
import { Exam, StudentExam } from './exams';
import type { PersonalFields } from './personalData';
import type { Notification } from './realtime';

export * from './rules/grading';
export * from './rules/examWindow';
export * from './rules/resultsRelease';

// ---- states (spec 002 §4) ---------------------------------------------------------------------

export const AttemptStatus = z.enum(['available', 'in_progress', 'completed', 'max_attempts_reached']);
export type AttemptStatus = z.infer<typeof AttemptStatus>;
export const TimeStatus = z.enum(['upcoming', 'active', 'grace_period', 'expired']);
export type TimeStatus = z.infer<typeof TimeStatus>;
export const ActionAvailable = z.enum([
  'start',
  'start_makeup',
  'resume',
  'view_results',
  'scheduled',
  'expired',
]);
export type ActionAvailable = z.infer<typeof ActionAvailable>;

/** How a student reaches an exam: a schedule (with a window), an assignment (none), or practice. */
export const AccessType = z.enum(['schedule', 'assignment', 'practice']);
export type AccessType = z.infer<typeof AccessType>;
export const SubmittedBy = z.enum(['student', 'deadline']);
export type SubmittedBy = z.infer<typeof SubmittedBy>;

/** Result bands by percentage correct (spec 002 §9). */
export function resultBand(
  percentage: number,
): 'Excellent' | 'Very Good' | 'Good' | 'Satisfactory' | 'Needs Improvement' {
  if (percentage >= 90) {
    return 'Excellent';
  }
  if (percentage >= 80) {
    return 'Very Good';
  }
  if (percentage >= 70) {
    return 'Good';
  }
  return percentage >= 60 ? 'Satisfactory' : 'Needs Improvement';
}

export const ATTEMPT_LIMITS = {
  /** attempts per schedule or assignment unless the tutor grants makeups */
  defaultMaxAttempts: 1,
  extraMinutesMin: 0,
  extraMinutesMax: 240,
  timeMultiplierMin: 1,
  timeMultiplierMax: 3,
  makeupAttemptsMax: 3,
  maxAnswers: 500,
  answerMaxLength: 20_000,
  /** the deadline sweeper's period */
  sweepIntervalMs: 1_000,
} as const;

export const ATTEMPT_MESSAGES = {
  notFound: 'Exam attempt not found',
  examNotFound: 'Exam not found',
  scheduleNotFound: 'This exam is not assigned to you',
  notStarted: 'This exam has not started yet',
  closed: 'This exam is closed: its time window has ended',
  maxAttempts: 'You have already completed this exam',
  practiceUnavailable: 'This exam is not available for practice',
  noAttemptInProgress: 'No attempt of this exam is in progress',
  alreadySubmitted: 'This exam has already been submitted',
  timeUp: 'Time is up',
  notSubmitted: 'Results are available once the exam has been submitted',
  studentOnly: 'Only students can take exams',
  accommodationSaved: 'Exam time accommodation saved',
  extraMinutes: 'Extra minutes must be a whole number between 0 and 240',
  timeMultiplier: 'Time multiplier must be between 1 and 3',
  makeupAttempts: 'Makeup attempts must be a whole number between 0 and 3',
  studentNotFound: 'Student not found',
  timeAdjusted: 'Your exam time has been adjusted',
  marksSaved: 'Marks saved',
  marksRequired: 'Give marks for at least one essay question',
  marksWhole: 'Marks must be a whole number, 0 or more',
  notEssay: 'Only essay questions can be marked',
  notInAttempt: 'This question is not part of the attempt',
  essayUnanswered: 'An unanswered essay scores 0 and cannot be marked',
  feedbackLength: 'Feedback must be at most 1,000 characters',
  feedbackWithoutMarks: 'Feedback is given with the marks of its question',
  paused: 'Your exam is paused: resume it to carry on',
  pauseNotAllowed: 'Pausing is not allowed in this exam',
  alreadyPaused: 'Your exam is already paused',
  notPaused: 'Your exam is not paused',
  noPauseLeft: 'There is no pause time left for this exam',
  integrityKind:
    'kind must be one of fullscreen_exit, focus_lost, copy_blocked, cut_blocked, paste_blocked, context_menu_blocked',
} as const;

/** "Marks for question 7 must be a whole number between 0 and 5". */
export const essayMarksRangeMessage = (questionNumber: number, maxMarks: number) =>
  `Marks for question ${questionNumber} must be a whole number between 0 and ${maxMarks}`;

export const ESSAY_MARKING_LIMITS = {
  feedbackMaxLength: 1_000,
  /** the most questions one call marks */
  maxQuestions: 500,
} as const;

/** The labels of spec 002 §4 "Action mapping"; `unknown` is what a client shows for anything else. */
export const ACTION_LABELS: Readonly<
  Record<ActionAvailable | 'unknown', { label: string; enabled: boolean }>
> = {
  start: { label: 'Start Exam', enabled: true },
  start_makeup: { label: 'Makeup Available', enabled: true },
  resume: { label: 'In Progress (resume)', enabled: true },
  view_results: { label: 'Completed (view results)', enabled: true },
  scheduled: { label: 'Upcoming', enabled: false },
  expired: { label: 'Expired', enabled: false },
  unknown: { label: 'Not Available', enabled: false },
};

/** Spec 002 §4: without an action, fall back on the attempt status. */
export function actionLabel(
  action: string | null | undefined,
  attemptStatus?: string | null,
): { label: string; enabled: boolean } {
  if (action && Object.hasOwn(ACTION_LABELS, action)) {
    return ACTION_LABELS[action as ActionAvailable];
  }
  if (!action) {
    if (attemptStatus === 'completed') {
      return { label: 'View Results', enabled: true };
    }
    if (attemptStatus === 'in_progress') {
      return { label: 'Resume Exam', enabled: true };
    }
    return { label: 'Start Exam', enabled: true };
  }
  return ACTION_LABELS.unknown;
}

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
  ...SlotFields,
  attemptId: optionalId,
  answers: AnswersInput,
  timeRemaining: z.unknown().optional(),
  lastQuestionIndex: z.coerce.number().int().min(0).max(10_000).nullish().catch(null),
  seq: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
});
export type SaveAnswersRequest = z.output<typeof SaveAnswersRequest>;

/** POST /exam-attempts/{examId}/submit; completedAt and timeSpent are the client's and only informative. */
export const SubmitAttemptRequest = z.object({
  ...SlotFields,
  attemptId: optionalId,
  answers: AnswersInput,
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
  note: z
    .string()
    .trim()
    .max(1000, 'At most 1000 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
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

// ---- answers ------------------------------------------------------------------------------------

export const UiState = z.object({ buttonText: z.string(), showTimeInfo: z.boolean(), timeText: z.string() });
export type UiState = z.infer<typeof UiState>;

/** Spec 002 §3 "Available-exam item". */
export const AvailableExam = z.object({
  /** the schedule's id (the card's key) */
  id: z.string(),
  examId: z.string(),
  title: z.string(),
  displayTitle: z.string(),
  description: z.string().nullable(),
  difficulty: z.string().nullable(),
  /** minutes the attempt lasts (the schedule's duration) */
  duration: z.number(),
  totalMarks: z.number(),
  examType: z.string().nullable(),
  dueDate: z.string().nullable(),
  assignedAt: z.string(),
  createdAt: z.string(),
  attemptStatus: AttemptStatus,
  timeStatus: TimeStatus,
  actionAvailable: ActionAvailable,
  uiState: UiState,
  accessType: AccessType,
  assignmentId: z.string().nullable(),
  scheduleId: z.string().nullable(),
  /** the running attempt (resume) or the newest completed one (view results) */
  attemptId: z.string().nullable(),
  scheduledBy: z.object({ name: z.string() }),
  assignedBy: z.object({ name: z.string() }),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  instructions: z.string().nullable(),
  scheduleTitle: z.string(),
  attemptsUsed: z.number().int(),
  attemptsAllowed: z.number().int(),
});
export type AvailableExam = z.infer<typeof AvailableExam>;

export const AvailableExamsResponse = z.object({
  success: z.literal(true),
  exams: z.array(AvailableExam),
  filter: z.string(),
  totalAvailable: z.number().int(),
  filteredCount: z.number().int(),
});
export type AvailableExamsResponse = z.infer<typeof AvailableExamsResponse>;

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

/** What the exam view reports when a student leaves the exam or tries a blocked action. */
export const IntegrityKind = z.enum([
  'fullscreen_exit',
  'focus_lost',
  'copy_blocked',
  'cut_blocked',
  'paste_blocked',
  'context_menu_blocked',
]);
export type IntegrityKind = z.infer<typeof IntegrityKind>;

/** POST /exam-attempts/{examId}/pause and /resume. */
export const PauseAttemptRequest = z.object({ ...SlotFields, attemptId: optionalId });
export type PauseAttemptRequest = z.output<typeof PauseAttemptRequest>;

export const PauseAttemptResponse = z.object({
  success: z.literal(true),
  attemptId: z.string(),
  pause: PauseState,
  /** the server's deadline after the pause or resume (while paused: the latest it can be) */
  deadline: z.string(),
  /** seconds of exam left; while paused frozen at the pause (what is left when the clock restarts) */
  timeRemaining: z.number().int(),
});
export type PauseAttemptResponse = z.infer<typeof PauseAttemptResponse>;

/** POST /exam-attempts/{examId}/integrity: the time is the server's. Answered 202. */
export const IntegrityReportRequest = z.object({
  ...SlotFields,
  attemptId: optionalId,
  kind: z.enum(IntegrityKind.options, { error: ATTEMPT_MESSAGES.integrityKind }),
});
export type IntegrityReportRequest = z.output<typeof IntegrityReportRequest>;

/** The 202 answer of an integrity report; `recorded` false: ignored (paused, or over the cap). */
export const IntegrityReportResponse = z.object({ success: z.literal(true), recorded: z.boolean() });
export type IntegrityReportResponse = z.infer<typeof IntegrityReportResponse>;

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

export const StartAttemptResponse = z.object({
  success: z.literal(true),
  /** the exam without any correct answer or explanation */
  exam: StudentExam,
  attemptId: z.string(),
  /** seconds until the server's deadline; while paused frozen at the pause (as PauseAttemptResponse) */
  timeRemaining: z.number().int(),
  deadline: z.string(),
  existingAnswers: z.record(z.string(), z.string()),
  resuming: z.boolean(),
  lastQuestionIndex: z.number().int(),
  /** the newest save sequence number the server holds (0: none) */
  lastSeq: z.number().int(),
  attemptNumber: z.number().int(),
  isMakeup: z.boolean(),
  rules: TakingRules,
  /** question ids in this student's order; `exam.questions` is answered in this order too */
  questionOrder: z.array(z.string()),
  /** with preventBacktrack: the furthest index (in questionOrder) reached; earlier ones are closed */
  furthestQuestionIndex: z.number().int(),
  pause: PauseState,
});
export type StartAttemptResponse = z.infer<typeof StartAttemptResponse>;

export const SaveAnswersResponse = z.object({
  success: z.literal(true),
  attemptId: z.string(),
  savedAt: z.string(),
  /** the newest seq the server holds */
  seq: z.number().int(),
  timeRemaining: z.number().int(),
  /** true: this save was older than one already received and changed nothing */
  stale: z.boolean(),
});
export type SaveAnswersResponse = z.infer<typeof SaveAnswersResponse>;

export const ResultSummary = z.object({
  attemptId: z.string(),
  score: z.number(),
  totalMarks: z.number(),
  percentage: z.number(),
  correctAnswers: z.number().int(),
  incorrectAnswers: z.number().int(),
  unanswered: z.number().int(),
  totalQuestions: z.number().int(),
  awaitingMarking: z.number().int(),
  timeSpent: z.number().int(),
  endTime: z.string(),
  submittedBy: SubmittedBy,
  band: z.string(),
});
export type ResultSummary = z.infer<typeof ResultSummary>;

/**
 * Whether the answer key of an attempt is shown (issue 16 item 1): `resultsReleased` false means
 * the answer carries the score only, no correct answer, explanation or per-question correctness;
 * `resultsAvailableAt` is when the key opens by itself (null: when the tutor releases it).
 */
const ReleaseFields = {
  resultsReleased: z.boolean(),
  resultsAvailableAt: z.string().nullable(),
};

export const SubmitAttemptResponse = z.object({
  success: z.literal(true),
  attemptId: z.string(),
  results: ResultSummary,
  message: z.string(),
  ...ReleaseFields,
});
export type SubmitAttemptResponse = z.infer<typeof SubmitAttemptResponse>;

export const ResultQuestion = z.object({
  questionId: z.string(),
  number: z.number().int(),
  question: z.string(),
  type: z.string(),
  options: z.array(z.string()),
  userAnswer: z.string().nullable(),
  correctAnswer: z.string().nullable(),
  isCorrect: z.boolean().nullable(),
  marks: z.number(),
  maxMarks: z.number(),
  explanation: z.string().nullable(),
  imagePath: z.string().nullable(),
  category: z.string(),
  passageId: z.string().nullable(),
  passageTitle: z.string().nullable(),
  passageAuthor: z.string().nullable(),
  passageText: z.string().nullable(),
});
export type ResultQuestion = z.infer<typeof ResultQuestion>;

/** A question of results whose key is withheld: what was asked and the student's own answer only. */
export const WithheldResultQuestion = ResultQuestion.omit({
  correctAnswer: true,
  isCorrect: true,
  marks: true,
  explanation: true,
});
export type WithheldResultQuestion = z.infer<typeof WithheldResultQuestion>;

/** GET /exam-attempts/{attemptId}/results (spec 002 §3 "Results response"). */
export const AttemptResultsResponse = z.object({
  success: z.literal(true),
  exam: z.union([Exam, StudentExam]),
  attempt: z.object({
    id: z.string(),
    studentId: z.string(),
    score: z.number(),
    totalMarks: z.number(),
    percentage: z.number(),
    timeSpent: z.number(),
    startTime: z.string(),
    endTime: z.string(),
    correctAnswers: z.number().int(),
    incorrectAnswers: z.number().int(),
    totalQuestions: z.number().int(),
    awaitingMarking: z.number().int(),
    submittedBy: SubmittedBy,
    attemptNumber: z.number().int(),
    band: z.string(),
  }),
  /** released: ResultQuestion; withheld: WithheldResultQuestion (and `exam` without answers) */
  questions: z.array(z.union([ResultQuestion, WithheldResultQuestion])),
  ...ReleaseFields,
  /** the attempt's integrity events, oldest first (the server always answers them; [] when none) */
  integrityEvents: z.array(IntegrityEventView).optional(),
});
export type AttemptResultsResponse = z.infer<typeof AttemptResultsResponse>;

export const HistoryBadge = z.enum(['completed', 'in_progress', 'missed', 'available', 'upcoming']);
export type HistoryBadge = z.infer<typeof HistoryBadge>;

/** Spec 002 §3 "Exam history item". */
export const ExamHistoryItem = z.object({
  id: z.string(),
  scheduleId: z.string(),
  examId: z.string(),
  title: z.string(),
  scheduleTitle: z.string(),
  examType: z.string().nullable(),
  scheduledStartTime: z.string().nullable(),
  scheduledEndTime: z.string().nullable(),
  duration: z.number(),
  attemptStatus: AttemptStatus,
  /** spec 002 §4 "History badge" */
  badge: HistoryBadge,
  /** marks (score of totalMarks) and counts (correctAnswers of totalQuestions) apart: issue 16 item 10 */
  attempt: z
    .object({
      id: z.string(),
      percentage: z.number(),
      score: z.number(),
      totalMarks: z.number(),
      correctAnswers: z.number().int(),
      totalQuestions: z.number().int(),
    })
    .nullable(),
  scheduledBy: z.object({ name: z.string() }),
  instructions: z.string().nullable(),
});
export type ExamHistoryItem = z.infer<typeof ExamHistoryItem>;

export const ExamHistoryResponse = z.object({
  success: z.literal(true),
  examHistory: z.array(ExamHistoryItem),
});
export type ExamHistoryResponse = z.infer<typeof ExamHistoryResponse>;

export const Accommodation = z.object({
  studentId: z.string(),
  scheduleId: z.string().nullable(),
  extraMinutes: z.number().int(),
  timeMultiplier: z.number(),
  makeupAttempts: z.number().int(),
  note: z.string().nullable(),
  setBy: z.string(),
  updatedAt: z.string(),
});
export type Accommodation = z.infer<typeof Accommodation>;

export const AccommodationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  accommodation: Accommodation,
  /** running attempts whose deadline moved */
  adjustedAttempts: z.array(
    z.object({ attemptId: z.string(), deadline: z.string(), timeRemaining: z.number() }),
  ),
});
export type AccommodationResponse = z.infer<typeof AccommodationResponse>;

export const AccommodationsResponse = z.object({
  success: z.literal(true),
  accommodations: z.array(Accommodation),
});
export type AccommodationsResponse = z.infer<typeof AccommodationsResponse>;

/** The realtime push a student's sockets get when their running attempt's deadline moves. */
export const TIME_ADJUSTED_NOTIFICATION = 'time-adjusted';
export interface TimeAdjustedNotification extends Notification {
  type: typeof TIME_ADJUSTED_NOTIFICATION;
  attemptId: string;
  /** seconds, from the server's clock when pushed */
  timeRemaining: number;
  deadline: string;
}
export function timeAdjustedNotification(input: {
  attemptId: string;
  deadline: string;
  now: Date;
}): TimeAdjustedNotification {
  return {
    type: TIME_ADJUSTED_NOTIFICATION,
    attemptId: input.attemptId,
    deadline: input.deadline,
    timeRemaining: Math.max(0, Math.floor((Date.parse(input.deadline) - input.now.getTime()) / 1000)),
    message: ATTEMPT_MESSAGES.timeAdjusted,
    at: input.now.toISOString(),
  };
}

// ---- events (past tense); streams ----------------------------------------------------------------

/**
 * One stream per slot: a student's attempts at one schedule/assignment (or at practising one
 * exam). It decides max attempts and resume; every attempt event carries its attemptId.
 * Accommodations stand on the student's own accommodation stream.
 */
export const attemptsStreams = {
  slot: (studentId: string, accessType: AccessType, sourceId: string) =>
    `exam-attempts-${studentId}-${accessType}-${sourceId}`,
  accommodations: (studentId: string) => `exam-accommodations-${studentId}`,
  erasure: (studentId: string) => `exam-attempts-erasure-${studentId}`,
} as const;

const AttemptRef = {
  attemptId: z.string(),
  organisationId: z.string(),
  studentId: z.string(),
};

/**
 * A student began an attempt. The exam as it was at the start (with correct answers: events are
 * never sent to students) is what it is graded against; the deadline is fixed here.
 */
export const AttemptStarted = z.object({
  type: z.literal('AttemptStarted'),
  data: z.object({
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
  }),
});

/**
 * A student paused their running attempt (schedule's allowPause). The clock stops: `deadline` is
 * provisional, the running deadline plus all the pause still allowed (`allowanceSeconds`), so an
 * attempt abandoned while paused still ends; resuming fixes the real one.
 */
export const AttemptPaused = z.object({
  type: z.literal('AttemptPaused'),
  data: z.object({
    ...AttemptRef,
    scheduleId: z.string().nullable(),
    pausedAt: z.string(),
    previousDeadline: z.string(),
    allowanceSeconds: z.number().int(),
    deadline: z.string(),
  }),
});

/** The pause ended: the deadline is the one at the pause plus the seconds paused (at most the allowance). */
export const AttemptResumed = z.object({
  type: z.literal('AttemptResumed'),
  data: z.object({
    ...AttemptRef,
    scheduleId: z.string().nullable(),
    resumedAt: z.string(),
    pausedSeconds: z.number().int(),
    deadline: z.string(),
  }),
});

/**
 * The exam view reported that the student left full screen, lost focus or tried a blocked
 * action during a running attempt; `at` is the server's time. `kind` is personal (student's key;
 * null once erased). `number`: the attempt's n-th recorded event (at most INTEGRITY_EVENTS_CAP).
 */
export const IntegrityEventRecorded = z.object({
  type: z.literal('IntegrityEventRecorded'),
  data: z.object({
    ...AttemptRef,
    scheduleId: z.string().nullable(),
    kind: IntegrityKind.nullable(),
    at: z.string(),
    number: z.number().int(),
  }),
});

/** A save of the student's answers (merged over the previous ones); `answers` is personal. */
export const AnswersSaved = z.object({
  type: z.literal('AnswersSaved'),
  data: z.object({
    ...AttemptRef,
    seq: z.number().int(),
    /** personal (student's key); null once erased */
    answers: z.record(z.string(), z.string()).nullable(),
    lastQuestionIndex: z.number().int().nullable(),
    savedAt: z.string(),
  }),
});

/** A running attempt's deadline moved (an accommodation set while it runs). */
export const AttemptTimeAdjusted = z.object({
  type: z.literal('AttemptTimeAdjusted'),
  data: z.object({
    ...AttemptRef,
    scheduleId: z.string().nullable(),
    previousDeadline: z.string(),
    deadline: z.string(),
    extraMinutes: z.number(),
    timeMultiplier: z.number(),
    by: z.string(),
    byRole: z.string(),
    adjustedAt: z.string(),
  }),
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
export const AttemptSubmitted = z.object({
  type: z.literal('AttemptSubmitted'),
  data: z.object({
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
    endTime: z.string(),
    /** seconds */
    timeSpent: z.number().int(),
    submittedBy: SubmittedBy,
    score: z.number(),
    totalMarks: z.number(),
    percentage: z.number(),
    correctAnswers: z.number().int(),
    incorrectAnswers: z.number().int(),
    unanswered: z.number().int(),
    totalQuestions: z.number().int(),
    awaitingMarking: z.number().int(),
    questionResults: z.array(QuestionResult),
    /** personal (student's key): question id → answer; null once erased */
    answers: z.record(z.string(), z.string()).nullable(),
  }),
});

/**
 * A tutor's (or admin's) time accommodation for a student: for one schedule, or (scheduleId null)
 * for all. Replaces the previous one for the same scope. `note` is personal.
 */
export const AccommodationSet = z.object({
  type: z.literal('AccommodationSet'),
  data: z.object({
    studentId: z.string(),
    organisationId: z.string(),
    scheduleId: z.string().nullable(),
    extraMinutes: z.number().int(),
    timeMultiplier: z.number(),
    makeupAttempts: z.number().int(),
    note: z.string().nullable(),
    by: z.string(),
    byRole: z.string(),
    setAt: z.string(),
  }),
});

/**
 * An erased student's answers leave the read models: the log's copies are ciphertext under a
 * destroyed key already, the read models held them decrypted (DESIGN.md §4).
 */
export const AttemptAnswersErased = z.object({
  type: z.literal('AttemptAnswersErased'),
  data: z.object({
    studentId: z.string(),
    organisationId: z.string(),
    attemptIds: z.array(z.string()),
    erasedAt: z.string(),
  }),
});

/**
 * A tutor (or admin) marked essays of a completed attempt, on the attempt's slot stream. `marks`
 * are this marking's (question id → marks), replacing earlier ones for those questions; the
 * figures are the attempt's new ones, computed by the server over every question
 * (`questionResults`: a marked essay has its marks, isCorrect = full marks). `feedback` is
 * personal (student's key): question id → the tutor's words, for questions marked here.
 */
export const EssayAnswersMarked = z.object({
  type: z.literal('EssayAnswersMarked'),
  data: z.object({
    ...AttemptRef,
    scheduleId: z.string().nullable(),
    assignmentId: z.string().nullable(),
    marks: z.record(z.string(), z.number().int()),
    /** personal (student's key); null once erased */
    feedback: z.record(z.string(), z.string()).nullable(),
    score: z.number(),
    percentage: z.number(),
    correctAnswers: z.number().int(),
    incorrectAnswers: z.number().int(),
    awaitingMarking: z.number().int(),
    questionResults: z.array(QuestionResult),
    markedBy: z.string(),
    markedByRole: z.string(),
    markedAt: z.string(),
  }),
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
]);
export type AttemptsEvent = z.infer<typeof AttemptsEvent>;

/** A child's answers (and a note or feedback about them) are personal; scores and times are anonymous facts. */
export const ATTEMPTS_PERSONAL_DATA: Readonly<Record<AttemptsEvent['type'], PersonalFields | null>> = {
  AttemptStarted: null,
  AnswersSaved: { subject: 'studentId', fields: ['answers'] },
  AttemptTimeAdjusted: null,
  // when a child paused is exam administration, like a start or a time adjustment
  AttemptPaused: null,
  AttemptResumed: null,
  // what a child did during an exam is data about them
  IntegrityEventRecorded: { subject: 'studentId', fields: ['kind'] },
  AttemptSubmitted: { subject: 'studentId', fields: ['answers'] },
  EssayAnswersMarked: { subject: 'studentId', fields: ['feedback'] },
  AccommodationSet: { subject: 'studentId', fields: ['note'] },
  AttemptAnswersErased: null,
};
