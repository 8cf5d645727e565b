import { describe, it } from 'vitest';
import { eventStoreContract } from '../eventStoreContract';
import type { EventStore } from '../port';
import { openEventStoreDb } from './eventStoreDb';

// Runs against a real server only: EventStoreDB has no embeddable or packaged server here.
const url = process.env['EVENTSTORE_URL'];

if (url === undefined || url === '') {
  describe.skip('eventstoredb contract (skipped: no server: set EVENTSTORE_URL or run Docker)', () => {
    it('needs an EventStoreDB server, e.g. EVENTSTORE_URL=esdb://127.0.0.1:2113?tls=false', () => undefined);
  });
} else {
  eventStoreContract('eventstoredb', async () => {
    const open = (): Promise<EventStore> => openEventStoreDb({ url });
    const opened: EventStore[] = [await open()];
    return {
      store: opened[0]!,
      reopen: async () => {
        const store = await open();
        opened.push(store);
        return store;
      },
      // the server's log is shared and append-only: every test uses fresh stream ids instead
      cleanup: async () => {
        await Promise.all(opened.map((store) => store.close()));
      },
    };
  });
}
