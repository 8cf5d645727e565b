import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../forms/FormTextField';
import Typography from '@mui/material/Typography';
import { LoginRequest } from '@portal/contracts';
import { loginRequest } from '../api/accountsApi';
import { fieldErrorsOf } from '../forms/fieldErrors';
import { PasswordField } from '../forms/PasswordField';
import { useFormValues } from '../forms/useFormValues';
import type { AuthMode } from './authModes';
import { loginErrorMessage } from './messages';
import type { AuthUser } from './sessionUser';
import { FailureAlert } from '../feedback/FailureAlert';
import { SpreadRow } from '../layout/SpreadRow';
import { FormBox } from '../forms/FormBox';

export interface SignInFormProps {
  onSignedIn: (user: AuthUser) => void;
  onSwitchMode: (mode: AuthMode) => void;
  /** Shown above the form, e.g. "Session expired - please login again". */
  notice?: string | null;
}

/** Spec 001 §2.6 sign-in: email, password, remember-me (on by default). */
export const SignInForm = ({ onSignedIn, onSwitchMode, notice }: SignInFormProps) => {
  const { values, setErrors, field } = useFormValues({ email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = LoginRequest.safeParse({ ...values, rememberMe });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setSubmitting(true);
    try {
      onSignedIn(await loginRequest(parsed.data));
      return; // the page reloads or moves on; keep the button disabled meanwhile
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
    setSubmitting(false);
  };

  return (
    <FormBox label="Sign in" onSubmit={submit}>
      <Stack spacing={2.25}>
        {notice && !failure && (
          <Alert severity="info" role="status">
            {notice}
          </Alert>
        )}
        <FailureAlert message={failure} />
        <FormTextField
          label="Email"
          type="email"
          autoComplete="username"
          {...field('email')}
          required
          fullWidth
          autoFocus
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...field('password')}
          required
          fullWidth
        />
        <SpreadRow gap={1}>
          <FormControlLabel
            control={
              <Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
            }
            label="Remember me"
          />
          <Link component="button" type="button" variant="body2" onClick={() => onSwitchMode('forgot')}>
            Forgot password?
          </Link>
        </SpreadRow>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          New to 11+ Portal?{' '}
          <Link component="button" type="button" variant="body2" onClick={() => onSwitchMode('register')}>
            Create an account
          </Link>
        </Typography>
      </Stack>
    </FormBox>
  );
};
