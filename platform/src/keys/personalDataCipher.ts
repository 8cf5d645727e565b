import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PersonalFields } from '@portal/contracts';
import type { SubjectKeyStore } from './port';

/**
 * Encryption of the personal fields inside event data (DESIGN.md §4). The fields a policy
 * lists for an event type leave the data and travel in one `_pii` field, encrypted with the
 * subject's key: AES-256-GCM, `c` = base64(iv(12) | tag(16) | ciphertext of JSON {field: value}),
 * the subject id as additional data so a blob moved to another subject does not decrypt.
 * The subject's id itself, and every other field, stay in clear: they are the anonymous facts.
 */

/** Event type → whose and which fields are personal; `null` (or absent): none. */
export type PersonalDataPolicy = Readonly<Record<string, PersonalFields | null | undefined>>;

export interface EncryptedPersonalData {
  readonly v: 1;
  /** the subject whose key encrypts `c` */
  readonly s: string;
  readonly c: string;
}

export const PII_FIELD = '_pii';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Data that cannot be decrypted: tampered, moved to another event, or malformed. */
export class PersonalDataDecryptionError extends Error {
  override readonly name = 'PersonalDataDecryptionError';
  constructor(
    readonly eventType: string,
    reason: string,
  ) {
    super(`Cannot decrypt the personal data of a ${eventType} event: ${reason}`);
  }
}

type Data = Record<string, unknown>;

/**
 * Returns `data` with the policy's fields for `type` replaced by `_pii`; unchanged when the
 * type has no personal fields or none of them is set. Throws when the subject id is missing:
 * personal data is never stored in clear for want of a key.
 */
export async function encryptEventData(
  type: string,
  data: unknown,
  policy: PersonalDataPolicy,
  keys: Pick<SubjectKeyStore, 'getOrCreate'>,
): Promise<unknown> {
  const fields = policy[type];
  if (!fields) {
    return data;
  }
  if (!isData(data)) {
    throw new TypeError(`${type} data must be an object to encrypt its personal fields`);
  }
  if (PII_FIELD in data) {
    throw new TypeError(`${type} data already holds a ${PII_FIELD} field`);
  }
  const subjectId = data[fields.subject];
  if (typeof subjectId !== 'string' || subjectId === '') {
    throw new TypeError(`${type} data lacks its subject id (${fields.subject}) to encrypt personal fields`);
  }
  if (fields.fields.includes(fields.subject)) {
    throw new TypeError(`${type}: the subject id field cannot itself be encrypted`);
  }
  const personal: Data = {};
  const rest: Data = {};
  for (const [name, value] of Object.entries(data)) {
    if (!fields.fields.includes(name)) {
      rest[name] = value;
    } else if (value !== undefined) {
      personal[name] = value;
    }
  }
  if (Object.keys(personal).length === 0) {
    return rest;
  }
  const key = await keys.getOrCreate(subjectId);
  const sealed: EncryptedPersonalData = { v: 1, s: subjectId, c: seal(key, subjectId, personal) };
  return { ...rest, [PII_FIELD]: sealed };
}

/**
 * Restores the personal fields. When the subject's key is gone (erased), every field the
 * policy lists comes back as null: erasure is a normal outcome, never an error. Data without
 * `_pii` passes unchanged; tampered or misplaced ciphertext throws PersonalDataDecryptionError.
 */
export async function decryptEventData(
  type: string,
  data: unknown,
  policy: PersonalDataPolicy,
  keys: Pick<SubjectKeyStore, 'get'>,
): Promise<unknown> {
  if (!isData(data) || !(PII_FIELD in data)) {
    return data;
  }
  const { [PII_FIELD]: blob, ...rest } = data;
  if (!isSealed(blob)) {
    throw new PersonalDataDecryptionError(type, `malformed ${PII_FIELD} field`);
  }
  const fields = policy[type];
  if (fields && rest[fields.subject] !== blob.s) {
    throw new PersonalDataDecryptionError(type, 'the data belongs to another subject');
  }
  const key = await keys.get(blob.s);
  if (!key) {
    const erased = Object.fromEntries((fields?.fields ?? []).map((name) => [name, null]));
    return { ...rest, ...erased };
  }
  return { ...rest, ...open(type, key, blob) };
}

function seal(key: Buffer, subjectId: string, personal: Data): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subjectId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(personal), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(type: string, key: Buffer, blob: EncryptedPersonalData): Data {
  const bytes = Buffer.from(blob.c, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) {
    throw new PersonalDataDecryptionError(type, 'ciphertext too short');
  }
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(blob.s, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new PersonalDataDecryptionError(type, 'the ciphertext was altered or belongs to another subject');
  }
  const restored: unknown = JSON.parse(plain);
  if (!isData(restored)) {
    throw new PersonalDataDecryptionError(type, 'the plaintext is not an object');
  }
  return restored;
}

function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSealed(value: unknown): value is EncryptedPersonalData {
  return isData(value) && value.v === 1 && typeof value.s === 'string' && typeof value.c === 'string';
}
