import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempSqliteFile<T, O> {
  readonly dir: string;
  readonly file: string;
  /** Opens one more adapter on the file, as another process would; cleanup() closes it. */
  open(options?: O): T;
  /** Closes every adapter opened here, then deletes the folder. */
  cleanup(): Promise<void>;
}

/**
 * A fresh SQLite file (`fileName` inside a temporary folder named from `prefix`) for the embedded
 * adapters' tests: `openAt` opens the adapter under test on it.
 */
export function tempSqliteFile<T extends { close(): Promise<void> }, O = never>(
  prefix: string,
  fileName: string,
  openAt: (file: string, options?: O) => T,
): TempSqliteFile<T, O> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, fileName);
  const opened: T[] = [];
  return {
    dir,
    file,
    open: (options) => {
      const adapter = openAt(file, options);
      opened.push(adapter);
      return adapter;
    },
    cleanup: async () => {
      await Promise.all(opened.map((adapter) => adapter.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
