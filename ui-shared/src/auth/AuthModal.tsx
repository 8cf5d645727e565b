import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BrandLockup } from '../brand/BrandLockup';
import { COOKIE_BANNER_HEIGHT_VAR } from '../consent/CookieBanner';
import { useOverlayLayer } from '../feedback/overlayLayer';
import { AUTH_MODE_TITLES, type AuthMode } from './authModes';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterWizard } from './RegisterWizard';
import type { AuthUser } from './sessionUser';
import { SignInForm } from './SignInForm';
import { useOptionalAuth } from './useAuth';

export interface AuthModalProps {
  /** Defaults to true: the modal is shown whenever it is rendered. */
  open?: boolean;
  initialMode?: AuthMode;
  /**
   * After a successful sign-in or sign-up. Defaults to reloading the page (spec 001 §2.6); an app
   * may instead send the user elsewhere, e.g. a tutor signing in on the learner app to /admin/.
   */
  onSuccess?: (user: AuthUser) => void;
  /**
   * Shown above the sign-in form; defaults to the AuthProvider's error (e.g. "Session expired -
   * please login again").
   */
  notice?: string | null;
  /** The line under "Welcome back": the learner app's by default; the console passes its own. */
  signInSubtitle?: string;
}

const reload = () => window.location.reload();

const SUBTITLES: Record<AuthMode, string> = {
  signin: 'Sign in to carry on practising.',
  register: 'It only takes a minute.',
  forgot: 'No problem, it happens to everyone.',
};

/**
 * Sign-in, sign-up and forgot-password in one dialog (spec 001 §2.6). It cannot be closed: there is
 * no close button, and Escape and clicks on the backdrop are ignored (signed-out users see only it).
 */
export const AuthModal = ({
  open = true,
  initialMode = 'signin',
  onSuccess = reload,
  notice,
  signInSubtitle,
}: AuthModalProps) => {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const auth = useOptionalAuth();
  const overlay = useOverlayLayer();
  const shownNotice = notice === undefined ? (auth?.error ?? null) : notice;

  return (
    <Dialog
      open={open}
      // Deliberately unclosable: Escape and backdrop clicks do nothing.
      onClose={() => undefined}
      disableEscapeKeyDown
      fullScreen={fullScreen}
      fullWidth
      maxWidth={mode === 'register' ? 'sm' : 'xs'}
      aria-labelledby={titleId}
      slotProps={{
        backdrop: { sx: { backdropFilter: 'blur(3px)', backgroundColor: 'rgba(15, 18, 38, 0.45)' } },
        // A centred dialog moves up (and scrolls inside) to stay clear of the cookie banner.
        paper: fullScreen
          ? undefined
          : {
              sx: {
                mb: `calc(32px + var(${COOKIE_BANNER_HEIGHT_VAR}, 0px))`,
                maxHeight: `calc(100% - 64px - var(${COOKIE_BANNER_HEIGHT_VAR}, 0px))`,
              },
            },
      }}
    >
      <DialogContent sx={{ px: { xs: 2.5, sm: 4 }, py: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <BrandLockup size="small" />
          <Typography id={titleId} variant="h2" component="h2" sx={{ pt: 1 }}>
            {AUTH_MODE_TITLES[mode]}
          </Typography>
          <Typography color="text.secondary">
            {mode === 'signin' && signInSubtitle ? signInSubtitle : SUBTITLES[mode]}
          </Typography>
        </Stack>
        {mode === 'signin' && (
          <SignInForm onSignedIn={onSuccess} onSwitchMode={setMode} notice={shownNotice} />
        )}
        {mode === 'register' && <RegisterWizard onRegistered={onSuccess} onSwitchMode={setMode} />}
        {mode === 'forgot' && <ForgotPasswordForm onSwitchMode={setMode} />}
      </DialogContent>
      {/* The cookie banner renders here while this modal is open, inside its focus trap. On a phone
          (full-screen dialog) the box keeps room for it so the form can scroll clear of it. */}
      <Box
        ref={overlay?.setNode}
        sx={{ flexShrink: 0, height: fullScreen ? `var(${COOKIE_BANNER_HEIGHT_VAR}, 0px)` : 0 }}
      />
    </Dialog>
  );
};
