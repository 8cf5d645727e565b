import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimiterContract } from '../rateLimiterContract';
import { openRedisRateLimiter } from './redisRateLimiter';

const url = process.env.REDIS_URL;

async function connect(redisUrl: string): Promise<Redis> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  return client;
}

async function deleteByPrefix(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) {
      await client.del(...keys);
    }
    cursor = next;
  } while (cursor !== '0');
}

if (url) {
  // A prefix of each test's own under the real one, so tests never see each other's keys.
  rateLimiterContract('redis', async () => {
    const prefix = `portal:rl:test-${randomBytes(6).toString('hex')}:`;
    const first = await connect(url);
    const clients = [first];
    return {
      limiter: openRedisRateLimiter({ client: first, prefix }),
      openAnother: async () => {
        const client = await connect(url);
        clients.push(client);
        return openRedisRateLimiter({ client, prefix });
      },
      cleanup: async () => {
        await deleteByPrefix(first, prefix);
        await Promise.all(clients.map((client) => client.quit()));
      },
    };
  });

  describe('redis rate limiter', () => {
    let client: Redis;

    beforeAll(async () => {
      client = await connect(url);
    });

    afterAll(async () => {
      await client.quit();
    });

    it('given the default prefix, when hit, then the key lives under portal:rl: with the window as its TTL', async () => {
      const key = `test-${randomBytes(6).toString('hex')}`;
      const limiter = openRedisRateLimiter({ client });
      await limiter.hit(key, { max: 1, windowMs: 5_000 });
      const ttl = await client.pttl(`portal:rl:${key}`);
      await client.del(`portal:rl:${key}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(5_000);
    });

    it('given the server forgot its scripts, when hit, then the script is loaded again and the hit counts', async () => {
      const prefix = `portal:rl:test-${randomBytes(6).toString('hex')}:`;
      const limiter = openRedisRateLimiter({ client, prefix });
      await limiter.hit('k', { max: 5, windowMs: 5_000 });
      await client.script('FLUSH');
      expect(await limiter.hit('k', { max: 5, windowMs: 5_000 })).toEqual({
        allowed: true,
        count: 2,
        retryAfterMs: 0,
      });
      await deleteByPrefix(client, prefix);
    });

    it('given a limiter closed, when hit, then it rejects and the caller-owned client stays open', async () => {
      const limiter = openRedisRateLimiter({ client });
      await limiter.close();
      await expect(limiter.hit('k', { max: 1, windowMs: 1_000 })).rejects.toThrow(/closed/);
      expect(await client.ping()).toBe('PONG');
    });
  });
} else {
  describe.skip('redis rate limiter (skipped: REDIS_URL not set)', () => {
    it('needs a Redis server: set REDIS_URL (node scripts/servers/redis.mjs starts one)', () => {});
  });
}
