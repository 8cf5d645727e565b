import Box from '@mui/material/Box';
import { Title } from 'react-admin';
import { PrivacyPage, useAuth } from '@portal/ui-shared';
import { RequirePage } from '../access/RequirePage';
import { useDocumentTitle } from '../layout/useDocumentTitle';

const PrivacyView = () => {
  useDocumentTitle('Privacy & Data');
  const { user } = useAuth();
  return (
    <Box sx={{ maxWidth: 1080, minWidth: 0, pb: 4 }}>
      <Title title="Privacy & Data" />
      {user ? <PrivacyPage user={user} /> : null}
    </Box>
  );
};

/**
 * Spec §2.8, from @portal/ui-shared: the signed-in person's own data, consents, activity log and
 * rights (export, restriction, deletion). Compliance officers have one too, about themselves.
 */
export const PrivacyDataPage = () => (
  <RequirePage page="privacy">
    <PrivacyView />
  </RequirePage>
);
