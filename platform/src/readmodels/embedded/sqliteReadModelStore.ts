import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Collection, Document, IndexOptions, ReadModelStore } from '../port';
import { CollectionCache } from './collectionCache';
import type { CollectionState } from './collectionCache';
import { EmbeddedCollection, settle } from './embeddedCollection';
import type { EmbeddedEngine } from './embeddedCollection';
import type { EqualityIndex } from './indexes';
import { defaultIndexName, validateIndexKeys } from './indexes';
import { prepareSchema } from './schema';
import type { Statements } from './schema';
import { refresh } from './sync';
import { WriteBatch } from './writeBatch';
import { useWalMode } from '../../sqlite/walMode';

export interface SqliteReadModelStoreOptions {
  /** The SQLite file, shared by every process of one deployment (created with its folder). */
  readonly file: string;
  /** Tombstones a collection keeps before pruning them; a reader older than that reloads it whole. */
  readonly tombstoneLimit?: number;
}

const DEFAULT_TOMBSTONE_LIMIT = 10_000;
const BUSY_TIMEOUT_MS = 10_000;

/**
 * Opens the embedded read-model store (synchronous: better-sqlite3 is). Several processes may
 * open the same file; each keeps a cache per collection and catches up before every operation.
 */
export function openSqliteReadModelStore(options: SqliteReadModelStoreOptions): ReadModelStore {
  if (options.file !== ':memory:') {
    mkdirSync(dirname(options.file), { recursive: true });
  }
  const db = new Database(options.file);
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    useWalMode(db, options.file, BUSY_TIMEOUT_MS);
    // Committed writes are visible to every process at once; only power-loss durability is
    // relaxed, and read models are rebuilt from the log anyway.
    db.pragma('synchronous = NORMAL');
    // deleted documents are overwritten on disk, so an erased person leaves no readable bytes
    db.pragma('secure_delete = ON');
    return new SqliteReadModelStore(db, prepareSchema(db), options.tombstoneLimit ?? DEFAULT_TOMBSTONE_LIMIT);
  } catch (error) {
    db.close();
    throw error;
  }
}

class SqliteReadModelStore implements ReadModelStore, EmbeddedEngine {
  readonly kind = 'embedded';
  private readonly caches = new Map<string, CollectionCache>();

  constructor(
    private readonly db: Database.Database,
    private readonly st: Statements,
    private readonly tombstoneLimit: number,
  ) {}

  collection<T extends Document = Document>(name: string): Collection<T> {
    assertCollectionName(name);
    return new EmbeddedCollection<T>(name, this);
  }

  listCollections(): Promise<string[]> {
    return settle(() => this.st.listCollections.all().map((row) => row.name));
  }

  scrubDeleted(): Promise<void> {
    // old page images of deleted documents live on in the WAL until it is checkpointed and reset
    return settle(() => {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    });
  }

  dropAll(): Promise<void> {
    return settle(() => {
      this.immediate(() => {
        for (const statement of this.st.dropAll) {
          statement.run();
        }
      });
      for (const cache of this.caches.values()) {
        cache.reset();
      }
    });
  }

  close(): Promise<void> {
    return settle(() => {
      if (this.db.open) {
        this.db.close();
      }
      this.caches.clear();
    });
  }

  /** One cheap state query per operation; rows are read only when another writer moved on. */
  read(name: string): CollectionCache {
    const cache = this.cacheOf(name);
    if (!cache.matchesState(this.st.state.get(name))) {
      this.db.transaction(() => refresh(cache, this.st, this.st.state.get(name)))();
    }
    return cache;
  }

  write<R>(name: string, apply: (batch: WriteBatch) => R): R {
    const cache = this.cacheOf(name);
    const batch = new WriteBatch(cache);
    try {
      const { result, state } = this.immediate(() => {
        // Under the write lock the refreshed cache is the truth, so checks against it
        // (unique indexes, _id) hold across processes.
        refresh(cache, this.st, this.st.state.get(name));
        const value = apply(batch);
        return { result: value, state: batch.changed ? this.commit(name, batch) : undefined };
      });
      if (state) {
        cache.adopt(state);
      }
      return result;
    } catch (error) {
      batch.rollback();
      throw error;
    }
  }

  createIndex(name: string, keys: Record<string, 1 | -1>, options: IndexOptions | undefined): string {
    validateIndexKeys(keys);
    const spec = {
      name: options?.name ?? defaultIndexName(keys),
      keys: { ...keys },
      unique: options?.unique ?? false,
    };
    const keysText = JSON.stringify(spec.keys);
    if (keysText === '{"_id":1}' && !options?.name) {
      return '_id_';
    }
    const cache = this.cacheOf(name);
    const created = this.immediate((): { index: EqualityIndex; state: CollectionState } | null => {
      refresh(cache, this.st, this.st.state.get(name));
      for (const existing of cache.indexes) {
        const sameKeys = JSON.stringify(existing.spec.keys) === keysText;
        if (existing.spec.name === spec.name && sameKeys && existing.spec.unique === spec.unique) {
          return null;
        }
        if (existing.spec.name === spec.name || sameKeys) {
          throw new Error(
            `Index ${spec.name} conflicts with existing index ${existing.spec.name} on ${name}`,
          );
        }
      }
      const index = cache.buildIndex(spec);
      const seq = this.nextSeq();
      if (!this.st.state.get(name)) {
        this.st.createCollection.run(name, seq, seq);
      }
      this.st.insertIndex.run(name, spec.name, keysText, spec.unique ? 1 : 0);
      this.st.setIxver.run(seq, name);
      return { index, state: this.stateOf(name) };
    });
    if (created) {
      cache.setIndexes([...cache.indexes, created.index]);
      cache.adopt(created.state);
    }
    return spec.name;
  }

  drop(name: string): void {
    this.immediate(() => {
      this.st.dropDocs.run(name);
      this.st.dropIndexes.run(name);
      this.st.dropCollection.run(name);
    });
    this.cacheOf(name).reset();
  }

  private commit(name: string, batch: WriteBatch): CollectionState {
    const seq = this.nextSeq();
    if (!this.st.state.get(name)) {
      this.st.createCollection.run(name, seq, seq);
    }
    const tombstones = batch.flush(this.st, seq);
    this.st.advanceCollection.run(seq, tombstones, name);
    if (this.stateOf(name).dead > this.tombstoneLimit) {
      this.st.pruneTombstones.run(name);
      this.st.setHorizon.run(seq, name);
    }
    return this.stateOf(name);
  }

  private nextSeq(): number {
    const row = this.st.nextSeq.get();
    if (!row) {
      throw new Error('rm_meta has no seq row');
    }
    return row.v;
  }

  private stateOf(name: string): CollectionState & { readonly dead: number } {
    const state = this.st.state.get(name);
    if (!state) {
      throw new Error(`Collection ${name} vanished inside its own transaction`);
    }
    return state;
  }

  private immediate<R>(fn: () => R): R {
    return this.db.transaction(fn).immediate();
  }

  private cacheOf(name: string): CollectionCache {
    let cache = this.caches.get(name);
    if (!cache) {
      this.caches.set(name, (cache = new CollectionCache(name)));
    }
    return cache;
  }
}

function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || name === '' || name.includes('$') || name.includes('\0')) {
    throw new TypeError(`Invalid collection name '${String(name)}'`);
  }
}
