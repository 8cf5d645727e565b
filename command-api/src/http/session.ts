import type { Store } from 'express-session';
import session from 'express-session';
import type { Request, RequestHandler, Response } from 'express';
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

/** The session cookie's name over plain HTTP (local, tests); see sessionCookieName. */
export const SESSION_COOKIE = 'portal.sid';
/**
 * Over HTTPS the cookie is `__Host-` prefixed: browsers then accept it only with Secure, Path=/
 * and no Domain, so neither a sibling sub-domain nor a plain-HTTP page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

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
    name: sessionCookieName(options.secureCookies),
    store: options.store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    // no `proxy` option: whether a request came over HTTPS is express's req.secure, so
    // X-Forwarded-Proto counts only from the proxies TRUST_PROXY names. No `domain`: a __Host-
    // cookie must not have one.
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/' },
  });
}

/**
 * Signs out: destroys the stored session and tells the browser to drop the cookie, under the
 * name and attributes it was set with (a `__Host-` cookie is cleared only with Secure and Path=/).
 */
export async function endSession(req: Request, res: Response): Promise<void> {
  const secure = req.session.cookie.secure === true;
  await new Promise<void>((resolve, reject) =>
    req.session.destroy((error: unknown) =>
      error
        ? reject(error instanceof Error ? error : new Error('session store failed', { cause: error }))
        : resolve(),
    ),
  );
  res.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * Who may read /api/health's details (adapters, event-store head, projection lags): an admin's
 * session, or a caller on this machine (monitoring, the container's health check, scripts).
 * The caller's address is req.ip: the socket's address when no proxy is trusted, otherwise the
 * address the trusted proxy reports, so a request relayed by a proxy on loopback is not local.
 */
export function maySeeSystemDetails(req: Request): boolean {
  if (req.session?.userId && req.session.role === 'admin') {
    return true;
  }
  return isLoopback(req.ip ?? req.socket.remoteAddress);
}

function isLoopback(address: string | undefined): boolean {
  if (!address) {
    return false;
  }
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}
