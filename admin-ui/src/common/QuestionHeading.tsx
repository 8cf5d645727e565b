import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface QuestionHeadingProps {
  id: string;
  number: number;
  component: 'h2' | 'h3';
  /** the review sets one; the exam viewer keeps the theme's */
  fontSize?: string;
  children: ReactNode;
}

/** "Q3." followed by the question text as a heading that labels its article. */
export const QuestionHeading = ({ id, number, component, fontSize, children }: QuestionHeadingProps) => (
  <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
    <Typography component="span" sx={{ fontWeight: 800, color: 'primary.main', flexShrink: 0 }}>
      Q{number}.
    </Typography>
    <Typography
      id={id}
      component={component}
      sx={{ fontWeight: 600, fontSize, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
    >
      {children}
    </Typography>
  </Box>
);
