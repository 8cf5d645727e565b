import { DuplicateKeyError } from '../port';
import type { Document } from '../port';
import { describeDuplicate, EqualityIndex } from './indexes';
import type { IndexSpec } from './indexes';

/** A cached document: the parsed object is for matching only; copies handed out come from body. */
export interface Entry {
  readonly id: string;
  readonly doc: Document;
  readonly body: string;
  readonly ext: boolean;
}

/** Where this process's copy of a collection stands against the shared file. */
export interface CollectionState {
  readonly gen: number;
  readonly seq: number;
  readonly ixver: number;
}

/**
 * One process's copy of one collection, in natural (insertion) order, with its equality
 * indexes. Every mutation clears the memoised query results.
 */
export class CollectionCache {
  /** Generation of the collection row (0: the collection does not exist). */
  gen = 0;
  seq = 0;
  ixver = 0;
  readonly entries = new Map<string, Entry>();
  indexes: EqualityIndex[] = [];
  /** Matches per filter (and sort), valid until the next mutation: a page and its count share one scan. */
  readonly memo = new Map<string, readonly Entry[]>();

  constructor(readonly name: string) {}

  matchesState(state: CollectionState | undefined): boolean {
    if (!state) {
      return this.gen === 0;
    }
    return state.gen === this.gen && state.seq === this.seq && state.ixver === this.ixver;
  }

  adopt(state: CollectionState | undefined): void {
    this.gen = state?.gen ?? 0;
    this.seq = state?.seq ?? 0;
    this.ixver = state?.ixver ?? 0;
  }

  reset(): void {
    this.entries.clear();
    this.indexes = [];
    this.gen = 0;
    this.seq = 0;
    this.ixver = 0;
    this.touch();
  }

  put(entry: Entry): void {
    const previous = this.entries.get(entry.id);
    for (const index of this.indexes) {
      if (previous) {
        index.remove(previous.id, previous.doc);
      }
      index.add(entry.id, entry.doc);
    }
    this.entries.set(entry.id, entry);
    this.touch();
  }

  remove(id: string): void {
    const previous = this.entries.get(id);
    if (!previous) {
      return;
    }
    for (const index of this.indexes) {
      index.remove(id, previous.doc);
    }
    this.entries.delete(id);
    this.touch();
  }

  /** Throws DuplicateKeyError if putting `doc` would break a unique index. */
  assertUnique(id: string, doc: Document): void {
    for (const index of this.indexes) {
      if (index.spec.unique && index.conflicts(id, doc)) {
        throw new DuplicateKeyError(this.name, describeDuplicate(index, doc));
      }
    }
  }

  /** Builds an index over the cached documents; throws if a unique one is already violated. */
  buildIndex(spec: IndexSpec): EqualityIndex {
    const index = new EqualityIndex(spec);
    for (const entry of this.entries.values()) {
      if (spec.unique && index.conflicts(entry.id, entry.doc)) {
        throw new DuplicateKeyError(this.name, describeDuplicate(index, entry.doc));
      }
      index.add(entry.id, entry.doc);
    }
    return index;
  }

  setIndexes(indexes: EqualityIndex[]): void {
    this.indexes = indexes;
    this.touch();
  }

  private touch(): void {
    if (this.memo.size > 0) {
      this.memo.clear();
    }
  }
}
