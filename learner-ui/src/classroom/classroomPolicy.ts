import { CLASSROOM_LIMITS } from '@portal/contracts';
import { CLASSROOM_SOCKET_BASE } from '@portal/ui-shared/classroom';

/** Spec 002 §9: the timings of the student classroom, all from the contract's limits. */
export const CLASSROOM_TIMING = {
  /** join_session goes this long after `authenticated` */
  joinAfterAuthenticateMs: CLASSROOM_LIMITS.joinAfterAuthenticateMs,
  /** after an individual reset, the quiz is asked for again this much later */
  resetRerequestMs: CLASSROOM_LIMITS.resetRerequestMs,
  quizDataAttempts: CLASSROOM_LIMITS.quizDataAttempts,
  quizDataRetryMs: CLASSROOM_LIMITS.quizDataRetryMs,
  reconnectionAttempts: CLASSROOM_LIMITS.reconnectionAttempts,
  reconnectionDelayMs: CLASSROOM_LIMITS.reconnectionDelayMs,
} as const;

/** The student's socket: same origin, the session cookie, websocket then polling, 5 retries 1 s apart. */
export const CLASSROOM_SOCKET_OPTIONS = {
  ...CLASSROOM_SOCKET_BASE,
  reconnection: true,
  reconnectionAttempts: CLASSROOM_TIMING.reconnectionAttempts,
  reconnectionDelay: CLASSROOM_TIMING.reconnectionDelayMs,
  // its own connection, so these settings are not shared with another socket of the page
  forceNew: true,
} as const;

export type QuizDataStep = { kind: 'retry'; attempt: number } | { kind: 'give-up' };

/**
 * Spec 002 §4: a quiz-data request without an answer is sent again after 3 s, at most 3 attempts
 * in all; then the student is told to refresh.
 */
export function nextQuizDataStep(attemptsMade: number): QuizDataStep {
  return attemptsMade < CLASSROOM_TIMING.quizDataAttempts
    ? { kind: 'retry', attempt: attemptsMade + 1 }
    : { kind: 'give-up' };
}
