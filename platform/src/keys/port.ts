/**
 * Subject-key port (DESIGN.md §4, crypto-shredding): one data key per person ("subject").
 * Personal fields inside events are encrypted with it; erasure destroys it, so the events stay
 * and the person is gone from them. Adapters: embedded (SQLite under DATA_DIR) and MongoDB.
 *
 * - Keys are KEY_BYTES random bytes, stored wrapped (AES-256-GCM) with the deployment's master
 *   key, so a copy of the key table alone decrypts nothing.
 * - `getOrCreate` is race-free across processes: insert-if-absent, then read; every caller of
 *   one subject gets the same key.
 * - After `destroy`, `get` answers null and `getOrCreate` makes a NEW key: data encrypted under
 *   the old one stays unreadable for good.
 * - A master key that does not match the stored keys fails with WrongMasterKeyError, never
 *   with garbage bytes.
 */
export interface SubjectKeyStore {
  readonly kind: 'embedded' | 'mongodb';
  /** The subject's key, created (and stored) when it has none. */
  getOrCreate(subjectId: string): Promise<Buffer>;
  /** The subject's key, or null when it has none (never had one, or it was destroyed). */
  get(subjectId: string): Promise<Buffer | null>;
  /** Forgets the key for good; destroying a key that does not exist is fine. */
  destroy(subjectId: string): Promise<void>;
  /** Releases what the adapter opened itself (never a client it was given). */
  close(): Promise<void>;
}

/** AES-256 keys: data keys and the master key alike. */
export const KEY_BYTES = 32;

/** Subject ids are user ids (uuids); the bound keeps a runaway value out of the key table. */
export const MAX_SUBJECT_ID_LENGTH = 200;

export class WrongMasterKeyError extends Error {
  override readonly name = 'WrongMasterKeyError';
  constructor() {
    super(
      'The master key does not match the stored subject keys: this process was given another key-encryption key than the one they were written with',
    );
  }
}

export function assertSubjectId(subjectId: string): void {
  if (typeof subjectId !== 'string' || subjectId.length === 0 || subjectId.length > MAX_SUBJECT_ID_LENGTH) {
    throw new RangeError(`Subject id must be 1..${MAX_SUBJECT_ID_LENGTH} characters`);
  }
}

export function assertMasterKey(masterKey: Buffer): void {
  if (!Buffer.isBuffer(masterKey) || masterKey.length !== KEY_BYTES) {
    throw new RangeError(`The master key must be ${KEY_BYTES} bytes`);
  }
}
