export const PASSWORD_MIN_SIGNUP = 8;
export const PASSWORD_MIN_PROFILE = 6;
export const PASSWORD_MAX = 1024;
/** Password reset links live one hour (spec 001 §9). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** E-mail verification links of self-sign-up live one day. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Parents have a week to confirm their child's account. */
export const PARENTAL_CONSENT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
