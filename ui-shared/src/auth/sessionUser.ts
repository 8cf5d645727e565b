import { AccessStanding, readRole, type Role, type SessionUser } from '@portal/contracts';

/** The signed-in user with the role read as the spec reads it. */
export type AuthUser = SessionUser;

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Spec 001 §6: the role is compared in lower case, and a user with no role is treated as a student.
 * An unknown role is treated as a student too (the least-privileged reading).
 */
export function normaliseRole(role: unknown): Role {
  return readRole(role);
}

/** The user from a /auth/me or /auth/login answer, or null when it is not a usable user. */
export function normaliseSessionUser(raw: unknown): AuthUser | null {
  if (typeof raw !== 'object' || raw === null) {
    return null;
  }
  const record = raw as Record<string, unknown>;
  const id = text(record.id);
  const email = text(record.email);
  if (!id || !email) {
    return null;
  }
  return {
    id,
    email,
    firstName: text(record.firstName) ?? '',
    lastName: text(record.lastName) ?? '',
    role: normaliseRole(record.role),
    organisationId: text(record.organisationId) ?? '',
    dateOfBirth: text(record.dateOfBirth),
    ...(text(record.createdAt) ? { createdAt: text(record.createdAt) as string } : {}),
    mustChangePassword: record.mustChangePassword === true,
    // only an explicit false asks for verification (an older server sends nothing)
    emailVerified: record.emailVerified !== false,
    ...(AccessStanding.safeParse(record.standing).success && {
      standing: AccessStanding.parse(record.standing),
    }),
  };
}

/** A session user as the contract parsed it, with the spec's readings of what it may leave out. */
export function withSessionDefaults(user: SessionUser): AuthUser {
  return {
    ...user,
    dateOfBirth: user.dateOfBirth ?? null,
    mustChangePassword: user.mustChangePassword === true,
    // only an explicit false asks for verification (an older server sends nothing)
    emailVerified: user.emailVerified !== false,
  };
}

/** "Ada Lovelace", or the e-mail when the account has no name. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}
