import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'primary' | 'neutral';

export interface StatusChipProps {
  label: string;
  tone: StatusTone;
  icon?: ReactElement;
}

// The *.main hues are too faint for text on white or dark paper; the outline keeps them, the label
// takes the shade with enough contrast (as the system status chips do).
const readable = (tone: Exclude<StatusTone, 'neutral'>) => (theme: Theme) => {
  const color = theme.palette[tone][theme.palette.mode === 'dark' ? 'light' : 'dark'];
  return { color, borderColor: theme.palette[tone].main, '& .MuiChip-icon': { color } };
};

/** A small outlined status label; its text is the accessible name, colour only repeats it. */
export const StatusChip = ({ label, tone, icon }: StatusChipProps) => (
  <Chip
    label={label}
    size="small"
    variant="outlined"
    {...(icon ? { icon } : {})}
    sx={tone === 'neutral' ? { color: 'text.secondary' } : readable(tone)}
  />
);
