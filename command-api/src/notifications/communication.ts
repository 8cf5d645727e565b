import type {
  CommunicationChannel,
  CommunicationKind,
  CommunicationPreferences,
  CommunicationPreferencesRecord,
} from '@portal/contracts';
import { notificationsStreams } from '@portal/contracts';
import type { CommunicationPreferencesDocument } from '@portal/projections';
import { COMMUNICATION_PREFERENCES_COLLECTION, receivesKind } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { communicationDecider } from './decider';

/** A person's preferences document (none: everything is received). */
export function preferencesDocument(
  deps: Pick<ApiDeps, 'readModels'>,
  userId: string,
): Promise<CommunicationPreferencesDocument | null> {
  return deps.readModels
    .collection<CommunicationPreferencesDocument>(COMMUNICATION_PREFERENCES_COLLECTION)
    .findOne({ _id: userId });
}

/** Pure: which kinds the person receives. */
export function preferencesOf(document: CommunicationPreferencesDocument | null): CommunicationPreferences {
  return { reminders: receivesKind(document, 'reminders'), digest: receivesKind(document, 'digest') };
}

/** Pure: what the person's data export says (rights of access). */
export function preferencesRecordOf(
  document: CommunicationPreferencesDocument | null,
): CommunicationPreferencesRecord {
  return { ...preferencesOf(document), unsubscribedAt: { ...(document?.unsubscribed ?? {}) } };
}

/**
 * Stops (`receive` false) or restarts one kind on the person's communication stream, then waits
 * until the read models show it. Doing what is already so records nothing.
 */
export async function setCommunication(
  deps: ApiDeps,
  person: { userId: string; organisationId: string },
  kind: CommunicationKind,
  receive: boolean,
  via: CommunicationChannel,
): Promise<void> {
  const result = await deps.handle(
    communicationDecider,
    notificationsStreams.communication(person.userId),
    {
      type: receive ? 'Resubscribe' : 'Unsubscribe',
      data: { ...person, kind, via },
      metadata: { now: deps.now() },
    },
    { organisationId: person.organisationId },
  );
  if (result.events.length > 0) {
    await deps.awaitProjections(result.streamId, result.position);
  }
}
