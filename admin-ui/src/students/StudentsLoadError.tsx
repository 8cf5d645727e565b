import { useEffect } from 'react';
import { ErrorState } from '@portal/ui-shared';
import { statusOf } from '../providers/apiFetch';
import { CONSOLE_URL } from '../providers/authProvider';
import { studentsLoadErrorMessage } from './studentMessages';

export interface StudentsLoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** Time to read "Authentication required…" before the console's root asks for a sign-in. */
const SIGN_IN_REDIRECT_MS = 2500;

const titles: Partial<Record<number, string>> = {
  401: 'Signed out',
  403: 'Access denied',
  0: 'Connection problem',
};

/** Spec 001 §8 "Students": the failure said by its status, with Retry; a lost session goes to the root. */
export const StudentsLoadError = ({ error, onRetry }: StudentsLoadErrorProps) => {
  const status = statusOf(error);
  const signedOut = status === 401;

  useEffect(() => {
    if (!signedOut) {
      return undefined;
    }
    const timer = window.setTimeout(() => window.location.assign(CONSOLE_URL), SIGN_IN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedOut]);

  return (
    <ErrorState
      title={(status !== undefined ? titles[status] : undefined) ?? 'Students could not be loaded'}
      message={studentsLoadErrorMessage(status, error)}
      onRetry={signedOut ? () => window.location.assign(CONSOLE_URL) : onRetry}
      retryLabel={signedOut ? 'Sign in again' : 'Retry'}
    />
  );
};
