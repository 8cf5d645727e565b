import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface DashboardSectionProps {
  /** The h2, also the section's accessible name. */
  title: string;
  /** Shown at the end of the heading row (a count, a hint). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card of the student dashboard. */
export const DashboardSection = ({ title, aside, children }: DashboardSectionProps) => {
  const headingId = `dashboard-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.2rem', sm: '1.3rem' } }}>
          {title}
        </Typography>
        {aside}
      </Box>
      {children}
    </Card>
  );
};
