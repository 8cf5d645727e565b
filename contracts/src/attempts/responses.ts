import { z } from 'zod';
import { okResponse } from '../common';
import { AccessType, ActionAvailable, AttemptStatus, HistoryBadge, SubmittedBy, TimeStatus } from './enums';
import { IntegrityEventView, PauseState, TakingRules, accommodationTermsShape } from './taking';
import { Exam, StudentExam, questionPassageShape } from '../exams/model';
import { MARK_FIGURE_KEYS, attemptFigureFields, attemptFiguresShape } from './figures';

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

export const AvailableExamsResponse = okResponse({
  exams: z.array(AvailableExam),
  filter: z.string(),
  totalAvailable: z.number().int(),
  filteredCount: z.number().int(),
});
export type AvailableExamsResponse = z.infer<typeof AvailableExamsResponse>;

export const PauseAttemptResponse = okResponse({
  attemptId: z.string(),
  pause: PauseState,
  /** the server's deadline after the pause or resume (while paused: the latest it can be) */
  deadline: z.string(),
  /** seconds of exam left; while paused frozen at the pause (what is left when the clock restarts) */
  timeRemaining: z.number().int(),
});
export type PauseAttemptResponse = z.infer<typeof PauseAttemptResponse>;

/** The 202 answer of an integrity report; `recorded` false: ignored (paused, or over the cap). */
export const IntegrityReportResponse = okResponse({ recorded: z.boolean() });
export type IntegrityReportResponse = z.infer<typeof IntegrityReportResponse>;

export const StartAttemptResponse = okResponse({
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

export const SaveAnswersResponse = okResponse({
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
  ...attemptFiguresShape,
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

export const SubmitAttemptResponse = okResponse({
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
  ...questionPassageShape,
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
export const AttemptResultsResponse = okResponse({
  exam: z.union([Exam, StudentExam]),
  attempt: z.object({
    id: z.string(),
    studentId: z.string(),
    ...attemptFigureFields(MARK_FIGURE_KEYS),
    timeSpent: z.number(),
    startTime: z.string(),
    endTime: z.string(),
    ...attemptFigureFields(['correctAnswers', 'incorrectAnswers', 'totalQuestions', 'awaitingMarking']),
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
      ...attemptFigureFields(['percentage', 'score', 'totalMarks', 'correctAnswers', 'totalQuestions']),
    })
    .nullable(),
  scheduledBy: z.object({ name: z.string() }),
  instructions: z.string().nullable(),
});
export type ExamHistoryItem = z.infer<typeof ExamHistoryItem>;

export const ExamHistoryResponse = okResponse({ examHistory: z.array(ExamHistoryItem) });
export type ExamHistoryResponse = z.infer<typeof ExamHistoryResponse>;

export const Accommodation = z.object({
  studentId: z.string(),
  ...accommodationTermsShape,
  setBy: z.string(),
  updatedAt: z.string(),
});
export type Accommodation = z.infer<typeof Accommodation>;

export const AccommodationResponse = okResponse({
  message: z.string(),
  accommodation: Accommodation,
  /** running attempts whose deadline moved */
  adjustedAttempts: z.array(
    z.object({ attemptId: z.string(), deadline: z.string(), timeRemaining: z.number() }),
  ),
});
export type AccommodationResponse = z.infer<typeof AccommodationResponse>;

export const AccommodationsResponse = okResponse({ accommodations: z.array(Accommodation) });
export type AccommodationsResponse = z.infer<typeof AccommodationsResponse>;
