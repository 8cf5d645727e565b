import type { EventStore, EventToAppend, RecordedEvent } from '../eventstore/port';
import { decryptEventData, encryptEventData } from './personalDataCipher';
import type { PersonalDataPolicy } from './personalDataCipher';
import type { SubjectKeyStore } from './port';

/**
 * An event store that keeps personal data encrypted at rest (DESIGN.md §4): `append`
 * encrypts each event's personal fields with its subject's key before the inner store sees
 * them, and every read (readStream, readAll, subscribeToAll) decrypts; an erased subject's
 * fields read as null. Positions, revisions and ids are the inner store's own.
 *
 * Give it `cachedKeyStore(keys)` so hot reads cost no key-store round trip. `close` closes
 * the inner store, not the key store (the caller opened that).
 */
export function encryptingEventStore(
  inner: EventStore,
  keys: SubjectKeyStore,
  policy: PersonalDataPolicy,
): EventStore {
  const decryptAll = (events: readonly RecordedEvent[]): Promise<RecordedEvent[]> =>
    decryptRecordedEvents(events, keys, policy);

  return {
    kind: inner.kind,

    async append(streamId, events, options) {
      const encrypted = await Promise.all(
        events.map(async (event): Promise<EventToAppend> => {
          const data = await encryptEventData(event.type, event.data, policy, keys);
          return data === event.data ? event : { ...event, data };
        }),
      );
      return inner.append(streamId, encrypted, options);
    },

    async readStream(streamId, options) {
      return decryptAll(await inner.readStream(streamId, options));
    },

    async readAll(options) {
      return decryptAll(await inner.readAll(options));
    },

    subscribeToAll(options) {
      // A decryption failure rejects like a failing handler: the subscription stops, onError hears it.
      return inner.subscribeToAll({
        ...options,
        onEvent: async (event) => options.onEvent(await decryptRecordedEvent(event, keys, policy)),
      });
    },

    headPosition: () => inner.headPosition(),
    close: () => inner.close(),
  };
}

/** The event with its personal fields restored (null when erased); for raw events from the bus. */
export async function decryptRecordedEvent<E extends RecordedEvent>(
  event: E,
  keys: Pick<SubjectKeyStore, 'get'>,
  policy: PersonalDataPolicy,
): Promise<E> {
  const data = await decryptEventData(event.type, event.data, policy, keys);
  return data === event.data ? event : { ...event, data };
}

/** Decrypts a page of events, looking each subject's key up once for the whole page. */
export async function decryptRecordedEvents<E extends RecordedEvent>(
  events: readonly E[],
  keys: Pick<SubjectKeyStore, 'get'>,
  policy: PersonalDataPolicy,
): Promise<E[]> {
  const lookups = new Map<string, Promise<Buffer | null>>();
  const onceEach: Pick<SubjectKeyStore, 'get'> = {
    get(subjectId) {
      let key = lookups.get(subjectId);
      if (!key) {
        key = keys.get(subjectId);
        lookups.set(subjectId, key);
      }
      return key;
    },
  };
  return Promise.all(events.map((event) => decryptRecordedEvent(event, onceEach, policy)));
}
