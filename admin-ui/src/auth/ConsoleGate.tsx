import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect, useState, type ReactNode } from 'react';
import {
  AuthModal,
  ConsentGate,
  LOADING_MESSAGES,
  LoadingScreen,
  useAuth,
  type AuthUser,
} from '@portal/ui-shared';
import type { AccessStanding } from '@portal/contracts';
import { ConsoleStandingContext } from '../layout/consoleStanding';
import { ConnectionFailedState } from '../layout/ConnectionFailedState';
import {
  LEARNER_APP_URL,
  authProvider,
  loadSession,
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
 * The signed-in account's standing (issue 15): from the shared session when it carries one, else
 * read once from GET /auth/me. Null while it is being read. A failed read counts as `ok`: the
 * server still refuses what the account may not do, and the screens say so.
 */
function useStanding(user: AuthUser | null): AccessStanding | null {
  const known = user?.standing;
  const [loaded, setLoaded] = useState<{ userId: string; standing: AccessStanding } | null>(null);
  useEffect(() => {
    if (!user || known !== undefined) {
      return undefined;
    }
    let live = true;
    const settle = (standing: AccessStanding) => {
      if (live) {
        setLoaded({ userId: user.id, standing });
      }
    };
    loadSession({ fresh: true }).then(
      (session) => settle(session?.standing ?? 'ok'),
      () => settle('ok'),
    );
    return () => {
      live = false;
    };
  }, [user, known]);
  if (!user) {
    return null;
  }
  if (known !== undefined) {
    return known;
  }
  return loaded?.userId === user.id ? loaded.standing : null;
}

/**
 * What stands before the console (spec §2.2): the session check ("Checking authentication
 * status"), the sign-in dialog that cannot be closed for signed-out people, and the consent gate
 * around the whole app for signed-in ones. The session is the shared AuthProvider's; its standing
 * (issue 15) tells the layout whether to show the console or why it is not open yet.
 */
export const ConsoleGate = ({ children }: ConsoleGateProps) => {
  const auth = useAuth();
  // a notice left by the console's own sign-out after a lost session ("Session expired - …")
  const [storedNotice] = useState(takeSignInNotice);
  const user = auth.status === 'authenticated' ? auth.user : null;
  const isStudent = user?.role === 'student';
  const standing = useStanding(user);

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
            <ConnectionFailedState onRetry={() => void auth.refresh()} />
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
  if (standing === null) {
    return <LoadingScreen message={LOADING_MESSAGES.checkingAuth} />;
  }
  // react-admin's auth provider starts from the session already checked here
  primeSession(user);
  return (
    <ConsentGate user={user} onSignOut={signOut}>
      {/* a pending tutor or an unverified address sees why instead of screens the server refuses */}
      <ConsoleStandingContext.Provider value={standing}>{children}</ConsoleStandingContext.Provider>
    </ConsentGate>
  );
};
