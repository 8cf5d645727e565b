import { CLASSROOM_MESSAGES } from '@portal/contracts';

/** Spec 002 §8 "Live quiz, tutor", and the screen's own wording around it. */
export const TUTOR_MESSAGES = {
  authenticationFailed: (reason: string) => `Authentication failed: ${reason}`,
  joinFailed: (reason: string) => `Failed to join session: ${reason}`,
  connectionFailed: (reason: string) => `Connection failed: ${reason}`,
  sessionError: (reason: string) => `Session error: ${reason}`,
  disconnected: (reason: string) => `Disconnected: ${reason}`,
  noJoinAnswer: 'the classroom server did not answer. Check the connection and try again.',
  noAuthenticateAnswer: 'the classroom server did not answer',
  mustBeConnected: CLASSROOM_MESSAGES.mustBeConnected,
  mustBeConnectedToEnd: 'Must be connected to end session',
  messageNotSent: 'Not connected: the message was not sent',
  resetNotSent: 'Not connected: the student was not reset',
  selectQuiz: CLASSROOM_MESSAGES.selectQuiz,
  sessionEnded: CLASSROOM_MESSAGES.sessionEnded,
  deleteQuizConfirm: CLASSROOM_MESSAGES.deleteQuizConfirm,
} as const;

/** A session error that means the session no longer exists, so it cannot be resumed. */
export function isSessionGone(reason: string): boolean {
  return /\bended\b|not found|no longer/i.test(reason);
}

/** The reason a server or transport gave, or a plain fallback. */
export function reasonOf(value: unknown, fallback = 'Unknown error'): string {
  if (typeof value === 'string' && value.trim()) {
    return value.trim();
  }
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value;
    if (typeof message === 'string' && message.trim()) {
      return message.trim();
    }
  }
  return fallback;
}
