import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { LoginRequest } from '@portal/contracts';
import { brand } from '@portal/contracts/ui';
import { BrandMark } from '../layout/BrandMark';
import { statusOf } from '../providers/apiFetch';
import { authProvider } from '../providers/authProvider';

export interface SignInScreenProps {
  /** e.g. "Session expired - please login again" */
  notice?: string | null;
}

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** Spec §8: 401 "Invalid email or password", else the server's message or "Login failed". */
function signInFailure(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) {
    return 'Invalid email or password';
  }
  if (status === 0 || status === undefined) {
    return 'An error occurred. Please try again.';
  }
  return error instanceof Error && error.message ? error.message : 'Login failed';
}

/**
 * Signed-out people see only this dialog; it cannot be closed (spec §2.2). A successful sign-in
 * reloads the page (spec §2.6), so the console starts with the new session.
 */
export const SignInScreen = ({ notice }: SignInScreenProps) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = LoginRequest.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setSubmitting(true);
    try {
      await authProvider.login(parsed.data);
      window.location.reload();
    } catch (error) {
      setFailure(signInFailure(error));
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Dialog
        open
        // no onClose: Escape and the backdrop leave it open
        aria-labelledby="sign-in-title"
        slotProps={{ paper: { sx: { width: '100%', maxWidth: 420, m: 2 } } }}
      >
        <DialogContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 3 }}>
            <BrandMark size={34} />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
              {brand.name}
            </Typography>
          </Box>
          <Typography variant="h1" id="sign-in-title" sx={{ fontSize: '1.5rem' }}>
            Welcome back
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
            Sign in to the console for staff, parents and compliance officers.
          </Typography>
          {notice ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {notice}
            </Alert>
          ) : null}
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              fullWidth
              margin="normal"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setErrors((current) => ({ ...current, email: undefined }));
              }}
              error={Boolean(errors.email)}
              helperText={errors.email}
              autoFocus
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              fullWidth
              margin="normal"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={Boolean(errors.password)}
              helperText={errors.password}
            />
            <FormControlLabel
              control={
                <Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
              }
              label="Remember me"
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={submitting}
              sx={{ mt: 2 }}
            >
              {submitting ? 'Signing in…' : 'Sign in'}
            </Button>
          </Box>
        </DialogContent>
      </Dialog>
    </Box>
  );
};
