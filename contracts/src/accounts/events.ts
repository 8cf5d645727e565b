import { z } from 'zod';
import { Id, domainEvent } from '../common';
import { Role } from './roles';
import { ProfileGrade } from '../people/grades';
import { TutorProfile } from './profile';

// ---- events (past tense) -------------------------------------------------------------------
// Fields marked personal in personalData.ts are encrypted in the store with the person's key.

export const UserRegistered = domainEvent('UserRegistered', {
  userId: Id,
  organisationId: Id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  passwordHash: z.string(),
  registeredAt: z.string(),
  dateOfBirth: z.string().nullable().optional(),
  school: z.string().nullable().optional(),
  grade: ProfileGrade.nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  parentEmail: z.string().nullable().optional(),
  parentName: z.string().nullable().optional(),
  tutorProfile: TutorProfile.nullable().optional(),
  /** 'self' (sign-up), 'staff' (created by an admin or tutor), 'system' (seed, ADMIN_EMAIL) */
  createdBy: z.string().optional(),
  /** the staff member who created the account (people module) */
  createdByUserId: z.string().optional(),
  /** students created by staff: "STU" + 6 digits, and the tutor who teaches them */
  studentNumber: z.string().optional(),
  tutorId: z.string().nullable().optional(),
  parentPhone: z.string().nullable().optional(),
  targetSchools: z.array(z.string()).optional(),
  specialNeeds: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  /** a temporary password given by staff: it must be replaced at first sign-in */
  mustChangePassword: z.boolean().optional(),
  /** tutors: created by an admin means verified; a self-registered tutor waits for an admin */
  isVerified: z.boolean().optional(),
});

export const UserPasswordChanged = domainEvent('UserPasswordChanged', {
  userId: Id,
  passwordHash: z.string(),
  changedAt: z.string(),
});

/**
 * The password hash was made again with the current algorithm and cost (argon2id) at a successful
 * sign-in, from the password just checked: the password itself did not change.
 */
export const PasswordHashUpgraded = domainEvent('PasswordHashUpgraded', {
  userId: Id,
  passwordHash: z.string(),
  upgradedAt: z.string(),
});

export const PasswordResetRequested = domainEvent('PasswordResetRequested', {
  userId: Id,
  tokenHash: z.string(),
  expiresAt: z.string(),
  requestedAt: z.string(),
});

export const PasswordResetCompleted = domainEvent('PasswordResetCompleted', {
  userId: Id,
  tokenHash: z.string(),
  passwordHash: z.string(),
  resetAt: z.string(),
});

export const ProfileUpdated = domainEvent('ProfileUpdated', {
  userId: Id,
  changes: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});

/** The person asked to be erased: from now on they cannot sign in. */
export const ErasureRequested = domainEvent('ErasureRequested', {
  userId: Id,
  organisationId: Id,
  role: Role,
  reason: z.string().nullable(),
  requestedAt: z.string(),
});

/** The person's key is destroyed: their personal data in the log is unreadable from here on. */
export const UserErased = domainEvent('UserErased', { userId: Id, organisationId: Id, erasedAt: z.string() });

/**
 * A verification link was e-mailed to the account's address (self-sign-up, or a resend): only
 * its SHA-256 is kept; only the newest link works, until `expiresAt` (24 h).
 */
export const EmailVerificationRequested = domainEvent('EmailVerificationRequested', {
  userId: Id,
  tokenHash: z.string(),
  expiresAt: z.string(),
  requestedAt: z.string(),
});

/**
 * How the address was proven: the e-mailed link; the first sign-in of an account staff created
 * (the temporary password reached its owner); a completed password reset (its link was e-mailed).
 */
export const EmailVerificationMethod = z.enum(['link', 'first_sign_in', 'password_reset']);
export type EmailVerificationMethod = z.infer<typeof EmailVerificationMethod>;

/** The account's e-mail address is proven. */
export const EmailVerified = domainEvent('EmailVerified', {
  userId: Id,
  method: EmailVerificationMethod,
  verifiedAt: z.string(),
});

/** Reserves an e-mail address: its stream exists once, so two registrations cannot share it. */
export const EmailReserved = domainEvent('EmailReserved', { userId: Id, reservedAt: z.string() });

/** An erased account gives its address back. */
export const EmailReleased = domainEvent('EmailReleased', { userId: Id, releasedAt: z.string() });

export const AccountsEvent = z.discriminatedUnion('type', [
  UserRegistered,
  UserPasswordChanged,
  PasswordHashUpgraded,
  PasswordResetRequested,
  PasswordResetCompleted,
  ProfileUpdated,
  ErasureRequested,
  UserErased,
  EmailReserved,
  EmailReleased,
  EmailVerificationRequested,
  EmailVerified,
]);
export type AccountsEvent = z.infer<typeof AccountsEvent>;
