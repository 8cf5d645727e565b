import type { BulkOperation, Collection } from '@portal/platform';
import { DuplicateKeyError } from '@portal/platform';
import type { AnyProjection, ReadModelDocument } from './projection';
import { foldEvents, touchedIds } from './projection';
import type { RecordedEvent } from '@portal/platform';

const MAX_ATTEMPTS = 6;

/**
 * Loads the touched documents, folds the events and writes the changes with an optimistic
 * `_version` guard. When another worker wrote one of the documents meanwhile, the whole
 * batch is redone: the per-stream revision guard makes that safe.
 */
export async function applyEvents(
  projection: AnyProjection,
  collection: Collection<ReadModelDocument>,
  events: readonly RecordedEvent[],
): Promise<void> {
  const ids = touchedIds(projection, events);
  if (ids.length === 0) {
    return;
  }
  for (let attempt = 1; ; attempt++) {
    const existing = await collection.find({ _id: { $in: ids } }).toArray();
    const loaded = new Map<string, ReadModelDocument | null>(ids.map((id) => [id, null]));
    existing.forEach((document) => loaded.set(document._id, document));
    const { documents, changed } = foldEvents(projection, loaded, events);
    const operations: BulkOperation<ReadModelDocument>[] = [];
    let expectedMatches = 0;
    let expectedDeletes = 0;
    for (const id of changed) {
      const before = loaded.get(id) ?? null;
      const after = documents.get(id) ?? null;
      const guard = before ? { _id: id, _version: before._version ?? 0 } : null;
      if (after === null) {
        if (guard) {
          operations.push({ deleteOne: { filter: guard } });
          expectedDeletes++;
        }
        continue;
      }
      const replacement = { ...after, _version: (before?._version ?? 0) + 1 };
      if (guard) {
        operations.push({ replaceOne: { filter: guard, replacement } });
        expectedMatches++;
      } else {
        operations.push({ insertOne: { document: replacement } });
      }
    }
    if (operations.length === 0) {
      return;
    }
    try {
      const result = await collection.bulkWrite(operations);
      if (result.matchedCount === expectedMatches && result.deletedCount === expectedDeletes) {
        return;
      }
    } catch (error) {
      if (!(error instanceof DuplicateKeyError) || attempt >= MAX_ATTEMPTS) {
        throw error;
      }
    }
    if (attempt >= MAX_ATTEMPTS) {
      throw new Error(`Projection ${projection.name}: documents kept changing under a concurrent worker`);
    }
  }
}
