import type { RateLimit, RateLimiter } from '@portal/platform';
import { TooManyRequestsError, rateLimitKey, retryAfterSeconds } from '@portal/platform';

/**
 * Failed sign-ins: 5 per account and 100 per address in 15 minutes. A whole class signs in
 * from one school address (NAT), so the address limit only stops spraying, not typos.
 */
export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: 15 * 60 * 1000 },
  address: { max: 100, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

/** Requests that send e-mail or create accounts: per address (a class shares one), and silently per account. */
export const MAIL_LIMITS = {
  address: { max: 100, windowMs: 60 * 60 * 1000 },
  account: { max: 3, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

export function tooMany(retryAfterMs: number, what: string): TooManyRequestsError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TooManyRequestsError(
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    seconds,
  );
}

/**
 * Password checks running at once for one account, across every process (the counter lives in
 * the shared store: hit to enter, refund to leave). The window is only a lease: if a process
 * dies mid-check its slot frees itself when the window ends.
 */
export const IN_FLIGHT_LIMIT = { max: 2, windowMs: 30 * 1000 } as const satisfies RateLimit;

export const IN_FLIGHT_MESSAGE = 'Too many sign-in attempts at once. Please wait a moment and try again.';

/**
 * Sign-in limits that cannot be raced (issue 15, item 6). Every attempt is counted *before* the
 * password is checked, so 30 parallel guesses cannot all pass a "not yet 5 failures" test; at
 * most 2 checks of one account run at once, others are refused at once. A right password gives
 * the attempt back: the account's window is cleared (earlier typos forgotten) and the address's
 * hit refunded. The same limiter guards the current-password check of a password change, and a
 * completed password reset clears the account's lock.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly secret: string,
  ) {}

  private accountKey(email: string): string {
    return rateLimitKey('login-account', email.trim().toLowerCase(), this.secret);
  }

  private addressKey(address: string): string {
    return rateLimitKey('login-address', address, this.secret);
  }

  private inFlightKey(email: string): string {
    return rateLimitKey('login-inflight', email.trim().toLowerCase(), this.secret);
  }

  /**
   * Runs `check` (the password comparison) under the limits and answers its result; throws 429
   * without running it when the account or address is over its window or 2 checks are running.
   */
  async guard(email: string, address: string, check: () => Promise<boolean>): Promise<boolean> {
    const inFlight = this.inFlightKey(email);
    const slot = await this.limiter.hit(inFlight, IN_FLIGHT_LIMIT);
    try {
      if (!slot.allowed) {
        throw new TooManyRequestsError(IN_FLIGHT_MESSAGE, 1);
      }
      const account = this.accountKey(email);
      const byAddress = this.addressKey(address);
      const [accountHit, addressHit] = await Promise.all([
        this.limiter.hit(account, LOGIN_LIMITS.account),
        this.limiter.hit(byAddress, LOGIN_LIMITS.address),
      ]);
      const refused = [accountHit, addressHit].filter((result) => !result.allowed);
      if (refused.length > 0) {
        // a refused attempt spends nothing of the other window
        await Promise.all([
          accountHit.allowed ? this.limiter.refund(account) : null,
          addressHit.allowed ? this.limiter.refund(byAddress) : null,
        ]);
        throw tooMany(Math.max(...refused.map((result) => result.retryAfterMs)), 'sign-in attempts');
      }
      const valid = await check();
      if (valid) {
        await Promise.all([this.limiter.reset(account), this.limiter.refund(byAddress)]);
      }
      return valid;
    } finally {
      await this.limiter.refund(inFlight);
    }
  }

  /** A completed password reset: the owner proved the mailbox, so the account's lock goes. */
  async clear(email: string): Promise<void> {
    await this.limiter.reset(this.accountKey(email));
  }
}

/** Per address: a 429 (it reveals nothing about accounts). */
export async function limitAddress(
  limiter: RateLimiter,
  secret: string,
  scope: string,
  address: string,
  what: string,
): Promise<void> {
  const result = await limiter.hit(rateLimitKey(`${scope}-address`, address, secret), MAIL_LIMITS.address);
  if (!result.allowed) {
    throw tooMany(result.retryAfterMs, what);
  }
}

/** Per account: silent (the answer must not reveal that the account exists). */
export async function accountWithinMailLimit(
  limiter: RateLimiter,
  secret: string,
  scope: string,
  email: string,
): Promise<boolean> {
  return (await limiter.hit(rateLimitKey(`${scope}-account`, email, secret), MAIL_LIMITS.account)).allowed;
}

export { retryAfterSeconds };
