import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { PageHeading, type PageHeadingProps } from './PageHeading';

export interface PageSectionProps extends PageHeadingProps {
  /** react-admin's title in the app bar, where it is shorter than the heading */
  barTitle?: string;
  maxWidth: 1280 | 1400 | 1600;
  /** lays the page's parts out as a grid with this gap (the classroom) */
  gap?: number;
  children: ReactNode;
}

/** A console page: a section labelled by its h1, the app bar's title, the heading, the content. */
export const PageSection = ({ barTitle, maxWidth, gap, children, ...heading }: PageSectionProps) => (
  <Box
    component="section"
    aria-labelledby={heading.id}
    sx={{ minWidth: 0, maxWidth, pb: 4, ...(gap === undefined ? {} : { display: 'grid', gap }) }}
  >
    <Title title={barTitle ?? heading.title} />
    <PageHeading {...heading} />
    {children}
  </Box>
);
