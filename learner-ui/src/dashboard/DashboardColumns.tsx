import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface DashboardColumnsProps {
  start: ReactNode;
  end: ReactNode;
}

/** Side by side when the page is wide enough (whatever the sidebar takes), else one above the other. */
export const DashboardColumns = ({ start, end }: DashboardColumnsProps) => (
  <Box sx={{ containerType: 'inline-size' }}>
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'minmax(0, 1fr)',
        alignItems: 'start',
        '@container (min-width: 860px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
      }}
    >
      {start}
      {end}
    </Box>
  </Box>
);
