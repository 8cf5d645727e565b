/** Spec 002 §9. */
export const CLASSROOM_LIMITS = {
  sessionResumeMinutes: 240,
  questionsMin: 1,
  questionsMax: 50,
  defaultQuestions: 5,
  timeLimitMin: 10,
  timeLimitMax: 300,
  defaultTimeLimit: 60,
  quizDataAttempts: 3,
  quizDataRetryMs: 3_000,
  reconnectionDelayMs: 1_000,
  reconnectionAttempts: 5,
  resumeDelayMs: 1_000,
  quizBroadcastDelayMs: 500,
  joinAfterAuthenticateMs: 500,
  resetRerequestMs: 100,
  /** beyond the spec: caps that keep one socket from flooding a classroom */
  maxTitleLength: 200,
  maxQuestionTextLength: 1_000,
  maxOptionLength: 300,
  maxMessageLength: 500,
  answersPerSecondPerSocket: 20,
  maxPayloadBytes: 256 * 1024,
} as const;

/** The exam type a live quiz's attempt is recorded under in history and analytics. */
export const CLASSROOM_EXAM_TYPE = 'classroom-quiz';
