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

export const ESSAY_MARKING_LIMITS = {
  feedbackMaxLength: 1_000,
  /** the most questions one call marks */
  maxQuestions: 500,
} as const;
