import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LoadingState } from './LoadingState';
import { RetryAlert } from './RetryAlert';

export interface QueryStateProps {
  /** The first load is still running: there is nothing to show yet. */
  loading: boolean;
  /** What the spinner says (role=status); ignored when `placeholder` is given. */
  loadingMessage?: string;
  /** A loader of the content's own shape (e.g. skeleton rows) instead of the spinner. */
  placeholder?: ReactNode;
  /** The load failed: the screen's words for it, shown in an alert with a retry button; falsy when not. */
  error?: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  /** Loaded with nothing in it: what to show instead (e.g. an EmptyState); falsy when not empty. */
  empty?: ReactNode;
  /** The loaded content; a function so it only runs once the data is there. */
  children: () => ReactNode;
}

/**
 * One way to show a query's states: failed (role=alert, with Retry), loading (role=status), empty
 * (role=status), else the content. A failure wins over a stale answer, as react-query reports it.
 */
export const QueryState = ({
  loading,
  loadingMessage = 'Loading…',
  placeholder,
  error,
  onRetry,
  retryLabel,
  empty,
  children,
}: QueryStateProps) => {
  if (error) {
    return (
      <RetryAlert onRetry={onRetry} {...(retryLabel ? { retryLabel } : {})}>
        {error}
      </RetryAlert>
    );
  }
  if (loading) {
    return placeholder ?? <LoadingState message={loadingMessage} />;
  }
  if (empty) {
    return <Box role="status">{empty}</Box>;
  }
  return <>{children()}</>;
};
