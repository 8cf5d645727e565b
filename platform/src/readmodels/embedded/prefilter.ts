import type { Filter } from '../port';
import { isPlainObject } from './paths';

/** False only for documents the filter cannot match; mingo still decides for the rest. */
export type Prefilter = (doc: Readonly<Record<string, unknown>>) => boolean;

/**
 * mingo evaluates `$regex` an order of magnitude slower than a bare RegExp test, which
 * dominates search pages. This derives a cheap necessary condition from the top-level fields,
 * `$and` and `$or`: a string field that fails the regex, or a scalar that differs from an
 * equality, rules the document out. Anything else (arrays, objects, dotted paths, other
 * operators) is left to mingo, so the answer never changes, only the work.
 * Returns null when the filter offers nothing to check.
 */
export function buildPrefilter(filter: Filter): Prefilter | null {
  return conjunction(filter);
}

function conjunction(filter: Filter): Prefilter | null {
  const parts: Prefilter[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    let part: Prefilter | null = null;
    if (key === '$or' && Array.isArray(condition)) {
      part = disjunction(condition);
    } else if (key === '$and' && Array.isArray(condition)) {
      part = disjunction(condition, true);
    } else if (!key.startsWith('$') && !key.includes('.')) {
      part = term(key, condition);
    }
    if (part) {
      parts.push(part);
    }
  }
  if (parts.length <= 1) {
    return parts[0] ?? null;
  }
  return (doc) => parts.every((part) => part(doc));
}

function disjunction(clauses: readonly unknown[], all = false): Prefilter | null {
  const parts: Prefilter[] = [];
  for (const clause of clauses) {
    const part = isPlainObject(clause) ? conjunction(clause) : null;
    // One clause we cannot judge makes an $or unjudgeable; an $and just skips it.
    if (part) {
      parts.push(part);
    } else if (!all) {
      return null;
    }
  }
  if (parts.length === 0) {
    return null;
  }
  return all ? (doc) => parts.every((part) => part(doc)) : (doc) => parts.some((part) => part(doc));
}

function term(field: string, condition: unknown): Prefilter | null {
  const regex = regexOf(condition);
  if (regex) {
    return (doc) => {
      const value = doc[field];
      return typeof value !== 'string' || regex.test(value);
    };
  }
  if (typeof condition === 'string' || typeof condition === 'boolean' || typeof condition === 'number') {
    return (doc) => {
      const value = doc[field];
      return value === condition || (typeof value === 'object' && value !== null);
    };
  }
  return null;
}

/** The RegExp mingo would build (it calls `new RegExp($regex, $options)`), if it is stateless. */
function regexOf(condition: unknown): RegExp | null {
  let regex: RegExp;
  try {
    if (condition instanceof RegExp) {
      regex = condition;
    } else if (
      isPlainObject(condition) &&
      (typeof condition.$regex === 'string' || condition.$regex instanceof RegExp)
    ) {
      const options = condition.$options;
      regex = new RegExp(condition.$regex, typeof options === 'string' ? options : undefined);
    } else {
      return null;
    }
  } catch {
    return null;
  }
  return regex.global || regex.sticky ? null : regex;
}
