import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import type { SaveStatus } from './autosave';

export interface SaveIndicatorProps {
  status: SaveStatus;
  offline: boolean;
}

/** Saved / Saving… / 'Save failed' (spec 002 §4), and a word when the device is offline. */
export const SaveIndicator = ({ status, offline }: SaveIndicatorProps) => {
  const view = offline
    ? {
        icon: <CloudOffRoundedIcon fontSize="small" />,
        text: 'Offline – answers kept here',
        color: 'warning.dark',
      }
    : status === 'saving'
      ? { icon: <CircularProgress size={16} color="inherit" />, text: 'Saving…', color: 'text.secondary' }
      : status === 'error'
        ? { icon: <ErrorOutlineRoundedIcon fontSize="small" />, text: 'Save failed', color: 'error.main' }
        : { icon: <CloudDoneRoundedIcon fontSize="small" />, text: 'Saved', color: 'success.main' };
  return (
    <Box
      role="status"
      aria-label="Save status"
      data-status={offline ? 'offline' : status}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: view.color, minHeight: 32 }}
    >
      <Box aria-hidden sx={{ display: 'inline-flex' }}>
        {view.icon}
      </Box>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: 'inherit' }}>
        {view.text}
      </Typography>
    </Box>
  );
};
