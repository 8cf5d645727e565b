import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deleteByPrefix, redisAdapters, redisClientForSuite } from '../../testing/redis';
import { rateLimiterContract } from '../rateLimiterContract';
import { openRedisRateLimiter } from './redisRateLimiter';

const url = process.env.REDIS_URL;

if (url) {
  // A prefix of each test's own under the real one, so tests never see each other's keys.
  rateLimiterContract('redis', async () => {
    const prefix = `portal:rl:test-${randomBytes(6).toString('hex')}:`;
    const { first, openAnother, cleanup } = await redisAdapters(url, prefix, (client, clientPrefix) =>
      openRedisRateLimiter({ client, prefix: clientPrefix }),
    );
    return { limiter: first, openAnother, cleanup };
  });

  describe('redis rate limiter', () => {
    const redis = redisClientForSuite(url);

    it('given the default prefix, when hit, then the key lives under portal:rl: with the window as its TTL', async () => {
      const key = `test-${randomBytes(6).toString('hex')}`;
      const limiter = openRedisRateLimiter({ client: redis() });
      await limiter.hit(key, { max: 1, windowMs: 5_000 });
      const ttl = await redis().pttl(`portal:rl:${key}`);
      await redis().del(`portal:rl:${key}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(5_000);
    });

    it('given the server forgot its scripts, when hit, then the script is loaded again and the hit counts', async () => {
      const prefix = `portal:rl:test-${randomBytes(6).toString('hex')}:`;
      const limiter = openRedisRateLimiter({ client: redis(), prefix });
      await limiter.hit('k', { max: 5, windowMs: 5_000 });
      await redis().script('FLUSH');
      expect(await limiter.hit('k', { max: 5, windowMs: 5_000 })).toEqual({
        allowed: true,
        count: 2,
        retryAfterMs: 0,
      });
      await deleteByPrefix(redis(), prefix);
    });

    it('given a limiter closed, when hit, then it rejects and the caller-owned client stays open', async () => {
      const limiter = openRedisRateLimiter({ client: redis() });
      await limiter.close();
      await expect(limiter.hit('k', { max: 1, windowMs: 1_000 })).rejects.toThrow(/closed/);
      expect(await redis().ping()).toBe('PONG');
    });
  });
} else {
  describe.skip('redis rate limiter (skipped: REDIS_URL not set)', () => {
    it('needs a Redis server: set REDIS_URL (node scripts/servers/redis.mjs starts one)', () => {});
  });
}
