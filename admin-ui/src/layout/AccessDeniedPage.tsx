import Box from '@mui/material/Box';
import { Title, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@portal/contracts';
import { AccessDenied } from '@portal/ui-shared';
import { homePathFor } from '../access/pages';
import { useDocumentTitle } from './useDocumentTitle';

/** Spec §2.1: a page the role may not open, with Back to Dashboard. */
export const AccessDeniedPage = () => {
  useDocumentTitle('Access denied');
  const { permissions } = usePermissions<Role>();
  const navigate = useNavigate();
  return (
    <Box component="section" aria-label="Access denied" sx={{ maxWidth: 720 }}>
      <Title title="Access denied" />
      <AccessDenied
        onBackToDashboard={() => {
          void navigate(homePathFor(permissions));
        }}
      />
    </Box>
  );
};
