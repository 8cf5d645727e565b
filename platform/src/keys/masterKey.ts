import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_BYTES } from './port';

/** The file under DATA_DIR that holds the generated master key, base64, readable by its owner only. */
export const MASTER_KEY_FILE = 'key-encryption-key';

export class InvalidMasterKeyError extends Error {
  override readonly name = 'InvalidMasterKeyError';
}

/**
 * The deployment's key-encryption key, which wraps every subject key (DESIGN.md §4).
 * `fromEnv`, when given, is the key in base64 (32 bytes): deployments keep it out of the
 * data volume, so a copy of DATA_DIR or of the key table decrypts nothing. Otherwise it is
 * `DATA_DIR/key-encryption-key`, generated on first use; every process on one DATA_DIR
 * reads the same one. Errors never echo the key.
 */
export function loadMasterKey(dataDir: string, fromEnv?: string): Buffer {
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    return decodeMasterKey(fromEnv, 'the master key given in the environment');
  }
  const file = join(dataDir, MASTER_KEY_FILE);
  const existing = readIfPresent(file);
  if (existing !== undefined) {
    return decodeMasterKey(existing, file);
  }
  mkdirSync(dataDir, { recursive: true });
  const fresh = randomBytes(KEY_BYTES);
  // Written whole to a temp file, then linked into place: link fails when another process put
  // its key there first (then that one wins), and nobody ever reads a half-written file.
  const temp = join(dataDir, `.${MASTER_KEY_FILE}.${randomUUID()}.tmp`);
  writeFileSync(temp, `${fresh.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, file);
    return fresh;
  } catch (error) {
    if (!isExists(error)) {
      throw error;
    }
    return decodeMasterKey(readFileSync(file, 'utf8'), file);
  } finally {
    unlinkSync(temp);
  }
}

function decodeMasterKey(text: string, source: string): Buffer {
  const value = text.trim();
  const bytes = /^[A-Za-z0-9+/]+={0,2}$|^[A-Za-z0-9_-]+$/.test(value)
    ? Buffer.from(value, 'base64')
    : undefined;
  if (bytes?.length !== KEY_BYTES) {
    throw new InvalidMasterKeyError(
      `Invalid master key in ${source}: expected ${KEY_BYTES} bytes in base64 (e.g. \`openssl rand -base64 32\`)`,
    );
  }
  return bytes;
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
}

function isExists(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EEXIST';
}
