/**
 * Document <-> JSON text. Values must be what MongoDB and FerretDB v1 both store faithfully:
 * null, booleans, finite numbers, strings, Dates, arrays and plain objects whose keys neither
 * start with `$` nor contain `.`. Dates are tagged (`{"$date": iso}`) so they come back as Dates;
 * `undefined` becomes null, as the MongoDB driver serialises it.
 */

export interface Encoded {
  readonly body: string;
  /** true when the body holds tagged values and must be parsed with the reviver. */
  readonly ext: boolean;
}

interface Scan {
  ext: boolean;
}

export function encodeDocument(doc: Record<string, unknown>): Encoded {
  const scan: Scan = { ext: false };
  scanValue(doc, '', scan, 0);
  // The replacer is slow, so only documents that need it pay for it.
  const body = scan.ext ? JSON.stringify(doc, taggingReplacer) : JSON.stringify(doc);
  return { body, ext: scan.ext };
}

export function decodeDocument<T>(body: string, ext: boolean): T {
  return (ext ? JSON.parse(body, revive) : JSON.parse(body)) as T;
}

const MAX_DEPTH = 100;

function scanValue(value: unknown, path: string, scan: Scan, depth: number): void {
  if (depth > MAX_DEPTH) {
    throw new TypeError(`Document nested deeper than ${MAX_DEPTH} levels (cycle?) at '${path}'`);
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(value)) {
        throw new TypeError(`Non-finite number at '${path}'`);
      }
      return;
    case 'undefined':
      scan.ext = true;
      return;
    case 'object':
      break;
    case 'bigint':
    case 'function':
    case 'symbol':
      throw new TypeError(`Unsupported ${typeof value} value at '${path}'`);
  }
  if (value === null) {
    return;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) {
      throw new TypeError(`Invalid Date at '${path}'`);
    }
    scan.ext = true;
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      scanValue(value[i], `${path}.${i}`, scan, depth + 1);
    }
    return;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    throw new TypeError(`Unsupported object (not plain, not Date) at '${path}'`);
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('$') || key.includes('.') || key.includes('\0')) {
      throw new TypeError(`Field name '${key}' at '${path}' must not start with '$' or contain '.'`);
    }
    scanValue(child, path ? `${path}.${key}` : key, scan, depth + 1);
  }
}

function taggingReplacer(this: unknown, key: string, value: unknown): unknown {
  // JSON.stringify has already called Date#toJSON, so look at the holder's original value.
  const original: unknown = (this as Record<string, unknown>)[key];
  if (original instanceof Date) {
    return { $date: original.toISOString() };
  }
  if (value === undefined) {
    return null;
  }
  return value;
}

function revive(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const tagged = (value as { $date?: unknown }).$date;
    if (typeof tagged === 'string' && Object.keys(value).length === 1) {
      return new Date(tagged);
    }
  }
  return value;
}
