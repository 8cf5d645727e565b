import { z } from 'zod';
import { Email, Id, okResponse } from '../common';
import { Role } from './roles';
import { AccessStanding } from '../rules/accessStanding';
import { PASSWORD_MAX } from './limits';

/** The signed-in user as GET /auth/me and POST /auth/login answer it. */
export const SessionUser = z.object({
  id: Id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  organisationId: Id,
  dateOfBirth: z.string().nullable().optional(),
  /** When the account was created: the consent gate's 1-hour rule reads it. */
  createdAt: z.string().optional(),
  /** Signed in with a temporary password given by staff: a new one must be set before anything else. */
  mustChangePassword: z.boolean().optional(),
  /**
   * The account's e-mail address is proven: false for a self-sign-up until the link in the
   * verification e-mail is used; staff-created accounts at their first sign-in; seed and
   * ADMIN_EMAIL accounts from the start. Always sent by the server.
   */
  emailVerified: z.boolean().optional(),
  /** What the account still lacks before it may use the service beyond its profile and privacy. */
  standing: AccessStanding.optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * Spec 001 §6: a role is compared in lower case, and a user with no role is a student; an unknown
 * role reads as a student too (the least-privileged reading).
 */
export function readRole(role: unknown): Role {
  const parsed = Role.safeParse(typeof role === 'string' ? role.trim().toLowerCase() : 'student');
  return parsed.success ? parsed.data : 'student';
}

/** The session user as the UIs read it: the role read as spec 001 §6 says. */
export const SessionUserAsRead = SessionUser.extend({ role: z.unknown().optional().transform(readRole) });

export const LoginRequest = z.object({
  email: Email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  rememberMe: z.boolean().default(true),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = okResponse({ user: SessionUser });
export const MeResponse = LoginResponse;
/** POST /auth/logout */
export const LogoutResponse = okResponse({ message: z.string() });
