import type { ReactNode } from 'react';
import type { AuthUser } from '@portal/ui-shared';
import { ChangeTemporaryPassword } from './ChangeTemporaryPassword';

export interface TemporaryPasswordGateProps {
  user: AuthUser;
  onSignOut: () => void;
  /** What the student sees once their password is their own (the consent gate and the app). */
  children: ReactNode;
}

/**
 * A student signed in with the temporary password their tutor gave them chooses their own before
 * anything else: until then every other call answers 403 (docs/api/people-and-dashboards.md).
 */
export const TemporaryPasswordGate = ({ user, onSignOut, children }: TemporaryPasswordGateProps) => {
  if (user.mustChangePassword) {
    return <ChangeTemporaryPassword user={user} onSignOut={onSignOut} />;
  }
  return <>{children}</>;
};
