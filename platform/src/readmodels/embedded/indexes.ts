import type { Document } from '../port';
import { EMPTY_ARRAY, meetsNestedArray, MISSING, splitPath, valuesAtPath } from './paths';

export interface IndexSpec {
  readonly name: string;
  readonly keys: Readonly<Record<string, 1 | -1>>;
  readonly unique: boolean;
}

/** MongoDB's default index name: `field_1_other_-1`. */
export function defaultIndexName(keys: Readonly<Record<string, 1 | -1>>): string {
  return Object.entries(keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

export function validateIndexKeys(keys: Readonly<Record<string, unknown>>): void {
  const entries = Object.entries(keys);
  if (entries.length === 0) {
    throw new TypeError('Index keys must name at least one field');
  }
  for (const [field, direction] of entries) {
    splitPath(field);
    if (direction !== 1 && direction !== -1) {
      throw new TypeError(`Index direction for '${field}' must be 1 or -1`);
    }
  }
}

/**
 * One key string per distinct value; type-prefixed so 1 and "1" differ, as in BSON.
 * Missing and null share a key, as in a MongoDB (non-sparse) index.
 */
export function encodeKeyValue(value: unknown): string {
  if (value === MISSING || value === null || value === undefined) {
    return 'z';
  }
  if (value === EMPTY_ARRAY) {
    return 'u';
  }
  if (typeof value === 'string') {
    return `s${value}`;
  }
  if (typeof value === 'number') {
    return `n${value}`;
  }
  if (typeof value === 'boolean') {
    return value ? 'b1' : 'b0';
  }
  return value instanceof Date ? `d${value.getTime()}` : `o${JSON.stringify(value)}`;
}

/**
 * An in-memory equality index over the cached documents. Multikey like MongoDB's: a document
 * is filed under every element of an indexed array. Used to enforce unique indexes (inside
 * the write transaction, where the cache is authoritative) and to narrow equality queries.
 */
export class EqualityIndex {
  readonly fields: readonly (readonly string[])[];
  private readonly buckets = new Map<string, Set<string>>();
  /** Documents with nested arrays on an indexed path: always candidates (see meetsNestedArray). */
  private readonly irregular = new Set<string>();

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.keys).map(splitPath);
  }

  keysOf(doc: Document): string[] {
    let keys: string[][] = [[]];
    for (const parts of this.fields) {
      const values = new Set(valuesAtPath(doc, parts).map(encodeKeyValue));
      keys = keys.flatMap((prefix) => [...values].map((value) => [...prefix, value]));
    }
    return keys.map(joinKey);
  }

  add(id: string, doc: Document): void {
    if (this.fields.some((parts) => meetsNestedArray(doc, parts))) {
      this.irregular.add(id);
    }
    for (const key of this.keysOf(doc)) {
      let bucket = this.buckets.get(key);
      if (!bucket) {
        this.buckets.set(key, (bucket = new Set()));
      }
      bucket.add(id);
    }
  }

  remove(id: string, doc: Document): void {
    this.irregular.delete(id);
    for (const key of this.keysOf(doc)) {
      const bucket = this.buckets.get(key);
      bucket?.delete(id);
      if (bucket?.size === 0) {
        this.buckets.delete(key);
      }
    }
  }

  /** True when another document already holds one of this document's keys. */
  conflicts(id: string, doc: Document): boolean {
    for (const key of this.keysOf(doc)) {
      const bucket = this.buckets.get(key);
      if (bucket && (bucket.size > 1 || !bucket.has(id))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Ids filed under the given per-field encoded values (one list per field, any of each).
   * One key and no irregular documents: the bucket itself, read only, not a copy (a search over
   * a whole organisation would otherwise copy 20,000 ids twice per query).
   */
  lookup(valuesPerField: readonly (readonly string[])[]): ReadonlySet<string> {
    const keys = this.keysFor(valuesPerField);
    if (keys.length === 1 && this.irregular.size === 0) {
      return this.buckets.get(keys[0] as string) ?? NO_IDS;
    }
    const ids = new Set<string>(this.irregular);
    for (const key of keys) {
      for (const id of this.buckets.get(key) ?? []) {
        ids.add(id);
      }
    }
    return ids;
  }

  /** How many ids lookup() would visit (an upper bound when keys overlap), without collecting them. */
  estimate(valuesPerField: readonly (readonly string[])[]): number {
    let total = this.irregular.size;
    for (const key of this.keysFor(valuesPerField)) {
      total += this.buckets.get(key)?.size ?? 0;
    }
    return total;
  }

  private keysFor(valuesPerField: readonly (readonly string[])[]): string[] {
    let keys: string[][] = [[]];
    for (const values of valuesPerField) {
      keys = keys.flatMap((prefix) => values.map((value) => [...prefix, value]));
    }
    return keys.map(joinKey);
  }
}

const NO_IDS: ReadonlySet<string> = new Set();

function joinKey(parts: readonly string[]): string {
  return parts.length === 1 ? (parts[0] as string) : JSON.stringify(parts);
}

/**
 * Names the index and its fields for DuplicateKeyError, never the values: the error may be
 * logged, and values are often personal data (an e-mail address).
 */
export function describeDuplicate(index: EqualityIndex, _doc: Document): string {
  return `${index.spec.name} dup key: { ${Object.keys(index.spec.keys).join(', ')} }`;
}
