import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { RetryAlert } from '@portal/ui-shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNow } from '../common/useNow';
import { retryServerErrors } from '../providers/apiFetch';
import {
  CHILD_INVITATIONS_KEY,
  answerChildInvitation,
  fetchChildInvitations,
  type ChildInvitation,
} from './childInvitationsApi';
import {
  CHILD_INVITATION_TEXT as TEXT,
  answerLabels,
  answeredMessage,
  declineQuestion,
  expiryText,
  invitationHeadline,
  sortChildInvitations,
} from './childInvitations';

/** Shown only if the list takes this long, so the usual "none" does not flash a panel. */
const LOADING_NOTICE_DELAY_MS = 400;

/** After an answer, what else shows a child's tutor: the student cards and the dashboard figures. */
const REFRESHED_AFTER_ANSWER = [['enrolment'], ['students'], ['dashboard']] as const;

export interface ChildInvitationsPanelProps {
  /** The heading's id (the panel is labelled by it); unique on the page. */
  headingId?: string;
}

/**
 * A parent's class invitations (issue 15 item 4): each open invitation a tutor sent to a linked
 * child's address, with Accept and Decline (after a confirmation). Nothing is shown when there
 * are none; the answer is announced by a toast, and the list refreshes the child's card.
 */
export const ChildInvitationsPanel = ({
  headingId = 'child-invitations-heading',
}: ChildInvitationsPanelProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const now = useNow();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [declining, setDeclining] = useState<ChildInvitation | null>(null);
  const [answeredHere, setAnsweredHere] = useState(false);
  const [slow, setSlow] = useState(false);

  const list = useQuery({
    queryKey: CHILD_INVITATIONS_KEY,
    queryFn: ({ signal }) => fetchChildInvitations(signal),
    retry: retryServerErrors,
    staleTime: 15_000,
  });

  useEffect(() => {
    if (!list.isPending) {
      return undefined;
    }
    const timer = window.setTimeout(() => setSlow(true), LOADING_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [list.isPending]);

  const answer = useMutation({
    mutationFn: ({ invitation, accept }: { invitation: ChildInvitation; accept: boolean }) =>
      answerChildInvitation(invitation, accept),
    onSuccess: async (message, { invitation, accept }) => {
      notify(answeredMessage(invitation, accept, message), { type: 'success' });
      setDeclining(null);
      setAnsweredHere(true);
      await Promise.all(
        REFRESHED_AFTER_ANSWER.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      );
      // the answered row is gone: keep the keyboard in the panel rather than on the page's body
      headingRef.current?.focus();
    },
    onError: async (failure: Error) => {
      notify(failure.message || TEXT.answerFailed, { type: 'error' });
      setDeclining(null);
      // an invitation that closed meanwhile (404) leaves the list
      await queryClient.invalidateQueries({ queryKey: [...CHILD_INVITATIONS_KEY] });
    },
  });

  if (list.isPending) {
    return slow ? (
      <Typography role="status" variant="body2" color="text.secondary">
        {TEXT.loading}
      </Typography>
    ) : null;
  }
  if (list.isError) {
    return (
      <RetryAlert onRetry={() => void list.refetch()} retryLabel={TEXT.retry}>
        {TEXT.loadFailed} {list.error instanceof Error ? list.error.message : ''}
      </RetryAlert>
    );
  }
  const invitations = sortChildInvitations(list.data);
  if (invitations.length === 0 && !answeredHere) {
    return null;
  }
  const busyId = answer.isPending ? answer.variables.invitation.id : null;
  const question = declining ? declineQuestion(declining) : null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        <MailOutlineRoundedIcon color="primary" aria-hidden />
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          id={headingId}
          sx={{ fontSize: '1.25rem', outline: 'none' }}
        >
          {TEXT.heading}
        </Typography>
      </Stack>
      {invitations.length === 0 ? (
        <Typography color="text.secondary">{TEXT.allAnswered}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {TEXT.intro}
          </Typography>
          <List disablePadding aria-label={TEXT.listLabel}>
            {invitations.map((invitation, index) => {
              const labels = answerLabels(invitation);
              const details = [invitation.organizationName, expiryText(invitation.expiresAt, now)]
                .filter(Boolean)
                .join(' · ');
              return (
                <ListItem
                  key={invitation.id}
                  divider={index < invitations.length - 1}
                  disableGutters
                  sx={{ flexWrap: 'wrap', gap: 1.5, py: 1.5, alignItems: 'center' }}
                >
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {invitationHeadline(invitation)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {details}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                    <Button
                      variant="contained"
                      size="small"
                      startIcon={<CheckRoundedIcon />}
                      aria-label={labels.accept}
                      disabled={busyId !== null}
                      loading={busyId === invitation.id && answer.variables?.accept === true}
                      loadingPosition="start"
                      onClick={() => answer.mutate({ invitation, accept: true })}
                    >
                      {TEXT.acceptLabel}
                    </Button>
                    <Button
                      variant="outlined"
                      size="small"
                      startIcon={<CloseRoundedIcon />}
                      aria-label={labels.decline}
                      disabled={busyId !== null}
                      onClick={() => setDeclining(invitation)}
                    >
                      {TEXT.declineLabel}
                    </Button>
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
      <ConfirmDialog
        open={declining !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel="Decline invitation"
        confirmIcon={<CloseRoundedIcon />}
        busy={answer.isPending}
        onCancel={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) {
            answer.mutate({ invitation: declining, accept: false });
          }
        }}
      />
    </Paper>
  );
};
