import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { RequirePage } from '../access/RequirePage';
import type { PageId } from '../access/pages';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageHeading, type PageHeadingProps } from './PageHeading';

export interface ResourcePageProps extends PageHeadingProps {
  /** the page table's entry: the role is checked before the content mounts */
  page: PageId;
  maxWidth?: number;
  children: ReactNode;
}

type ResourceSectionProps = Omit<ResourcePageProps, 'page'>;

/** Mounted only once the role may open the page, so the tab title is this page's, not the denial's. */
const ResourceSection = ({ maxWidth, children, ...heading }: ResourceSectionProps) => {
  useDocumentTitle(heading.title);
  return (
    <Box component="section" aria-labelledby={heading.id} sx={{ maxWidth, minWidth: 0 }}>
      <PageHeading {...heading} />
      {children}
    </Box>
  );
};

/**
 * A react-admin resource page (list or create): a section labelled by its h1. The role is checked
 * before the page mounts, so one without access never calls the API for it.
 */
export const ResourcePage = ({ page, ...section }: ResourcePageProps) => (
  <RequirePage page={page}>
    <ResourceSection {...section} />
  </RequirePage>
);
