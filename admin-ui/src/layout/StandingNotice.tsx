import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import MarkEmailUnreadRoundedIcon from '@mui/icons-material/MarkEmailUnreadRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResendVerificationResponse } from '@portal/contracts';
import { PAGES } from '../access/pages';
import { apiCall, statusOf } from '../providers/apiFetch';
import { STANDING_TITLES, standingMessage, type RestrictedStanding } from './consoleStanding';
import { useDocumentTitle } from './useDocumentTitle';

export interface StandingNoticeProps {
  standing: RestrictedStanding;
}

type Resend =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; severity: 'success' | 'info' | 'error'; message: string };

/** Said before the server's "Too many…": a link sent moments ago (at sign-up) is not sent again. */
export const RECENT_LINK_HINT = 'We sent you a link recently: check your inbox and spam folder.';

/**
 * Issue 15: what a pending tutor or an account with an unverified address sees instead of the
 * console's screens (which the server would refuse): the reason, what to do, and the pages that
 * stay open (profile, privacy rights).
 */
export const StandingNotice = ({ standing }: StandingNoticeProps) => {
  const title = STANDING_TITLES[standing];
  useDocumentTitle(title);
  const [resend, setResend] = useState<Resend>({ kind: 'idle' });

  const resendLink = async () => {
    setResend({ kind: 'sending' });
    try {
      const { message } = await apiCall(ResendVerificationResponse, '/auth/resend-verification', {
        method: 'POST',
        body: {},
      });
      setResend({ kind: 'done', severity: 'success', message });
    } catch (error) {
      const reason =
        error instanceof Error && error.message ? error.message : 'The e-mail could not be sent.';
      setResend(
        statusOf(error) === 429
          ? { kind: 'done', severity: 'info', message: `${RECENT_LINK_HINT} ${reason}` }
          : { kind: 'done', severity: 'error', message: reason },
      );
    }
  };

  const Icon = standing === 'tutor_pending' ? HourglassTopRoundedIcon : MarkEmailUnreadRoundedIcon;
  return (
    <Box
      component="section"
      aria-labelledby="standing-heading"
      sx={{ py: { xs: 2, sm: 5 }, px: { xs: 0, sm: 2 } }}
    >
      <Title title={title} />
      <Paper
        variant="outlined"
        sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5, borderRadius: 3 }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: theme.palette.mode === 'dark' ? 'warning.dark' : 'warning.light',
            color: theme.palette.mode === 'dark' ? 'warning.contrastText' : 'warning.dark',
            '& svg': { fontSize: 30 },
          })}
        >
          <Icon />
        </Box>
        <Typography
          variant="h2"
          component="h1"
          id="standing-heading"
          sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' } }}
        >
          {title}
        </Typography>
        <Typography variant="body1" role="status">
          {standingMessage(standing)}
        </Typography>
        {standing === 'tutor_pending' ? (
          <Typography variant="body2" color="text.secondary">
            This keeps children safe: only tutors an administrator has checked can work with them. You will
            not need to sign up again; once you are verified, press Check again or sign in again.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            The link is valid for 24 hours. If it has expired or you cannot find it, ask for a new one.
          </Typography>
        )}
        {resend.kind === 'done' ? (
          <Alert severity={resend.severity} role="alert">
            {resend.message}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} sx={{ flexWrap: 'wrap' }} useFlexGap>
          {standing === 'email_unverified' ? (
            <Button
              variant="contained"
              startIcon={<SendRoundedIcon />}
              loading={resend.kind === 'sending'}
              loadingPosition="start"
              onClick={() => void resendLink()}
            >
              Resend verification e-mail
            </Button>
          ) : null}
          <Button
            variant={standing === 'email_unverified' ? 'outlined' : 'contained'}
            startIcon={<RefreshRoundedIcon />}
            onClick={() => window.location.reload()}
          >
            Check again
          </Button>
        </Stack>
        <Box
          component="nav"
          aria-label="Pages you can open"
          sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Meanwhile you can keep your profile and use your privacy rights:
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} useFlexGap>
            <Button component={Link} to={PAGES.profile.path} variant="text" startIcon={<PersonRoundedIcon />}>
              {PAGES.profile.label}
            </Button>
            <Button component={Link} to={PAGES.privacy.path} variant="text" startIcon={<ShieldRoundedIcon />}>
              {PAGES.privacy.label}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
};
