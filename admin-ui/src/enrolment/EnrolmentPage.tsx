import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Title, usePermissions } from 'react-admin';
import type { Role } from '@portal/contracts';
import { PageHeading } from '../common/PageHeading';
import { InvitationsPanel } from './InvitationsPanel';
import { JoinCodesPanel } from './JoinCodesPanel';

export const ENROLMENT_PATH = '/students/enrolment';
const TITLE = 'Class codes and invitations';

/**
 * How students who signed up by themselves join a tutor's class (issue 15): class codes to share
 * (per class or per group, revocable) and invitations by e-mail. Tutors manage their own; an
 * admin sees and revokes every tutor's codes and invitations.
 */
export const EnrolmentPage = () => {
  const { permissions } = usePermissions<Role>();
  const tutor = permissions === 'tutor';
  if (permissions !== 'tutor' && permissions !== 'admin') {
    return null; // parents reach /students too; this page is staff's only
  }
  return (
    <Box component="section" aria-labelledby="enrolment-heading" sx={{ minWidth: 0, maxWidth: 1200, pb: 4 }}>
      <Title title={TITLE} />
      <PageHeading
        id="enrolment-heading"
        title={TITLE}
        description="Students who sign up by themselves belong to no tutor until they join your class with a code or accept your invitation."
      />
      <Stack spacing={3} sx={{ mt: 2 }}>
        <JoinCodesPanel canCreate={tutor} />
        <InvitationsPanel canInvite={tutor} />
      </Stack>
    </Box>
  );
};
