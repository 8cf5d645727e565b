import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Title, usePermissions } from 'react-admin';
import type { Role } from '@portal/contracts';
import { EmptyState } from '@portal/ui-shared';
import { pageLabel, type PageId } from '../access/pages';
import { PageHeading } from '../common/PageHeading';
import { pageIcons } from '../layout/pageIcons';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export interface ComingSoonPageProps {
  page: PageId;
}

/** A page the sidebar already lists whose screen arrives with a later release. */
export const ComingSoonPage = ({ page }: ComingSoonPageProps) => {
  const { permissions } = usePermissions<Role>();
  const label = pageLabel(page, permissions);
  useDocumentTitle(label);
  const Icon = pageIcons[page];
  return (
    <section aria-labelledby={`${page}-heading`}>
      <Title title={label} />
      <PageHeading id={`${page}-heading`} title={label} />
      <Box sx={{ mt: 2 }}>
        <EmptyState
          icon={<Icon />}
          title="Coming in a later release"
          message={`${label} is on its way. Everything else in your menu is ready to use today.`}
          actions={<Chip label="In development" size="small" variant="outlined" />}
        />
      </Box>
    </section>
  );
};
