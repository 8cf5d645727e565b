import { z } from 'zod';
import { emailField, okResponse } from '../common';
import { signUpPassword } from './fields';
import { PASSWORD_MAX, PASSWORD_MIN_PROFILE } from './limits';

// ---- passwords -------------------------------------------------------------------------------

export const ForgotPasswordRequest = z.object({
  email: emailField('Email is required', 'Please enter a valid email address'),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** Same answer whether or not an account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. The link is valid for 1 hour.';

/** POST /auth/forgot-password */
export const ForgotPasswordResponse = okResponse({ message: z.string() });

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
/** POST /auth/reset-password */
export const ResetPasswordResponse = okResponse({ message: z.string() });
/** GET /auth/verify-reset-token/:token: the link is valid (an unknown, used or expired one is a 400). */
export const ResetTokenValidResponse = okResponse({ valid: z.literal(true) });

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

export const VerifyEmailResponse = okResponse({ emailVerified: z.literal(true), message: z.string() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

/** POST /auth/resend-verification (signed in): a new link, or already verified. */
export const ResendVerificationResponse = okResponse({ emailVerified: z.boolean(), message: z.string() });
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
/** PUT /profile/password */
export const ChangePasswordResponse = okResponse({ message: z.string() });

export const ChangePasswordForm = ChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (form) => form.newPassword === form.confirmPassword,
  { message: 'New passwords do not match', path: ['confirmPassword'] },
);
