import { Binary, MongoClient, MongoServerError } from 'mongodb';
import type { Collection, Db } from 'mongodb';
import { databaseInUrl, redactCredentials } from '../../readmodels/mongo/mongoReadModelStore';
import { checkVerifier, newVerifier, newWrappedKey, unwrapKey } from '../keyWrap';
import { assertMasterKey, assertSubjectId } from '../port';
import type { SubjectKeyStore } from '../port';

interface MongoKeyStoreCommon {
  /** The deployment's key-encryption key (32 bytes), see loadMasterKey. */
  readonly masterKey: Buffer;
  /** Default `subject_keys`. */
  readonly collection?: string;
}

export type MongoKeyStoreOptions = MongoKeyStoreCommon &
  (
    | {
        /** A MongoDB connection string; its database path is used when dbName is not given. */
        readonly url: string;
        readonly dbName?: string;
        /** How long to look for a usable server before giving up (default 8 s). */
        readonly serverSelectionTimeoutMs?: number;
      }
    | {
        /** A database of a client the caller opened (and closes). */
        readonly db: Db;
      }
  );

interface KeyDocument {
  _id: string;
  wrapped: Binary;
  createdAt: Date;
}

const DEFAULT_COLLECTION = 'subject_keys';
const DEFAULT_DB_NAME = 'portal';
const DEFAULT_SELECTION_TIMEOUT_MS = 8_000;
/** The master-key verifier lives beside the keys under an id no subject can take. */
const VERIFIER_ID = '~master-key-verifier';
/** getOrCreate retries when a concurrent destroy removed the key between its upsert and read. */
const CREATE_ATTEMPTS = 3;

/**
 * The MongoDB key store: `_id` is the subject id; insert-if-absent is an upsert with
 * `$setOnInsert`, so concurrent processes agree on one key. Opening checks that the master key
 * matches the collection's verifier (WrongMasterKeyError otherwise). Writes wait for a
 * majority: an acknowledged key may already have encrypted an event.
 */
export async function openMongoKeyStore(options: MongoKeyStoreOptions): Promise<SubjectKeyStore> {
  assertMasterKey(options.masterKey);
  const masterKey = Buffer.from(options.masterKey);
  const { db, client } = 'db' in options ? { db: options.db, client: undefined } : await connect(options);
  try {
    const keys = db.collection<KeyDocument>(options.collection ?? DEFAULT_COLLECTION, {
      writeConcern: { w: 'majority' },
    });
    const verifier = await insertThenRead(keys, VERIFIER_ID, () => newVerifier(masterKey));
    if (!verifier) {
      throw new Error('subject key store: the master-key verifier is missing');
    }
    checkVerifier(masterKey, verifier);
    return mongoKeyStore(keys, masterKey, client);
  } catch (error) {
    await client?.close(true).catch(() => undefined);
    throw error;
  }
}

function mongoKeyStore(
  keys: Collection<KeyDocument>,
  masterKey: Buffer,
  client: MongoClient | undefined,
): SubjectKeyStore {
  function checkId(subjectId: string): void {
    assertSubjectId(subjectId);
    if (subjectId === VERIFIER_ID) {
      throw new RangeError('This subject id is reserved');
    }
  }

  async function stored(subjectId: string): Promise<Buffer | null> {
    const found = await keys.findOne({ _id: subjectId });
    return found ? unwrapKey(masterKey, subjectId, bytesOf(found.wrapped)) : null;
  }

  return {
    kind: 'mongodb',

    async getOrCreate(subjectId) {
      checkId(subjectId);
      const existing = await stored(subjectId);
      if (existing) {
        return existing;
      }
      for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt++) {
        const wrapped = await insertThenRead(keys, subjectId, () => newWrappedKey(masterKey, subjectId));
        if (wrapped) {
          return unwrapKey(masterKey, subjectId, wrapped);
        }
      }
      throw new Error('subject key store: the key keeps vanishing between insert and read');
    },

    async get(subjectId) {
      checkId(subjectId);
      return stored(subjectId);
    },

    async destroy(subjectId) {
      checkId(subjectId);
      await keys.deleteOne({ _id: subjectId });
    },

    async close() {
      await client?.close();
    },
  };
}

/** Stores `fresh()` under `id` unless a value is there, then answers whatever is stored. */
async function insertThenRead(
  keys: Collection<KeyDocument>,
  id: string,
  fresh: () => Buffer,
): Promise<Buffer | null> {
  try {
    await keys.updateOne(
      { _id: id },
      { $setOnInsert: { wrapped: new Binary(fresh()), createdAt: new Date() } },
      { upsert: true },
    );
  } catch (error) {
    // Two upserts of one new _id can race to the insert: the loser's duplicate-key error means
    // the winner's value is there to read.
    if (!isDuplicateKey(error)) {
      throw error;
    }
  }
  const found = await keys.findOne({ _id: id });
  return found ? bytesOf(found.wrapped) : null;
}

function isDuplicateKey(error: unknown): boolean {
  return (
    error instanceof MongoServerError &&
    // FerretDB v1 (SQLite backend) reports a unique violation as code 1 with SQLite's message
    (error.code === 11000 || /duplicate key|UNIQUE constraint failed/.test(error.message))
  );
}

function bytesOf(value: Binary): Buffer {
  return Buffer.from(value.buffer);
}

async function connect(options: {
  readonly url: string;
  readonly dbName?: string;
  readonly serverSelectionTimeoutMs?: number;
}): Promise<{ db: Db; client: MongoClient }> {
  const selectionMs = options.serverSelectionTimeoutMs ?? DEFAULT_SELECTION_TIMEOUT_MS;
  const where = redactCredentials(options.url);
  let client: MongoClient;
  try {
    client = new MongoClient(options.url, {
      serverSelectionTimeoutMS: selectionMs,
      connectTimeoutMS: selectionMs,
    });
  } catch (error) {
    throw new Error(`mongodb: invalid connection string ${where}: ${firstLine(error)}`);
  }
  const db = client.db(options.dbName ?? databaseInUrl(options.url) ?? DEFAULT_DB_NAME);
  try {
    // A ping authenticates too, so wrong credentials fail here rather than on first use.
    await client.connect();
    await db.command({ ping: 1 });
    return { db, client };
  } catch (error) {
    await client.close(true).catch(() => undefined);
    throw new Error(`mongodb: cannot use ${where}: ${firstLine(error)}`);
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? 'unknown error';
}
