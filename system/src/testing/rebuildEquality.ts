import path from 'node:path';
import { expect } from 'vitest';
import { PERSONAL_DATA } from '@portal/contracts';
import type { EventStore, ReadModelStore, SubjectKeyStore } from '@portal/platform';
import {
  encryptingEventStore,
  loadMasterKey,
  openMongoKeyStore,
  openSqliteEventStore,
  openSqliteKeyStore,
  openSqliteReadModelStore,
} from '@portal/platform';
import { allProjections, replayFromLog } from '@portal/projections';
import { tempDataDir } from './harness';

/** A collection's documents by id; `_version` counts writes, which differ by design between builds. */
export async function dumpCollection(store: ReadModelStore, collection: string) {
  const documents = await store
    .collection(collection)
    .find({}, { sort: { _id: 1 } })
    .toArray();
  return documents.map(({ _version: _ignored, ...rest }) => rest);
}

/** Replays the whole log into a fresh store and expects every read model to equal the live one. */
export async function expectEqualToRebuild(log: EventStore, live: ReadModelStore): Promise<void> {
  const rebuilt = openSqliteReadModelStore({
    file: path.join(tempDataDir('portal-rebuild-'), 'readmodels.db'),
  });
  try {
    await replayFromLog(allProjections, log, rebuilt);
    for (const projection of allProjections) {
      expect(await dumpCollection(live, projection.collection)).toEqual(
        await dumpCollection(rebuilt, projection.collection),
      );
    }
  } finally {
    await rebuilt.close();
  }
}

/**
 * The embedded log of a DATA_DIR as commands see it: personal fields decrypted with the
 * deployment's keys (in DATA_DIR, or in MongoDB when the system ran with MONGO_URL).
 */
export async function openDecryptedLog(dataDir: string, mongoUrl?: string): Promise<EventStore> {
  const masterKey = loadMasterKey(dataDir);
  const keys: SubjectKeyStore = mongoUrl
    ? await openMongoKeyStore({ url: mongoUrl, masterKey })
    : openSqliteKeyStore({ file: path.join(dataDir, 'keys.db'), masterKey });
  const log = encryptingEventStore(
    openSqliteEventStore({ file: path.join(dataDir, 'events.db') }),
    keys,
    PERSONAL_DATA,
  );
  return {
    ...log,
    close: async () => {
      await log.close();
      await keys.close();
    },
  };
}
