import { describe, expect, it } from 'vitest';
import type { EventOf } from '@portal/contracts';
import { evolvePrivacy, processingAllowed } from './privacy.projection';

const consent = (consentType: 'marketing_emails', consentGiven: boolean): EventOf<'ConsentRecorded'> => ({
  type: 'ConsentRecorded',
  data: {
    userId: 'u1',
    organisationId: 'main',
    consentType,
    consentGiven,
    version: null,
    source: 'consent_form',
    parentalConsentEmail: null,
    recordedAt: 't',
  },
});
const restricted: EventOf<'ProcessingRestricted'> = {
  type: 'ProcessingRestricted',
  data: {
    userId: 'u1',
    organisationId: 'main',
    dataTypes: ['analytics', 'marketing'],
    reason: null,
    restrictedAt: 't',
  },
};

describe('privacy projection', () => {
  it('given no choices, then analytics is allowed and marketing is not (off until chosen)', () => {
    expect(processingAllowed(null, 'analytics')).toBe(true);
    expect(processingAllowed(null, 'marketing')).toBe(false);
  });

  it('given marketing consent, then marketing is allowed until a restriction, and again once lifted', () => {
    const given = evolvePrivacy(null, consent('marketing_emails', true), 'u1');
    expect(processingAllowed(given, 'marketing')).toBe(true);
    const withRestriction = evolvePrivacy(given, restricted, 'u1');
    expect(processingAllowed(withRestriction, 'marketing')).toBe(false);
    expect(processingAllowed(withRestriction, 'analytics')).toBe(false);
    const lifted = evolvePrivacy(
      withRestriction,
      {
        type: 'ProcessingRestrictionLifted',
        data: { userId: 'u1', organisationId: 'main', dataTypes: ['analytics', 'marketing'], liftedAt: 't' },
      },
      'u1',
    );
    expect(processingAllowed(lifted, 'marketing')).toBe(true);
    expect(processingAllowed(lifted, 'analytics')).toBe(true);
  });

  it('given an erasure, then the parent address is gone and nothing may be processed', () => {
    const pending = evolvePrivacy(
      null,
      {
        type: 'ParentalConsentRequested',
        data: {
          userId: 'u1',
          organisationId: 'main',
          tokenHash: 'h',
          parentEmail: 'mum@example.org',
          expiresAt: 'x',
          requestedAt: 't',
        },
      },
      'u1',
    );
    const erased = evolvePrivacy(
      pending,
      { type: 'UserErased', data: { userId: 'u1', organisationId: 'main', erasedAt: 't' } },
      'u1',
    );
    expect(JSON.stringify(erased)).not.toContain('mum@example.org');
    expect(processingAllowed(erased, 'analytics')).toBe(false);
  });
});
