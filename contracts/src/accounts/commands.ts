import type { z } from 'zod';
import type { UserRegistered } from './events';
import type { ProfileUpdate } from './profile';

// ---- commands (imperative) -----------------------------------------------------------------

export type RegisterUserData = Omit<z.infer<typeof UserRegistered>['data'], 'registeredAt'>;

export type AccountsCommand =
  | { type: 'RegisterUser'; data: RegisterUserData }
  | { type: 'ChangePassword'; data: { userId: string; passwordHash: string } }
  /** a sign-in re-hashed the password just checked: applies only while `previousHash` is current */
  | { type: 'UpgradePasswordHash'; data: { userId: string; previousHash: string; passwordHash: string } }
  | { type: 'RequestPasswordReset'; data: { userId: string; tokenHash: string; expiresAt: string } }
  | { type: 'ResetPassword'; data: { userId: string; tokenHash: string; passwordHash: string } }
  | { type: 'UpdateProfile'; data: { userId: string; changes: ProfileUpdate } }
  | { type: 'RequestEmailVerification'; data: { userId: string; tokenHash: string; expiresAt: string } }
  | { type: 'VerifyEmail'; data: { userId: string; tokenHash: string } }
  /** a successful sign-in: verifies an account staff created (nothing for a self-sign-up) */
  | { type: 'ConfirmEmailBySignIn'; data: { userId: string } }
  | { type: 'RequestErasure'; data: { userId: string; reason: string | null } }
  | { type: 'CompleteErasure'; data: { userId: string } };
