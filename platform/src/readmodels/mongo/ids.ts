import { ObjectId } from 'mongodb';
import { newDocumentId } from '../embedded/ids';
import type { Document, Filter, UpdateFilter } from '../port';

// The port's _id is always a string; left to itself the server (or driver) would mint an
// ObjectId. So every place where MongoDB would generate an _id gets a string one first, in the
// same shape the embedded adapter uses.

/** Gives the caller's document a string _id when it has none (the driver mutates it likewise). */
export function withInsertId<T extends Document>(document: T): T {
  if ((document as Partial<Document>)._id === undefined) {
    document._id = newDocumentId();
  }
  return document;
}

/** For an upsert whose filter does not fix _id by equality: inserts under a generated string _id. */
export function withUpsertId(filter: Filter, update: UpdateFilter): UpdateFilter {
  if (isPlainIdFilter(filter._id)) {
    return update;
  }
  const onInsert = update.$setOnInsert;
  if (onInsert && typeof onInsert === 'object' && '_id' in onInsert) {
    return update;
  }
  const set = update.$set;
  if (set && typeof set === 'object' && '_id' in set) {
    // Let the server reject the attempt to set _id, as it would without the upsert.
    return update;
  }
  const base = onInsert && typeof onInsert === 'object' ? onInsert : {};
  return { ...update, $setOnInsert: { ...base, _id: newDocumentId() } };
}

/** For a replace upsert: the filter's plain _id wins (as in MongoDB), else a generated one. */
export function withReplaceUpsertId<T extends Document>(filter: Filter, replacement: T): T {
  if ((replacement as Partial<Document>)._id !== undefined || isPlainIdFilter(filter._id)) {
    return replacement;
  }
  return { ...replacement, _id: newDocumentId() };
}

function isPlainIdFilter(value: unknown): boolean {
  if (value === undefined) {
    return false;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.keys(value).some((key) => key === '$eq');
  }
  return true;
}

/** Reads the driver's upsertedId (a string for our ids, an ObjectId otherwise) as a string. */
export function upsertedIdOf(id: unknown): string | null {
  if (id === null || id === undefined) {
    return null;
  }
  if (typeof id === 'string') {
    return id;
  }
  if (id instanceof ObjectId) {
    return id.toHexString();
  }
  return typeof id === 'number' ? String(id) : JSON.stringify(id);
}
