import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The id of the current stage's heading: focus moves to it when the stage changes. */
export const STAGE_HEADING_ID = 'classroom-stage-heading';

export interface StageHeadingProps {
  children: ReactNode;
  align?: 'left' | 'center';
}

/** A stage's h2, focusable by script so keyboard and screen-reader users land on the new stage. */
export const StageHeading = ({ children, align = 'left' }: StageHeadingProps) => (
  <Typography
    id={STAGE_HEADING_ID}
    variant="h2"
    tabIndex={-1}
    sx={{
      fontSize: { xs: '1.35rem', sm: '1.6rem' },
      textAlign: align,
      overflowWrap: 'anywhere',
      outline: 'none',
      // focus scrolls it into view: clear of the phone's fixed top bar
      scrollMarginTop: { xs: 88, md: 24 },
    }}
  >
    {children}
  </Typography>
);
