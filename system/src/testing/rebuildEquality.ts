import path from 'node:path';
import { expect } from 'vitest';
import type { EventStore, ReadModelStore } from '@portal/platform';
import { openSqliteReadModelStore } from '@portal/platform';
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
