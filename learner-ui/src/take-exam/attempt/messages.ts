export const TAKE_EXAM_MESSAGES = {
  loadFailed: 'Failed to load exam. Please try again.',
  submitFailed: 'Failed to submit exam. Please try again or contact support.',
  pauseFailed: 'The exam could not be paused. Check your internet and try again.',
  resumeFailed: 'The exam could not carry on yet. Check your internet and press Resume again.',
} as const;

/** What the session hold says while an exam runs (issue 16 item 13). */
export const EXAM_SESSION_HOLD = 'exam in progress';
