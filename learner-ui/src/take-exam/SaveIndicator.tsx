import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { visuallyHidden } from '../layout/visuallyHidden';
import { SAVE_WORDS, saveOutcome, type SaveOutcome } from './announcements';
import type { SaveStatus } from './autosave';

export interface SaveIndicatorProps {
  status: SaveStatus;
  offline: boolean;
}

/**
 * Saved / Saving… / 'Save failed' (spec 002 §4), and a word when the device is offline. A polite
 * status: what a screen reader hears is the outcome, which changes only when a save fails, the
 * device goes offline, or saving works again; the "Saving…" seen between saves is not read out.
 */
export const SaveIndicator = ({ status, offline }: SaveIndicatorProps) => {
  const [outcome, setOutcome] = useState<SaveOutcome>('saved');
  const next = saveOutcome(outcome, status, offline);
  if (next !== outcome) {
    setOutcome(next);
  }
  const view = offline
    ? { icon: <CloudOffRoundedIcon fontSize="small" />, text: SAVE_WORDS.offline, color: 'warning.dark' }
    : status === 'saving'
      ? {
          icon: <CircularProgress size={16} color="inherit" />,
          text: SAVE_WORDS.saving,
          color: 'text.secondary',
        }
      : status === 'error'
        ? { icon: <ErrorOutlineRoundedIcon fontSize="small" />, text: SAVE_WORDS.error, color: 'error.main' }
        : { icon: <CloudDoneRoundedIcon fontSize="small" />, text: SAVE_WORDS.saved, color: 'success.main' };
  return (
    <Box
      role="status"
      aria-label="Save status"
      data-status={offline ? 'offline' : status}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: view.color, minHeight: 32 }}
    >
      <Box aria-hidden sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {view.icon}
        <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: 'inherit' }}>
          {view.text}
        </Typography>
      </Box>
      <Box component="span" data-announced sx={visuallyHidden}>
        {SAVE_WORDS[next]}
      </Box>
    </Box>
  );
};
