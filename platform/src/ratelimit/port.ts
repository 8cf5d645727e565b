import { createHmac } from 'node:crypto';

/**
 * Rate-limit port: fixed-window counters keyed by string, shared by every process of one
 * deployment. Adapters: embedded (SQLite under DATA_DIR) and Redis.
 *
 * Fixed windows, not sliding: one counter per key, one atomic increment, memory bounded by the
 * keys in use. A client may burst up to 2 x max across a window boundary, which is acceptable
 * for throttling guesses (a password guesser still gets at most 2 x max per window).
 *
 * Semantics of `hit`:
 * - A window opens at the first hit on a key and lasts `windowMs`; the next hit after it ends
 *   opens a new window counting from 1. Refused hits never extend the window, so a client
 *   that keeps retrying is told the same, shrinking Retry-After.
 * - Every hit is counted, refused ones included (`count` may exceed `max`): the counter is one
 *   atomic increment, and "attempts made" is what a login limiter wants to report and audit.
 * - `allowed` is `count <= max`; `retryAfterMs` is 0 when allowed, else the time left in the
 *   window (at least 1), ready for a `Retry-After` header (round up to whole seconds).
 * - Increments are atomic across processes: N concurrent hits on one key count exactly N.
 *
 * Keys must never hold personal data in clear (an e-mail, an IP address): rate-limit rows
 * outlive erasure and are not crypto-shredded. Callers pass digests, e.g. `rateLimitKey()`.
 */

export interface RateLimit {
  /** Hits allowed per window (integer >= 1). */
  readonly max: number;
  /** Window length in milliseconds (integer >= 1). */
  readonly windowMs: number;
}

export interface RateLimitResult {
  readonly allowed: boolean;
  /** Hits in the current window, this one included. */
  readonly count: number;
  /** 0 when allowed; otherwise milliseconds until the window ends (>= 1). */
  readonly retryAfterMs: number;
}

export interface RateLimiter {
  readonly kind: 'embedded' | 'redis';
  /** Counts one hit on `key` and says whether it is within `limit`. */
  hit(key: string, limit: RateLimit): Promise<RateLimitResult>;
  /**
   * The state `key` is in, without counting: `count` is the hits so far (0 outside a window)
   * and `allowed` says whether one more hit would be. For "count failures only" limiters:
   * peek before checking a password, hit only when it is wrong.
   */
  peek(key: string, limit: RateLimit): Promise<RateLimitResult>;
  /**
   * Takes one hit back from the key's current window (never below 0; nothing when no window is
   * open, so a refund can never open one). For "count before the work, refund on success"
   * limiters and for in-flight caps (hit to enter, refund to leave). The window's expiry stays.
   */
  refund(key: string): Promise<void>;
  /** Forgets the key's window (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** Releases what the adapter opened itself (never a client it was given). */
  close(): Promise<void>;
}

/** Keys are at most this long: digests fit easily, and a runaway key is a bug. */
export const MAX_RATE_LIMIT_KEY_LENGTH = 256;

export function assertRateLimitKey(key: string): void {
  if (key.length === 0 || key.length > MAX_RATE_LIMIT_KEY_LENGTH) {
    throw new RangeError(`Rate-limit key must be 1..${MAX_RATE_LIMIT_KEY_LENGTH} characters`);
  }
}

export function assertRateLimit(limit: RateLimit): void {
  if (!Number.isSafeInteger(limit.max) || limit.max < 1) {
    throw new RangeError(`Rate limit max must be an integer >= 1, got ${limit.max}`);
  }
  if (!Number.isSafeInteger(limit.windowMs) || limit.windowMs < 1) {
    throw new RangeError(`Rate limit windowMs must be an integer >= 1, got ${limit.windowMs}`);
  }
}

/** Builds the answer from a window's count and time left; shared so adapters agree exactly. */
export function rateLimitResult(count: number, msLeft: number, max: number): RateLimitResult {
  const allowed = count <= max;
  return { allowed, count, retryAfterMs: allowed ? 0 : Math.max(1, Math.ceil(msLeft)) };
}

/** Whole seconds for an HTTP `Retry-After` header (rounded up; 0 when allowed). */
export function retryAfterSeconds(result: RateLimitResult): number {
  return Math.ceil(result.retryAfterMs / 1000);
}

/** `peek`'s answer: would one more hit be allowed? `count` stays the hits so far. */
export function peekResult(count: number, msLeft: number, max: number): RateLimitResult {
  return { ...rateLimitResult(count + 1, msLeft, max), count };
}

/**
 * A key without personal data in clear: `scope:` + HMAC-SHA256(secret, subject), truncated to
 * 128 bits. Keyed, so the small space of e-mails and IPv4 addresses cannot be enumerated
 * back from the store; pass the deployment's SESSION_SECRET (shared by every process).
 */
export function rateLimitKey(scope: string, subject: string, secret: string | Buffer): string {
  const digest = createHmac('sha256', secret).update(subject).digest('base64url').slice(0, 22);
  return `${scope}:${digest}`;
}
