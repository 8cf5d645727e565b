import { z } from 'zod';
import { Email, Id } from './common';

/** Roles (spec 001 §6, plus the compliance officer of DESIGN.md §4). Compared in lower case. */
export const Role = z.enum(['admin', 'tutor', 'student', 'parent', 'compliance']);
export type Role = z.infer<typeof Role>;

/** Roles a person may pick at sign-up: admin accounts are never self-registered. */
export const SelfRegistrationRole = z.enum(['student', 'tutor', 'parent']);

export const PASSWORD_MIN_SIGNUP = 8;
export const PASSWORD_MIN_PROFILE = 6;

/** The signed-in user as GET /auth/me and POST /auth/login answer it. */
export const SessionUser = z.object({
  id: Id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  organisationId: Id,
  dateOfBirth: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginRequest = z.object({
  email: Email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  rememberMe: z.boolean().default(true),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ success: z.literal(true), user: SessionUser });
export const MeResponse = LoginResponse;

// ---- events (past tense) -------------------------------------------------------------------

export const UserRegistered = z.object({
  type: z.literal('UserRegistered'),
  data: z.object({
    userId: Id,
    organisationId: Id,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: Role,
    passwordHash: z.string(),
    registeredAt: z.string(),
  }),
});

export const UserPasswordChanged = z.object({
  type: z.literal('UserPasswordChanged'),
  data: z.object({ userId: Id, passwordHash: z.string(), changedAt: z.string() }),
});

/** Reserves an e-mail address: its stream exists once, so two registrations cannot share it. */
export const EmailReserved = z.object({
  type: z.literal('EmailReserved'),
  data: z.object({ userId: Id, reservedAt: z.string() }),
});

export const AccountsEvent = z.discriminatedUnion('type', [
  UserRegistered,
  UserPasswordChanged,
  EmailReserved,
]);
export type AccountsEvent = z.infer<typeof AccountsEvent>;

// ---- commands (imperative) -----------------------------------------------------------------

export const RegisterUser = z.object({
  type: z.literal('RegisterUser'),
  data: z.object({
    userId: Id,
    organisationId: Id,
    email: Email,
    firstName: z.string().trim().min(1, 'First name is required').max(100),
    lastName: z.string().trim().min(1, 'Last name is required').max(100),
    role: Role,
    passwordHash: z.string(),
  }),
});
export type RegisterUser = z.infer<typeof RegisterUser>;

export const ChangePassword = z.object({
  type: z.literal('ChangePassword'),
  data: z.object({ userId: Id, passwordHash: z.string() }),
});
export type ChangePassword = z.infer<typeof ChangePassword>;

export type AccountsCommand = RegisterUser | ChangePassword;

/** Stream ids of the accounts module. */
export const accountsStreams = {
  user: (userId: string) => `user-${userId}`,
  /** keyed by a digest, never by the address itself, so the stream id carries no personal data */
  emailReservation: (emailDigest: string) => `email-${emailDigest}`,
} as const;

export const ChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN_PROFILE, 'New password must be at least 6 characters long')
    .max(1024),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
