import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../forms/FormTextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import { ForgotPasswordRequest } from '@portal/contracts';
import { forgotPasswordRequest } from '../api/accountsApi';
import { errorMessage } from '../api/apiFetch';
import { useSubmit } from '../forms/useSubmit';
import { useFormValues } from '../forms/useFormValues';
import type { AuthMode } from './authModes';
import { FORGOT_PASSWORD_FAILED } from './messages';
import { FailureAlert } from '../feedback/FailureAlert';
import { IconBadge } from '../feedback/IconBadge';
import { FormBox } from '../forms/FormBox';

export interface ForgotPasswordFormProps {
  onSwitchMode: (mode: AuthMode) => void;
}

/** Spec 001 §2.6: the form, then "Check your email" with "Send to a different email". */
export const ForgotPasswordForm = ({ onSwitchMode }: ForgotPasswordFormProps) => {
  const { values, setErrors, field } = useFormValues({ email: '' });
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const { busy: submitting, run } = useSubmit(setErrors);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) {
      headingRef.current?.focus();
    }
  }, [sentTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    await run(
      ForgotPasswordRequest,
      values,
      async ({ email }) => setSentTo({ email, message: await forgotPasswordRequest(email) }),
      (error) => setFailure(errorMessage(error, FORGOT_PASSWORD_FAILED)),
    );
  };

  if (sentTo) {
    return (
      <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <IconBadge size={72} iconSize={38}>
          <MarkEmailReadRoundedIcon />
        </IconBadge>
        <Typography variant="h3" component="h3" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          Check your email
        </Typography>
        <Typography color="text.secondary">{sentTo.message}</Typography>
        <Typography variant="body2">
          Email: <strong>{sentTo.email}</strong>
        </Typography>
        <Link component="button" type="button" onClick={() => setSentTo(null)}>
          Send to a different email
        </Link>
        <Button variant="contained" size="large" fullWidth onClick={() => onSwitchMode('signin')}>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <FormBox label="Reset your password" onSubmit={submit}>
      <Stack spacing={2.25}>
        <Typography color="text.secondary">
          Type the e-mail address you signed up with. We will send you a link to choose a new password.
        </Typography>
        <FailureAlert message={failure} />
        <FormTextField
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email')}
          required
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? 'Sending…' : 'Send reset link'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Remembered it?{' '}
          <Link component="button" type="button" variant="body2" onClick={() => onSwitchMode('signin')}>
            Back to sign in
          </Link>
        </Typography>
      </Stack>
    </FormBox>
  );
};
