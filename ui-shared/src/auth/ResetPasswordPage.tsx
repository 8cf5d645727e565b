import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import { INVALID_RESET_LINK, ResetPasswordForm } from '@portal/contracts';
import { resetPasswordRequest, verifyResetTokenRequest } from '../api/accountsApi';
import { errorMessage, isApiError } from '../api/apiFetch';
import { BrandLockup } from '../brand/BrandLockup';
import { CentredPage } from '../layout/CentredPage';
import { useSubmit } from '../forms/useSubmit';
import { useFormValues } from '../forms/useFormValues';
import { RESET_PASSWORD_FAILED } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { FailureAlert } from '../feedback/FailureAlert';
import { FormBox } from '../forms/FormBox';

export interface ResetPasswordPageProps {
  /** The token from /reset-password/{token}. */
  token: string;
  /** Where "Back to login" and a successful reset go (with a full reload). Defaults to "/". */
  homeHref?: string;
}

type ResetState = 'verifying' | 'invalid' | 'form' | 'success' | 'unreachable';

/** After a successful reset the page moves on to sign-in by itself after this delay. */
const SUCCESS_REDIRECT_MS = 3000;

const Frame = ({ children }: { children: ReactNode }) => (
  <CentredPage py={4}>
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
      <BrandLockup size="small" sx={{ justifyContent: 'center', mb: 3 }} />
      {children}
    </Paper>
  </CentredPage>
);

/** Spec 001 §2.6: verifying, invalid link ("Invalid Reset Link"), the form, and success. */
export const ResetPasswordPage = ({ token, homeHref = '/' }: ResetPasswordPageProps) => {
  const [state, setState] = useState<ResetState>('verifying');
  const [attempt, setAttempt] = useState(0);
  const { values, setErrors, field } = useFormValues({ password: '', confirmPassword: '' });
  const { busy: submitting, run } = useSubmit(setErrors);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const goHome = () => window.location.assign(homeHref);

  useEffect(() => {
    const controller = new AbortController();
    verifyResetTokenRequest(token, controller.signal).then(
      () => setState('form'),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState(isApiError(error) && error.network ? 'unreachable' : 'invalid');
        }
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  useEffect(() => {
    if (state !== 'verifying') {
      headingRef.current?.focus();
    }
    if (state !== 'success') {
      return;
    }
    const timer = window.setTimeout(() => window.location.assign(homeHref), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, homeHref]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    await run(
      ResetPasswordForm,
      values,
      async ({ password }) => {
        await resetPasswordRequest(token, password);
        setState('success');
      },
      (error) => {
        if (isApiError(error) && error.status === 400 && error.message === INVALID_RESET_LINK) {
          setState('invalid'); // the link was used or expired meanwhile
        } else {
          setFailure(errorMessage(error, RESET_PASSWORD_FAILED));
        }
      },
    );
  };

  const heading = (text: string) => (
    <Typography
      variant="h1"
      ref={headingRef}
      tabIndex={-1}
      sx={{ fontSize: '1.6rem', textAlign: 'center', outline: 'none', mb: 1 }}
    >
      {text}
    </Typography>
  );

  if (state === 'verifying') {
    return (
      <Frame>
        <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">Checking your reset link…</Typography>
        </Stack>
      </Frame>
    );
  }

  if (state === 'invalid' || state === 'unreachable') {
    const invalid = state === 'invalid';
    return (
      <Frame>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <LinkOffRoundedIcon aria-hidden sx={{ fontSize: 48, color: 'error.main' }} />
          {heading(invalid ? 'Invalid Reset Link' : 'Unable to connect to server')}
          <Typography color="text.secondary">
            {invalid
              ? 'This link has expired or has already been used. Reset links work once, for 1 hour. You can ask for a new one from the sign-in screen.'
              : 'We could not check your link. Check that you are online, then try again.'}
          </Typography>
          {!invalid && (
            <Button variant="contained" fullWidth onClick={() => setAttempt((n) => n + 1)}>
              Try Again
            </Button>
          )}
          <Button variant={invalid ? 'contained' : 'outlined'} fullWidth onClick={goHome}>
            Back to login
          </Button>
        </Stack>
      </Frame>
    );
  }

  if (state === 'success') {
    return (
      <Frame>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CheckCircleRoundedIcon aria-hidden sx={{ fontSize: 48, color: 'success.main' }} />
          {heading('Password changed')}
          <Typography color="text.secondary" role="status">
            Your password has been reset. You can now sign in with your new password.
          </Typography>
          <Button variant="contained" fullWidth onClick={goHome}>
            Back to login
          </Button>
        </Stack>
      </Frame>
    );
  }

  return (
    <Frame>
      {heading('Choose a new password')}
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        Use at least 8 characters. Mixing capitals, numbers and symbols makes it stronger.
      </Typography>
      <FormBox label="Choose a new password" onSubmit={submit}>
        <Stack spacing={2.25}>
          <FailureAlert message={failure} />
          <NewPasswordFields
            label="New password"
            password={{ ...field('password'), required: true, fullWidth: true, autoFocus: true }}
            confirm={{ ...field('confirmPassword'), required: true, fullWidth: true }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
            {submitting ? 'Saving…' : 'Reset password'}
          </Button>
          <Button variant="text" fullWidth onClick={goHome}>
            Back to login
          </Button>
        </Stack>
      </FormBox>
    </Frame>
  );
};
