import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { statusOf } from '../providers/apiFetch';

export const ACCESS_DENIED_MESSAGE = "You don't have permission to access this page";

export interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

function describe(error: unknown): { title: string; detail: string } {
  const status = statusOf(error);
  if (status === 403) {
    return { title: ACCESS_DENIED_MESSAGE, detail: 'Ask an administrator if you need this access.' };
  }
  if (status === 0) {
    return {
      title: 'Unable to connect to server',
      detail: 'Check your connection; if it persists, the server may be restarting.',
    };
  }
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
  return { title: 'This list could not be loaded', detail: message };
}

/** A failed load, said plainly, with Retry (which keeps focus where the person is). */
export const ErrorState = ({ error, onRetry, retrying = false }: ErrorStateProps) => {
  const { title, detail } = describe(error);
  const denied = statusOf(error) === 403;
  return (
    <Box
      role="alert"
      sx={{
        py: { xs: 5, sm: 7 },
        px: 3,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      <Box aria-hidden sx={{ color: denied ? 'warning.main' : 'error.main', display: 'grid' }}>
        {denied ? <LockRoundedIcon fontSize="large" /> : <CloudOffRoundedIcon fontSize="large" />}
      </Box>
      <Typography variant="h2" component="p">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 460 }}>
        {detail}
      </Typography>
      {denied ? null : (
        <Button
          variant="contained"
          startIcon={<RefreshRoundedIcon />}
          onClick={onRetry}
          disabled={retrying}
          sx={{ mt: 1 }}
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      )}
    </Box>
  );
};
