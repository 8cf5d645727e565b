import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

/** A connected client that fails a command fast instead of queueing it while Redis is away. */
export async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  return client;
}

export async function deleteByPrefix(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) {
      await client.del(...keys);
    }
    cursor = next;
  } while (cursor !== '0');
}

/**
 * What a port's contract suite needs of a Redis adapter: one opened on a fresh client, more on
 * clients of their own (other processes), all under `prefix`; cleanup deletes the prefix's keys
 * and closes every client.
 */
export async function redisAdapters<A>(
  url: string,
  prefix: string,
  open: (client: Redis, prefix: string) => A,
): Promise<{ first: A; openAnother: () => Promise<A>; cleanup: () => Promise<void> }> {
  const first = await connectRedis(url);
  const clients = [first];
  return {
    first: open(first, prefix),
    openAnother: async () => {
      const client = await connectRedis(url);
      clients.push(client);
      return open(client, prefix);
    },
    cleanup: async () => {
      await deleteByPrefix(first, prefix);
      await Promise.all(clients.map((client) => client.quit()));
    },
  };
}

/** One client for a describe block's own tests: connected before them, closed after. */
export function redisClientForSuite(url: string): () => Redis {
  let client: Redis | undefined;
  beforeAll(async () => {
    client = await connectRedis(url);
  });
  afterAll(async () => {
    await client?.quit();
  });
  return () => client!;
}
