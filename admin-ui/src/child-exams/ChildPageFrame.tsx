import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import FamilyRestroomRoundedIcon from '@mui/icons-material/FamilyRestroomRounded';
import type { ReactNode } from 'react';
import { EmptyState, LoadingRegion } from '@portal/ui-shared';
import { LoadFailure } from '../analytics-common/LoadFailure';
import { PageSection } from '../common/PageSection';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ChildPicker } from './ChildPicker';
import type { Child } from './childExams';
import { useChildren } from './useChildExams';
import { useSelectedChild } from './useSelectedChild';
import { NO_CHILDREN_LINKED } from '../students/familyLinks';

export interface ChildPageFrameProps {
  id: string;
  title: string;
  description: string;
  children: (child: Child) => ReactNode;
}

/** A parent's page about one child: the heading, the child picker, then the page's content. */
export const ChildPageFrame = ({ id, title, description, children: render }: ChildPageFrameProps) => {
  useDocumentTitle(title);
  const family = useChildren();
  const { selected, choose } = useSelectedChild(family.data);
  let content;
  if (family.isError && !family.data) {
    content = <LoadFailure title="Failed to load your children" query={family} retryLabel="Try Again" />;
  } else if (!family.data) {
    content = (
      <LoadingRegion label="Loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={96} sx={{ mb: 1.5 }} />
        ))}
      </LoadingRegion>
    );
  } else if (!selected) {
    content = (
      <EmptyState
        icon={<FamilyRestroomRoundedIcon />}
        title={NO_CHILDREN_LINKED.title}
        message={NO_CHILDREN_LINKED.message}
      />
    );
  } else {
    content = render(selected);
  }
  return (
    <PageSection
      id={id}
      title={title}
      description={description}
      action={
        family.data ? (
          <ChildPicker items={family.data} value={selected?.id ?? null} onChange={choose} />
        ) : undefined
      }
      maxWidth={1400}
    >
      <Box sx={{ mt: 2 }}>{content}</Box>
    </PageSection>
  );
};
