import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginRequest, RegisterRequest, RegisterResponse } from '@portal/contracts';
import { isApiError, onUnauthorized } from '../api/apiFetch';
import { fetchCurrentUser, loginRequest, logoutRequest, registerRequestCall } from '../api/accountsApi';
import { clearConsentCheckFlags } from '../consent/consentCheckFlag';
import { OverlayLayerContext, type OverlayLayer } from '../feedback/overlayLayer';
import { AuthContext, type AuthContextValue, type AuthState } from './authContext';
import { CONNECTION_FAILED, SESSION_EXPIRED, isSessionExpiry } from './messages';
import { localDayKey } from './midnight';
import { scheduleMidnightSignOut } from './midnightSignOut';
import { withSessionDefaults, type AuthUser } from './sessionUser';

export interface AuthProviderProps {
  children: ReactNode;
}

const LOADING: AuthState = {
  status: 'loading',
  user: null,
  error: null,
  tokenExpired: false,
  unreachable: false,
};

const signedOut = (error: string | null, extra: Partial<AuthState> = {}): AuthState => ({
  status: 'unauthenticated',
  user: null,
  error,
  tokenExpired: false,
  unreachable: false,
  ...extra,
});

const signedIn = (user: AuthUser): AuthState => ({
  status: 'authenticated',
  user,
  error: null,
  tokenExpired: false,
  unreachable: false,
});

/**
 * The session of whoever uses this browser (spec 001 §2.2 and §4): loading, then authenticated or
 * unauthenticated, an error, and the token-expired state.
 *
 * DECISION: the session is checked with GET /auth/me on every load, not once per calendar day as
 * spec 001 §4 allows. Skipping the check would mean keeping the child's profile in localStorage
 * between visits, and on a shared classroom tablet the next child would then see (and act as) the
 * previous one. Nothing about the user is cached in localStorage; the HttpOnly session cookie is
 * the only thing that survives a reload.
 */
export const AuthProvider = ({ children }: AuthProviderProps) => {
  const [state, setState] = useState<AuthState>(LOADING);
  const [overlayNode, setOverlayNode] = useState<HTMLElement | null>(null);
  const statusRef = useRef(state.status);
  useEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);
  /** The local day the session was seen valid: a session from another day has expired. */
  const dayRef = useRef<string | null>(null);

  const accept = useCallback((user: AuthUser) => {
    dayRef.current = localDayKey(new Date());
    setState(signedIn(user));
  }, []);

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const user = await fetchCurrentUser(signal);
        if (signal?.aborted) {
          return;
        }
        accept(user);
      } catch (error) {
        if (signal?.aborted) {
          return;
        }
        if (isApiError(error) && error.network) {
          setState(signedOut(CONNECTION_FAILED, { unreachable: true }));
        } else {
          // 401: nobody is signed in. Any other answer: treat as signed out, say nothing alarming.
          setState(signedOut(null));
        }
      }
    },
    [accept],
  );

  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [refresh]);

  const expireSession = useCallback((message: string = SESSION_EXPIRED) => {
    dayRef.current = null;
    clearConsentCheckFlags();
    setState(signedOut(message, { tokenExpired: true }));
    // End the server session too; it may already be gone, so a failure changes nothing.
    logoutRequest().catch(() => undefined);
  }, []);

  // Automatic logout at local midnight (spec 001 §2.2), or on waking up on another day; it waits
  // while an exam in progress holds the session (sessionHold.ts, issue 16 item 13).
  useEffect(() => {
    if (state.status !== 'authenticated') {
      return;
    }
    const signOut = scheduleMidnightSignOut({
      expire: () => expireSession(),
      sessionDay: () => dayRef.current,
    });
    const onWake = () => {
      if (document.visibilityState === 'visible') {
        signOut.wake();
      }
    };
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('focus', onWake);
    return () => {
      signOut.cancel();
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('focus', onWake);
    };
  }, [state.status, expireSession]);

  // Any call answered 401 while signed in: the session ended under the user.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (statusRef.current === 'authenticated') {
          expireSession();
        }
      }),
    [expireSession],
  );

  const login = useCallback(
    async (request: LoginRequest) => {
      const user = await loginRequest(request);
      accept(user);
      return user;
    },
    [accept],
  );

  const register = useCallback(
    async (request: RegisterRequest): Promise<RegisterResponse> => {
      const answer = await registerRequestCall(request);
      accept(withSessionDefaults(answer.user));
      return answer;
    },
    [accept],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // Spec 001 §4: logout clears the state even if the server call fails.
    } finally {
      dayRef.current = null;
      clearConsentCheckFlags();
      setState(signedOut(null));
    }
  }, []);

  const handleAuthError = useCallback(
    (error: unknown) => {
      if (statusRef.current === 'authenticated' && isSessionExpiry(error)) {
        expireSession();
        return true;
      }
      return false;
    },
    [expireSession],
  );

  const clearError = useCallback(() => setState((current) => ({ ...current, error: null })), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      register,
      logout,
      refresh: () => {
        // A visible check again (e.g. Retry after "Unable to connect to server"); a signed-in user
        // keeps their screen while it runs.
        setState((current) => (current.status === 'authenticated' ? current : LOADING));
        return refresh();
      },
      expireSession,
      handleAuthError,
      clearError,
    }),
    [state, login, register, logout, refresh, expireSession, handleAuthError, clearError],
  );
  const overlay = useMemo<OverlayLayer>(
    () => ({ node: overlayNode, setNode: setOverlayNode }),
    [overlayNode],
  );

  return (
    <AuthContext.Provider value={value}>
      <OverlayLayerContext.Provider value={overlay}>{children}</OverlayLayerContext.Provider>
    </AuthContext.Provider>
  );
};
