/** Marks a path that reaches no value (MongoDB treats it as null in index and sort keys). */
export const MISSING: unique symbol = Symbol('missing');
/** Marks an empty array at the end of a path (sorts before null, as in MongoDB). */
export const EMPTY_ARRAY: unique symbol = Symbol('empty array');

export type PathValue = unknown;

/**
 * Every value a dotted path reaches, the way MongoDB's multikey indexes and sorts see a
 * document: arrays met on the way are traversed, an array at the end contributes its elements.
 * Over-reporting is harmless for its callers (candidates are re-checked by the real filter).
 */
export function valuesAtPath(doc: unknown, parts: readonly string[]): PathValue[] {
  const out: PathValue[] = [];
  collect(doc, parts, 0, out, { nested: false });
  return out;
}

/**
 * True when the path meets an array directly inside an array. MongoDB does not look into
 * those, but mingo's matcher flattens them, so equality indexes must not rule such documents out.
 */
export function meetsNestedArray(doc: unknown, parts: readonly string[]): boolean {
  const state = { nested: false };
  collect(doc, parts, 0, [], state);
  return state.nested;
}

function collect(
  value: unknown,
  parts: readonly string[],
  i: number,
  out: PathValue[],
  state: { nested: boolean },
): void {
  if (Array.isArray(value) && value.some(Array.isArray)) {
    state.nested = true;
  }
  if (i === parts.length) {
    if (!Array.isArray(value)) {
      out.push(value === undefined ? MISSING : value);
    } else if (value.length === 0) {
      out.push(EMPTY_ARRAY);
    } else {
      for (const element of value) {
        out.push(element);
      }
    }
    return;
  }
  const part = parts[i] as string;
  if (Array.isArray(value)) {
    const before = out.length;
    if (/^\d+$/.test(part) && Number(part) < value.length) {
      collect(value[Number(part)], parts, i + 1, out, state);
    }
    for (const element of value) {
      if (isPlainObject(element)) {
        collect(element, parts, i, out, state);
      }
    }
    if (out.length === before) {
      out.push(MISSING);
    }
    return;
  }
  if (!isPlainObject(value)) {
    out.push(MISSING);
    return;
  }
  const child = value[part];
  if (child === undefined) {
    out.push(MISSING);
  } else {
    collect(child, parts, i + 1, out, state);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof RegExp)
  );
}

export function splitPath(path: string): string[] {
  if (path === '' || path.split('.').some((part) => part === '')) {
    throw new TypeError(`Invalid field path '${path}'`);
  }
  return path.split('.');
}
