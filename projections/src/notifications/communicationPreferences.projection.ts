import type { CommunicationKind } from '@portal/contracts';
import { exhaustive } from '@portal/platform';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/**
 * `communication_preferences`: one document per person who ever unsubscribed from a kind of
 * optional e-mail (issue 20 item 4); nobody else has one (everyone receives them by default).
 * What the sweepers read before they ask the person's communication stream, the privacy page
 * shows and the data export includes. `UserErased` removes the document.
 */
export interface CommunicationPreferencesDocument extends ReadModelDocument {
  organisationId: string;
  /** kind -> when the person unsubscribed; a kind absent is received */
  unsubscribed: Partial<Record<CommunicationKind, string>>;
}

/** the `communication_preferences` read model's collection */
export const COMMUNICATION_PREFERENCES_COLLECTION = 'communication_preferences';

const handles = ['CommunicationUnsubscribed', 'CommunicationResubscribed', 'UserErased'] as const;

export const communicationPreferencesProjection: ProjectionDefinition<
  CommunicationPreferencesDocument,
  (typeof handles)[number]
> = {
  name: 'communicationPreferences',
  collection: COMMUNICATION_PREFERENCES_COLLECTION,
  handles,
  documentIds: ({ data }) => [data.userId],
  evolve: (document, event, id) => {
    switch (event.type) {
      case 'UserErased':
        return null;
      case 'CommunicationUnsubscribed': {
        const current = document ?? { _id: id, organisationId: event.data.organisationId, unsubscribed: {} };
        if (current.unsubscribed[event.data.kind]) {
          return current; // the first unsubscription's time stays
        }
        return {
          ...current,
          unsubscribed: { ...current.unsubscribed, [event.data.kind]: event.data.unsubscribedAt },
        };
      }
      case 'CommunicationResubscribed': {
        if (!document) {
          return null;
        }
        const { [event.data.kind]: _dropped, ...rest } = document.unsubscribed;
        return Object.keys(rest).length === 0 ? null : { ...document, unsubscribed: rest };
      }
      default:
        return exhaustive(event);
    }
  },
};

/** Whether the person receives this kind, by their preferences document (none: yes). */
export function receivesKind(
  document: Pick<CommunicationPreferencesDocument, 'unsubscribed'> | null,
  kind: CommunicationKind,
): boolean {
  return !document?.unsubscribed[kind];
}
