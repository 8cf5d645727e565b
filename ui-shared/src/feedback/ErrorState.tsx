import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { IconBadge } from './IconBadge';

export interface ErrorStateProps {
  title: string;
  message?: string;
  /** Shown as a "Try Again" button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load with its message and a way to try again. */
export const ErrorState = ({ title, message, onRetry, retryLabel = 'Try Again' }: ErrorStateProps) => (
  <Paper
    role="alert"
    variant="outlined"
    sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}
  >
    <IconBadge
      size={56}
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.error.main, 0.12),
        color: theme.palette.mode === 'dark' ? 'error.light' : 'error.dark',
      })}
    >
      <ErrorOutlineRoundedIcon fontSize="large" />
    </IconBadge>
    <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
      {title}
    </Typography>
    {message && (
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        {message}
      </Typography>
    )}
    {onRetry && (
      <Button variant="contained" startIcon={<RefreshRoundedIcon />} onClick={onRetry} sx={{ mt: 1 }}>
        {retryLabel}
      </Button>
    )}
  </Paper>
);
