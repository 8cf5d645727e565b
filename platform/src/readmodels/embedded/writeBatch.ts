import { DuplicateKeyError } from '../port';
import type { BulkOperation, BulkWriteResult, Document, Filter, UpdateFilter, UpdateResult } from '../port';
import { decodeDocument, encodeDocument } from './codec';
import type { CollectionCache, Entry } from './collectionCache';
import { compileFilter } from './filters';
import { newDocumentId } from './ids';
import { match } from './query';
import type { Statements } from './schema';
import { applyUpdate, assertReplacement, assertUpdateDocument, seedFromFilter } from './updates';

const NOT_MATCHED: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };

/**
 * The operations of one write transaction, applied to the cache as they go (later operations
 * see earlier ones) with an undo log, then flushed as rows. On failure rollback() restores the
 * cache exactly, while SQLite rolls back the rows.
 */
export class WriteBatch {
  private readonly undo = new Map<string, Entry | undefined>();

  constructor(private readonly cache: CollectionCache) {}

  get changed(): boolean {
    return this.undo.size > 0;
  }

  insertOne(document: Document): void {
    // Like the MongoDB driver, a generated _id is written back into the caller's document.
    if (document._id === undefined) {
      document._id = newDocumentId();
    }
    const entry = entryOf(document);
    if (this.cache.entries.has(entry.id)) {
      throw this.duplicateId(entry.id);
    }
    this.put(entry);
  }

  replaceOne(filter: Filter, replacement: Document, upsert: boolean): UpdateResult {
    assertReplacement(replacement);
    const [target] = match(this.cache, compileFilter(filter), 1);
    if (target) {
      if (replacement._id !== undefined && replacement._id !== target.id) {
        throw immutableId();
      }
      const next = entryOf({ ...replacement, _id: target.id });
      const modified = next.body !== target.body;
      if (modified) {
        this.put(next);
      }
      return { matchedCount: 1, modifiedCount: modified ? 1 : 0, upsertedCount: 0, upsertedId: null };
    }
    if (!upsert) {
      return NOT_MATCHED;
    }
    const seededId = typeof filter._id === 'string' ? filter._id : seedFromFilter(filter)._id;
    if (replacement._id !== undefined && seededId !== undefined && replacement._id !== seededId) {
      throw immutableId();
    }
    return this.upsert({ ...replacement, _id: replacement._id ?? seededId });
  }

  update(filter: Filter, update: UpdateFilter, upsert: boolean, many: boolean): UpdateResult {
    assertUpdateDocument(update);
    const targets = [...match(this.cache, compileFilter(filter), many ? 0 : 1)];
    if (targets.length > 0) {
      const copies = targets.map((t) => decodeDocument<Document>(t.body, t.ext));
      applyUpdate(copies, update, false);
      let modifiedCount = 0;
      copies.forEach((copy, i) => {
        const target = targets[i] as Entry;
        if (copy._id !== target.id) {
          throw immutableId();
        }
        const next = entryOf(copy);
        if (next.body !== target.body) {
          this.put(next);
          modifiedCount++;
        }
      });
      return { matchedCount: targets.length, modifiedCount, upsertedCount: 0, upsertedId: null };
    }
    if (!upsert) {
      return NOT_MATCHED;
    }
    const seed = seedFromFilter(filter);
    applyUpdate([seed], update, true);
    return this.upsert(seed);
  }

  delete(filter: Filter | undefined, many: boolean): number {
    const targets = [...match(this.cache, compileFilter(filter), many ? 0 : 1)];
    for (const target of targets) {
      this.remove(target.id);
    }
    return targets.length;
  }

  bulk(operations: readonly BulkOperation<Document>[]): BulkWriteResult {
    const result = { insertedCount: 0, matchedCount: 0, modifiedCount: 0, deletedCount: 0, upsertedCount: 0 };
    const add = (r: UpdateResult): void => {
      result.matchedCount += r.matchedCount;
      result.modifiedCount += r.modifiedCount;
      result.upsertedCount += r.upsertedCount;
    };
    for (const op of operations) {
      if ('insertOne' in op) {
        this.insertOne(op.insertOne.document);
        result.insertedCount++;
      } else if ('replaceOne' in op) {
        const { filter, replacement, upsert } = op.replaceOne;
        add(this.replaceOne(filter, replacement, upsert ?? false));
      } else if ('updateOne' in op) {
        add(this.update(op.updateOne.filter, op.updateOne.update, op.updateOne.upsert ?? false, false));
      } else if ('updateMany' in op) {
        add(this.update(op.updateMany.filter, op.updateMany.update, op.updateMany.upsert ?? false, true));
      } else if ('deleteOne' in op) {
        result.deletedCount += this.delete(op.deleteOne.filter, false);
      } else if ('deleteMany' in op) {
        result.deletedCount += this.delete(op.deleteMany.filter, true);
      } else {
        const unknown: never = op;
        throw new TypeError(`Unknown bulk operation ${JSON.stringify(unknown)}`);
      }
    }
    return result;
  }

  /** Writes every changed document as a row with this transaction's seq; returns new tombstones. */
  flush(st: Statements, seq: number): number {
    let tombstones = 0;
    for (const [id, previous] of this.undo) {
      const current = this.cache.entries.get(id);
      if (current) {
        st.upsertDoc.run(this.cache.name, id, seq, current.ext ? 1 : 0, current.body);
      } else if (previous) {
        st.tombstone.run(seq, this.cache.name, id);
        tombstones++;
      }
    }
    return tombstones;
  }

  rollback(): void {
    for (const [id, previous] of this.undo) {
      if (previous) {
        this.cache.put(previous);
      } else {
        this.cache.remove(id);
      }
    }
    this.undo.clear();
  }

  private upsert(document: Record<string, unknown>): UpdateResult {
    const entry = entryOf({ ...document, _id: document._id ?? newDocumentId() });
    // The filter did not match it, yet the _id is taken: MongoDB answers E11000 too.
    if (this.cache.entries.has(entry.id)) {
      throw this.duplicateId(entry.id);
    }
    this.put(entry);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: entry.id };
  }

  private put(entry: Entry): void {
    this.cache.assertUnique(entry.id, entry.doc);
    if (!this.undo.has(entry.id)) {
      this.undo.set(entry.id, this.cache.entries.get(entry.id));
    }
    this.cache.put(entry);
  }

  private remove(id: string): void {
    if (!this.undo.has(id)) {
      this.undo.set(id, this.cache.entries.get(id));
    }
    this.cache.remove(id);
  }

  private duplicateId(_id: string): DuplicateKeyError {
    return new DuplicateKeyError(this.cache.name, '_id_ dup key: { _id }');
  }
}

/** Encodes a document with _id first (as MongoDB stores it); the cached object is parsed back
 * from the text, so it shares nothing with the caller and equals what other processes load. */
function entryOf(document: Record<string, unknown>): Entry {
  const id = document._id;
  if (typeof id !== 'string') {
    throw new TypeError(`_id must be a string, got ${typeof id}`);
  }
  const { body, ext } = encodeDocument({ _id: id, ...document });
  return { id, doc: decodeDocument<Document>(body, ext), body, ext };
}

function immutableId(): Error {
  return new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
}
