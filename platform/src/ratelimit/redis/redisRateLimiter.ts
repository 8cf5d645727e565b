import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { assertRateLimit, assertRateLimitKey, peekResult, rateLimitResult } from '../port';
import type { RateLimit, RateLimiter, RateLimitResult } from '../port';

export interface RedisRateLimiterOptions {
  /** A connected client; the caller owns it (close() leaves it open). */
  readonly client: Redis;
  /** Prepended to every key; one deployment shares one prefix. */
  readonly prefix?: string;
}

export const DEFAULT_RATE_LIMIT_PREFIX = 'portal:rl:';

// INCR and the expiry in one script, so no client ever sees a counter without a window (a
// crash between INCR and PEXPIRE would otherwise lock the key for good). A key with no TTL
// (new, or left by anything else) gets one; a live window keeps its expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;
const HIT_SHA = createHash('sha1').update(HIT_SCRIPT).digest('hex');

// A refund only ever lowers a live window: a missing key (never hit, or expired) is left alone,
// so DECR never creates a counter without a TTL; a count of 0 stays 0. DECR keeps the TTL.
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 and redis.call('PTTL', KEYS[1]) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;
const REFUND_SHA = createHash('sha1').update(REFUND_SCRIPT).digest('hex');

export function openRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  return new RedisRateLimiter(options.client, options.prefix ?? DEFAULT_RATE_LIMIT_PREFIX);
}

class RedisRateLimiter implements RateLimiter {
  readonly kind = 'redis';
  private closed = false;

  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, limit: RateLimit): Promise<RateLimitResult> {
    const redisKey = this.keyOf(key);
    assertRateLimit(limit);
    const [count, ttl] = toPair(await this.evalHit(redisKey, limit.windowMs));
    return rateLimitResult(count, ttl, limit.max);
  }

  async peek(key: string, limit: RateLimit): Promise<RateLimitResult> {
    const redisKey = this.keyOf(key);
    assertRateLimit(limit);
    // One MULTI so the count and its TTL belong to the same window.
    const replies = await this.client.multi().get(redisKey).pttl(redisKey).exec();
    const [getReply, ttlReply] = replies ?? [];
    if (!getReply || !ttlReply || getReply[0] || ttlReply[0]) {
      throw new Error('redis rate limiter: peek failed', { cause: getReply?.[0] ?? ttlReply?.[0] });
    }
    const count = typeof getReply[1] === 'string' ? Number(getReply[1]) : 0;
    const ttl = typeof ttlReply[1] === 'number' ? ttlReply[1] : -2;
    return ttl > 0 ? peekResult(count, ttl, limit.max) : peekResult(0, 0, limit.max);
  }

  async refund(key: string): Promise<void> {
    await this.evalScript(REFUND_SHA, REFUND_SCRIPT, this.keyOf(key));
  }

  async reset(key: string): Promise<void> {
    await this.client.del(this.keyOf(key));
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }

  private keyOf(key: string): string {
    if (this.closed) {
      throw new Error('redis rate limiter: closed');
    }
    assertRateLimitKey(key);
    return this.prefix + key;
  }

  /** EVALSHA first (the script is cached server-side); EVAL once after a restart or SCRIPT FLUSH. */
  private evalHit(redisKey: string, windowMs: number): Promise<unknown> {
    return this.evalScript(HIT_SHA, HIT_SCRIPT, redisKey, windowMs);
  }

  private async evalScript(
    sha: string,
    script: string,
    redisKey: string,
    ...args: (string | number)[]
  ): Promise<unknown> {
    try {
      return await this.client.evalsha(sha, 1, redisKey, ...args);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('NOSCRIPT')) {
        return this.client.eval(script, 1, redisKey, ...args);
      }
      throw error;
    }
  }
}

function toPair(reply: unknown): [number, number] {
  if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
    return [reply[0], reply[1]];
  }
  throw new Error(`redis rate limiter: unexpected script reply ${JSON.stringify(reply)}`);
}
