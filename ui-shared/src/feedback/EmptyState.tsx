import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { IconBadge } from './IconBadge';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

/** Nothing to show yet, said kindly, with the next step. */
export const EmptyState = ({ title, message, icon, actions, headingLevel = 2 }: EmptyStateProps) => (
  <Paper
    variant="outlined"
    sx={{
      p: { xs: 3, sm: 5 },
      textAlign: 'center',
      display: 'grid',
      justifyItems: 'center',
      gap: 1.5,
      borderStyle: 'dashed',
    }}
  >
    {icon && (
      <IconBadge size={64} iconSize={34}>
        {icon}
      </IconBadge>
    )}
    <Typography variant={headingLevel === 2 ? 'h2' : 'h3'} sx={{ fontSize: '1.3rem' }}>
      {title}
    </Typography>
    {message && (
      <Typography component="div" color="text.secondary" sx={{ maxWidth: 480 }}>
        {message}
      </Typography>
    )}
    {actions && (
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        {actions}
      </Box>
    )}
  </Paper>
);
