/** The part of `localStorage` the classroom uses; tests pass a map-backed one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it is unavailable (private mode, blocked cookies). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readJson(storage: StorageLike | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Spec 002 §8: a failure to save to browser storage is only logged. */
export function writeJson(storage: StorageLike | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save ${key} in this browser`, error);
  }
}

export function removeKey(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove ${key} from this browser`, error);
  }
}

/** An in-memory storage, for tests. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}
