import Card from '@mui/material/Card';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { EmptyState } from './EmptyState';

export interface ListEmptyProps {
  icon?: ReactNode;
  action?: ReactNode;
}

/** react-admin's `empty` page for a resource, worded by `resources.<name>.empty` in en.ts. */
export const ListEmpty = ({ icon, action }: ListEmptyProps) => {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1 }}>
      <EmptyState
        title={translate(`resources.${resource}.empty`, { _: 'Nothing here yet' })}
        description={translate(`resources.${resource}.emptyHint`, { _: '' })}
        icon={icon}
        action={action}
      />
    </Card>
  );
};

/** Inside the table when filters match nothing: the filters are still on screen to change. */
export const NoMatches = () => (
  <EmptyState title="No results match these filters" description="Change the search or clear a filter." />
);
