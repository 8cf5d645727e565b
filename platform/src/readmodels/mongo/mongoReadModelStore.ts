import { MongoClient } from 'mongodb';
import type { Db } from 'mongodb';
import type { Collection, Document, ReadModelStore } from '../port';
import { isNamespaceNotFound, mongoCollection } from './mongoCollection';
import type { StoredDocument } from './mongoCollection';

export interface MongoReadModelStoreOptions {
  /** A MongoDB connection string; its database path is used when dbName is not given. */
  readonly url: string;
  readonly dbName?: string;
  /** How long to look for a usable server before giving up (default 8 s). */
  readonly serverSelectionTimeoutMs?: number;
}

const DEFAULT_DB_NAME = 'readmodels';
const DEFAULT_SELECTION_TIMEOUT_MS = 8_000;

/** Connects and checks the server answers (and accepts the credentials) before returning. */
export async function openMongoReadModelStore(options: MongoReadModelStoreOptions): Promise<ReadModelStore> {
  const selectionMs = options.serverSelectionTimeoutMs ?? DEFAULT_SELECTION_TIMEOUT_MS;
  const where = redactCredentials(options.url);
  let client: MongoClient;
  try {
    client = new MongoClient(options.url, {
      serverSelectionTimeoutMS: selectionMs,
      connectTimeoutMS: selectionMs,
      // Read models are written by idempotent projections; a blind retry is harmless.
      retryWrites: true,
    });
  } catch (error) {
    throw new Error(`mongodb: invalid connection string ${where}: ${reasonOf(error)}`);
  }
  const db = client.db(options.dbName ?? databaseInUrl(options.url) ?? DEFAULT_DB_NAME);
  try {
    // A ping authenticates too, so wrong credentials fail here rather than on first use.
    await withDeadline(
      (async () => {
        await client.connect();
        await db.command({ ping: 1 });
      })(),
      selectionMs + 2_000,
    );
  } catch (error) {
    void client.close(true).catch(() => undefined);
    throw new Error(`mongodb: cannot use ${where}: ${reasonOf(error)}`);
  }
  return mongoReadModelStore(client, db);
}

function mongoReadModelStore(client: MongoClient, db: Db): ReadModelStore {
  async function listCollections(): Promise<string[]> {
    const infos = await db.listCollections({}, { nameOnly: true }).toArray();
    return infos.map((info) => info.name).filter((name) => !name.startsWith('system.'));
  }

  return {
    kind: 'mongodb',
    collection<T extends Document = Document>(name: string): Collection<T> {
      return mongoCollection<T>(db.collection<StoredDocument>(name));
    },
    listCollections,
    async dropAll(): Promise<void> {
      for (const name of await listCollections()) {
        try {
          await db.collection(name).drop();
        } catch (error) {
          if (!isNamespaceNotFound(error)) {
            throw error;
          }
        }
      }
    },
    async close(): Promise<void> {
      await client.close();
    },
  };
}

/** The database named in the connection string's path, if any. */
export function databaseInUrl(url: string): string | undefined {
  const name = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/.exec(url)?.[1];
  return name ? decodeURIComponent(name) : undefined;
}

/** Connection strings may carry a password; never echo it. */
export function redactCredentials(url: string): string {
  return url.replace(/^(mongodb(?:\+srv)?:\/\/)[^@/]*@/, '$1***@');
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? 'unknown error';
}

/** The driver honours its own timeouts; this is the backstop so opening can never hang. */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
