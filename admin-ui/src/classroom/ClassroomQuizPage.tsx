import Box from '@mui/material/Box';
import { Title, useGetIdentity } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AccessDenied, ErrorState, LoadingState } from '@portal/ui-shared';
import { homePathFor } from '../access/pages';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import type { PortalIdentity } from '../providers/authProvider';
import { CLASSROOM_PAGE_TITLE, TutorClassroom } from './TutorClassroom';

/**
 * Page classroom-quiz for the console (spec 002 §2.13): tutors host the live quiz here; any other
 * role sees Access Denied (students join from the learner app).
 */
export const ClassroomQuizPage = () => {
  useDocumentTitle(CLASSROOM_PAGE_TITLE);
  const navigate = useNavigate();
  const { identity, isPending, error, refetch } = useGetIdentity();
  const user = identity as PortalIdentity | undefined;

  if (isPending) {
    return <LoadingState message="Loading your classroom…" />;
  }
  if (error || !user) {
    return (
      <Box sx={{ maxWidth: 720 }}>
        <Title title={CLASSROOM_PAGE_TITLE} />
        <ErrorState
          title="Your account could not be loaded"
          message="The classroom needs to know who you are. Check your connection and try again."
          onRetry={() => void refetch()}
        />
      </Box>
    );
  }
  if (user.role !== 'tutor') {
    return (
      <Box component="section" aria-label="Access denied" sx={{ maxWidth: 720 }}>
        <Title title={CLASSROOM_PAGE_TITLE} />
        <AccessDenied onBackToDashboard={() => void navigate(homePathFor(user.role))} />
      </Box>
    );
  }
  return (
    <TutorClassroom
      key={user.id}
      tutor={{ id: user.id, firstName: user.firstName, lastName: user.lastName, fullName: user.fullName }}
    />
  );
};
