import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { InviteStudentRequest } from '@portal/contracts';
import { formatDate } from '../common/formatDate';
import { ENROLMENT_QUERY_KEY, cancelInvitation, fetchInvitations, inviteStudent } from './enrolmentApi';
import { EnrolmentPanel } from './EnrolmentPanel';

export interface InvitationsPanelProps {
  canInvite: boolean;
}

/**
 * Invite a student by e-mail: the student (or their linked parent) accepts on their own screen.
 * The answer is the same whether or not an account uses the address; no e-mail is sent.
 */
export const InvitationsPanel = ({ canInvite }: InvitationsPanelProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const pending = useQuery({
    queryKey: [...ENROLMENT_QUERY_KEY, 'invitations'],
    queryFn: ({ signal }) => fetchInvitations(signal),
    retry: 1,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ENROLMENT_QUERY_KEY });
  const invite = useMutation({
    mutationFn: (address: string) => inviteStudent(address),
    onSuccess: async (message) => {
      setSent(message);
      setEmail('');
      await refresh();
    },
    onError: (failure: Error) => setError(failure.message),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => cancelInvitation(id),
    onSuccess: async (message) => {
      notify(message, { type: 'success' });
      await refresh();
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteStudentRequest.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Valid email is required');
      return;
    }
    setError(null);
    setSent(null);
    invite.mutate(parsed.data.email);
  };

  return (
    <EnrolmentPanel
      id="invitations-heading"
      title="Invite a student by e-mail"
      description="The student sees your invitation when they sign in and joins your class by accepting it. Invitations stay open for 14 days."
    >
      {canInvite ? (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
        >
          <TextField
            label="Student's e-mail"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            size="small"
            autoComplete="off"
            sx={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendRoundedIcon />}
            disabled={invite.isPending}
          >
            Invite
          </Button>
        </Box>
      ) : null}
      {sent ? (
        <Alert severity="success" role="status" onClose={() => setSent(null)} sx={{ mb: 2 }}>
          {sent}
        </Alert>
      ) : null}
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        Pending invitations
      </Typography>
      {pending.isError ? <Alert severity="error">{pending.error.message}</Alert> : null}
      {pending.data && pending.data.length === 0 ? (
        <Typography color="text.secondary">No pending invitations.</Typography>
      ) : null}
      {pending.data && pending.data.length > 0 ? (
        <List dense aria-label="Pending invitations">
          {pending.data.map((invitation) => (
            <ListItem
              key={invitation.id}
              divider
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={() => cancel.mutate(invitation.id)}
                  disabled={cancel.isPending}
                  aria-label={`Cancel the invitation to ${invitation.email ?? 'this student'}`}
                >
                  Cancel
                </Button>
              }
            >
              <ListItemText
                primary={invitation.email ?? '—'}
                secondary={
                  invitation.status === 'expired'
                    ? `Expired ${formatDate(invitation.expiresAt)}`
                    : `Sent ${formatDate(invitation.createdAt)} · open until ${formatDate(invitation.expiresAt)}`
                }
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </EnrolmentPanel>
  );
};
