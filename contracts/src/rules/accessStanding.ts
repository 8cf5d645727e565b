import { z } from 'zod';
import type { Role } from '../accounts/roles';
import { needsParentalConsent } from './age';

/**
 * What an account may do beyond its own profile, consents and privacy rights (issue 15): the
 * server answers every other call with 403 and the message below until the standing is `ok`,
 * and the UIs show the same message.
 */
export const AccessStanding = z.enum([
  'ok',
  'email_unverified',
  'tutor_pending',
  'consent_required',
  'parental_consent_required',
  'parental_consent_pending',
  'parental_consent_refused',
]);
export type AccessStanding = z.infer<typeof AccessStanding>;

export const ACCESS_STANDING_MESSAGES: Readonly<Record<Exclude<AccessStanding, 'ok'>, string>> = {
  email_unverified:
    'Please verify your e-mail address first: open the link we sent you (you can ask for a new one on your profile).',
  tutor_pending:
    'Your tutor account is waiting for an administrator to verify it. Until then you cannot see or create students, groups, exams, schedules or classrooms.',
  consent_required: 'Please accept the Privacy Policy and Terms of Service to continue.',
  parental_consent_required: 'Parental consent email is required for users under 16',
  parental_consent_pending:
    'Your parent or carer needs to confirm your account before you can continue. We have e-mailed them a link.',
  parental_consent_refused:
    'Your parent or carer did not agree to your account, so it stays locked. Talk to them, or ask another parent or carer to confirm it.',
};

/** The consents without which nobody may use the service (spec 001 §4's consent gate). */
export const ESSENTIAL_CONSENTS = ['privacy_policy', 'terms_of_service', 'cookies_essential'] as const;

export interface StandingFacts {
  role: Role;
  /** false only for a self-registered address not yet verified */
  emailVerified: boolean;
  /** a tutor an admin has verified (other roles: ignored) */
  isVerified: boolean;
  dateOfBirth: string | null;
  /** the essential consents all given, in the current policy versions */
  essentialConsentsCurrent: boolean;
  parentalConsent: 'not_required' | 'pending' | 'confirmed' | 'refused';
}

/**
 * Pure: the first thing an account still lacks, in the order a person fixes them. Staff who run
 * the service (admin, compliance officer) are bound by their employment, not by the consent form.
 * A student without a date of birth counts as under 16: every student is in Years 4–7.
 */
export function accessStanding(facts: StandingFacts, today: Date): AccessStanding {
  if (!facts.emailVerified) {
    return 'email_unverified';
  }
  if (facts.role === 'admin' || facts.role === 'compliance') {
    return 'ok';
  }
  if (facts.role === 'tutor' && !facts.isVerified) {
    return 'tutor_pending';
  }
  const child = countsAsChild(facts.role, facts.dateOfBirth, today);
  if (!facts.essentialConsentsCurrent) {
    return 'consent_required';
  }
  if (child && facts.parentalConsent === 'not_required') {
    return 'parental_consent_required';
  }
  if (child && facts.parentalConsent === 'refused') {
    return 'parental_consent_refused';
  }
  if (child && facts.parentalConsent !== 'confirmed') {
    return 'parental_consent_pending';
  }
  return 'ok';
}

/** A student under 16, or a student whose date of birth is unknown (every student is in Years 4–7). */
export function countsAsChild(role: Role, dateOfBirth: string | null | undefined, today: Date): boolean {
  return role === 'student' && (!dateOfBirth || needsParentalConsent(dateOfBirth, today));
}
