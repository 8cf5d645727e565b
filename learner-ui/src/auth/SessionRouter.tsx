import { useCallback } from 'react';
import { AuthModal, ConsentGate, LOADING_MESSAGES, LoadingScreen, useAuth } from '@portal/ui-shared';
import { HomePage } from '../home/HomePage';
import { ConnectionError } from '../layout/ConnectionError';
import { PageShell } from '../layout/PageShell';
import { StudentShell } from '../shell/StudentShell';
import { afterSignIn } from './afterSignIn';
import { StaffRedirect } from './StaffRedirect';
import { TemporaryPasswordGate } from './TemporaryPasswordGate';

/**
 * Who sees what (spec 001 §2.2): the check first; signed out, the landing page behind the sign-in
 * dialog that cannot be closed; a student, first their own password if they signed in with the
 * temporary one a tutor gave them, then the consent gate and their app; anyone else, the console.
 */
export const SessionRouter = () => {
  const auth = useAuth();
  const { logout } = auth;
  const signOut = useCallback(() => {
    void logout().finally(() => window.location.assign('/'));
  }, [logout]);

  if (auth.status === 'loading') {
    return <LoadingScreen message={LOADING_MESSAGES.checkingAuth} />;
  }
  if (auth.status === 'unauthenticated' || !auth.user) {
    if (auth.unreachable) {
      return (
        <PageShell>
          <ConnectionError onRetry={() => void auth.refresh()} />
        </PageShell>
      );
    }
    return (
      <>
        <PageShell>
          <HomePage />
        </PageShell>
        <AuthModal onSuccess={afterSignIn} />
      </>
    );
  }
  if (auth.user.role !== 'student') {
    return <StaffRedirect />;
  }
  return (
    <TemporaryPasswordGate user={auth.user} onSignOut={signOut}>
      <ConsentGate user={auth.user} onSignOut={signOut}>
        <StudentShell user={auth.user} />
      </ConsentGate>
    </TemporaryPasswordGate>
  );
};
