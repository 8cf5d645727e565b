import { Query } from 'mingo';
import type { AnyObject } from 'mingo/types';
import type { FindOptions, ProjectionSpec } from '../port';
import type { CollectionCache, Entry } from './collectionCache';
import type { CompiledFilter } from './filters';
import { encodeKeyValue } from './indexes';
import type { EqualityIndex } from './indexes';
import { firstEntries, sortEntries } from './sorting';
import { MAYBE, NO, YES } from './prefilter';

const MEMO_LIMIT = 32;

/** Entries that may match: by _id, by the narrowest usable equality index, or all of them. */
export function candidates(cache: CollectionCache, filter: CompiledFilter): Iterable<Entry> {
  const ids = filter.equalities.get('_id');
  if (ids) {
    return entriesOf(cache, new Set(ids.filter((id): id is string => typeof id === 'string')));
  }
  let best: { index: EqualityIndex; values: string[][]; size: number } | null = null;
  for (const index of cache.indexes) {
    const values: string[][] = [];
    for (const parts of index.fields) {
      const wanted = filter.equalities.get(parts.join('.'));
      if (!wanted) {
        break;
      }
      values.push(wanted.map(encodeKeyValue));
    }
    if (values.length !== index.fields.length) {
      continue;
    }
    const size = index.estimate(values);
    if (!best || size < best.size) {
      best = { index, values, size };
    }
  }
  return best ? entriesOf(cache, best.index.lookup(best.values)) : cache.entries.values();
}

function entriesOf(cache: CollectionCache, ids: Iterable<string>): Entry[] {
  const out: Entry[] = [];
  for (const id of ids) {
    const entry = cache.entries.get(id);
    if (entry) {
      out.push(entry);
    }
  }
  return out;
}

/** Matching entries in natural order; memoised (until the next mutation) when unbounded. */
export function match(cache: CollectionCache, filter: CompiledFilter, limit = 0): readonly Entry[] {
  const memoised = filter.key === null ? undefined : cache.memo.get(filter.key);
  if (memoised) {
    return memoised;
  }
  const out: Entry[] = [];
  const { query, prefilter } = filter;
  for (const entry of candidates(cache, filter)) {
    const verdict = prefilter === null ? MAYBE : prefilter(entry.doc);
    if (verdict === NO) {
      continue;
    }
    if (verdict === YES || query === null || query.test(entry.doc)) {
      out.push(entry);
      if (out.length === limit) {
        return out;
      }
    }
  }
  if (filter.key !== null) {
    remember(cache, filter.key, out);
  }
  return out;
}

/** The entries of one page, after sort, skip and limit (limit 0: no limit, as in MongoDB). */
export function findPage(
  cache: CollectionCache,
  filter: CompiledFilter,
  options: FindOptions,
): readonly Entry[] {
  const skip = options.skip ?? 0;
  if (!Number.isInteger(skip) || skip < 0) {
    throw new TypeError('skip must be a non-negative integer');
  }
  const rawLimit = options.limit ?? 0;
  if (!Number.isInteger(rawLimit)) {
    throw new TypeError('limit must be an integer');
  }
  const limit = Math.abs(rawLimit);
  const end = limit === 0 ? undefined : skip + limit;
  const sort = options.sort;
  if (!sort || Object.keys(sort).length === 0) {
    return match(cache, filter, end).slice(skip, end);
  }
  const memoKey = filter.key === null ? null : `${filter.key}\0sort${JSON.stringify(sort)}`;
  let sorted = memoKey === null ? undefined : cache.memo.get(memoKey);
  if (!sorted) {
    const matched = match(cache, filter);
    // An early page of a large match: select it instead of sorting everything.
    if (end !== undefined && end * 8 < matched.length) {
      return firstEntries(matched, sort, end).slice(skip);
    }
    sorted = sortEntries(matched, sort);
    if (memoKey !== null) {
      remember(cache, memoKey, sorted);
    }
  }
  return sorted.slice(skip, end);
}

/** Applies a MongoDB projection (mingo's $project) to documents the caller already owns. */
export function project<T>(documents: T[], projection: ProjectionSpec | undefined): T[] {
  if (!projection || Object.keys(projection).length === 0) {
    return documents;
  }
  for (const [path, flag] of Object.entries(projection)) {
    if (flag !== 0 && flag !== 1) {
      throw new TypeError(`Projection of '${path}' must be 0 or 1`);
    }
  }
  // The port types a projected document as T although fields are missing: MongoDB's driver does too.
  return new Query({}).find<AnyObject>(documents, projection).all() as T[];
}

function remember(cache: CollectionCache, key: string, entries: readonly Entry[]): void {
  if (cache.memo.size >= MEMO_LIMIT) {
    const oldest = cache.memo.keys().next();
    if (!oldest.done) {
      cache.memo.delete(oldest.value);
    }
  }
  cache.memo.set(key, entries);
}
