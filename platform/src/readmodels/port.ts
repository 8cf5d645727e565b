/**
 * Read-model port: the subset of MongoDB's Collection API that projections and queries use.
 * Adapters: embedded (SQLite under DATA_DIR + mingo, several processes may share it) and MongoDB.
 * Filters and update documents are MongoDB's own syntax; keep to what FerretDB v1 also supports
 * (no $lookup, no collation, no arrayFilters, no transactions).
 */

export type Document = { _id: string } & Record<string, unknown>;

export type Filter = Record<string, unknown>;
export type UpdateFilter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type ProjectionSpec = Record<string, 0 | 1>;

export interface FindOptions {
  readonly sort?: SortSpec;
  readonly skip?: number;
  readonly limit?: number;
  readonly projection?: ProjectionSpec;
}

export interface FindCursor<T> {
  toArray(): Promise<T[]>;
}

export interface UpdateOptions {
  readonly upsert?: boolean;
}

export interface UpdateResult {
  readonly matchedCount: number;
  readonly modifiedCount: number;
  readonly upsertedCount: number;
  readonly upsertedId: string | null;
}

export interface DeleteResult {
  readonly deletedCount: number;
}

export type BulkOperation<T extends Document> =
  | { readonly insertOne: { readonly document: T } }
  | { readonly replaceOne: { readonly filter: Filter; readonly replacement: T; readonly upsert?: boolean } }
  | {
      readonly updateOne: {
        readonly filter: Filter;
        readonly update: UpdateFilter;
        readonly upsert?: boolean;
      };
    }
  | {
      readonly updateMany: {
        readonly filter: Filter;
        readonly update: UpdateFilter;
        readonly upsert?: boolean;
      };
    }
  | { readonly deleteOne: { readonly filter: Filter } }
  | { readonly deleteMany: { readonly filter: Filter } };

export interface BulkWriteResult {
  readonly insertedCount: number;
  readonly matchedCount: number;
  readonly modifiedCount: number;
  readonly deletedCount: number;
  readonly upsertedCount: number;
}

export interface IndexOptions {
  readonly unique?: boolean;
  readonly name?: string;
}

/** Raised for a unique-index or _id violation (MongoDB code 11000). */
export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  readonly code = 11000;
  constructor(
    readonly collection: string,
    readonly key: string,
  ) {
    super(`Duplicate key in ${collection}: ${key}`);
  }
}

export interface Collection<T extends Document = Document> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): FindCursor<T>;
  findOne(filter?: Filter, options?: Omit<FindOptions, 'limit'>): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  insertOne(document: T): Promise<void>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  updateOne(filter: Filter, update: UpdateFilter, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: UpdateFilter, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter?: Filter): Promise<DeleteResult>;
  /** Applies the operations in order; atomic where the adapter can (embedded: one transaction). */
  bulkWrite(operations: readonly BulkOperation<T>[]): Promise<BulkWriteResult>;
  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<string>;
  drop(): Promise<void>;
}

export interface ReadModelStore {
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends Document = Document>(name: string): Collection<T>;
  listCollections(): Promise<string[]>;
  /** Drops every collection: read models are disposable and rebuilt from the log. */
  dropAll(): Promise<void>;
  /**
   * Embedded only: makes the bytes of deleted documents unrecoverable from the files
   * (erasure, DESIGN.md §4). A server database manages its own storage.
   */
  scrubDeleted?(): Promise<void>;
  close(): Promise<void>;
}
