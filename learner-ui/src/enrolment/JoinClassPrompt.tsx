import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { EmptyState } from '@portal/ui-shared';
import { InvitationList } from './InvitationList';
import { JoinClassForm } from './JoinClassForm';
import { useMyEnrolment } from './useMyEnrolment';

export interface JoinClassPromptProps {
  /** The page itself: shown below the prompt ('above'), or only once the student is in a class ('instead'). */
  children?: ReactNode;
  placement?: 'above' | 'instead';
  /** What the student will find here once in a class (one sentence). */
  purpose: string;
  /** 'instead': the page's own h1, shown while the page itself is not */
  pageTitle?: string;
}

/**
 * The empty state of a student who belongs to no tutor yet (issue 15): how to join a class (a code
 * from the tutor), and the invitations tutors sent them. Once in a class it shows nothing.
 */
export const JoinClassPrompt = ({
  children,
  placement = 'above',
  purpose,
  pageTitle,
}: JoinClassPromptProps) => {
  const { state, reload } = useMyEnrolment();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const enrolled = state.status !== 'ready' || state.enrolment.enrolled;
  /** Joined (or an invitation declined): the server's message, and the enrolment read again. */
  const joined = (text: string) => {
    setNotice({ severity: 'success', text });
    reload();
  };
  if (state.status === 'loading' && placement === 'instead') {
    return null;
  }
  return (
    <Stack spacing={3}>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} role="status">
          {notice.text}
        </Alert>
      )}
      {!enrolled && placement === 'instead' && pageTitle && (
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {pageTitle}
        </Typography>
      )}
      {!enrolled && state.status === 'ready' && (
        <EmptyState
          title="Join your tutor's class"
          icon={<SchoolRoundedIcon />}
          message={
            <Stack spacing={1} sx={{ maxWidth: 560 }}>
              <Typography>
                You are not in a class yet. {purpose} Ask your tutor for your class code and type it below.
              </Typography>
            </Stack>
          }
          actions={
            <Stack spacing={3} sx={{ alignItems: 'center', width: '100%' }}>
              <JoinClassForm onJoined={joined} />
              <InvitationList
                invitations={state.enrolment.invitations}
                onAnswered={joined}
                onError={(text) => setNotice({ severity: 'error', text })}
              />
            </Stack>
          }
        />
      )}
      {(placement === 'above' || enrolled) && children}
    </Stack>
  );
};
