import Box from '@mui/material/Box';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import type { Role } from '@portal/contracts';
import { AccessDenied, ErrorState } from '@portal/ui-shared';
import { homePathFor } from '../access/pages';
import { CONNECTION_FAILED, statusOf } from '../providers/apiFetch';

export interface LoadFailureProps {
  /** the spec's words for this failure, e.g. 'Failed to fetch students' */
  title: string;
  /** the read that failed: its error explains, Retry reads it again */
  query: { error: unknown; refetch: () => unknown };
  /** 'Retry' (tutor analytics) or 'Try Again' (scheduled analytics), as the spec names them */
  retryLabel?: string;
}

/** A part of an analytics screen that failed: the spec's message, the server's reason, Retry. */
export const LoadFailure = ({ title, query, retryLabel = 'Retry' }: LoadFailureProps) => {
  const { permissions } = usePermissions<Role>();
  const { error } = query;
  const navigate = useNavigate();
  const status = statusOf(error);
  if (status === 403) {
    return <AccessDenied onBackToDashboard={() => void navigate(homePathFor(permissions))} />;
  }
  const detail =
    status === 0
      ? `${CONNECTION_FAILED}. Check your connection; if it persists, the server may be restarting.`
      : error instanceof Error && error.message && error.message !== title
        ? error.message
        : undefined;
  return (
    <Box sx={{ py: 1 }}>
      <ErrorState
        title={title}
        {...(detail ? { message: detail } : {})}
        onRetry={() => void query.refetch()}
        retryLabel={retryLabel}
      />
    </Box>
  );
};
