import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '@portal/platform';
import { TooManyRequestsError, openSqliteRateLimiter } from '@portal/platform';
import { IN_FLIGHT_MESSAGE, LoginThrottle } from './loginThrottle';

// The real embedded adapter (in memory): the throttle's rules over the store the product uses.
let limiter: RateLimiter;
let throttle: LoginThrottle;

beforeEach(() => {
  limiter = openSqliteRateLimiter({ file: ':memory:' });
  throttle = new LoginThrottle(limiter, 'test-secret');
});

afterEach(() => limiter.close());

const wrong = () => Promise.resolve(false);
const right = () => Promise.resolve(true);

/** A password check that waits until released, to hold checks in flight. */
function heldCheck(result: boolean) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  const check = async () => {
    started++;
    await held;
    return result;
  };
  return { check, release: () => release(), started: () => started };
}

describe('LoginThrottle', () => {
  it('given 5 wrong passwords, when a 6th attempt comes (even the right password), then 429 without checking', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await throttle.guard('ada@example.org', '10.0.0.1', wrong)).toBe(false);
    }
    let checked = false;
    await expect(
      throttle.guard('ada@example.org', '10.0.0.1', () => ((checked = true), Promise.resolve(true))),
    ).rejects.toThrow(/^Too many sign-in attempts\. Please wait 15 minutes/);
    expect(checked).toBe(false);
  });

  it('given 4 wrong passwords, when the right one comes, then the account window is cleared and the address hit refunded', async () => {
    for (let i = 0; i < 4; i++) {
      await throttle.guard('ada@example.org', '10.0.0.1', wrong);
    }
    expect(await throttle.guard('ada@example.org', '10.0.0.1', right)).toBe(true);
    for (let i = 0; i < 5; i++) {
      expect(await throttle.guard('ada@example.org', '10.0.0.1', wrong)).toBe(false);
    }
    await expect(throttle.guard('ada@example.org', '10.0.0.1', right)).rejects.toThrow(TooManyRequestsError);
  });

  it('given 2 checks of one account running, when 28 more arrive at once, then each is refused at once and none is checked', async () => {
    const slow = heldCheck(false);
    const running = [
      throttle.guard('ada@example.org', 'a', slow.check),
      throttle.guard('ada@example.org', 'b', slow.check),
    ];
    const extra = heldCheck(false);
    const rest = await Promise.allSettled(
      Array.from({ length: 28 }, (_, i) => throttle.guard('ada@example.org', `c${i}`, extra.check)),
    );
    expect(
      rest.every((r) => r.status === 'rejected' && (r.reason as Error).message === IN_FLIGHT_MESSAGE),
    ).toBe(true);
    expect(extra.started()).toBe(0);
    expect(slow.started()).toBe(2);
    slow.release();
    expect(await Promise.all(running)).toEqual([false, false]);
    // the slots are given back: the next attempt is checked
    expect(await throttle.guard('ada@example.org', 'd', wrong)).toBe(false);
  });

  it('given 30 attempts at once, then at most 5 passwords are checked for the account over its window', async () => {
    let checks = 0;
    const counted = async () => {
      checks++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return false;
    };
    for (let round = 0; round < 5; round++) {
      await Promise.allSettled(
        Array.from({ length: 30 }, () => throttle.guard('ada@example.org', 'x', counted)),
      );
    }
    expect(checks).toBe(5);
  });

  it('given a check that throws, then its in-flight slot is still given back', async () => {
    const failing = () => Promise.reject(new Error('store down'));
    await expect(throttle.guard('ada@example.org', 'a', failing)).rejects.toThrow('store down');
    await expect(throttle.guard('ada@example.org', 'a', failing)).rejects.toThrow('store down');
    expect(await throttle.guard('ada@example.org', 'a', right)).toBe(true);
  });

  it('given a locked account, when cleared (a completed password reset), then the owner may sign in; other accounts were never affected', async () => {
    for (let i = 0; i < 6; i++) {
      await throttle.guard('ada@example.org', 'a', wrong).catch(() => null);
    }
    expect(await throttle.guard('bob@example.org', 'a', right)).toBe(true);
    await expect(throttle.guard('ada@example.org', 'a', right)).rejects.toThrow(TooManyRequestsError);
    await throttle.clear('Ada@Example.org');
    expect(await throttle.guard('ada@example.org', 'a', right)).toBe(true);
  });

  it('given 100 failures from one address over many accounts, then that address is refused for any account', async () => {
    for (let i = 0; i < 100; i++) {
      await throttle.guard(`spray${i}@example.org`, '10.9.9.9', wrong);
    }
    await expect(throttle.guard('new@example.org', '10.9.9.9', right)).rejects.toThrow(TooManyRequestsError);
    expect(await throttle.guard('new@example.org', '10.1.1.1', right)).toBe(true);
  });
});
