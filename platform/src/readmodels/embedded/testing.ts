import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadModelStore } from '../port';
import { openSqliteReadModelStore } from './sqliteReadModelStore';
import type { SqliteReadModelStoreOptions } from './sqliteReadModelStore';

export interface TempReadModelFile {
  readonly file: string;
  /** Opens another store on the file, as another process would; cleanup() closes it. */
  open(options?: Omit<SqliteReadModelStoreOptions, 'file'>): ReadModelStore;
  cleanup(): Promise<void>;
}

/** A fresh SQLite file in its own temporary folder, for tests. */
export function tempReadModelFile(): TempReadModelFile {
  const dir = mkdtempSync(join(tmpdir(), 'readmodels-'));
  const file = join(dir, 'readmodels.sqlite');
  const opened: ReadModelStore[] = [];
  return {
    file,
    open: (options) => {
      const store = openSqliteReadModelStore({ ...options, file });
      opened.push(store);
      return store;
    },
    cleanup: async () => {
      await Promise.all(opened.map((store) => store.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
