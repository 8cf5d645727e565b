import { describe, expect, it } from 'vitest';
import type { CommunicationKind } from '@portal/contracts';
import type { HandledEvent } from '../runner/projection';
import { eventBuilder } from '../testing/eventBuilder';
import type { CommunicationPreferencesDocument } from './communicationPreferences.projection';
import { communicationPreferencesProjection, receivesKind } from './communicationPreferences.projection';

type Handled = HandledEvent<'CommunicationUnsubscribed' | 'CommunicationResubscribed' | 'UserErased'>;

const unsubscribed = eventBuilder('CommunicationUnsubscribed', {
  userId: 'p1',
  organisationId: 'main',
  kind: 'digest',
  via: 'link',
  unsubscribedAt: '2026-03-01T18:05:00.000Z',
});
const resubscribed = eventBuilder('CommunicationResubscribed', {
  userId: 'p1',
  organisationId: 'main',
  kind: 'digest',
  via: 'privacy_page',
  resubscribedAt: '2026-03-02T08:00:00.000Z',
});
const erased = eventBuilder('UserErased', { userId: 'p1', organisationId: 'main', erasedAt: 't' });

/** Folds the events as the runner would (one document, id p1). */
function fold(events: readonly { type: string }[]): CommunicationPreferencesDocument | null {
  return events.reduce<CommunicationPreferencesDocument | null>(
    (document, event) => communicationPreferencesProjection.evolve(document, event as Handled, 'p1'),
    null,
  );
}

const receives = (document: CommunicationPreferencesDocument | null, kind: CommunicationKind) =>
  receivesKind(document, kind);

describe('communication preferences projection', () => {
  it('given no events, then the person receives every kind', () => {
    expect(receives(null, 'reminders')).toBe(true);
    expect(receives(null, 'digest')).toBe(true);
  });

  it('given an unsubscription from the digest, then only the digest stops, since its first time', () => {
    const document = fold([
      unsubscribed(),
      unsubscribed({ unsubscribedAt: '2026-03-05T00:00:00.000Z', via: 'one_click' }),
    ]);
    expect(document).toEqual({
      _id: 'p1',
      organisationId: 'main',
      unsubscribed: { digest: '2026-03-01T18:05:00.000Z' },
    });
    expect(receives(document, 'digest')).toBe(false);
    expect(receives(document, 'reminders')).toBe(true);
  });

  it('given both kinds stopped, when one is taken back, then the other stays stopped; when both, the document goes', () => {
    const both = fold([unsubscribed(), unsubscribed({ kind: 'reminders' }), resubscribed()]);
    expect(both?.unsubscribed).toEqual({ reminders: '2026-03-01T18:05:00.000Z' });
    expect(fold([unsubscribed(), resubscribed()])).toBeNull();
    expect(fold([resubscribed()])).toBeNull();
  });

  it('given the person is erased, then the document is removed', () => {
    expect(communicationPreferencesProjection.documentIds(erased() as Handled)).toEqual(['p1']);
    expect(fold([unsubscribed(), erased()])).toBeNull();
  });
});
