import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { spreadRowSx } from './spreadRowSx';

export interface PageHeadingProps {
  /** id of the h1, for the page section's aria-labelledby */
  id: string;
  title: string;
  description?: string;
  /** e.g. a create button, placed at the heading's end */
  action?: ReactNode;
}

/** The page's one h1 and a line saying what the page is for. */
export const PageHeading = ({ id, title, description, action }: PageHeadingProps) => (
  <Box component="header" sx={{ ...spreadRowSx('flex-end', 2), mb: 1 }}>
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h1" id={id}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      ) : null}
    </Box>
    {action}
  </Box>
);
