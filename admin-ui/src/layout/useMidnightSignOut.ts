import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import type { SignOutParams } from '../providers/authProvider';

/** Milliseconds from `now` to the next local midnight. */
export function msUntilLocalMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - now.getTime();
}

/** Spec §2.2 and §9: everyone is signed out at local midnight, every day. */
export function useMidnightSignOut(): void {
  const logout = useLogout();
  useEffect(() => {
    // +1 s so a slightly early timer still lands after midnight
    const timer = window.setTimeout(
      () => {
        const params: SignOutParams = { reason: 'midnight' };
        void logout(params);
      },
      msUntilLocalMidnight(new Date()) + 1_000,
    );
    return () => window.clearTimeout(timer);
  }, [logout]);
}
