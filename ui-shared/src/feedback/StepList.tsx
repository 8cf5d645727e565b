import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface StepListProps {
  /** The `<li>` steps, in order. */
  children: ReactNode;
}

/** Numbered steps inside a centred notice (what to do with the e-mail we sent). */
export const StepList = ({ children }: StepListProps) => (
  <Box
    component="ol"
    sx={{ textAlign: 'left', maxWidth: 520, m: 0, pl: 3, display: 'grid', gap: 1, fontSize: '1.05rem' }}
  >
    {children}
  </Box>
);
