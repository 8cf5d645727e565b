import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ChipLineProps {
  /** the chips, first on the line */
  children: ReactNode;
  /** the details after the chips, in secondary text */
  text: ReactNode;
}

/** A compact list row's second line: its chips, then the details that would be table columns. */
export const ChipLine = ({ children, text }: ChipLineProps) => (
  <Box
    component="span"
    sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.5 }}
  >
    {children}
    <Typography component="span" variant="body2" color="text.secondary">
      {text}
    </Typography>
  </Box>
);
