import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@portal/contracts';
import type { RateLimit } from '@portal/platform';
import { TooManyRequestsError } from '@portal/platform';
import type { InvitationDocument, UserDocument } from '@portal/projections';

/**
 * Redeeming join codes: every attempt counts (before the lookup, so parallel guesses cannot
 * race past the limit), per account and per address. A class joining at once from one school
 * address stays well inside the address limit; a guesser meets the account limit after 10.
 */
export const JOIN_CODE_LIMITS = {
  account: { max: 10, windowMs: 15 * 60 * 1000 },
  address: { max: 100, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

/** Invitations a tutor may send in an hour (no e-mail is sent; this stops bulk probing of addresses). */
export const INVITATION_LIMIT: RateLimit = { max: 30, windowMs: 60 * 60 * 1000 };

/** A join code: 8 characters from the unambiguous alphabet, drawn with a CSPRNG (31^8 ≈ 8.5e11). */
export function newJoinCode(): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index++) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}

/** The 429 answer, in whole minutes for the screen and seconds for Retry-After. */
export function tooMany(retryAfterMs: number): TooManyRequestsError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TooManyRequestsError(
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    seconds,
  );
}

export const fullName = (user: Pick<UserDocument, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * A student enrolled with another tutor than the code's (or trying an unknown code) gets one
 * answer whatever the code, so it tells nothing about other tutors' codes.
 */
export function enrolledElsewhere(
  currentTutorId: string | null,
  code: { tutorId: string } | null,
  tutorIsLive: boolean,
): boolean {
  return currentTutorId !== null && (!code || !tutorIsLive || code.tutorId !== currentTutorId);
}

/** An invitation the student may still answer: pending, to their address, in their organisation, unexpired. */
export function isOpenInvitationFor(
  doc: InvitationDocument | null,
  addressee: { emailHash: string; organisationId: string },
  now: Date,
): doc is InvitationDocument {
  return (
    !!doc &&
    doc.status === 'pending' &&
    doc.emailHash === addressee.emailHash &&
    doc.organisationId === addressee.organisationId &&
    doc.expiresAt > now.toISOString()
  );
}
