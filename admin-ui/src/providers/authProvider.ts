import type { AuthProvider, UserIdentity } from 'react-admin';
import { LogoutResponse, type LoginRequest, type Role } from '@portal/contracts';
import { SESSION_EXPIRED, SessionAnswer, clearConsentCheckFlags, type AuthUser } from '@portal/ui-shared';
import { roleCanAccess } from '../access/canAccess';
import { readStanding } from '../layout/consoleStanding';
import { apiCall, statusOf } from './apiFetch';

export { SESSION_EXPIRED };

/** The console's signed-in user: the session user with its role read as spec §6 reads it. */
export type ConsoleUser = AuthUser;

export interface PortalIdentity extends UserIdentity {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

/** Where the learner app lives: students who sign in here are sent there (docs/api). */
export const LEARNER_APP_URL = '/';
/** The console's own root, where an explicit sign-out lands. */
export const CONSOLE_URL = '/admin/';

/** Marks, for this tab, that someone was signed in: a later 401 is then an expiry, not a first visit. */
const SIGNED_IN_KEY = 'portal.console.signedIn';
/** A notice for the sign-in dialog that survives the reload which follows a lost session. */
const NOTICE_KEY = 'portal.console.signInNotice';

/** /auth/me is asked at most this often; data calls report a lost session through checkError anyway. */
const FRESH_MS = 30_000;

let cached: { user: ConsoleUser; at: number } | null = null;
let inflight: Promise<ConsoleUser | null> | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function remember(user: ConsoleUser): void {
  cached = { user, at: Date.now() };
  storage()?.setItem(SIGNED_IN_KEY, '1');
}

function wasSignedIn(): boolean {
  return storage()?.getItem(SIGNED_IN_KEY) === '1';
}

function forgetSession(notice?: string): void {
  cached = null;
  storage()?.removeItem(SIGNED_IN_KEY);
  if (notice) {
    storage()?.setItem(NOTICE_KEY, notice);
  }
}

/** The notice the sign-in dialog shows once ("Session expired - please login again"). */
export function takeSignInNotice(): string | null {
  const notice = storage()?.getItem(NOTICE_KEY) ?? null;
  storage()?.removeItem(NOTICE_KEY);
  return notice;
}

/**
 * The user of POST /auth/login and GET /auth/me, read as the shared AuthProvider reads it, with
 * the account's standing (issue 15: what the server serves it; `ok` when the answer has none).
 */
function withStanding(user: ConsoleUser): ConsoleUser {
  return { ...user, standing: readStanding(user.standing) };
}

/** The next check asks GET /auth/me again (after a profile change, say). */
export function forgetCachedSession(): void {
  cached = null;
}

/** The session the console's gate has already checked: react-admin starts from it. */
export function primeSession(user: ConsoleUser): void {
  if (cached?.user !== user) {
    remember(user);
  }
}

/**
 * What react-admin expects a failed auth check to carry: `message` is the toast to show, or false
 * for none (an Error whose message is not a string, hence defineProperty).
 */
function authRejection(message: string | false): Error {
  const error = new Error(message || 'Signed out');
  Object.defineProperty(error, 'message', { value: message });
  return error;
}

/** Students have their own app: leave the console for it. Never settles (the page is leaving). */
function leaveForLearnerApp(): Promise<never> {
  window.location.assign(LEARNER_APP_URL);
  return new Promise<never>(() => undefined);
}

/**
 * The session as GET /auth/me reports it: the user, or null when signed out (401). Network and
 * server failures are thrown (status 0 or 5xx) so callers can offer a retry instead of a sign-in.
 */
export async function loadSession(options: { fresh?: boolean } = {}): Promise<ConsoleUser | null> {
  if (!options.fresh && cached && Date.now() - cached.at < FRESH_MS) {
    return cached.user;
  }
  inflight ??= (async () => {
    try {
      const user = withStanding(await apiCall(SessionAnswer, '/auth/me'));
      remember(user);
      return user;
    } catch (error) {
      if (statusOf(error) === 401) {
        forgetSession(wasSignedIn() ? SESSION_EXPIRED : undefined);
        return null;
      }
      throw error;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

async function requireUser(): Promise<ConsoleUser> {
  const user = await loadSession();
  if (!user) {
    // no toast: the sign-in dialog shows the notice itself
    throw authRejection(false);
  }
  return user.role === 'student' ? leaveForLearnerApp() : user;
}

export interface SignOutParams {
  /** 'user' pressed Sign out; otherwise the session was lost under them. */
  reason?: 'user' | 'expired';
}

export const authProvider: AuthProvider = {
  /** Signs in with the contract's payload (the shared AuthModal does this for people). */
  login: async (params: LoginRequest) => {
    const user = withStanding(await apiCall(SessionAnswer, '/auth/login', { method: 'POST', body: params }));
    remember(user);
    if (user.role === 'student') {
      return leaveForLearnerApp();
    }
  },

  /**
   * Clears the session even when the server call fails (spec §4), then reloads so the console
   * starts again at its sign-in dialog with every cached query gone. An explicit sign-out lands on
   * the console's root; a lost session stays on its page, so signing in again returns there.
   */
  logout: async (params?: SignOutParams) => {
    const reason = params?.reason ?? 'expired';
    const hadUser = cached !== null || wasSignedIn();
    try {
      await apiCall(LogoutResponse, '/auth/logout', { method: 'POST' });
    } catch {
      // signed out locally regardless
    }
    clearConsentCheckFlags();
    if (reason === 'user') {
      forgetSession();
      takeSignInNotice();
      window.location.assign(CONSOLE_URL);
    } else {
      forgetSession(hadUser ? SESSION_EXPIRED : undefined);
      window.location.reload();
    }
    return false;
  },

  checkAuth: async () => {
    await requireUser();
  },

  /** 401 ends the session; 403 only denies that one call (the page says so), the user stays. */
  checkError: (error: unknown) => {
    if (statusOf(error) === 401) {
      forgetSession(SESSION_EXPIRED);
      return Promise.reject(authRejection(SESSION_EXPIRED));
    }
    return Promise.resolve();
  },

  getIdentity: async (): Promise<PortalIdentity> => {
    const user = await requireUser();
    return {
      id: user.id,
      fullName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
    };
  },

  getPermissions: async (): Promise<Role> => (await requireUser()).role,

  canAccess: async ({ resource, action }) => roleCanAccess((await requireUser()).role, resource, action),
};
