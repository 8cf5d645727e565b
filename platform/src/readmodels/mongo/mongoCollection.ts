import type {
  AnyBulkWriteOperation,
  Collection as DriverCollection,
  Document as DriverDocument,
  Filter as DriverFilter,
  FindOptions as DriverFindOptions,
  UpdateFilter as DriverUpdateFilter,
  UpdateResult as DriverUpdateResult,
} from 'mongodb';
import { MongoServerError } from 'mongodb';
import type {
  BulkOperation,
  BulkWriteResult,
  Collection,
  DeleteResult,
  Document,
  Filter,
  FindCursor,
  FindOptions,
  IndexOptions,
  UpdateFilter,
  UpdateOptions,
  UpdateResult,
} from '../port';
import { withTranslatedErrors } from './errors';
import { DuplicateKeyError } from '../port';
import { upsertedIdOf, withInsertId, withReplaceUpsertId, withUpsertId } from './ids';

const NAMESPACE_NOT_FOUND = 26;

/** What the driver stores: any document whose _id is a string, as the port promises. */
export type StoredDocument = DriverDocument & { _id: string };

// The port's filter and update types are MongoDB's own shapes, so they pass through unchanged.
const asFilter = (filter: Filter = {}): DriverFilter<StoredDocument> => filter;
const asUpdate = (update: UpdateFilter): DriverUpdateFilter<StoredDocument> => update;

function findOptionsOf(options: FindOptions = {}): DriverFindOptions {
  const out: DriverFindOptions = {};
  if (options.sort) {
    out.sort = { ...options.sort };
  }
  if (options.skip !== undefined) {
    out.skip = options.skip;
  }
  if (options.limit !== undefined) {
    out.limit = options.limit;
  }
  if (options.projection) {
    out.projection = { ...options.projection };
  }
  return out;
}

function updateResultOf(result: DriverUpdateResult): UpdateResult {
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedCount: result.upsertedCount,
    upsertedId: upsertedIdOf(result.upsertedId),
  };
}

function upsertUpdate(filter: Filter, update: UpdateFilter, upsert: boolean | undefined): UpdateFilter {
  return upsert ? withUpsertId(filter, update) : update;
}

function bulkOperationOf<T extends Document>(
  operation: BulkOperation<T>,
): AnyBulkWriteOperation<StoredDocument> {
  if ('insertOne' in operation) {
    return { insertOne: { document: withInsertId(operation.insertOne.document) } };
  }
  if ('replaceOne' in operation) {
    const { filter, replacement, upsert } = operation.replaceOne;
    return {
      replaceOne: {
        filter: asFilter(filter),
        replacement: upsert ? withReplaceUpsertId(filter, replacement) : replacement,
        upsert: upsert ?? false,
      },
    };
  }
  if ('updateOne' in operation) {
    const { filter, update, upsert } = operation.updateOne;
    return {
      updateOne: {
        filter: asFilter(filter),
        update: asUpdate(upsertUpdate(filter, update, upsert)),
        upsert: upsert ?? false,
      },
    };
  }
  if ('updateMany' in operation) {
    const { filter, update, upsert } = operation.updateMany;
    return {
      updateMany: {
        filter: asFilter(filter),
        update: asUpdate(upsertUpdate(filter, update, upsert)),
        upsert: upsert ?? false,
      },
    };
  }
  if ('deleteOne' in operation) {
    return { deleteOne: { filter: asFilter(operation.deleteOne.filter) } };
  }
  return { deleteMany: { filter: asFilter(operation.deleteMany.filter) } };
}

const EMPTY_BULK_RESULT: BulkWriteResult = {
  insertedCount: 0,
  matchedCount: 0,
  modifiedCount: 0,
  deletedCount: 0,
  upsertedCount: 0,
};

/** One read-model collection mapped 1:1 onto the driver's collection. */
export function mongoCollection<T extends Document>(driver: DriverCollection<StoredDocument>): Collection<T> {
  const name = driver.collectionName;
  const guarded = <R>(call: () => Promise<R>): Promise<R> => withTranslatedErrors(name, call);
  /**
   * Two processes upserting one new document at once (two projection workers starting together):
   * one inserts, the other meets the unique _id. Sent again, it finds the document and updates
   * it, as MongoDB advises; only for writes that give the same result when repeated.
   */
  const upserting = <R>(upsert: boolean, call: () => Promise<R>): Promise<R> =>
    guarded(call).catch((error: unknown) => {
      if (upsert && error instanceof DuplicateKeyError) {
        return guarded(call);
      }
      throw error;
    });

  return {
    name,

    find(filter?: Filter, options?: FindOptions): FindCursor<T> {
      return {
        toArray: () =>
          guarded(
            async () =>
              (await driver.find(asFilter(filter), findOptionsOf(options)).toArray()) as unknown as T[],
          ),
      };
    },

    findOne(filter?: Filter, options?: Omit<FindOptions, 'limit'>): Promise<T | null> {
      return guarded(
        async () => (await driver.findOne(asFilter(filter), findOptionsOf(options))) as unknown as T | null,
      );
    },

    countDocuments(filter?: Filter): Promise<number> {
      return guarded(() => driver.countDocuments(asFilter(filter)));
    },

    insertOne(document: T): Promise<void> {
      return guarded(async () => {
        await driver.insertOne(withInsertId(document));
      });
    },

    replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult> {
      const upsert = options?.upsert ?? false;
      const doc = upsert ? withReplaceUpsertId(filter, replacement) : replacement;
      return upserting(upsert, async () =>
        updateResultOf(await driver.replaceOne(asFilter(filter), doc, { upsert })),
      );
    },

    updateOne(filter: Filter, update: UpdateFilter, options?: UpdateOptions): Promise<UpdateResult> {
      const upsert = options?.upsert ?? false;
      const body = asUpdate(upsertUpdate(filter, update, upsert));
      // an $inc repeated would count twice: only $set-style updates are sent again
      const repeatable =
        upsert && Object.keys(update).every((operator) => operator === '$set' || operator === '$setOnInsert');
      return upserting(repeatable, async () =>
        updateResultOf(await driver.updateOne(asFilter(filter), body, { upsert })),
      );
    },

    updateMany(filter: Filter, update: UpdateFilter, options?: UpdateOptions): Promise<UpdateResult> {
      const upsert = options?.upsert ?? false;
      const body = asUpdate(upsertUpdate(filter, update, upsert));
      return guarded(async () => updateResultOf(await driver.updateMany(asFilter(filter), body, { upsert })));
    },

    deleteOne(filter: Filter): Promise<DeleteResult> {
      return guarded(async () => ({ deletedCount: (await driver.deleteOne(asFilter(filter))).deletedCount }));
    },

    deleteMany(filter?: Filter): Promise<DeleteResult> {
      return guarded(async () => ({
        deletedCount: (await driver.deleteMany(asFilter(filter))).deletedCount,
      }));
    },

    bulkWrite(operations: readonly BulkOperation<T>[]): Promise<BulkWriteResult> {
      if (operations.length === 0) {
        // The driver rejects an empty batch; the port treats it as a no-op.
        return Promise.resolve(EMPTY_BULK_RESULT);
      }
      const mapped = operations.map((operation) => bulkOperationOf(operation));
      // whole replacements and deletions give the same result when the batch is sent again
      const repeatable = operations.every(
        (operation) => 'replaceOne' in operation || 'deleteOne' in operation,
      );
      return upserting(repeatable, async () => {
        const result = await driver.bulkWrite(mapped, { ordered: true });
        return {
          insertedCount: result.insertedCount,
          matchedCount: result.matchedCount,
          modifiedCount: result.modifiedCount,
          deletedCount: result.deletedCount,
          upsertedCount: result.upsertedCount,
        };
      });
    },

    createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<string> {
      const indexOptions: { unique?: boolean; name?: string } = {};
      if (options?.unique !== undefined) {
        indexOptions.unique = options.unique;
      }
      if (options?.name !== undefined) {
        indexOptions.name = options.name;
      }
      return guarded(() => driver.createIndex({ ...keys }, indexOptions));
    },

    drop(): Promise<void> {
      return guarded(async () => {
        try {
          await driver.drop();
        } catch (error) {
          if (!isNamespaceNotFound(error)) {
            throw error;
          }
        }
      });
    },
  };
}

/** Dropping a collection that does not exist is not an error for the port. */
export function isNamespaceNotFound(error: unknown): boolean {
  return (
    error instanceof MongoServerError &&
    (error.code === NAMESPACE_NOT_FOUND || error.message.includes('ns not found'))
  );
}
