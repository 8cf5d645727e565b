import { ErrorState } from '@portal/ui-shared';
import { CONNECTION_FAILED } from '../providers/apiFetch';

export interface ConnectionFailedStateProps {
  onRetry: () => void;
  /** a retry is under way: the button says so */
  retrying?: boolean;
}

/** The API could not be reached at all (sign-in check, system status): what it means and a retry. */
export const ConnectionFailedState = ({ onRetry, retrying = false }: ConnectionFailedStateProps) => (
  <ErrorState
    title={CONNECTION_FAILED}
    message="The console could not reach the 11+ Portal API. Check your connection; if it persists, the server may be restarting."
    onRetry={onRetry}
    retryLabel={retrying ? 'Retrying…' : 'Retry'}
  />
);
