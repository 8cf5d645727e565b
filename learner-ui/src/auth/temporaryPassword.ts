import { PASSWORD_MAX, PASSWORD_MIN_SIGNUP } from '@portal/contracts';
import type { FieldErrors } from '@portal/ui-shared';

/** The words of the first-sign-in password screen. */
export const TEMPORARY_PASSWORD_MESSAGES = {
  currentRequired: 'Please enter the temporary password your tutor gave you',
  newRequired: 'New password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_SIGNUP} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  sameAsTemporary: 'Your new password must be different from your temporary password',
  mismatch: 'Passwords do not match',
  failed: 'Error changing password',
} as const;

export interface TemporaryPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type TemporaryPasswordField = keyof TemporaryPasswordValues;

export const EMPTY_TEMPORARY_PASSWORD_FORM: TemporaryPasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * The first message per field, or none. The new password follows the sign-up rule (at least 8,
 * spec 001 §5), stricter than the profile change's 6, since a child is choosing their first one.
 */
export function validateTemporaryPassword(values: TemporaryPasswordValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.currentPassword) {
    errors.currentPassword = TEMPORARY_PASSWORD_MESSAGES.currentRequired;
  }
  if (!values.newPassword) {
    errors.newPassword = TEMPORARY_PASSWORD_MESSAGES.newRequired;
  } else if (values.newPassword.length < PASSWORD_MIN_SIGNUP) {
    errors.newPassword = TEMPORARY_PASSWORD_MESSAGES.tooShort;
  } else if (values.newPassword.length > PASSWORD_MAX) {
    errors.newPassword = TEMPORARY_PASSWORD_MESSAGES.tooLong;
  } else if (values.newPassword === values.currentPassword) {
    errors.newPassword = TEMPORARY_PASSWORD_MESSAGES.sameAsTemporary;
  }
  if (values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = TEMPORARY_PASSWORD_MESSAGES.mismatch;
  }
  return errors;
}
