import Box from '@mui/material/Box';
import { useCallback } from 'react';
import { Title, useGetIdentity, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@portal/contracts';
import { ProfileSettings, useAuth } from '@portal/ui-shared';
import { RequirePage } from '../access/RequirePage';
import { PAGES, homePathFor } from '../access/pages';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { forgetCachedSession } from '../providers/authProvider';

const ProfileView = () => {
  useDocumentTitle('Profile Settings');
  const navigate = useNavigate();
  const { permissions } = usePermissions<Role>();
  const { refetch } = useGetIdentity();
  const auth = useAuth();
  // a new name shows in the sidebar at once
  const refreshIdentity = useCallback(() => {
    forgetCachedSession();
    void auth.refresh();
    void refetch();
  }, [auth, refetch]);
  return (
    <Box sx={{ maxWidth: 960, minWidth: 0, pb: 4 }}>
      <Title title="Profile Settings" />
      <ProfileSettings
        onBack={() => void navigate(homePathFor(permissions))}
        onOpenPrivacy={() => void navigate(PAGES.privacy.path)}
        onProfileUpdated={refreshIdentity}
      />
    </Box>
  );
};

/** Spec §2.7, from @portal/ui-shared: Profile Information, Change Password, Privacy & GDPR. */
export const ProfilePage = () => (
  <RequirePage page="profile">
    <ProfileView />
  </RequirePage>
);
