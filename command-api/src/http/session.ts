import type { Store } from 'express-session';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Role } from '@portal/contracts';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    role: Role;
    organisationId: string;
    /** signed in with a temporary password given by staff */
    mustChangePassword?: boolean;
  }
}

export const SESSION_COOKIE = 'portal.sid';
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionOptions {
  readonly store: Store;
  readonly secret: string;
  /** Set when served over HTTPS (behind a TLS-terminating proxy). */
  readonly secureCookies: boolean;
}

/** HttpOnly, SameSite=Lax cookie session; nothing is stored until someone signs in. */
export function sessionMiddleware(options: SessionOptions): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    store: options.store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: options.secureCookies,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/' },
  });
}
