import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { ELEM_MATCH, PULL_CONDITION, readModelContract } from '../readModelContract';
import { openMongoReadModelStore } from './mongoReadModelStore';

const url = process.env.MONGO_URL;

/** FerretDB v1 answers buildInfo with its own version field; a real MongoDB does not. */
async function isFerretDb(serverUrl: string): Promise<boolean> {
  const client = await MongoClient.connect(serverUrl, { serverSelectionTimeoutMS: 5_000 });
  try {
    return 'ferretdbVersion' in (await client.db('admin').command({ buildInfo: 1 }));
  } finally {
    await client.close();
  }
}

// FerretDB v1: $elemMatch over sub-documents and $pull with a condition are not implemented
// (no projection uses them); on MongoDB the whole contract must pass.
const knownGaps = url && (await isFerretDb(url)) ? [ELEM_MATCH, PULL_CONDITION] : [];

if (url) {
  // A database of each test's own, so tests never see each other's data.
  readModelContract(
    'mongodb-wire',
    async () => {
      const dbName = `rm_contract_${randomBytes(6).toString('hex')}`;
      const store = await openMongoReadModelStore({ url, dbName });
      return {
        store,
        cleanup: async () => {
          await store.close();
          const client = await MongoClient.connect(url);
          try {
            await client.db(dbName).dropDatabase();
          } finally {
            await client.close();
          }
        },
      };
    },
    { knownGaps },
  );

  describe('mongodb adapter: opening', () => {
    it('given nothing listens on the port, when opened, then it fails fast with a mongodb: error', async () => {
      const started = Date.now();
      const error: unknown = await openMongoReadModelStore({
        url: 'mongodb://127.0.0.1:9/',
        serverSelectionTimeoutMs: 1_000,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^mongodb: /);
      expect(Date.now() - started).toBeLessThan(10_000);
    });

    it('given credentials the server rejects, when opened, then it fails fast without echoing the password', async () => {
      // Works whether or not the server enforces auth: an unknown user never authenticates.
      const wrong = url.replace(/^(mongodb(?:\+srv)?:\/\/)(?:[^@/]*@)?/, '$1nobody:s3cret-pw@');
      const started = Date.now();
      const error: unknown = await openMongoReadModelStore({ url: wrong }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^mongodb: /);
      expect((error as Error).message).not.toContain('s3cret-pw');
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });
} else {
  describe.skip('mongodb contract (skipped: MONGO_URL not set)', () => {
    it('needs a MongoDB wire server: set MONGO_URL (node scripts/servers/ferretdb.mjs starts one)', () => {});
  });
}
