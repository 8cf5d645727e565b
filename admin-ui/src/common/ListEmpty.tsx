import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { EmptyState } from '@portal/ui-shared';

export interface ListEmptyProps {
  icon?: ReactNode;
  actions?: ReactNode;
}

/** react-admin's `empty` page for a resource, worded by `resources.<name>.empty` in en.ts. */
export const ListEmpty = ({ icon, actions }: ListEmptyProps) => {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ mt: 1 }}>
      <EmptyState
        title={translate(`resources.${resource}.empty`, { _: 'Nothing here yet' })}
        message={translate(`resources.${resource}.emptyHint`, { _: '' })}
        icon={icon}
        actions={actions}
      />
    </Box>
  );
};

/** Inside the table when filters match nothing: the filters are still on screen to change. */
export const NoMatches = () => (
  <Box role="status" sx={{ py: 6, px: 3, textAlign: 'center' }}>
    <Typography variant="h3" component="p">
      No results match these filters
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      Change the search or clear a filter.
    </Typography>
  </Box>
);
