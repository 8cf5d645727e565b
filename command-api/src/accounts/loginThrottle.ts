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

function tooMany(retryAfterMs: number, what: string): TooManyRequestsError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TooManyRequestsError(
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    seconds,
  );
}

/**
 * Counts failures only: a person who types the right password is never slowed down by
 * their own earlier typos beyond the limit, and the answer is the same for unknown e-mails.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly secret: string,
  ) {}

  private keys(email: string, address: string) {
    return {
      account: rateLimitKey('login-account', email, this.secret),
      address: rateLimitKey('login-address', address, this.secret),
    };
  }

  async assertAllowed(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const [account, byAddress] = await Promise.all([
      this.limiter.peek(keys.account, LOGIN_LIMITS.account),
      this.limiter.peek(keys.address, LOGIN_LIMITS.address),
    ]);
    const refused = [account, byAddress].find((result) => !result.allowed);
    if (refused) {
      throw tooMany(refused.retryAfterMs, 'sign-in attempts');
    }
  }

  async failed(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await Promise.all([
      this.limiter.hit(keys.account, LOGIN_LIMITS.account),
      this.limiter.hit(keys.address, LOGIN_LIMITS.address),
    ]);
  }

  async succeeded(email: string): Promise<void> {
    await this.limiter.reset(rateLimitKey('login-account', email, this.secret));
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
