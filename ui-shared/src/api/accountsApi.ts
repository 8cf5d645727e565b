import {
  ChangePasswordResponse,
  ForgotPasswordResponse,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  ProfileResponse,
  ProfileUpdatedResponse,
  RegisterResponse,
  ResendVerificationResponse,
  ResetPasswordResponse,
  ResetTokenValidResponse,
  SessionUserAsRead,
  type ChangePasswordRequest,
  type LoginRequest,
  type Profile,
  type ProfileUpdate,
  type RegisterRequest,
  type SessionUser,
} from '@portal/contracts';
import { withSessionDefaults, type AuthUser } from '../auth/sessionUser';
import { apiCall, type AnswerSchema } from './apiFetch';

/** Sign-in, sign-up, sessions, passwords and profile (docs/api/accounts-and-privacy.md). */

/**
 * `{user}` of GET /auth/me and POST /auth/login as an answer schema: the contract's session user
 * with the spec's defaults for what an older server leaves out (spec 001 §6).
 */
export const SessionAnswer: AnswerSchema<AuthUser> = MeResponse.extend({
  user: SessionUserAsRead,
}).transform(({ user }) => withSessionDefaults(user));

const LoginAnswer = LoginResponse.extend({ user: SessionUserAsRead }).transform(({ user }) =>
  withSessionDefaults(user),
);

const RegisterAnswer = RegisterResponse.extend({ user: SessionUserAsRead });

export function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser> {
  return apiCall(SessionAnswer, '/auth/me', { signal, authProbe: true });
}

export function loginRequest(request: LoginRequest): Promise<AuthUser> {
  return apiCall(LoginAnswer, '/auth/login', { method: 'POST', body: request, authProbe: true });
}

export async function logoutRequest(): Promise<void> {
  await apiCall(LogoutResponse, '/auth/logout', { method: 'POST', authProbe: true });
}

export function registerRequestCall(request: RegisterRequest): Promise<RegisterResponse> {
  return apiCall(RegisterAnswer, '/auth/register', { method: 'POST', body: request, authProbe: true });
}

/** Mails a new verification link to the signed-in account's address (429 while one is fresh). */
export function resendVerificationRequest(): Promise<ResendVerificationResponse> {
  return apiCall(ResendVerificationResponse, '/auth/resend-verification', { method: 'POST' });
}

export async function forgotPasswordRequest(email: string): Promise<string> {
  const answer = await apiCall(ForgotPasswordResponse, '/auth/forgot-password', {
    method: 'POST',
    body: { email },
    authProbe: true,
  });
  return answer.message;
}

/** Resolves when the link is valid; rejects (400) when it is unknown, used or expired. */
export async function verifyResetTokenRequest(token: string, signal?: AbortSignal): Promise<void> {
  await apiCall(ResetTokenValidResponse, `/auth/verify-reset-token/${encodeURIComponent(token)}`, {
    signal,
    authProbe: true,
  });
}

export async function resetPasswordRequest(token: string, password: string): Promise<void> {
  await apiCall(ResetPasswordResponse, '/auth/reset-password', {
    method: 'POST',
    body: { token, password },
    authProbe: true,
  });
}

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const answer = await apiCall(ProfileResponse, '/profile', { signal });
  return answer.profile;
}

export async function updateProfileRequest(update: ProfileUpdate): Promise<Profile> {
  const answer = await apiCall(ProfileUpdatedResponse, '/profile', { method: 'PUT', body: update });
  return answer.profile;
}

export async function changePasswordRequest(request: ChangePasswordRequest): Promise<void> {
  await apiCall(ChangePasswordResponse, '/profile/password', { method: 'PUT', body: request });
}

export type { SessionUser };
