import { compare } from 'mingo/util';
import type { SortSpec } from '../port';
import type { Entry } from './collectionCache';
import { EMPTY_ARRAY, MISSING, splitPath, valuesAtPath } from './paths';

/*
 * mingo's cursor sort groups by the raw field value, which differs from MongoDB for arrays.
 * MongoDB sorts an array field by its smallest element ascending and its largest descending,
 * a missing field as null, and an empty array before null. The values are then ordered by
 * mingo's compare, which follows BSON's type order (null < numbers < strings < objects < ...).
 */
export function sortKeyOf(
  doc: Readonly<Record<string, unknown>>,
  parts: readonly string[],
  direction: 1 | -1,
): unknown {
  if (parts.length === 1) {
    const value = doc[parts[0] as string];
    if (value !== undefined && !Array.isArray(value)) {
      return value;
    }
  }
  const values = valuesAtPath(doc, parts);
  let best: unknown = toSortValue(values[0]);
  for (let i = 1; i < values.length; i++) {
    const candidate = toSortValue(values[i]);
    const order = compareSortKeys(candidate, best);
    if (direction === 1 ? order < 0 : order > 0) {
      best = candidate;
    }
  }
  return best;
}

function toSortValue(value: unknown): unknown {
  if (value === MISSING) {
    return null;
  }
  if (value === EMPTY_ARRAY) {
    return undefined;
  }
  return value;
}

export function compareSortKeys(a: unknown, b: unknown): number {
  // Fast paths for the common case; same answers as compare() for these types.
  if (typeof a === 'string' && typeof b === 'string') {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === 'number' && typeof b === 'number') {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return compare(a, b);
}

interface Keyed {
  readonly entry: Entry;
  readonly keys: unknown[];
}

function compileSort(sort: SortSpec): {
  key: (entry: Entry) => Keyed;
  order: (a: Keyed, b: Keyed) => number;
} {
  const fields = Object.entries(sort).map(([path, direction]) => {
    if (direction !== 1 && direction !== -1) {
      throw new TypeError(`Sort direction for '${path}' must be 1 or -1`);
    }
    return { parts: splitPath(path), direction };
  });
  return {
    key: (entry) => ({ entry, keys: fields.map((f) => sortKeyOf(entry.doc, f.parts, f.direction)) }),
    order: (a, b) => {
      for (let i = 0; i < fields.length; i++) {
        const order = compareSortKeys(a.keys[i], b.keys[i]);
        if (order !== 0) {
          return order * (fields[i]?.direction ?? 1);
        }
      }
      return 0;
    },
  };
}

/** A stable sort: ties keep natural order. */
export function sortEntries(entries: readonly Entry[], sort: SortSpec): Entry[] {
  const { key, order } = compileSort(sort);
  return entries
    .map(key)
    .sort(order)
    .map((k) => k.entry);
}

/** The first `count` entries of sortEntries(), without sorting the rest (a page of a large match). */
export function firstEntries(entries: readonly Entry[], sort: SortSpec, count: number): Entry[] {
  const { key, order } = compileSort(sort);
  const top: Keyed[] = [];
  for (const entry of entries) {
    const keyed = key(entry);
    const last = top[top.length - 1];
    if (top.length === count && last && order(keyed, last) >= 0) {
      continue;
    }
    // After every equal element already kept: the same tie order as the stable sort.
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (order(keyed, top[mid] as Keyed) < 0) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    top.splice(lo, 0, keyed);
    if (top.length > count) {
      top.pop();
    }
  }
  return top.map((k) => k.entry);
}
