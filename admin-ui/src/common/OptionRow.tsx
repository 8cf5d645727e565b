import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { optionLetter } from '@portal/contracts';

export interface OptionRowProps {
  index: number;
  option: string;
  /** the palette colour that marks the option (correct, chosen…), or null for a plain row */
  tone: 'success' | 'error' | 'primary' | null;
  /** what follows the option text: a note or an icon */
  children?: ReactNode;
}

/** One lettered option of a multiple-choice question, as the exam viewer and the review show it. */
export const OptionRow = ({ index, option, tone, children }: OptionRowProps) => (
  <Box
    component="li"
    sx={{
      display: 'flex',
      gap: 1,
      alignItems: 'center',
      px: 1.5,
      py: 0.75,
      borderRadius: 1,
      border: 1,
      borderColor: tone ? `${tone}.main` : 'divider',
      bgcolor: (theme) => (tone ? alpha(theme.palette[tone].main, 0.1) : 'transparent'),
      minWidth: 0,
    }}
  >
    <Box component="span" sx={{ fontWeight: 700, flexShrink: 0 }}>
      {optionLetter(index)}.
    </Box>
    <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
      {option}
    </Box>
    {children}
  </Box>
);
