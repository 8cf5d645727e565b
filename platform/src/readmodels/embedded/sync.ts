import type { Document } from '../port';
import { decodeDocument } from './codec';
import type { CollectionCache, Entry } from './collectionCache';
import type { StateRow, Statements } from './schema';

export function entryFromRow(id: string, extFlag: number, body: string): Entry {
  const ext = extFlag === 1;
  return { id, doc: decodeDocument<Document>(body, ext), body, ext };
}

/**
 * Brings the cache up to the file's state: nothing when the collection's seq is unchanged,
 * the rows written since the cache's seq otherwise, everything after a drop/re-creation or when
 * the tombstones it would need were pruned. Must run inside a transaction (a consistent snapshot).
 */
export function refresh(cache: CollectionCache, st: Statements, state: StateRow | undefined): void {
  if (!state) {
    if (cache.gen !== 0 || cache.entries.size > 0) {
      cache.reset();
    }
    return;
  }
  if (state.gen !== cache.gen || cache.seq < state.horizon) {
    cache.reset();
    for (const row of st.allDocs.iterate(cache.name)) {
      if (row.body !== null) {
        cache.put(entryFromRow(row.id, row.ext, row.body));
      }
    }
  } else if (state.seq !== cache.seq) {
    for (const row of st.docsSince.iterate(cache.name, cache.seq)) {
      if (row.body === null) {
        cache.remove(row.id);
      } else {
        cache.put(entryFromRow(row.id, row.ext, row.body));
      }
    }
  }
  if (state.ixver !== cache.ixver || cache.gen !== state.gen) {
    const indexes = st.indexesOf
      .all(cache.name)
      .map((row) => cache.buildIndex({ name: row.name, keys: parseKeys(row.keys), unique: row.uniq === 1 }));
    cache.setIndexes(indexes);
  }
  cache.adopt(state);
}

function parseKeys(text: string): Record<string, 1 | -1> {
  const parsed: unknown = JSON.parse(text);
  const keys: Record<string, 1 | -1> = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [field, direction] of Object.entries(parsed)) {
      keys[field] = direction === -1 ? -1 : 1;
    }
  }
  return keys;
}
