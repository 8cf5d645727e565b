import { createContext } from 'react';
import type { LoginRequest, RegisterRequest, RegisterResponse } from '@portal/contracts';
import type { AuthUser } from './sessionUser';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** The last problem to tell the user about (e.g. SESSION_EXPIRED, CONNECTION_FAILED). */
  error: string | null;
  /** The session ended under the user (local midnight, a 401): "Session expired - please login again". */
  tokenExpired: boolean;
  /** The session check got no answer from the server. */
  unreachable: boolean;
}

export interface AuthContextValue extends AuthState {
  /** POST /auth/login; on success the user is authenticated. Rejects with an ApiError. */
  login: (request: LoginRequest) => Promise<AuthUser>;
  /** POST /auth/register; on success the user is authenticated. Rejects with an ApiError. */
  register: (request: RegisterRequest) => Promise<RegisterResponse>;
  /** POST /auth/logout; the local state is cleared even when the call fails. */
  logout: () => Promise<void>;
  /** GET /auth/me again. */
  refresh: () => Promise<void>;
  /** End the session now with SESSION_EXPIRED (or the given message). */
  expireSession: (message?: string) => void;
  /** Ends the session when `error` means it expired (spec 001 §4); returns whether it did. */
  handleAuthError: (error: unknown) => boolean;
  clearError: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
