import type { EventStore, ReadModelStore, RecordedEvent } from '@portal/platform';
import type { AnyProjection, ReadModelDocument } from './projection';
import { foldEvents, projectionVersion, touchedIds } from './projection';
import { projectionStates } from './checkpoints';

export interface ReplayOptions {
  readonly pageSize?: number;
  /** Documents are written every this many events, bounding memory. */
  readonly flushEvery?: number;
  readonly onProgress?: (progress: { position: number; head: number; events: number }) => void;
}

/**
 * Builds read models straight from the event store (rebuild and first start), then records
 * `rebuiltUpTo` so the bus consumer skips what the replay already applied.
 */
export async function replayFromLog(
  projections: readonly AnyProjection[],
  eventStore: EventStore,
  store: ReadModelStore,
  options: ReplayOptions = {},
): Promise<{ events: number; position: number }> {
  const pageSize = options.pageSize ?? 2_000;
  const flushEvery = options.flushEvery ?? 20_000;
  const head = await eventStore.headPosition();
  const caches = new Map(projections.map((p) => [p.name, new Map<string, ReadModelDocument | null>()]));
  const dirty = new Map(projections.map((p) => [p.name, new Set<string>()]));
  let position = 0;
  let events = 0;
  let sinceFlush = 0;

  const flush = async () => {
    for (const projection of projections) {
      const cache = caches.get(projection.name)!;
      const ids = dirty.get(projection.name)!;
      const operations = [...ids].map((id) => {
        const document = cache.get(id) ?? null;
        return document === null
          ? { deleteOne: { filter: { _id: id } } }
          : {
              replaceOne: {
                filter: { _id: id },
                replacement: { ...document, _version: (document._version ?? 0) + 1 },
                upsert: true,
              },
            };
      });
      const collection = store.collection<ReadModelDocument>(projection.collection);
      for (let i = 0; i < operations.length; i += 1_000) {
        await collection.bulkWrite(operations.slice(i, i + 1_000));
      }
      cache.clear();
      ids.clear();
    }
    sinceFlush = 0;
  };

  while (position < head) {
    const page: RecordedEvent[] = await eventStore.readAll({ after: position, maxCount: pageSize });
    const inRange = page.filter((event) => event.position <= head);
    if (inRange.length === 0) {
      break;
    }
    for (const projection of projections) {
      const cache = caches.get(projection.name)!;
      const missing = touchedIds(projection, inRange).filter((id) => !cache.has(id));
      if (missing.length > 0) {
        const found = await store
          .collection<ReadModelDocument>(projection.collection)
          .find({ _id: { $in: missing } })
          .toArray();
        missing.forEach((id) => cache.set(id, null));
        found.forEach((document) => cache.set(document._id, document));
      }
      const { documents, changed } = foldEvents(projection, cache, inRange);
      changed.forEach((id) => {
        cache.set(id, documents.get(id) ?? null);
        dirty.get(projection.name)!.add(id);
      });
    }
    position = inRange[inRange.length - 1]!.position;
    events += inRange.length;
    sinceFlush += inRange.length;
    options.onProgress?.({ position, head, events });
    if (sinceFlush >= flushEvery) {
      await flush();
    }
  }
  await flush();
  const rebuiltAt = new Date().toISOString();
  for (const projection of projections) {
    await projectionStates(store).replaceOne(
      { _id: projection.name },
      { _id: projection.name, rebuiltUpTo: head, rebuiltAt, version: projectionVersion(projection) },
      { upsert: true },
    );
  }
  return { events, position: head };
}

/** Drops the projections' collections, checkpoints and state: read models are disposable. */
export async function dropReadModels(
  projections: readonly AnyProjection[],
  store: ReadModelStore,
): Promise<void> {
  for (const projection of projections) {
    await store.collection(projection.collection).drop();
    await store.collection('projection_checkpoints').deleteMany({ projection: projection.name });
    await projectionStates(store).deleteOne({ _id: projection.name });
  }
}
