import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { RetryAlert } from '@portal/ui-shared';

export interface DashboardErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A part of the dashboard that failed to load: the spec's message and Retry (spec 001 §8). */
export const DashboardError = ({ message, onRetry, retrying }: DashboardErrorProps) => (
  <RetryAlert
    variant="outlined"
    sx={{ alignItems: 'center', bgcolor: 'background.paper', '& .MuiAlert-message': { fontWeight: 600 } }}
    onRetry={onRetry}
    retrying={retrying}
    retryLabel={retrying ? 'Retrying…' : 'Retry'}
    retryVariant="outlined"
    retryIcon={<RefreshRoundedIcon />}
  >
    {message}
  </RetryAlert>
);
