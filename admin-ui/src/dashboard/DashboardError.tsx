import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';

export interface DashboardErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A part of the dashboard that failed to load: the spec's message and Retry (spec 001 §8). */
export const DashboardError = ({ message, onRetry, retrying }: DashboardErrorProps) => (
  <Alert
    severity="error"
    variant="outlined"
    sx={{ alignItems: 'center', bgcolor: 'background.paper', '& .MuiAlert-message': { fontWeight: 600 } }}
    action={
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<RefreshRoundedIcon />}
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    }
  >
    {message}
  </Alert>
);
