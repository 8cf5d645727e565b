import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { spreadRowSx } from './spreadRowSx';
import type { ElementType, ReactNode } from 'react';

export interface SectionHeadingProps {
  /** id of the heading, which names its section */
  id: string;
  title: ReactNode;
  /** a line under the title */
  hint?: ReactNode;
  /** e.g. an add button, at the heading's end */
  action?: ReactNode;
  /** the heading's level and look */
  heading: { variant: TypographyProps['variant']; component?: ElementType; sx?: TypographyProps['sx'] };
  /** how the action lines up with the title */
  alignItems: 'flex-end' | 'baseline';
  mb?: number;
}

/** A section's heading and hint on the left, its action on the right, wrapping on a phone. */
export const SectionHeading = ({ id, title, hint, action, heading, alignItems, mb }: SectionHeadingProps) => (
  <Box sx={{ ...spreadRowSx(alignItems), mb }}>
    <Box sx={{ minWidth: 0 }}>
      <Typography {...heading} id={id}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Box>
    {action}
  </Box>
);
