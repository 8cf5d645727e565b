import type { ReactNode } from 'react';
import { EmptyState, PageHeader } from '@portal/ui-shared';

export interface ComingSoonPageProps {
  title: string;
  subtitle?: string;
  emptyTitle: string;
  emptyMessage: string;
  icon: ReactNode;
  actions?: ReactNode;
}

/** A page whose content arrives in a later issue: a friendly empty state, never filler text. */
export const ComingSoonPage = ({
  title,
  subtitle,
  emptyTitle,
  emptyMessage,
  icon,
  actions,
}: ComingSoonPageProps) => (
  <>
    <PageHeader title={title} subtitle={subtitle} />
    <EmptyState title={emptyTitle} message={emptyMessage} icon={icon} actions={actions} />
  </>
);
