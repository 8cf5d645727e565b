import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CentredPageProps {
  children: ReactNode;
  /** Space above and below, in theme spacing units. */
  py: number | { xs: number; sm: number };
}

/** The whole page as the main landmark, its one card in the middle: screens before the app proper. */
export const CentredPage = ({ children, py }: CentredPageProps) => (
  <Box
    component="main"
    sx={{
      minHeight: '100dvh',
      display: 'grid',
      placeItems: 'center',
      px: 2,
      py,
      bgcolor: 'background.default',
    }}
  >
    {children}
  </Box>
);
