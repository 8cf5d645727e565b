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
import { decodeDocument } from './codec';
import type { CollectionCache } from './collectionCache';
import { compileFilter } from './filters';
import { findPage, match, project } from './query';
import type { WriteBatch } from './writeBatch';

/** The store's internals as its collections see them. */
export interface EmbeddedEngine {
  read(name: string): CollectionCache;
  write<R>(name: string, apply: (batch: WriteBatch) => R): R;
  createIndex(name: string, keys: Record<string, 1 | -1>, options: IndexOptions | undefined): string;
  drop(name: string): void;
}

/** A handle; all state lives in the engine's per-collection cache. */
export class EmbeddedCollection<T extends Document> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly engine: EmbeddedEngine,
  ) {}

  find(filter?: Filter, options?: FindOptions): FindCursor<T> {
    // Runs at toArray(), like a MongoDB cursor.
    return {
      toArray: () =>
        settle(() => {
          const page = findPage(this.engine.read(this.name), compileFilter(filter), options ?? {});
          // Copies come from the stored text: callers may mutate them freely.
          const copies = page.map((entry) => decodeDocument<T>(entry.body, entry.ext));
          return project(copies, options?.projection);
        }),
    };
  }

  async findOne(filter?: Filter, options?: Omit<FindOptions, 'limit'>): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 }).toArray();
    return first ?? null;
  }

  countDocuments(filter?: Filter): Promise<number> {
    return settle(() => match(this.engine.read(this.name), compileFilter(filter)).length);
  }

  insertOne(document: T): Promise<void> {
    return settle(() => this.engine.write(this.name, (batch) => batch.insertOne(document)));
  }

  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult> {
    return settle(() =>
      this.engine.write(this.name, (batch) =>
        batch.replaceOne(filter, replacement, options?.upsert ?? false),
      ),
    );
  }

  updateOne(filter: Filter, update: UpdateFilter, options?: UpdateOptions): Promise<UpdateResult> {
    return settle(() =>
      this.engine.write(this.name, (batch) => batch.update(filter, update, options?.upsert ?? false, false)),
    );
  }

  updateMany(filter: Filter, update: UpdateFilter, options?: UpdateOptions): Promise<UpdateResult> {
    return settle(() =>
      this.engine.write(this.name, (batch) => batch.update(filter, update, options?.upsert ?? false, true)),
    );
  }

  deleteOne(filter: Filter): Promise<DeleteResult> {
    return settle(() => ({
      deletedCount: this.engine.write(this.name, (batch) => batch.delete(filter, false)),
    }));
  }

  deleteMany(filter?: Filter): Promise<DeleteResult> {
    return settle(() => ({
      deletedCount: this.engine.write(this.name, (batch) => batch.delete(filter, true)),
    }));
  }

  bulkWrite(operations: readonly BulkOperation<T>[]): Promise<BulkWriteResult> {
    return settle(() => this.engine.write(this.name, (batch) => batch.bulk(operations)));
  }

  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<string> {
    return settle(() => this.engine.createIndex(this.name, keys, options));
  }

  drop(): Promise<void> {
    return settle(() => this.engine.drop(this.name));
  }
}

/** Runs synchronous work (better-sqlite3 is synchronous) as a promise: errors reject, never throw. */
export function settle<R>(work: () => R): Promise<R> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
