import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN_SIGNUP } from './limits';

// Field schemas shared by the sign-up, password, profile and officer forms (not exported by the package).

export const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'At most 100 characters');

export const signUpPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_SIGNUP, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX);
