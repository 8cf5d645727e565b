import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { assertMasterKey, KEY_BYTES, WrongMasterKeyError } from './port';

/**
 * Wrapping of subject keys with the master key: AES-256-GCM, iv(12) | tag(16) | ciphertext(32).
 * The subject id is the additional data, so a wrapped key copied onto another subject's row
 * does not unwrap; the verifier uses its own context, so it can never pass for a subject key.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const WRAPPED_KEY_BYTES = IV_BYTES + TAG_BYTES + KEY_BYTES;

const VERIFIER_CONTEXT = 'master-key-verifier';

function seal(masterKey: Buffer, context: string, plain: Buffer): Buffer {
  assertMasterKey(masterKey);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Throws WrongMasterKeyError when the bytes were not sealed with this master key and context. */
function open(masterKey: Buffer, context: string, sealed: Buffer): Buffer {
  assertMasterKey(masterKey);
  if (sealed.length !== WRAPPED_KEY_BYTES) {
    throw new WrongMasterKeyError();
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', masterKey, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new WrongMasterKeyError();
  }
}

const subjectContext = (subjectId: string): string => `subject-key:${subjectId}`;

/** A fresh random subject key, wrapped. */
export function newWrappedKey(masterKey: Buffer, subjectId: string): Buffer {
  return seal(masterKey, subjectContext(subjectId), randomBytes(KEY_BYTES));
}

export function unwrapKey(masterKey: Buffer, subjectId: string, wrapped: Buffer): Buffer {
  return open(masterKey, subjectContext(subjectId), wrapped);
}

/**
 * A value stored once per key table: opening a store with another master key fails at once,
 * before it could mix keys wrapped under two master keys into one table.
 */
export function newVerifier(masterKey: Buffer): Buffer {
  return seal(masterKey, VERIFIER_CONTEXT, randomBytes(KEY_BYTES));
}

export function checkVerifier(masterKey: Buffer, verifier: Buffer): void {
  open(masterKey, VERIFIER_CONTEXT, verifier);
}
