import type {
  ChangePasswordRequest,
  LoginRequest,
  Profile,
  ProfileUpdate,
  RegisterRequest,
  RegisterResponse,
  ResendVerificationResponse,
  SessionUser,
} from '@portal/contracts';
import { normaliseSessionUser, type AuthUser } from '../auth/sessionUser';
import { apiFetch, type AnswerSchema } from './apiFetch';

/** Sign-in, sign-up, sessions, passwords and profile (docs/api/accounts-and-privacy.md). */

/**
 * `{user}` of GET /auth/me and POST /auth/login as an answer schema: the user read by the one
 * session reader (spec 001 §6: the role in lower case, none or unknown a student).
 */
export const SessionAnswer: AnswerSchema<AuthUser> = {
  safeParse(data) {
    const user = normaliseSessionUser(
      typeof data === 'object' && data !== null ? (data as { user?: unknown }).user : undefined,
    );
    return user ? { success: true, data: user } : { success: false, error: new Error('no user') };
  },
};

export async function fetchCurrentUser(signal?: AbortSignal): Promise<unknown> {
  const answer = await apiFetch<{ user?: unknown }>('/auth/me', { signal, authProbe: true });
  return answer.user;
}

export async function loginRequest(request: LoginRequest): Promise<unknown> {
  const answer = await apiFetch<{ user?: unknown }>('/auth/login', {
    method: 'POST',
    body: request,
    authProbe: true,
  });
  return answer.user;
}

export async function logoutRequest(): Promise<void> {
  await apiFetch('/auth/logout', { method: 'POST', authProbe: true });
}

export function registerRequestCall(request: RegisterRequest): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/auth/register', { method: 'POST', body: request, authProbe: true });
}

/** Mails a new verification link to the signed-in account's address (429 while one is fresh). */
export function resendVerificationRequest(): Promise<ResendVerificationResponse> {
  return apiFetch<ResendVerificationResponse>('/auth/resend-verification', { method: 'POST' });
}

export async function forgotPasswordRequest(email: string): Promise<string | undefined> {
  const answer = await apiFetch<{ message?: string } | undefined>('/auth/forgot-password', {
    method: 'POST',
    body: { email },
    authProbe: true,
  });
  return answer?.message;
}

/** Resolves when the link is valid; rejects (400) when it is unknown, used or expired. */
export async function verifyResetTokenRequest(token: string, signal?: AbortSignal): Promise<void> {
  await apiFetch(`/auth/verify-reset-token/${encodeURIComponent(token)}`, { signal, authProbe: true });
}

export async function resetPasswordRequest(token: string, password: string): Promise<void> {
  await apiFetch('/auth/reset-password', { method: 'POST', body: { token, password }, authProbe: true });
}

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const answer = await apiFetch<{ profile: Profile }>('/profile', { signal });
  return answer.profile;
}

export async function updateProfileRequest(update: ProfileUpdate): Promise<Profile | undefined> {
  const answer = await apiFetch<{ profile?: Profile; message?: string } | undefined>('/profile', {
    method: 'PUT',
    body: update,
  });
  return answer?.profile;
}

export async function changePasswordRequest(request: ChangePasswordRequest): Promise<void> {
  await apiFetch('/profile/password', { method: 'PUT', body: request });
}

export type { SessionUser };
