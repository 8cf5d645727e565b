import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EnrolmentPanelProps {
  /** id of the heading, which names the panel */
  id: string;
  title: string;
  /** what the panel does, under the heading */
  description: ReactNode;
  children: ReactNode;
}

/** One way of enrolling students (class codes, e-mail invitations): an outlined, titled section. */
export const EnrolmentPanel = ({ id, title, description, children }: EnrolmentPanelProps) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem', mb: 0.5 }}>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {description}
    </Typography>
    {children}
  </Paper>
);
