import { ErrorState } from '@portal/ui-shared';
import { tutorsLoadErrorMessage } from './tutorMessages';

export interface TutorsLoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** The list could not be loaded (spec 001 §8), with Retry. */
export const TutorsLoadError = ({ error, onRetry }: TutorsLoadErrorProps) => (
  <ErrorState title={tutorsLoadErrorMessage(error)} onRetry={onRetry} retryLabel="Retry" />
);
