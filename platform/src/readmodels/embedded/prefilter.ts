import type { Filter } from '../port';
import { isPlainObject } from './paths';

/** What the prefilter knows of a document: it cannot match, it surely matches, or ask mingo. */
export const NO = 0;
export const YES = 1;
export const MAYBE = 2;
export type Verdict = typeof NO | typeof YES | typeof MAYBE;

/** NO only for documents the filter cannot match; YES only where mingo would surely match. */
export type Prefilter = (doc: Readonly<Record<string, unknown>>) => Verdict;

/**
 * mingo evaluates `$regex` an order of magnitude slower than a bare RegExp test, which
 * dominates search pages. This judges the top-level fields, `$and` and `$or` directly: a string
 * field tested by a regex, or a scalar compared with a scalar, is decided here (NO or YES);
 * anything else (arrays, objects, dotted paths, other operators) is left to mingo (MAYBE), so
 * the answer never changes, only the work. A filter with any term this cannot judge never
 * answers YES. Returns null when the filter offers nothing to check.
 */
export function buildPrefilter(filter: Filter): Prefilter | null {
  return conjunction(filter)?.judge ?? null;
}

interface Judged {
  readonly judge: Prefilter;
  /** every term of the (sub)filter is judged, so YES can be trusted */
  readonly complete: boolean;
}

function conjunction(filter: Filter): Judged | null {
  const parts: Prefilter[] = [];
  let complete = true;
  for (const [key, condition] of Object.entries(filter)) {
    let part: Judged | null = null;
    if (key === '$or' && Array.isArray(condition)) {
      part = disjunction(condition);
    } else if (key === '$and' && Array.isArray(condition)) {
      part = disjunction(condition, true);
    } else if (!key.startsWith('$') && !key.includes('.')) {
      part = term(key, condition);
    }
    if (part) {
      parts.push(part.judge);
      complete &&= part.complete;
    } else {
      complete = false;
    }
  }
  if (parts.length === 0) {
    return null;
  }
  const all = allOf(parts);
  return { judge: complete ? all : (doc) => (all(doc) === NO ? NO : MAYBE), complete };
}

function allOf(parts: readonly Prefilter[]): Prefilter {
  if (parts.length === 1) {
    return parts[0]!;
  }
  return (doc) => {
    let verdict: Verdict = YES;
    for (const part of parts) {
      const next = part(doc);
      if (next === NO) {
        return NO;
      }
      if (next === MAYBE) {
        verdict = MAYBE;
      }
    }
    return verdict;
  };
}

function disjunction(clauses: readonly unknown[], all = false): Judged | null {
  const parts: Prefilter[] = [];
  let complete = true;
  for (const clause of clauses) {
    const part = isPlainObject(clause) ? conjunction(clause) : null;
    // One clause we cannot judge makes an $or unjudgeable; an $and just skips it.
    if (part) {
      parts.push(part.judge);
      complete &&= part.complete;
    } else if (!all) {
      return null;
    } else {
      complete = false;
    }
  }
  if (parts.length === 0) {
    return null;
  }
  if (all) {
    const every = allOf(parts);
    return { judge: complete ? every : (doc) => (every(doc) === NO ? NO : MAYBE), complete };
  }
  const anyOf: Prefilter = (doc) => {
    let verdict: Verdict = NO;
    for (const part of parts) {
      const next = part(doc);
      if (next === YES) {
        return YES;
      }
      if (next === MAYBE) {
        verdict = MAYBE;
      }
    }
    return verdict;
  };
  return { judge: anyOf, complete };
}

function term(field: string, condition: unknown): Judged | null {
  const regex = regexOf(condition);
  if (regex) {
    // {$regex, $options} alone is decided here; with other operators beside it, mingo decides a pass
    const complete =
      condition instanceof RegExp ||
      (isPlainObject(condition) && Object.keys(condition).every((k) => k === '$regex' || k === '$options'));
    return {
      judge: (doc) => {
        const value = doc[field];
        if (typeof value !== 'string') {
          return MAYBE;
        }
        return regex.test(value) ? (complete ? YES : MAYBE) : NO;
      },
      complete,
    };
  }
  if (
    typeof condition === 'string' ||
    typeof condition === 'boolean' ||
    (typeof condition === 'number' && !Number.isNaN(condition))
  ) {
    return {
      judge: (doc) => {
        const value = doc[field];
        if (value === condition) {
          return YES;
        }
        return typeof value === 'object' && value !== null ? MAYBE : NO;
      },
      complete: true,
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
