import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../forms/FormTextField';
import Typography from '@mui/material/Typography';
import DeleteForeverRoundedIcon from '@mui/icons-material/DeleteForeverRounded';
import { ERASURE_ACCEPTED, ERASURE_MESSAGES } from '@portal/contracts';
import { requestDataErasure } from '../api/complianceApi';
import { errorMessage, isApiError } from '../api/apiFetch';
import { useToast } from '../feedback/useToast';
import { DELETION_REDIRECT_MS, ERASURE_DESTROYED, ERASURE_KEPT, PRIVACY_MESSAGES } from './privacyLabels';
import { FormBox } from '../forms/FormBox';
import { DataSection } from './DataSection';

export interface DeleteAccountCardProps {
  /** The signed-in user's e-mail: they must type it to confirm (spec 001 §5). */
  email: string;
  /** Posted to 3 seconds after the request is accepted (it signs out, then home). Defaults to "/logout". */
  logoutHref?: string;
}

export const EMAIL_MISMATCH = ERASURE_MESSAGES.emailMismatch;

/** POST /logout (GET only shows a page that asks), then home: the session ended with the request. */
async function signOutAndLeave(logoutHref: string): Promise<void> {
  try {
    await fetch(logoutHref, { method: 'POST', credentials: 'same-origin', redirect: 'manual' });
  } finally {
    window.location.assign('/');
  }
}

const ErasureList = ({ title, items }: { title: string; items: readonly string[] }) => (
  <Box>
    <Typography variant="subtitle2" component="h3">
      {title}
    </Typography>
    <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 2.5, color: 'text.secondary' }}>
      {items.map((item) => (
        <li key={item}>
          <Typography variant="body2">{item}</Typography>
        </li>
      ))}
    </Box>
  </Box>
);

/**
 * The right to erasure (spec 001 §2.8 and §4): a button opens a confirm form that can be cancelled;
 * the user types their own e-mail and their password (both checked again by the server) and may
 * give a reason; DELETE /compliance/data-erasure; on success a notice, then /logout after 3
 * seconds. The card says exactly what is destroyed and what stays (issue 15 item 12).
 */
export const DeleteAccountCard = ({ email, logoutHref = '/logout' }: DeleteAccountCardProps) => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
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
    const timer = window.setTimeout(() => void signOutAndLeave(logoutHref), DELETION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, logoutHref]);

  const cancel = () => {
    setOpen(false);
    setTyped('');
    setPassword('');
    setReason('');
    setTypedError(null);
    setPasswordError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.trim().toLowerCase()) {
      setTypedError(EMAIL_MISMATCH);
      return;
    }
    if (!password) {
      setPasswordError(ERASURE_MESSAGES.passwordRequired);
      return;
    }
    setBusy(true);
    try {
      const message = await requestDataErasure({
        email: typed.trim().toLowerCase(),
        password,
        reason: reason.trim() || null,
      });
      setPassword('');
      setDone(message ?? ERASURE_ACCEPTED);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (fields.password || fields.email) {
        setPasswordError(fields.password ?? null);
        setTypedError(fields.email ?? null);
      } else {
        toast.showError(errorMessage(error, PRIVACY_MESSAGES.deletionFailed));
      }
      setBusy(false);
    }
  };

  return (
    <DataSection title="Delete my account" danger>
      {done ? (
        <Alert severity="success" role="alert">
          {done}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            This deletes your account for good. You cannot undo it.
          </Typography>
          <Stack spacing={1.5} sx={{ mb: 2 }}>
            <ErasureList title="What is deleted for good" items={ERASURE_DESTROYED} />
            <ErasureList title="What stays, without your name" items={ERASURE_KEPT} />
          </Stack>
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
            <FormBox label="Confirm account deletion" onSubmit={submit}>
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
                  label="Your password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setPasswordError(null);
                  }}
                  error={Boolean(passwordError)}
                  helperText={passwordError}
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
            </FormBox>
          )}
        </>
      )}
    </DataSection>
  );
};
