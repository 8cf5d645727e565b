import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_BYTES } from '../port';
import type { SubjectKeyStore } from '../port';
import { subjectKeyStoreContract } from '../subjectKeyStoreContract';
import { openMongoKeyStore } from './mongoKeyStore';

const url = process.env.MONGO_URL;

if (url) {
  // One database for the file, a collection of each test's own, so tests never see each other's keys.
  const dbName = `keys_contract_${randomBytes(6).toString('hex')}`;
  let client: MongoClient;

  beforeAll(async () => {
    client = await MongoClient.connect(url);
  });

  afterAll(async () => {
    await client.db(dbName).dropDatabase();
    await client.close();
  });

  subjectKeyStoreContract('mongodb-wire', async () => {
    const collection = `keys_${randomBytes(6).toString('hex')}`;
    const masterKey = randomBytes(KEY_BYTES);
    const opened: SubjectKeyStore[] = [];
    const open = async (key: Buffer): Promise<SubjectKeyStore> => {
      const store = await openMongoKeyStore({ url, dbName, collection, masterKey: key });
      opened.push(store);
      return store;
    };
    return {
      store: await open(masterKey),
      masterKey,
      openAnother: open,
      cleanup: async () => {
        await Promise.all(opened.map((store) => store.close()));
        await client.db(dbName).collection(collection).drop();
      },
    };
  });

  describe('mongodb subject key store', () => {
    it('given a client the caller opened, when the store is closed, then the client stays usable', async () => {
      const db = client.db(dbName);
      const store = await openMongoKeyStore({
        db,
        collection: 'keys_given_db',
        masterKey: randomBytes(KEY_BYTES),
      });
      const key = await store.getOrCreate('subject-given-db');
      await store.close();
      const stored = await db.collection('keys_given_db').findOne({ _id: 'subject-given-db' as never });
      expect(stored).not.toBeNull();
      // the document holds the wrapped key, never the key itself
      expect(JSON.stringify(stored)).not.toContain(key.toString('base64'));
    });

    it('given nothing listens on the port, when opened, then it fails fast with a mongodb: error', async () => {
      const error: unknown = await openMongoKeyStore({
        url: 'mongodb://127.0.0.1:9/',
        serverSelectionTimeoutMs: 1_000,
        masterKey: randomBytes(KEY_BYTES),
      }).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/^mongodb: cannot use/);
    });
  });
} else {
  describe.skip('mongodb subject key store (skipped: MONGO_URL not set)', () => {
    it('needs a MongoDB wire server: set MONGO_URL (node scripts/servers/with-servers.mjs starts FerretDB)', () => {});
  });
}
