import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown above the title (e.g. Back to Dashboard). */
  before?: ReactNode;
}

/** A screen's h1 with an optional line of context. */
export const PageHeader = ({ title, subtitle, before }: PageHeaderProps) => (
  <Box sx={{ mb: 3 }}>
    {before && <Box sx={{ mb: 1.5 }}>{before}</Box>}
    <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
      {title}
    </Typography>
    {subtitle && (
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {subtitle}
      </Typography>
    )}
  </Box>
);
