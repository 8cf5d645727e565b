import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A card's h2 in a page of cards (exams, schedules): bold, a little larger, long words broken. */
export const CardTitle = ({ id, children }: { id: string; children: ReactNode }) => (
  <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);
