import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../forms/FormTextField';
import Typography from '@mui/material/Typography';
import DeleteForeverRoundedIcon from '@mui/icons-material/DeleteForeverRounded';
import { ERASURE_ACCEPTED } from '@portal/contracts';
import { requestDataErasure } from '../api/complianceApi';
import { errorMessage } from '../api/apiFetch';
import { useToast } from '../feedback/useToast';
import { DELETION_REDIRECT_MS, PRIVACY_MESSAGES } from './privacyLabels';

export interface DeleteAccountCardProps {
  /** The signed-in user's e-mail: they must type it to confirm (spec 001 §5). */
  email: string;
  /** Where to go 3 seconds after the request is accepted. Defaults to "/logout". */
  logoutHref?: string;
}

export const EMAIL_MISMATCH = 'Type the email address of your account to confirm';

/**
 * The right to erasure (spec 001 §2.8 and §4): a button opens a confirm form that can be cancelled;
 * the user types their own e-mail and may give a reason; DELETE /compliance/data-erasure; on success
 * a notice, then /logout after 3 seconds.
 */
export const DeleteAccountCard = ({ email, logoutHref = '/logout' }: DeleteAccountCardProps) => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const toast = useToast();
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) {
      fieldRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!done) {
      return;
    }
    const timer = window.setTimeout(() => window.location.assign(logoutHref), DELETION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, logoutHref]);

  const cancel = () => {
    setOpen(false);
    setTyped('');
    setReason('');
    setTypedError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.trim().toLowerCase()) {
      setTypedError(EMAIL_MISMATCH);
      return;
    }
    setBusy(true);
    try {
      const message = await requestDataErasure(typed.trim().toLowerCase(), reason.trim() || null);
      setDone(message ?? ERASURE_ACCEPTED);
    } catch (error) {
      toast.showError(errorMessage(error, PRIVACY_MESSAGES.deletionFailed));
      setBusy(false);
    }
  };

  return (
    <Card sx={{ borderColor: 'error.light' }}>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Delete my account
        </Typography>
        {done ? (
          <Alert severity="success" role="alert">
            {done}
          </Alert>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              This deletes your account and everything in it, including your exam results and progress. You
              cannot undo it.
            </Typography>
            {!open ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteForeverRoundedIcon />}
                onClick={() => setOpen(true)}
              >
                Delete my account
              </Button>
            ) : (
              <Box
                component="form"
                noValidate
                onSubmit={(event) => void submit(event)}
                aria-label="Confirm account deletion"
              >
                <Stack spacing={2}>
                  <Alert severity="warning">
                    Are you sure? If you are under 16, talk to your parent or carer first.
                  </Alert>
                  <Typography>
                    To confirm, type the email address of your account: <strong>{email}</strong>
                  </Typography>
                  <FormTextField
                    inputRef={fieldRef}
                    label="Type your email to confirm"
                    type="email"
                    autoComplete="off"
                    value={typed}
                    onChange={(event) => {
                      setTyped(event.target.value);
                      setTypedError(null);
                    }}
                    error={Boolean(typedError)}
                    helperText={typedError}
                    required
                    fullWidth
                  />
                  <FormTextField
                    label="Why are you leaving? (optional)"
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    multiline
                    minRows={2}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 1000 } }}
                  />
                  <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
                    <Button variant="outlined" onClick={cancel} disabled={busy}>
                      Cancel
                    </Button>
                    <Button type="submit" variant="contained" color="error" disabled={busy}>
                      {busy ? 'Deleting…' : 'Delete my account for good'}
                    </Button>
                  </Stack>
                </Stack>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
