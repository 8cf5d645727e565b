import { useCallback, useEffect } from 'react';
import {
  AuthModal,
  ConsentGate,
  EmailVerificationGate,
  LOADING_MESSAGES,
  LoadingScreen,
  useAuth,
} from '@portal/ui-shared';
import { HomePage } from '../home/HomePage';
import { ConnectionError } from '../layout/ConnectionError';
import { PageShell } from '../layout/PageShell';
import { StudentShell } from '../shell/StudentShell';
import { afterSignIn } from './afterSignIn';
import { forgetEveryone, keepOnlyFor } from './sharedDevice';
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
    forgetEveryone();
    void logout().finally(() => {
      forgetEveryone();
      window.location.assign('/');
    });
  }, [logout]);

  // Nothing of a child outlives their session on a shared tablet (issue 15): whoever is signed in
  // keeps only their own entries; once nobody is, every entry goes. An unreachable server proves
  // nothing about the session, so a reload during a network cut keeps the exam draft.
  const { status, unreachable } = auth;
  const userId = auth.user?.id ?? null;
  useEffect(() => {
    if (status === 'authenticated' && userId) {
      keepOnlyFor(userId);
    } else if (status === 'unauthenticated' && !unreachable) {
      forgetEveryone();
    }
  }, [status, unreachable, userId]);

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
      <EmailVerificationGate user={auth.user} onSignOut={signOut}>
        <ConsentGate user={auth.user} onSignOut={signOut}>
          <StudentShell user={auth.user} />
        </ConsentGate>
      </EmailVerificationGate>
    </TemporaryPasswordGate>
  );
};
