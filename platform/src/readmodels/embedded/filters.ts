import { Query } from 'mingo';
import type { Filter } from '../port';
import { isPlainObject } from './paths';
import { buildPrefilter } from './prefilter';
import type { Prefilter } from './prefilter';

export type EqualityValue = string | number | boolean;

/** A filter ready to run: mingo's compiled predicate plus what can narrow the candidates. */
export interface CompiledFilter {
  /** Canonical text of the filter for memoisation; null when it cannot be keyed. */
  readonly key: string | null;
  /** null when every candidate matches (the empty filter, a bare `_id`). */
  readonly query: Query | null;
  /** A cheap necessary condition tried before mingo, or null. */
  readonly prefilter: Prefilter | null;
  /** Top-level (and `$and`) equality terms on plain paths: path -> any of these values. */
  readonly equalities: ReadonlyMap<string, readonly EqualityValue[]>;
}

// $where and $function are JavaScript, which MongoDB may disable and FerretDB v1 lacks.
const QUERY_OPTIONS = { scriptEnabled: false } as const;
const COMPILED_LIMIT = 512;
const compiled = new Map<string, CompiledFilter>();

export function compileFilter(filter: Filter | undefined): CompiledFilter {
  const source = filter ?? {};
  if (!isPlainObject(source)) {
    throw new TypeError('A filter must be a plain object');
  }
  // Writes by _id (the projection path) skip keying and compiling: the _id lookup is the answer.
  const keys = Object.keys(source);
  if (keys.length === 1 && keys[0] === '_id' && typeof source._id === 'string') {
    return { key: null, query: null, prefilter: null, equalities: new Map([['_id', [source._id]]]) };
  }
  // So do batch loads by ids ({_id: {$in: [...]}}, the projection runner's read): mingo's $in is
  // linear in the list, which made a 2,000-id page quadratic.
  const ids = idList(source);
  if (ids) {
    return { key: null, query: null, prefilter: null, equalities: new Map([['_id', ids]]) };
  }
  const key = filterKey(source);
  const known = key === null ? undefined : compiled.get(key);
  if (known) {
    return known;
  }
  const equalities = new Map<string, EqualityValue[]>();
  collectEqualities(source, equalities);
  // Compile from a private copy: a caller mutating its filter later must not alter a cached one.
  const own = key === null ? source : structuredClone<Filter>(source);
  const result: CompiledFilter = {
    key,
    query: keys.length === 0 ? null : new Query(cheapTermsFirst(own, equalities), QUERY_OPTIONS),
    prefilter: buildPrefilter(own),
    equalities,
  };
  if (key !== null) {
    if (compiled.size >= COMPILED_LIMIT) {
      compiled.clear();
    }
    compiled.set(key, result);
  }
  return result;
}

function idList(source: Filter): string[] | null {
  const keys = Object.keys(source);
  if (keys.length !== 1 || keys[0] !== '_id' || !isPlainObject(source._id)) {
    return null;
  }
  const condition = source._id;
  const list = condition.$in;
  if (
    Object.keys(condition).length !== 1 ||
    !Array.isArray(list) ||
    !list.every((id) => typeof id === 'string')
  ) {
    return null;
  }
  return list;
}

/** JSON with RegExp, Date and undefined made explicit; null when a value (e.g. a function) has no text. */
export function filterKey(filter: Filter): string | null {
  try {
    return JSON.stringify(filter, function (this: unknown, key: string, value: unknown): unknown {
      const original: unknown = (this as Record<string, unknown>)[key];
      if (original instanceof RegExp) {
        return { '\0re': [original.source, original.flags] };
      }
      if (original instanceof Date) {
        return { '\0date': original.getTime() };
      }
      if (value === undefined) {
        return { '\0undefined': true };
      }
      if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
        throw new UnkeyableFilter();
      }
      return value;
    });
  } catch (error) {
    if (error instanceof UnkeyableFilter) {
      return null;
    }
    throw error;
  }
}

class UnkeyableFilter extends Error {}

function collectEqualities(filter: Filter, out: Map<string, EqualityValue[]>): void {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const clause of condition) {
        if (isPlainObject(clause)) {
          collectEqualities(clause, out);
        }
      }
      continue;
    }
    if (path.startsWith('$') || out.has(path) || path.split('.').some((p) => /^\d+$/.test(p))) {
      continue;
    }
    const values = equalityValues(condition);
    if (values) {
      out.set(path, values);
    }
  }
}

function equalityValues(condition: unknown): EqualityValue[] | null {
  if (isEqualityValue(condition)) {
    return [condition];
  }
  if (!isPlainObject(condition)) {
    return null;
  }
  if ('$eq' in condition) {
    return isEqualityValue(condition.$eq) ? [condition.$eq] : null;
  }
  const list = condition.$in;
  if (Array.isArray(list) && list.every(isEqualityValue)) {
    return list;
  }
  return null;
}

function isEqualityValue(value: unknown): value is EqualityValue {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** A conjunction's order does not change its meaning; cheap equality terms first short-circuit it. */
function cheapTermsFirst(filter: Filter, equalities: ReadonlyMap<string, unknown>): Filter {
  const keys = Object.keys(filter);
  const cheap = keys.filter((k) => equalities.has(k));
  if (cheap.length === 0 || keys.slice(0, cheap.length).every((k) => equalities.has(k))) {
    return filter;
  }
  const reordered: Filter = {};
  for (const k of cheap) {
    reordered[k] = filter[k];
  }
  for (const k of keys) {
    if (!equalities.has(k)) {
      reordered[k] = filter[k];
    }
  }
  return reordered;
}
