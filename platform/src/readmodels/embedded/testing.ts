import type { TempSqliteFile } from '../../testing/tempSqliteFile';
import { tempSqliteFile } from '../../testing/tempSqliteFile';
import type { ReadModelStore } from '../port';
import { openSqliteReadModelStore } from './sqliteReadModelStore';
import type { SqliteReadModelStoreOptions } from './sqliteReadModelStore';

export type TempReadModelFile = TempSqliteFile<ReadModelStore, Omit<SqliteReadModelStoreOptions, 'file'>>;

/** A fresh SQLite file in its own temporary folder, for tests. */
export function tempReadModelFile(): TempReadModelFile {
  return tempSqliteFile(
    'readmodels-',
    'readmodels.sqlite',
    (file, options?: Omit<SqliteReadModelStoreOptions, 'file'>) =>
      openSqliteReadModelStore({ ...options, file }),
  );
}
