import Box from '@mui/material/Box';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import { Title } from 'react-admin';
import { EmptyState } from '@portal/ui-shared';
import { PageHeading } from '../common/PageHeading';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** Spec §2.1: for admins, a placeholder saying settings are coming soon. */
export const SettingsPage = () => {
  useDocumentTitle('Settings');
  return (
    <section aria-labelledby="settings-heading">
      <Title title="Settings" />
      <PageHeading id="settings-heading" title="Settings" />
      <Box sx={{ mt: 2 }}>
        <EmptyState
          icon={<SettingsRoundedIcon />}
          title="Settings are coming soon"
          message="Organisation-wide settings will be managed here."
        />
      </Box>
    </section>
  );
};
