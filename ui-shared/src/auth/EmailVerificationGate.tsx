import { useCallback, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { fetchCurrentUser } from '../api/accountsApi';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { useOptionalAuth } from './useAuth';

export interface EmailVerificationGateProps {
  /** The signed-in user: the notice shows while `emailVerified` is false. */
  user: { email: string; emailVerified?: boolean };
  children: ReactNode;
  /** Shows a "Sign out" button under the notice (useful on a shared tablet). */
  onSignOut?: () => void;
}

/**
 * Issue 15: an account that signed itself up sees "Verify your e-mail address" with a way to get
 * a new link until it has used the link; the server refuses everything else meanwhile. Accounts
 * made by staff are verified by their first sign-in and never see this.
 */
export const EmailVerificationGate = ({ user, children, onSignOut }: EmailVerificationGateProps) => {
  const auth = useOptionalAuth();
  const refresh = auth?.refresh;

  const checkAgain = useCallback(async (): Promise<boolean> => {
    try {
      const current = await fetchCurrentUser();
      if (current?.emailVerified) {
        await refresh?.();
        return true;
      }
    } catch {
      // the notice says "not yet"; a lost session is handled by the next call
    }
    return false;
  }, [refresh]);

  if (user.emailVerified !== false) {
    return <>{children}</>;
  }
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 2, sm: 6 } }}>
      <Container maxWidth="sm" disableGutters sx={{ px: { xs: 1, sm: 2 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <EmailVerificationNotice
            email={user.email}
            onCheckAgain={checkAgain}
            heading="Verify your e-mail address"
          />
        </Paper>
        {onSignOut && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button variant="text" onClick={onSignOut}>
              Sign out
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
};
