import { answerMessage, isApiError } from '../api/apiFetch';

/** Spec 001 §4: shown when the session ends under the user (local midnight, a 401, "expired"). */
export const SESSION_EXPIRED = 'Session expired - please login again';
export const CONNECTION_FAILED = 'Unable to connect to server';

/** Spec 001 §8 "Login". */
export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  failed: 'Login failed',
  network: 'An error occurred. Please try again.',
} as const;

export const REGISTRATION_FAILED = 'Registration failed';
export const FORGOT_PASSWORD_FAILED = 'Failed to send reset email';
export const RESET_PASSWORD_FAILED = 'Failed to reset password';

/**
 * Spec 001 §8: a 401 shows "Invalid email or password"; other errors (a 429 included) the server's
 * message or "Login failed"; no answer at all "An error occurred. Please try again.".
 */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.network) {
    return LOGIN_MESSAGES.network;
  }
  if (error.status === 401) {
    return LOGIN_MESSAGES.invalidCredentials;
  }
  return answerMessage(error.data) ?? LOGIN_MESSAGES.failed;
}

/** Spec 001 §4: a 401, or an error message containing "401" or "expired", ends the session. */
export function isSessionExpiry(error: unknown): boolean {
  if (isApiError(error) && error.status === 401) {
    return true;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.includes('401') || message.toLowerCase().includes('expired');
}
