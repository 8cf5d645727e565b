import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect, useState, type ReactNode } from 'react';
import {
  AuthModal,
  ConsentGate,
  ErrorState,
  LOADING_MESSAGES,
  LoadingScreen,
  useAuth,
  type AuthUser,
} from '@portal/ui-shared';
import { CONNECTION_FAILED } from '../providers/apiFetch';
import {
  LEARNER_APP_URL,
  authProvider,
  primeSession,
  takeSignInNotice,
  type SignOutParams,
} from '../providers/authProvider';

export interface ConsoleGateProps {
  children: ReactNode;
}

/** Students have their own app (docs/api): a student who signs in here is sent there. */
function afterSignIn(user: AuthUser): void {
  if (user.role === 'student') {
    window.location.assign(LEARNER_APP_URL);
  } else {
    // spec §2.6: the page reloads, and the console starts with the new session where it was asked for
    window.location.reload();
  }
}

const signOut = () => {
  const params: SignOutParams = { reason: 'user' };
  void authProvider.logout(params);
};

/**
 * What stands before the console (spec §2.2): the session check ("Checking authentication
 * status"), the sign-in dialog that cannot be closed for signed-out people, and the consent gate
 * around the whole app for signed-in ones. The session is the shared AuthProvider's.
 */
export const ConsoleGate = ({ children }: ConsoleGateProps) => {
  const auth = useAuth();
  // a notice left by the console's own sign-out after a lost session ("Session expired - …")
  const [storedNotice] = useState(takeSignInNotice);
  const user = auth.status === 'authenticated' ? auth.user : null;
  const isStudent = user?.role === 'student';

  useEffect(() => {
    if (user && isStudent) {
      window.location.assign(LEARNER_APP_URL);
    }
  }, [user, isStudent]);

  if (auth.status === 'loading' || isStudent) {
    return <LoadingScreen message={LOADING_MESSAGES.checkingAuth} />;
  }
  if (!user) {
    if (auth.unreachable) {
      return (
        <Box
          component="main"
          sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 4, sm: 8 } }}
        >
          <Container maxWidth="sm">
            <ErrorState
              title={CONNECTION_FAILED}
              message="The console could not reach the 11+ Portal API. Check your connection; if it persists, the server may be restarting."
              onRetry={() => void auth.refresh()}
              retryLabel="Retry"
            />
          </Container>
        </Box>
      );
    }
    return (
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <AuthModal
          onSuccess={afterSignIn}
          notice={auth.error ?? storedNotice}
          signInSubtitle="Sign in to the staff and parent console."
        />
      </Box>
    );
  }
  // react-admin's auth provider starts from the session already checked here
  primeSession(user);
  return (
    <ConsentGate user={user} onSignOut={signOut}>
      {children}
    </ConsentGate>
  );
};
