import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface LoadingStateProps {
  message: string;
}

/** An inline loader for a panel or tab. */
export const LoadingState = ({ message }: LoadingStateProps) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{
      py: 6,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: 2,
      textAlign: 'center',
    }}
  >
    <CircularProgress size={32} aria-hidden />
    <Typography color="text.secondary">{message}</Typography>
  </Box>
);
