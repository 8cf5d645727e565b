import Box from '@mui/material/Box';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ConnectionErrorCard } from '../dashboard/ConnectionErrorCard';
import { LoadingScreen } from '../layout/LoadingScreen';
import { loadSession, takeSignInNotice, type ConsoleUser } from '../providers/authProvider';
import { SignInScreen } from './SignInScreen';

type SessionState =
  | { status: 'checking' }
  | { status: 'signed-in'; user: ConsoleUser }
  | { status: 'signed-out'; notice: string | null }
  | { status: 'unreachable'; retrying: boolean };

export interface SessionGateProps {
  children: ReactNode;
}

/**
 * Before the console renders anything, the session is checked once (spec §2.2): signed-out
 * people get only the sign-in dialog, at the address they asked for, so signing in (which reloads)
 * lands them there; students are sent to the learner app by the auth provider.
 */
export const SessionGate = ({ children }: SessionGateProps) => {
  const [state, setState] = useState<SessionState>({ status: 'checking' });

  const check = useCallback(async () => {
    try {
      const user = await loadSession({ fresh: true });
      if (!user) {
        setState({ status: 'signed-out', notice: takeSignInNotice() });
      } else if (user.role === 'student') {
        window.location.assign('/');
      } else {
        setState({ status: 'signed-in', user });
      }
    } catch {
      setState({ status: 'unreachable', retrying: false });
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  switch (state.status) {
    case 'checking':
      return <LoadingScreen message="Checking authentication status" fullScreen />;
    case 'signed-out':
      return <SignInScreen notice={state.notice} />;
    case 'unreachable':
      return (
        <Box
          sx={{
            minHeight: '100dvh',
            display: 'grid',
            placeItems: 'center',
            p: 2,
            bgcolor: 'background.default',
          }}
        >
          <ConnectionErrorCard
            retrying={state.retrying}
            onRetry={() => {
              setState({ status: 'unreachable', retrying: true });
              void check();
            }}
          />
        </Box>
      );
    case 'signed-in':
      return children;
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
};
