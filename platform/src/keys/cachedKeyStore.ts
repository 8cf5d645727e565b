import type { SubjectKeyStore } from './port';

export interface CachedKeyStoreOptions {
  /** How long a key is served from memory. Default 60 s. */
  readonly ttlMs?: number;
  /** Most keys held; the oldest entry goes first. Default 10,000 (about 1 MB). */
  readonly maxEntries?: number;
  /** Clock in epoch ms; tests inject one. */
  readonly now?: () => number;
}

interface Entry {
  readonly key: Promise<Buffer>;
  readonly expiresAt: number;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * A per-process cache in front of a key store, so reading a page of events costs one lookup
 * per person, not per event. Concurrent lookups of one subject share one request.
 *
 * Only keys are cached, never "no key": a key another process creates must be seen at once.
 * `destroy` through this wrapper forgets the key here at once; other processes of the
 * deployment may go on using their cached copy for up to `ttlMs`, which bounds how long an
 * erased person's data can still be read there.
 */
export function cachedKeyStore(inner: SubjectKeyStore, options: CachedKeyStoreOptions = {}): SubjectKeyStore {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Bumped by every destroy: a lookup that started before one may carry the old key, so its
  // answer is handed back but not kept.
  let generation = 0;

  function cached(subjectId: string): Promise<Buffer> | undefined {
    const entry = entries.get(subjectId);
    if (entry && entry.expiresAt > now()) {
      return entry.key;
    }
    entries.delete(subjectId);
    return undefined;
  }

  function remember(subjectId: string, key: Promise<Buffer>, startedIn: number): Promise<Buffer> {
    if (startedIn !== generation) {
      return key;
    }
    if (entries.size >= maxEntries) {
      // Map iterates in insertion order: the first entry is the oldest.
      const oldest = entries.keys().next();
      if (!oldest.done) {
        entries.delete(oldest.value);
      }
    }
    const entry = { key, expiresAt: now() + ttlMs };
    entries.set(subjectId, entry);
    const forget = (): void => {
      if (entries.get(subjectId) === entry) {
        entries.delete(subjectId);
      }
    };
    // A failed lookup is not remembered, nor one a destroy overtook while it was in flight.
    void key.then(() => {
      if (startedIn !== generation) {
        forget();
      }
    }, forget);
    return key;
  }

  return {
    kind: inner.kind,

    getOrCreate(subjectId) {
      return cached(subjectId) ?? remember(subjectId, inner.getOrCreate(subjectId), generation);
    },

    async get(subjectId) {
      const hit = cached(subjectId);
      if (hit) {
        return hit;
      }
      const startedIn = generation;
      const key = await inner.get(subjectId);
      if (key) {
        void remember(subjectId, Promise.resolve(key), startedIn);
      }
      return key;
    },

    async destroy(subjectId) {
      generation += 1;
      entries.delete(subjectId);
      try {
        await inner.destroy(subjectId);
      } finally {
        // again: lookups that started while the destroy was in flight may have read the old key
        generation += 1;
        entries.delete(subjectId);
      }
    },

    async close() {
      entries.clear();
      await inner.close();
    },
  };
}
