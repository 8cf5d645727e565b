import type { RateLimit, RateLimiter } from '@portal/platform';
import { rateLimitKey } from '@portal/platform';

/**
 * Limits on the e-mails that carry a link for someone to act on: a parent's consent link and
 * an account's verification link (issue 15, item 7). Without them, anyone signed in could make
 * the portal mail any address again and again.
 *
 * - per recipient: 3 an hour, whoever asks (counted on a keyed digest of the address);
 * - per sending account (the child asking for consent, the person verifying): 10 a day;
 * - not again to the same address while the newest link to it is pending and fresh.
 */
export const LINK_MAIL_LIMITS = {
  recipient: { max: 3, windowMs: 60 * 60 * 1000 },
  sender: { max: 10, windowMs: 24 * 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

/**
 * A pending, unexpired link to the same address is not mailed again for this long after it was
 * sent. After that a new request replaces it (only the newest link works), so a lost e-mail does
 * not lock a child out for the link's whole life (7 days for a parent, 24 hours for verification);
 * the hourly cap per recipient still bounds what any address receives.
 */
export const LINK_RESEND_AFTER_MS = 15 * 60 * 1000;

export type LinkMailDecision =
  | { readonly send: true }
  | {
      readonly send: false;
      readonly reason: 'pending' | 'recipient' | 'sender';
      readonly retryAfterMs: number;
    };

/** The newest link mailed for one purpose: to whom, when, until when. */
export interface PendingLink {
  readonly to: string | null;
  readonly sentAt: string | null;
  readonly expiresAt: string | null;
}

/** Pure: how long until a new link to `to` may be mailed (0: now), given the newest one. */
export function pendingFor(last: PendingLink | null, to: string, now: Date): number {
  if (!last?.sentAt || !last.expiresAt || last.expiresAt <= now.toISOString()) {
    return 0;
  }
  if (last.to !== null && last.to.toLowerCase() !== to.toLowerCase()) {
    return 0; // another address: the new link replaces the old one
  }
  const freshUntil = Date.parse(last.sentAt) + LINK_RESEND_AFTER_MS;
  return Math.max(0, freshUntil - now.getTime());
}

/**
 * Decides whether a link mail may go out and, if so, counts it against both limits. The counts
 * are atomic in the shared store, so parallel requests (or several processes) cannot exceed them.
 * A refusal by the recipient's limit gives the sender's count back: nothing was sent.
 */
export async function reserveLinkMail(
  limiter: RateLimiter,
  secret: string,
  mail: { recipient: string; senderId: string; pending: PendingLink | null; now: Date },
): Promise<LinkMailDecision> {
  const wait = pendingFor(mail.pending, mail.recipient, mail.now);
  if (wait > 0) {
    return { send: false, reason: 'pending', retryAfterMs: wait };
  }
  const senderKey = rateLimitKey('linkmail-sender', mail.senderId, secret);
  const sender = await limiter.hit(senderKey, LINK_MAIL_LIMITS.sender);
  if (!sender.allowed) {
    return { send: false, reason: 'sender', retryAfterMs: sender.retryAfterMs };
  }
  const recipientKey = rateLimitKey('linkmail-recipient', mail.recipient.trim().toLowerCase(), secret);
  const recipient = await limiter.hit(recipientKey, LINK_MAIL_LIMITS.recipient);
  if (!recipient.allowed) {
    await limiter.refund(senderKey);
    return { send: false, reason: 'recipient', retryAfterMs: recipient.retryAfterMs };
  }
  return { send: true };
}
