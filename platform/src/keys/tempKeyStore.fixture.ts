import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteKeyStore } from './embedded/sqliteKeyStore';
import { KEY_BYTES } from './port';
import type { SubjectKeyStore } from './port';

export interface TempKeyStores {
  readonly dir: string;
  /** Opens a store on the shared key file, as one more process of the deployment would. */
  open(): SubjectKeyStore;
  /** Closes every store opened and removes the folder. */
  cleanup(): Promise<void>;
}

/** Real embedded key stores on a temporary folder: the tests of this folder use no fakes. */
export function tempKeyStores(): TempKeyStores {
  const dir = mkdtempSync(join(tmpdir(), 'keys-'));
  const masterKey = randomBytes(KEY_BYTES);
  const opened: SubjectKeyStore[] = [];
  return {
    dir,
    open() {
      const store = openSqliteKeyStore({ file: join(dir, 'keys.db'), masterKey });
      opened.push(store);
      return store;
    },
    async cleanup() {
      await Promise.all(opened.map((store) => store.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
