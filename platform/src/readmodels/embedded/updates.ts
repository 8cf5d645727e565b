import { updateMany } from 'mingo';
import type { Modifier } from 'mingo/updater';
import type { AnyObject } from 'mingo/types';
import { setValue } from 'mingo/util';
import type { Filter, UpdateFilter } from '../port';
import { isPlainObject } from './paths';

export function assertUpdateDocument(update: UpdateFilter): void {
  const operators = Object.keys(update);
  if (operators.length === 0) {
    throw new TypeError('Update document must not be empty');
  }
  for (const operator of operators) {
    if (!operator.startsWith('$')) {
      throw new TypeError(`Update document requires atomic operators ($set, $inc, ...), got '${operator}'`);
    }
    const fields = update[operator];
    if (!isPlainObject(fields)) {
      throw new TypeError(`Argument of ${operator} must be an object`);
    }
    // mingo and MongoDB know `$`, `$[]` and `$[id]`; FerretDB v1 does not, and the port excludes
    // arrayFilters, so they are refused here rather than discovered in production.
    const positional = Object.keys(fields).find((path) =>
      path.split('.').some((part) => part.startsWith('$')),
    );
    if (positional !== undefined) {
      throw new TypeError(`Positional update paths are not part of the read-model port ('${positional}')`);
    }
  }
}

export function assertReplacement(replacement: Record<string, unknown>): void {
  if (!isPlainObject(replacement)) {
    throw new TypeError('Replacement must be a plain object');
  }
  for (const field of Object.keys(replacement)) {
    if (field.startsWith('$')) {
      throw new TypeError(`Replacement document must not contain operators ('${field}')`);
    }
  }
}

/**
 * Applies a MongoDB update document in place to documents the caller owns, with mingo's updater.
 * mingo has no $setOnInsert, so it is applied as a $set when the update inserts (upsert).
 * cloneMode 'deep': values from the update document must not stay shared with the caller.
 */
export function applyUpdate(documents: AnyObject[], update: UpdateFilter, inserting: boolean): void {
  const { $setOnInsert, ...operators } = update;
  if (Object.keys(operators).length > 0) {
    updateMany(documents, {}, operators as Modifier<AnyObject>, { cloneMode: 'deep' });
  }
  if (inserting && isPlainObject($setOnInsert)) {
    updateMany(documents, {}, { $set: $setOnInsert }, { cloneMode: 'deep' });
  }
}

/**
 * The document an upsert starts from, as MongoDB builds it: the filter's equality terms
 * (`field: value`, `field: {$eq: value}`, and those inside `$and`), dotted paths expanded.
 */
export function seedFromFilter(filter: Filter): AnyObject {
  const seed: AnyObject = {};
  addEqualityFields(filter, seed);
  return seed;
}

function addEqualityFields(filter: Filter, seed: AnyObject): void {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const clause of condition) {
        if (isPlainObject(clause)) {
          addEqualityFields(clause, seed);
        }
      }
    } else if (!path.startsWith('$')) {
      const literal = literalOf(condition);
      if (literal.found) {
        setValue(seed, path, structuredClone(literal.value));
      }
    }
  }
}

function literalOf(condition: unknown): { found: boolean; value?: unknown } {
  if (condition instanceof RegExp) {
    return { found: false };
  }
  if (!isPlainObject(condition)) {
    return { found: true, value: condition };
  }
  if (!Object.keys(condition).some((key) => key.startsWith('$'))) {
    return { found: true, value: condition };
  }
  if ('$eq' in condition && !(condition.$eq instanceof RegExp)) {
    return { found: true, value: condition.$eq };
  }
  return { found: false };
}
