import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REQUIRED_CONSENTS, consentGateComplete, type ConsentStatusResponse } from '@portal/contracts';
import { fetchConsentStatus } from '../api/complianceApi';
import { isApiError } from '../api/apiFetch';
import { ErrorState } from '../feedback/ErrorState';
import { LOADING_MESSAGES, LoadingScreen } from '../feedback/LoadingScreen';
import { ConsentForm } from './ConsentForm';
import { canSkipConsentCheck, markConsentChecked } from './consentCheckFlag';
import { isGiven } from './consentChoices';
import { ParentalConsentPending } from './ParentalConsentPending';

export interface ConsentGateUser {
  id: string;
  createdAt?: string | null;
  dateOfBirth?: string | null;
}

export interface ConsentGateProps {
  /** The signed-in user: the session flag is per user, the 1-hour rule reads createdAt. */
  user: ConsentGateUser;
  children: ReactNode;
  /** The text under the spinner while the check runs. */
  checkingMessage?: string;
  /** Shows a "Sign out" button on the consent screens (useful on a shared tablet). */
  onSignOut?: () => void;
}

type GateState =
  | { kind: 'checking' }
  | { kind: 'error'; message: string }
  | { kind: 'required'; status: ConsentStatusResponse }
  | { kind: 'complete' };

export const PRIVACY_CHECK_FAILED = 'Privacy Check Failed';

/** The required consents are missing or out of date: the form comes before anything else. */
function needsForm(status: ConsentStatusResponse): boolean {
  return (
    status.needsUpdate ||
    !REQUIRED_CONSENTS.every((type) => isGiven(status.consents, type)) ||
    status.parentalConsent.status === 'required'
  );
}

/**
 * Spec 001 §2.9 and §4: wraps the app. Checking (spinner), error ("Privacy Check Failed" with Try
 * Again), consent required (the consent form, or the wait for a parent's confirmation), complete
 * (the app). Complete is contracts' consentGateComplete(status).
 */
export const ConsentGate = ({
  user,
  children,
  checkingMessage = LOADING_MESSAGES.preparingDashboard,
  onSignOut,
}: ConsentGateProps) => {
  const [state, setState] = useState<GateState>(() =>
    canSkipConsentCheck(user, new Date()) ? { kind: 'complete' } : { kind: 'checking' },
  );
  const [attempt, setAttempt] = useState(0);
  const { id: userId, createdAt } = user;

  const apply = useCallback(
    (status: ConsentStatusResponse): boolean => {
      if (consentGateComplete(status)) {
        markConsentChecked(userId);
        setState({ kind: 'complete' });
        return true;
      }
      setState({ kind: 'required', status });
      return false;
    },
    [userId],
  );

  useEffect(() => {
    if (canSkipConsentCheck({ id: userId, createdAt }, new Date())) {
      setState({ kind: 'complete' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'checking' });
    fetchConsentStatus(controller.signal).then(apply, (error: unknown) => {
      if (controller.signal.aborted) {
        return;
      }
      setState({
        kind: 'error',
        message:
          isApiError(error) && error.network
            ? 'We could not reach 11+ Portal. Check that you are online, then try again.'
            : 'We could not check your privacy settings. Please try again.',
      });
    });
    return () => controller.abort();
  }, [userId, createdAt, attempt, apply]);

  const recheck = useCallback(() => setAttempt((n) => n + 1), []);

  const checkAgain = useCallback(async (): Promise<boolean> => {
    try {
      return apply(await fetchConsentStatus());
    } catch {
      return false;
    }
  }, [apply]);

  if (state.kind === 'complete') {
    return <>{children}</>;
  }
  if (state.kind === 'checking') {
    return <LoadingScreen message={checkingMessage} />;
  }

  const signOut = onSignOut && (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Button variant="text" onClick={onSignOut}>
        Sign out
      </Button>
    </Box>
  );

  if (state.kind === 'error') {
    return (
      <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 4, sm: 8 } }}>
        <Container maxWidth="sm">
          <ErrorState title={PRIVACY_CHECK_FAILED} message={state.message} onRetry={recheck} />
          {signOut}
        </Container>
      </Box>
    );
  }

  const { status } = state;
  const form = needsForm(status);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 2, sm: 6 } }}>
      <Container maxWidth="sm" disableGutters sx={{ px: { xs: 1, sm: 2 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {form ? (
            <Stack spacing={2}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.8rem' } }}>
                {status.needsUpdate ? 'Our privacy rules have changed' : 'Your privacy choices'}
              </Typography>
              <Typography color="text.secondary">
                {status.needsUpdate
                  ? 'Please read and accept the new Privacy Policy and Terms of Service to carry on.'
                  : 'Before you start, please check these choices. Anything extra stays off unless you turn it on. You can change your mind any time in Privacy & Data.'}
              </Typography>
              <ConsentForm
                mode="setup"
                dateOfBirth={user.dateOfBirth}
                consents={status.consents}
                parentalConsentStatus={status.parentalConsent.status}
                onSaved={recheck}
              />
            </Stack>
          ) : (
            <ParentalConsentPending
              parentEmailHint={status.parentalConsent.parentEmailHint}
              onCheckAgain={checkAgain}
              refused={status.parentalConsent.status === 'refused'}
            />
          )}
        </Paper>
        {signOut}
      </Container>
    </Box>
  );
};
