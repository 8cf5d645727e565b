export type AuthMode = 'signin' | 'register' | 'forgot';

/** The dialog titles, one per mode. */
export const AUTH_MODE_TITLES: Record<AuthMode, string> = {
  signin: 'Welcome back',
  register: 'Create your account',
  forgot: 'Forgot your password?',
};
