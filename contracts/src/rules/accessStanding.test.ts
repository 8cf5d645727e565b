import { describe, expect, it } from 'vitest';
import type { StandingFacts } from './accessStanding';
import { accessStanding } from './accessStanding';

const today = new Date('2026-11-25T12:00:00.000Z');
const child: StandingFacts = {
  role: 'student',
  emailVerified: true,
  isVerified: true,
  dateOfBirth: '2016-03-04',
  essentialConsentsCurrent: true,
  parentalConsent: 'confirmed',
};

describe('accessStanding', () => {
  it('given everything in place, then ok', () => {
    expect(accessStanding(child, today)).toBe('ok');
  });

  it('given several things missing, then the first a person fixes: address, vetting, consent form, parent', () => {
    const nothing: StandingFacts = {
      ...child,
      emailVerified: false,
      essentialConsentsCurrent: false,
      parentalConsent: 'not_required',
    };
    expect(accessStanding(nothing, today)).toBe('email_unverified');
    expect(accessStanding({ ...nothing, emailVerified: true }, today)).toBe('consent_required');
    expect(accessStanding({ ...nothing, emailVerified: true, essentialConsentsCurrent: true }, today)).toBe(
      'parental_consent_required',
    );
    expect(accessStanding({ ...child, parentalConsent: 'pending' }, today)).toBe('parental_consent_pending');
    expect(accessStanding({ ...child, parentalConsent: 'refused' }, today)).toBe('parental_consent_refused');
  });

  it('given a student without a date of birth, then treated as under 16; a student of 17 needs no parent', () => {
    expect(accessStanding({ ...child, dateOfBirth: null, parentalConsent: 'not_required' }, today)).toBe(
      'parental_consent_required',
    );
    expect(
      accessStanding({ ...child, dateOfBirth: '2009-01-01', parentalConsent: 'not_required' }, today),
    ).toBe('ok');
  });

  it('given a self-registered tutor not yet verified, then pending; admins and officers need no consent form', () => {
    const tutor: StandingFacts = { ...child, role: 'tutor', isVerified: false, dateOfBirth: '1990-01-01' };
    expect(accessStanding(tutor, today)).toBe('tutor_pending');
    expect(accessStanding({ ...tutor, isVerified: true }, today)).toBe('ok');
    for (const role of ['admin', 'compliance'] as const) {
      expect(accessStanding({ ...child, role, essentialConsentsCurrent: false }, today)).toBe('ok');
      expect(accessStanding({ ...child, role, emailVerified: false }, today)).toBe('email_unverified');
    }
  });
});
