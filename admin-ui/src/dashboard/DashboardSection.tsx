import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DashboardSectionProps {
  id: string;
  title: string;
  /** e.g. a refresh button at the heading's end */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled block of the dashboard: an h2 the section is labelled by. */
export const DashboardSection = ({ id, title, action, children }: DashboardSectionProps) => (
  <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: 1.5,
        minHeight: 32,
      }}
    >
      <Typography variant="h2" id={id}>
        {title}
      </Typography>
      {action}
    </Box>
    {children}
  </Box>
);
