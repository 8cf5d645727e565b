import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../layout/LoadingScreen';
import { loadSession, takeSignInNotice } from '../providers/authProvider';
import { SignInScreen } from './SignInScreen';

interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * react-admin's login route (/admin/login). The console signs people in before it renders (see
 * SessionGate), so a signed-in visitor here is sent on to where they were going.
 */
export const LoginPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [signedOut, setSignedOut] = useState<{ notice: string | null } | null>(null);

  useEffect(() => {
    let active = true;
    loadSession({ fresh: true })
      .then((user) => {
        if (!active) {
          return;
        }
        if (user) {
          const next = (location.state ?? {}) as NextLocation;
          void navigate(`${next.nextPathname ?? '/'}${next.nextSearch ?? ''}`, { replace: true });
        } else {
          setSignedOut({ notice: takeSignInNotice() });
        }
      })
      .catch(() => {
        if (active) {
          setSignedOut({ notice: null });
        }
      });
    return () => {
      active = false;
    };
  }, [location.state, navigate]);

  return signedOut ? (
    <SignInScreen notice={signedOut.notice} />
  ) : (
    <LoadingScreen message="Checking authentication status" fullScreen />
  );
};
