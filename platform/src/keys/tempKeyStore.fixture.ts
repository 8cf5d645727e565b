import { randomBytes } from 'node:crypto';
import type { TempSqliteFile } from '../testing/tempSqliteFile';
import { tempSqliteFile } from '../testing/tempSqliteFile';
import { openSqliteKeyStore } from './embedded/sqliteKeyStore';
import { KEY_BYTES } from './port';
import type { SubjectKeyStore } from './port';

/** Stores on one shared key file: `open()` is one more process of the deployment. */
export type TempKeyStores = TempSqliteFile<SubjectKeyStore, never>;

/** Real embedded key stores on a temporary folder: the tests of this folder use no fakes. */
export function tempKeyStores(): TempKeyStores {
  const masterKey = randomBytes(KEY_BYTES);
  return tempSqliteFile('keys-', 'keys.db', (file) => openSqliteKeyStore({ file, masterKey }));
}
