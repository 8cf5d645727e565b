import Box from '@mui/material/Box';
import { useListContext, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@portal/contracts';
import { AccessDenied, ErrorState } from '@portal/ui-shared';
import { homePathFor } from '../access/pages';
import { CONNECTION_FAILED, statusOf } from '../providers/apiFetch';

/**
 * react-admin's `error` slot of a List: the failure said plainly with Retry (a refetch of the same
 * page), or Access Denied when the server refuses the role (403).
 */
export const ListError = () => {
  const { error, refetch } = useListContext();
  const { permissions } = usePermissions<Role>();
  const navigate = useNavigate();
  const status = statusOf(error);
  if (status === 403) {
    return <AccessDenied onBackToDashboard={() => void navigate(homePathFor(permissions))} />;
  }
  const unreachable = status === 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ErrorState
        title={unreachable ? CONNECTION_FAILED : 'This list could not be loaded'}
        message={
          unreachable
            ? 'Check your connection; if it persists, the server may be restarting.'
            : error instanceof Error && error.message
              ? error.message
              : 'Something went wrong on the server.'
        }
        onRetry={() => void refetch()}
        retryLabel="Retry"
      />
    </Box>
  );
};

/**
 * The list's own error state says what failed, so react-admin's extra toast for a failed load is
 * turned off (its sign-out on 401 is unaffected: that runs in the data provider hook).
 */
export const quietListQuery = { onError: () => undefined };
