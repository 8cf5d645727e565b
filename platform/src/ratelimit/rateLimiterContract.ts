import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { eachTestFixture } from '../testing/eachTestFixture';
import type { RateLimit, RateLimiter } from './port';

export interface RateLimiterFixture {
  /** A limiter on an empty store of the test's own (Redis: a fresh key prefix). */
  readonly limiter: RateLimiter;
  /** Another limiter on the same store, as another process of the deployment would open it. */
  readonly openAnother: () => Promise<RateLimiter>;
  /** Closes every limiter opened and removes the data. */
  readonly cleanup: () => Promise<void>;
}

// Real short windows: Redis expires keys on its own clock, so time cannot be injected.
const WINDOW_MS = 300;
const LONG: RateLimit = { max: 3, windowMs: 60_000 };

/**
 * The rate-limiter port's contract, run against every adapter. What only one adapter can show
 * (several OS processes on one SQLite file) is tested beside it.
 */
export function rateLimiterContract(adapterName: string, open: () => Promise<RateLimiterFixture>): void {
  describe(`rate limiter contract: ${adapterName}`, () => {
    let limiter: RateLimiter;
    const fixture = eachTestFixture(open, (opened) => {
      limiter = opened.limiter;
    });

    it('given a fresh key, when hit up to max within the window, then every hit is allowed and counted', async () => {
      const results = [];
      for (let i = 0; i < LONG.max; i++) {
        results.push(await limiter.hit('acct:a', LONG));
      }
      expect(results).toEqual([
        { allowed: true, count: 1, retryAfterMs: 0 },
        { allowed: true, count: 2, retryAfterMs: 0 },
        { allowed: true, count: 3, retryAfterMs: 0 },
      ]);
    });

    it('given max hits made, when hit again, then it is refused, counted, and told to retry within the window', async () => {
      for (let i = 0; i < LONG.max; i++) {
        await limiter.hit('acct:a', LONG);
      }
      const first = await limiter.hit('acct:a', LONG);
      const second = await limiter.hit('acct:a', LONG);
      expect(first).toMatchObject({ allowed: false, count: 4 });
      expect(first.retryAfterMs).toBeGreaterThan(0);
      expect(first.retryAfterMs).toBeLessThanOrEqual(LONG.windowMs);
      // Refused hits do not extend the window.
      expect(second).toMatchObject({ allowed: false, count: 5 });
      expect(second.retryAfterMs).toBeLessThanOrEqual(first.retryAfterMs);
    });

    it('given a key refused in a short window, when the window has passed, then the next hit opens a new window at 1', async () => {
      const limit = { max: 1, windowMs: WINDOW_MS };
      await limiter.hit('acct:a', limit);
      const refused = await limiter.hit('acct:a', limit);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(WINDOW_MS);
      await sleep(refused.retryAfterMs + 50);
      expect(await limiter.hit('acct:a', limit)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
    });

    it('given one key exhausted, when other keys are hit, then their counts are independent', async () => {
      for (let i = 0; i <= LONG.max; i++) {
        await limiter.hit('acct:a', LONG);
      }
      expect(await limiter.hit('acct:b', LONG)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
      expect(await limiter.hit('ip:a', LONG)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
      expect((await limiter.hit('acct:a', LONG)).allowed).toBe(false);
    });

    it('given an exhausted key, when reset, then the next hit is allowed at 1 and other keys keep their counts', async () => {
      for (let i = 0; i <= LONG.max; i++) {
        await limiter.hit('acct:a', LONG);
      }
      await limiter.hit('acct:b', LONG);
      await limiter.reset('acct:a');
      await limiter.reset('never-hit');
      expect(await limiter.hit('acct:a', LONG)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
      expect((await limiter.hit('acct:b', LONG)).count).toBe(2);
    });

    it('given a key, when peeked, then nothing is counted and the answer says whether one more hit is allowed', async () => {
      expect(await limiter.peek('acct:a', LONG)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
      for (let i = 0; i < LONG.max - 1; i++) {
        await limiter.hit('acct:a', LONG);
      }
      expect(await limiter.peek('acct:a', LONG)).toEqual({ allowed: true, count: 2, retryAfterMs: 0 });
      await limiter.hit('acct:a', LONG);
      const full = await limiter.peek('acct:a', LONG);
      expect(full).toMatchObject({ allowed: false, count: 3 });
      expect(full.retryAfterMs).toBeGreaterThan(0);
      expect((await limiter.peek('acct:a', LONG)).count).toBe(3);
    });

    it('given 50 concurrent hits on one key, when they settle, then they are counted exactly once each', async () => {
      const limit = { max: 20, windowMs: 60_000 };
      const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('acct:hot', limit)));
      const counts = results.map((result) => result.count).sort((a, b) => a - b);
      expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(results.filter((result) => result.allowed)).toHaveLength(20);
      expect((await limiter.peek('acct:hot', limit)).count).toBe(50);
    });

    it('given a second limiter on the same store, when both hit one key, then they share one count and one reset', async () => {
      const other = await fixture().openAnother();
      const limit = { max: 40, windowMs: 60_000 };
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? limiter : other).hit('acct:shared', limit)),
      );
      expect(new Set(results.map((result) => result.count)).size).toBe(50);
      expect(await other.peek('acct:shared', limit)).toMatchObject({ allowed: false, count: 50 });
      await limiter.reset('acct:shared');
      expect(await other.hit('acct:shared', limit)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
    });

    it('given hits in a window, when refunded, then the count drops by one per refund, never below 0, and the window keeps its end', async () => {
      await limiter.hit('acct:a', LONG);
      const opened = await limiter.hit('acct:a', LONG);
      await limiter.refund('acct:a');
      const after = await limiter.peek('acct:a', LONG);
      expect(after.count).toBe(1);
      await limiter.refund('acct:a');
      await limiter.refund('acct:a');
      expect((await limiter.peek('acct:a', LONG)).count).toBe(0);
      // the window is still the one the first hit opened: a refused hit tells its end
      const limit = { max: 1, windowMs: LONG.windowMs };
      await limiter.hit('acct:a', limit);
      const refused = await limiter.hit('acct:a', limit);
      expect(refused).toMatchObject({ allowed: false, count: 2 });
      expect(refused.retryAfterMs).toBeLessThanOrEqual(LONG.windowMs);
      expect(opened.allowed).toBe(true);
    });

    it('given no open window, when refunded, then nothing is created and the next hit counts 1', async () => {
      await limiter.refund('never-hit');
      expect(await limiter.peek('never-hit', LONG)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
      expect(await limiter.hit('never-hit', LONG)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
      const short = { max: 1, windowMs: WINDOW_MS };
      await limiter.hit('acct:short', short);
      await sleep(WINDOW_MS + 50);
      await limiter.refund('acct:short');
      expect(await limiter.hit('acct:short', short)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
    });

    it('given an in-flight cap of 2 (hit to enter, refund to leave) on two limiters, when 40 enter at once, then 2 get in and all leave to 0', async () => {
      const other = await fixture().openAnother();
      const cap = { max: 2, windowMs: 60_000 };
      const entered = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? limiter : other).hit('inflight:a', cap)),
      );
      expect(entered.filter((result) => result.allowed)).toHaveLength(2);
      await Promise.all(entered.map((_, i) => (i % 2 === 0 ? other : limiter).refund('inflight:a')));
      expect((await limiter.peek('inflight:a', cap)).count).toBe(0);
      expect(await other.hit('inflight:a', cap)).toMatchObject({ allowed: true, count: 1 });
    });

    it('given invalid keys or limits, when hit, then it rejects without counting', async () => {
      await expect(limiter.hit('', LONG)).rejects.toThrow(RangeError);
      await expect(limiter.hit('x'.repeat(257), LONG)).rejects.toThrow(RangeError);
      await expect(limiter.hit('acct:a', { max: 0, windowMs: 1_000 })).rejects.toThrow(RangeError);
      await expect(limiter.hit('acct:a', { max: 1, windowMs: 0 })).rejects.toThrow(RangeError);
      await expect(limiter.hit('acct:a', { max: 1.5, windowMs: 1_000 })).rejects.toThrow(RangeError);
      await expect(limiter.refund('')).rejects.toThrow(RangeError);
      expect((await limiter.peek('acct:a', LONG)).count).toBe(0);
    });
  });
}
