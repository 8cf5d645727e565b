import { describe, expect, it } from 'vitest';
import { ValidationError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import type { PrivacyCommand } from './decider';
import { privacyDecider } from './decider';

const now = new Date('2026-11-22T09:00:00.000Z');
const subject = { userId: 'kid', organisationId: 'main' };
type Command = Omit<PrivacyCommand, 'metadata'>;
const at = (command: Command, when = now) => ({ ...command, metadata: { now: when } }) as PrivacyCommand;

const given = DeciderSpecification.for(privacyDecider);
type Event = ReturnType<typeof privacyDecider.decide>[number];
/** A history stated as the commands that made it: the events each decides, in turn. */
const history = (...commands: Command[]): Event[] =>
  commands.reduce<Event[]>((events, command) => [...events, ...given(events).when(at(command)).events()], []);

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
    given([])
      .when(at(consent('cookies_essential', false)))
      .thenThrows(ValidationError);
  });

  it('given the same choice and version again, then nothing new; a new version is recorded', () => {
    const state = history(consent('privacy_policy', true, 'v1'));
    given(state)
      .when(at(consent('privacy_policy', true, 'v1')))
      .thenNothingHappened();
    expect(
      given(state)
        .when(at(consent('privacy_policy', true, 'v2')))
        .events(),
    ).toHaveLength(1);
  });

  it('given a withdrawal, then it is recorded as well as the grant', () => {
    const events = given(history(consent('marketing_emails', true)))
      .when(at(consent('marketing_emails', false)))
      .events();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'ConsentRecorded',
        data: expect.objectContaining({ consentGiven: false }),
      }),
    ]);
  });

  it('given a pending request, when the parent confirms with its token, then confirmed plus a data_processing consent', () => {
    const events = given(history(request)).when(at(confirm)).events();
    expect(events.map((e) => e.type)).toEqual(['ParentalConsentConfirmed', 'ConsentRecorded']);
    expect(events[1]).toMatchObject({
      data: { consentType: 'data_processing', source: 'parent', consentGiven: true },
    });
  });

  it('given a pending request, when confirmed with another token or after expiry, then refused', () => {
    const wrong: Command = { type: 'ConfirmParentalConsent', data: { ...subject, tokenHash: 't2' } };
    given(history(request))
      .when(at(wrong))
      .thenThrows(Error, (error) =>
        error.message.includes('This confirmation link is invalid or has expired'),
      );
    given(history(request))
      .when(at(confirm, new Date('2026-11-30T00:00:00.000Z')))
      .thenThrows(ValidationError);
  });

  it('given a confirmed parent, when the link is clicked again or a new request is made, then nothing new', () => {
    const state = history(request, confirm);
    given(state).when(at(confirm)).thenNothingHappened();
    given(state).when(at(request)).thenNothingHappened();
  });

  it('given a pending request, when the parent refuses with the link, then ParentalConsentRefused; twice, nothing new', () => {
    const refuse: Command = { type: 'RefuseParentalConsent', data: { ...subject, tokenHash: 't1' } };
    const events = given(history(request)).when(at(refuse)).events();
    expect(events).toEqual([
      {
        type: 'ParentalConsentRefused',
        data: { ...subject, tokenHash: 't1', refusedAt: '2026-11-22T09:00:00.000Z' },
      },
    ]);
    given(history(request, refuse)).when(at(refuse)).thenNothingHappened();
  });

  it('given a refusal, when the parent changes their mind with the same link, then confirmed; another token is refused', () => {
    const refuse: Command = { type: 'RefuseParentalConsent', data: { ...subject, tokenHash: 't1' } };
    const state = history(request, refuse);
    expect(
      given(state)
        .when(at(confirm))
        .events()
        .map((event) => event.type),
    ).toEqual(['ParentalConsentConfirmed', 'ConsentRecorded']);
    const wrong: Command = { type: 'ConfirmParentalConsent', data: { ...subject, tokenHash: 't2' } };
    given(state).when(at(wrong)).thenThrows(ValidationError);
  });

  it('given a confirmed parent, when the link is used to refuse, then refused as invalid (consent stays)', () => {
    const refuse: Command = { type: 'RefuseParentalConsent', data: { ...subject, tokenHash: 't1' } };
    given(history(request, confirm)).when(at(refuse)).thenThrows(ValidationError);
  });

  it('given restrictions, when lifting one not in force, then nothing; lifting one in force, then lifted', () => {
    const state = history({
      type: 'RestrictProcessing',
      data: { ...subject, dataTypes: ['analytics'], reason: null },
    });
    given(state)
      .when(at({ type: 'LiftRestriction', data: { ...subject, dataTypes: ['marketing'] } }))
      .thenNothingHappened();
    given(state)
      .when(at({ type: 'LiftRestriction', data: { ...subject, dataTypes: ['analytics', 'marketing'] } }))
      .then([expect.objectContaining({ data: expect.objectContaining({ dataTypes: ['analytics'] }) })]);
  });
});
