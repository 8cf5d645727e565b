import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import { DuplicateKeyError } from '../port';

const DUPLICATE_KEY = 11000;

/** Server messages look like `... index: email_1 dup key: { email: "..." }`; keep only the name. */
const INDEX_NAME = /index: (\S+) dup key/;

function duplicateKeyIndex(source: { errmsg?: string; message?: string; keyPattern?: unknown }): string {
  const text = source.errmsg ?? source.message ?? '';
  const named = INDEX_NAME.exec(text)?.[1];
  if (named) {
    return named;
  }
  // keyPattern holds field names and directions only, never the offending values.
  const pattern = source.keyPattern;
  if (pattern && typeof pattern === 'object') {
    return Object.entries(pattern)
      .map(([field, direction]) => `${field}_${String(direction)}`)
      .join('_');
  }
  return 'unknown index';
}

/**
 * FerretDB v1 (SQLite backend) answers a unique violation on update, replace or createIndex with
 * code 1 (InternalError) and SQLite's message naming its own index: `<table>_<index name>`, the
 * table being `<lower-cased collection>_<8 hex digits>`. Only that name is taken from the message.
 */
const SQLITE_UNIQUE = /UNIQUE constraint failed: index '([^']+)'/;

function sqliteUniqueIndex(message: string, collection: string): string | undefined {
  const sqliteName = SQLITE_UNIQUE.exec(message)?.[1];
  if (!sqliteName) {
    return undefined;
  }
  const prefix = `${collection.toLowerCase()}_`;
  const rest = sqliteName.startsWith(prefix) ? sqliteName.slice(prefix.length) : sqliteName;
  return /^[0-9a-f]{8}_(.+)$/.exec(rest)?.[1] ?? rest;
}

/**
 * Turns a driver error into the port's DuplicateKeyError when it is one; other errors pass
 * unchanged. The driver's own message carries the duplicate values (possibly personal data),
 * so it never reaches the port's error.
 */
export function translateError(error: unknown, collection: string): unknown {
  if (error instanceof MongoBulkWriteError) {
    const writeErrors: unknown = error.writeErrors;
    const writeError: unknown = Array.isArray(writeErrors) ? (writeErrors as unknown[])[0] : writeErrors;
    if (isWriteError(writeError) && writeError.code === DUPLICATE_KEY) {
      return new DuplicateKeyError(collection, duplicateKeyIndex({ errmsg: writeError.errmsg }));
    }
  }
  if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
    const keyPattern: unknown = error.keyPattern;
    return new DuplicateKeyError(collection, duplicateKeyIndex({ errmsg: error.errmsg, keyPattern }));
  }
  if (error instanceof MongoServerError) {
    const index = sqliteUniqueIndex(error.message, collection);
    if (index) {
      return new DuplicateKeyError(collection, index);
    }
  }
  return error;
}

function isWriteError(value: unknown): value is { code: unknown; errmsg?: string } {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** Runs a driver call and rethrows its error translated for the port. */
export async function withTranslatedErrors<T>(collection: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateError(error, collection);
  }
}
