import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { Title, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@portal/contracts';
import { homePathFor } from '../access/pages';
import { EmptyState } from '../common/EmptyState';
import { ACCESS_DENIED_MESSAGE } from '../common/ErrorState';
import { useDocumentTitle } from './useDocumentTitle';

/** Spec §2.1: a page the role may not open. */
export const AccessDeniedPage = () => {
  useDocumentTitle('Access denied');
  const { permissions } = usePermissions<Role>();
  const navigate = useNavigate();
  return (
    <Card component="section" aria-label="Access denied" sx={{ maxWidth: 720 }}>
      <Title title="Access denied" />
      <EmptyState
        icon={<LockRoundedIcon />}
        title={ACCESS_DENIED_MESSAGE}
        description="Your role does not include this page. If you think it should, ask your administrator."
        action={
          <Button
            variant="contained"
            startIcon={<ArrowBackRoundedIcon />}
            onClick={() => {
              void navigate(homePathFor(permissions));
            }}
          >
            Back to Dashboard
          </Button>
        }
      />
    </Card>
  );
};
