import { describe, expect, it } from 'vitest';
import { ValidationError } from '@portal/platform';
import type { PrivacyCommand, PrivacyState } from './decider';
import { privacyDecider } from './decider';

const now = new Date('2026-11-22T09:00:00.000Z');
const subject = { userId: 'kid', organisationId: 'main' };
type Command = Omit<PrivacyCommand, 'metadata'>;
const at = (command: Command, when = now) => ({ ...command, metadata: { now: when } }) as PrivacyCommand;

function given(...commands: Command[]): PrivacyState {
  let state = privacyDecider.initialState();
  for (const command of commands) {
    for (const event of privacyDecider.decide(at(command), state)) {
      state = privacyDecider.evolve(state, event);
    }
  }
  return state;
}

const consent = (consentType: string, consentGiven: boolean, version: string | null = null): Command =>
  ({
    type: 'RecordConsent',
    data: {
      ...subject,
      consentType,
      consentGiven,
      version,
      source: 'consent_form',
      parentalConsentEmail: null,
    },
  }) as Command;
const request: Command = {
  type: 'RequestParentalConsent',
  data: {
    ...subject,
    tokenHash: 't1',
    parentEmail: 'mum@example.org',
    expiresAt: '2026-11-29T09:00:00.000Z',
  },
};
const confirm: Command = { type: 'ConfirmParentalConsent', data: { ...subject, tokenHash: 't1' } };

describe('privacyDecider', () => {
  it('given essential cookies, when withdrawn, then refused', () => {
    expect(() => privacyDecider.decide(at(consent('cookies_essential', false)), given())).toThrow(
      ValidationError,
    );
  });

  it('given the same choice and version again, then nothing new; a new version is recorded', () => {
    const state = given(consent('privacy_policy', true, 'v1'));
    expect(privacyDecider.decide(at(consent('privacy_policy', true, 'v1')), state)).toEqual([]);
    expect(privacyDecider.decide(at(consent('privacy_policy', true, 'v2')), state)).toHaveLength(1);
  });

  it('given a withdrawal, then it is recorded as well as the grant', () => {
    const events = privacyDecider.decide(
      at(consent('marketing_emails', false)),
      given(consent('marketing_emails', true)),
    );
    expect(events).toEqual([
      expect.objectContaining({
        type: 'ConsentRecorded',
        data: expect.objectContaining({ consentGiven: false }),
      }),
    ]);
  });

  it('given a pending request, when the parent confirms with its token, then confirmed plus a data_processing consent', () => {
    const events = privacyDecider.decide(at(confirm), given(request));
    expect(events.map((e) => e.type)).toEqual(['ParentalConsentConfirmed', 'ConsentRecorded']);
    expect(events[1]).toMatchObject({
      data: { consentType: 'data_processing', source: 'parent', consentGiven: true },
    });
  });

  it('given a pending request, when confirmed with another token or after expiry, then refused', () => {
    const wrong: Command = { type: 'ConfirmParentalConsent', data: { ...subject, tokenHash: 't2' } };
    expect(() => privacyDecider.decide(at(wrong), given(request))).toThrow(
      'This confirmation link is invalid or has expired',
    );
    expect(() =>
      privacyDecider.decide(at(confirm, new Date('2026-11-30T00:00:00.000Z')), given(request)),
    ).toThrow(ValidationError);
  });

  it('given a confirmed parent, when the link is clicked again or a new request is made, then nothing new', () => {
    const state = given(request, confirm);
    expect(privacyDecider.decide(at(confirm), state)).toEqual([]);
    expect(privacyDecider.decide(at(request), state)).toEqual([]);
  });

  it('given a pending request, when the parent refuses with the link, then ParentalConsentRefused; twice, nothing new', () => {
    const refuse: Command = { type: 'RefuseParentalConsent', data: { ...subject, tokenHash: 't1' } };
    const events = privacyDecider.decide(at(refuse), given(request));
    expect(events).toEqual([
      {
        type: 'ParentalConsentRefused',
        data: { ...subject, tokenHash: 't1', refusedAt: '2026-11-22T09:00:00.000Z' },
      },
    ]);
    expect(privacyDecider.decide(at(refuse), given(request, refuse))).toEqual([]);
  });

  it('given a refusal, when the parent changes their mind with the same link, then confirmed; another token is refused', () => {
    const refuse: Command = { type: 'RefuseParentalConsent', data: { ...subject, tokenHash: 't1' } };
    const state = given(request, refuse);
    expect(privacyDecider.decide(at(confirm), state).map((event) => event.type)).toEqual([
      'ParentalConsentConfirmed',
      'ConsentRecorded',
    ]);
    const wrong: Command = { type: 'ConfirmParentalConsent', data: { ...subject, tokenHash: 't2' } };
    expect(() => privacyDecider.decide(at(wrong), state)).toThrow(ValidationError);
  });

  it('given a confirmed parent, when the link is used to refuse, then refused as invalid (consent stays)', () => {
    const refuse: Command = { type: 'RefuseParentalConsent', data: { ...subject, tokenHash: 't1' } };
    expect(() => privacyDecider.decide(at(refuse), given(request, confirm))).toThrow(ValidationError);
  });

  it('given restrictions, when lifting one not in force, then nothing; lifting one in force, then lifted', () => {
    const state = given({
      type: 'RestrictProcessing',
      data: { ...subject, dataTypes: ['analytics'], reason: null },
    });
    expect(
      privacyDecider.decide(
        at({ type: 'LiftRestriction', data: { ...subject, dataTypes: ['marketing'] } }),
        state,
      ),
    ).toEqual([]);
    expect(
      privacyDecider.decide(
        at({ type: 'LiftRestriction', data: { ...subject, dataTypes: ['analytics', 'marketing'] } }),
        state,
      ),
    ).toEqual([expect.objectContaining({ data: expect.objectContaining({ dataTypes: ['analytics'] }) })]);
  });
});
