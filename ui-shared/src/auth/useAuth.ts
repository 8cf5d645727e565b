import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './authContext';

/** The session: status, user, error and the sign-in actions of the nearest AuthProvider. */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) {
    throw new Error('useAuth() needs an <AuthProvider> above it');
  }
  return auth;
}

/** The session when an AuthProvider is present, else null (for components usable without one). */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
