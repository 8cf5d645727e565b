import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReceivedInvitation } from '@portal/contracts';
import { isApiError } from '@portal/ui-shared';
import { answerInvitation } from './enrolmentApi';

export interface InvitationListProps {
  invitations: ReceivedInvitation[];
  /** After an answer was recorded, with the server's message. */
  onAnswered: (message: string) => void;
  onError: (message: string) => void;
}

/** Tutors who invited the student: Accept joins their class, Decline closes the invitation. */
export const InvitationList = ({ invitations, onAnswered, onError }: InvitationListProps) => {
  const [busy, setBusy] = useState<string | null>(null);
  if (invitations.length === 0) {
    return null;
  }
  const answer = (id: string, accept: boolean) => {
    setBusy(id);
    answerInvitation(id, accept)
      .then((message) => onAnswered(message))
      .catch((failure: unknown) =>
        onError(isApiError(failure) ? failure.message : 'Could not answer the invitation. Please try again.'),
      )
      .finally(() => setBusy(null));
  };
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 520, textAlign: 'left' }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        Invitations from tutors
      </Typography>
      <List disablePadding aria-label="Invitations from tutors">
        {invitations.map((invitation) => (
          <ListItem key={invitation.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${invitation.tutorName} invited you to their class`}
              secondary={invitation.organizationName ?? undefined}
              sx={{ flex: '1 1 220px' }}
            />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                disabled={busy !== null}
                onClick={() => answer(invitation.id, true)}
              >
                Accept
              </Button>
              <Button
                variant="outlined"
                size="small"
                disabled={busy !== null}
                onClick={() => answer(invitation.id, false)}
              >
                Decline
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
};
