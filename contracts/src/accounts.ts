import { z } from 'zod';
import { Email, Id, emailField, optionalText } from './common';
import { ProfileGrade, ProfileGradeInput } from './people';
import { dateOfBirthProblem, needsParentalConsent } from './rules/age';
import { AccessStanding } from './rules/accessStanding';
import { normaliseExperience, splitSpecializations } from './rules/profileFields';

/** Roles (spec 001 §6, plus the compliance officer of DESIGN.md §4). Compared in lower case. */
export const Role = z.enum(['admin', 'tutor', 'student', 'parent', 'compliance']);
export type Role = z.infer<typeof Role>;

/** Roles a person may pick at sign-up: admin and compliance accounts are never self-registered. */
export const SelfRegistrationRole = z.enum(['student', 'tutor', 'parent'], { error: 'Please select a role' });
export type SelfRegistrationRole = z.infer<typeof SelfRegistrationRole>;

export const PASSWORD_MIN_SIGNUP = 8;
export const PASSWORD_MIN_PROFILE = 6;
export const PASSWORD_MAX = 1024;
/** Password reset links live one hour (spec 001 §9). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** E-mail verification links of self-sign-up live one day. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Parents have a week to confirm their child's account. */
export const PARENTAL_CONSENT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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

export const LoginRequest = z.object({
  email: Email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  rememberMe: z.boolean().default(true),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ success: z.literal(true), user: SessionUser });
export const MeResponse = LoginResponse;

// ---- sign-up (spec 001 §5, the three steps) --------------------------------------------------

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'At most 100 characters');

const signUpPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_SIGNUP, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX);

/** Step 1 as the server receives it (the confirmation never leaves the browser). */
export const SignUpBasics = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  email: Email,
  password: signUpPassword,
  role: z
    .string({ error: 'Please select a role' })
    .trim()
    .toLowerCase()
    .refine(
      (role) => role !== 'admin' && role !== 'compliance',
      'Admin accounts cannot be created by sign-up',
    )
    .pipe(SelfRegistrationRole),
});

/** Step 1 on screen: the confirmation must match. */
export const SignUpStep1Form = SignUpBasics.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { message: 'Passwords do not match', path: ['confirmPassword'] },
);

const SignUpDetailsFields = z.object({
  dateOfBirth: z.string({ error: 'Date of birth is required' }).trim().min(1, 'Date of birth is required'),
  school: optionalText(200),
  phoneNumber: optionalText(40),
  grade: z
    .union([z.literal(''), z.null(), ProfileGradeInput])
    .optional()
    .transform((value) => (value ? value : null)),
  parentEmail: z.string().trim().max(254).nullish(),
  parentName: z.string().trim().max(200).nullish(),
});

/**
 * Step 2 rules that depend on today's date and on the role chosen in step 1: a plausible,
 * non-future date of birth, and a parent's e-mail and name for a student under 16.
 */
export function checkSignUpDetails(
  details: z.infer<typeof SignUpDetailsFields>,
  role: string,
  today: Date,
  ctx: z.RefinementCtx,
): void {
  const problem = details.dateOfBirth ? dateOfBirthProblem(details.dateOfBirth, today) : null;
  if (problem) {
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem });
    return;
  }
  if (role !== 'student' || !needsParentalConsent(details.dateOfBirth, today)) {
    return;
  }
  if (!details.parentEmail) {
    ctx.addIssue({
      code: 'custom',
      path: ['parentEmail'],
      message: 'Parent email is required for students under 16',
    });
  } else if (!emailField().safeParse(details.parentEmail).success) {
    ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: 'Parent email is invalid' });
  }
  if (!details.parentName) {
    ctx.addIssue({
      code: 'custom',
      path: ['parentName'],
      message: 'Parent name is required for students under 16',
    });
  }
}

/** Step 2 on screen, for the role picked in step 1. */
export function signUpStep2Form(role: string, today: Date) {
  return SignUpDetailsFields.superRefine((details, ctx) => checkSignUpDetails(details, role, today, ctx));
}

export const SignUpAgreements = z.object({
  acceptTerms: z.literal(true, { error: 'You must agree to the terms of service' }),
  acceptPrivacy: z.literal(true, { error: 'You must agree to the privacy policy' }),
  marketingConsent: z.boolean().default(false),
});

/** POST /auth/register: the three steps together, checked against today's date. */
export function registerRequest(today: Date) {
  return SignUpBasics.extend(SignUpDetailsFields.shape)
    .extend(SignUpAgreements.shape)
    .superRefine((form, ctx) => checkSignUpDetails(form, form.role, today, ctx))
    .transform((form) => {
      const child = form.role === 'student' && needsParentalConsent(form.dateOfBirth, today);
      return {
        ...form,
        dateOfBirth: form.dateOfBirth.slice(0, 10),
        // a parent's details are only kept where they are needed (data minimisation)
        parentEmail: child || form.role === 'student' ? (form.parentEmail?.toLowerCase() ?? null) : null,
        parentName: child ? (form.parentName ?? null) : null,
      };
    });
}
export type RegisterRequest = z.output<ReturnType<typeof registerRequest>>;

export const RegisterResponse = z.object({
  success: z.literal(true),
  user: SessionUser,
  emailVerificationRequired: z.boolean(),
  /** A student under 16: the parent was e-mailed a confirmation link. */
  parentalConsentRequired: z.boolean(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

// ---- passwords -------------------------------------------------------------------------------

export const ForgotPasswordRequest = z.object({
  email: emailField('Email is required', 'Please enter a valid email address'),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** Same answer whether or not an account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. The link is valid for 1 hour.';

export const ResetToken = z
  .string()
  .trim()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ResetPasswordRequest = z.object({
  token: z.string({ error: 'Invalid or expired reset link' }).pipe(ResetToken),
  password: signUpPassword,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetPasswordForm = z
  .object({ password: signUpPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const INVALID_RESET_LINK = 'Invalid or expired reset link';

// ---- e-mail verification (issue 15) ----------------------------------------------------------

export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired';

/** POST /auth/verify-email: the token from the e-mailed /verify-email/{token} link. */
export const VerifyEmailRequest = z.object({
  token: z.string({ error: INVALID_VERIFICATION_LINK }).pipe(ResetToken),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

export const VerifyEmailResponse = z.object({
  success: z.literal(true),
  emailVerified: z.literal(true),
  message: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

/** POST /auth/resend-verification (signed in): a new link, or already verified. */
export const ResendVerificationResponse = z.object({
  success: z.literal(true),
  emailVerified: z.boolean(),
  message: z.string(),
});
export type ResendVerificationResponse = z.infer<typeof ResendVerificationResponse>;

export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address is verified. Thank you!';
export const VERIFICATION_SENT_MESSAGE =
  'We have sent a new verification link to your e-mail address. It is valid for 24 hours.';
export const ALREADY_VERIFIED_MESSAGE = 'Your e-mail address is already verified.';

export const ChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN_PROFILE, 'New password must be at least 6 characters long')
    .max(PASSWORD_MAX),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ChangePasswordForm = ChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (form) => form.newPassword === form.confirmPassword,
  { message: 'New passwords do not match', path: ['confirmPassword'] },
);

// ---- profile (spec 001 §3, §5, §6) ------------------------------------------------------------

export const TutorProfile = z.object({
  organizationName: z.string().nullable(),
  specializations: z.array(z.string()),
  qualifications: z.string().nullable(),
  experience: z.number().int().min(0),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
});
export type TutorProfile = z.infer<typeof TutorProfile>;

export const Profile = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: Role,
  dateOfBirth: z.string().nullable(),
  school: z.string().nullable(),
  grade: ProfileGrade.nullable(),
  parentEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  tutorProfile: TutorProfile.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

const ProfileBasics = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  /** Shown read-only; sending a different address is refused. */
  email: z.string().trim().toLowerCase().optional(),
});

const StudentProfileFields = z.object({
  dateOfBirth: z.string().trim().max(10).nullish(),
  school: optionalText(200),
  grade: z
    .union([z.literal(''), z.null(), ProfileGradeInput])
    .optional()
    .transform((value) => (value ? value : null)),
  parentEmail: z
    .union([z.literal(''), z.null(), emailField('Parent email is required', 'Parent email is invalid')])
    .optional()
    .transform((value) => (value ? value : null)),
  phoneNumber: optionalText(40),
});

const TutorProfileInput = z.object({
  organizationName: optionalText(200),
  specializations: z
    .union([z.string().max(1000), z.array(z.string().max(100)).max(30)])
    .optional()
    .transform((value) => splitSpecializations(value ?? [])),
  qualifications: optionalText(1000),
  experience: z
    .unknown()
    .optional()
    .transform(normaliseExperience)
    .pipe(z.number().max(50, 'Experience must be between 0 and 50 years')),
  contactPhone: optionalText(40),
  address: optionalText(500),
});

/** PUT /profile: the basic fields plus those the caller's role may edit (others are ignored). */
export function profileUpdateRequest(role: Role, today: Date) {
  if (role === 'student') {
    return ProfileBasics.extend(StudentProfileFields.shape).superRefine((form, ctx) => {
      const problem = form.dateOfBirth ? dateOfBirthProblem(form.dateOfBirth, today) : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem });
      }
    });
  }
  if (role === 'tutor') {
    return ProfileBasics.extend({ tutorProfile: TutorProfileInput.optional() });
  }
  return ProfileBasics;
}
export type ProfileUpdate = Partial<{
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  school: string | null;
  grade: ProfileGrade | null;
  parentEmail: string | null;
  phoneNumber: string | null;
  tutorProfile: TutorProfile;
}>;

export const EMAIL_READ_ONLY = 'Email cannot be changed';

// ---- events (past tense) -------------------------------------------------------------------
// Fields marked personal in personalData.ts are encrypted in the store with the person's key.

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
  }),
});

export const UserPasswordChanged = z.object({
  type: z.literal('UserPasswordChanged'),
  data: z.object({ userId: Id, passwordHash: z.string(), changedAt: z.string() }),
});

export const PasswordResetRequested = z.object({
  type: z.literal('PasswordResetRequested'),
  data: z.object({ userId: Id, tokenHash: z.string(), expiresAt: z.string(), requestedAt: z.string() }),
});

export const PasswordResetCompleted = z.object({
  type: z.literal('PasswordResetCompleted'),
  data: z.object({ userId: Id, tokenHash: z.string(), passwordHash: z.string(), resetAt: z.string() }),
});

export const ProfileUpdated = z.object({
  type: z.literal('ProfileUpdated'),
  data: z.object({
    userId: Id,
    changes: z.record(z.string(), z.unknown()),
    updatedAt: z.string(),
  }),
});

/** The person asked to be erased: from now on they cannot sign in. */
export const ErasureRequested = z.object({
  type: z.literal('ErasureRequested'),
  data: z.object({
    userId: Id,
    organisationId: Id,
    role: Role,
    reason: z.string().nullable(),
    requestedAt: z.string(),
  }),
});

/** The person's key is destroyed: their personal data in the log is unreadable from here on. */
export const UserErased = z.object({
  type: z.literal('UserErased'),
  data: z.object({ userId: Id, organisationId: Id, erasedAt: z.string() }),
});

/**
 * A verification link was e-mailed to the account's address (self-sign-up, or a resend): only
 * its SHA-256 is kept; only the newest link works, until `expiresAt` (24 h).
 */
export const EmailVerificationRequested = z.object({
  type: z.literal('EmailVerificationRequested'),
  data: z.object({ userId: Id, tokenHash: z.string(), expiresAt: z.string(), requestedAt: z.string() }),
});

/**
 * How the address was proven: the e-mailed link; the first sign-in of an account staff created
 * (the temporary password reached its owner); a completed password reset (its link was e-mailed).
 */
export const EmailVerificationMethod = z.enum(['link', 'first_sign_in', 'password_reset']);
export type EmailVerificationMethod = z.infer<typeof EmailVerificationMethod>;

/** The account's e-mail address is proven. */
export const EmailVerified = z.object({
  type: z.literal('EmailVerified'),
  data: z.object({ userId: Id, method: EmailVerificationMethod, verifiedAt: z.string() }),
});

/** Reserves an e-mail address: its stream exists once, so two registrations cannot share it. */
export const EmailReserved = z.object({
  type: z.literal('EmailReserved'),
  data: z.object({ userId: Id, reservedAt: z.string() }),
});

/** An erased account gives its address back. */
export const EmailReleased = z.object({
  type: z.literal('EmailReleased'),
  data: z.object({ userId: Id, releasedAt: z.string() }),
});

export const AccountsEvent = z.discriminatedUnion('type', [
  UserRegistered,
  UserPasswordChanged,
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

// ---- commands (imperative) -----------------------------------------------------------------

export type RegisterUserData = Omit<z.infer<typeof UserRegistered>['data'], 'registeredAt'>;

export type AccountsCommand =
  | { type: 'RegisterUser'; data: RegisterUserData }
  | { type: 'ChangePassword'; data: { userId: string; passwordHash: string } }
  | { type: 'RequestPasswordReset'; data: { userId: string; tokenHash: string; expiresAt: string } }
  | { type: 'ResetPassword'; data: { userId: string; tokenHash: string; passwordHash: string } }
  | { type: 'UpdateProfile'; data: { userId: string; changes: ProfileUpdate } }
  | { type: 'RequestEmailVerification'; data: { userId: string; tokenHash: string; expiresAt: string } }
  | { type: 'VerifyEmail'; data: { userId: string; tokenHash: string } }
  /** a successful sign-in: verifies an account staff created (nothing for a self-sign-up) */
  | { type: 'ConfirmEmailBySignIn'; data: { userId: string } }
  | { type: 'RequestErasure'; data: { userId: string; reason: string | null } }
  | { type: 'CompleteErasure'; data: { userId: string } };

/** Stream ids of the accounts module. */
export const accountsStreams = {
  user: (userId: string) => `user-${userId}`,
  /** keyed by a digest, never by the address itself, so the stream id carries no personal data */
  emailReservation: (emailDigest: string) => `email-${emailDigest}`,
} as const;

// ---- compliance officers (created by an admin) -----------------------------------------------

export const CreateOfficerRequest = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  email: Email,
  password: signUpPassword,
});
export type CreateOfficerRequest = z.infer<typeof CreateOfficerRequest>;

export const Officer = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Officer = z.infer<typeof Officer>;
