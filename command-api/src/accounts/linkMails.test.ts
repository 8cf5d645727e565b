import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '@portal/platform';
import { openSqliteRateLimiter } from '@portal/platform';
import { LINK_RESEND_AFTER_MS, pendingFor, reserveLinkMail } from './linkMails';

const now = new Date('2026-11-25T10:00:00.000Z');
const minutes = (n: number) => n * 60 * 1000;
const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('pendingFor', () => {
  const last = { to: 'mum@example.org', sentAt: iso(-minutes(5)), expiresAt: iso(minutes(60)) };

  it('given a fresh, unexpired link to the same address, then wait until it is no longer fresh', () => {
    expect(pendingFor(last, 'MUM@example.org', now)).toBe(LINK_RESEND_AFTER_MS - minutes(5));
  });

  it('given no link, an expired one, one to another address, or one older than the resend time, then send now', () => {
    expect(pendingFor(null, 'mum@example.org', now)).toBe(0);
    expect(pendingFor({ ...last, expiresAt: iso(0) }, 'mum@example.org', now)).toBe(0);
    expect(pendingFor(last, 'dad@example.org', now)).toBe(0);
    expect(pendingFor({ ...last, sentAt: iso(-LINK_RESEND_AFTER_MS) }, 'mum@example.org', now)).toBe(0);
  });
});

describe('reserveLinkMail', () => {
  let limiter: RateLimiter;
  beforeEach(() => {
    limiter = openSqliteRateLimiter({ file: ':memory:' });
  });
  afterEach(() => limiter.close());

  const ask = (recipient: string, senderId: string) =>
    reserveLinkMail(limiter, 'secret', { recipient, senderId, pending: null, now });

  it('given 25 requests at once for one address from many senders, then 3 may be sent', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 25 }, (_, i) => ask('mum@example.org', `child-${i}`)),
    );
    expect(decisions.filter((d) => d.send)).toHaveLength(3);
    expect(decisions.filter((d) => !d.send && d.reason === 'recipient')).toHaveLength(22);
    expect(await ask('Mum@Example.org', 'child-x')).toMatchObject({ send: false, reason: 'recipient' });
  });

  it('given one sender naming 12 different addresses, then 10 may be sent that day', async () => {
    const decisions = [];
    for (let i = 0; i < 12; i++) {
      decisions.push(await ask(`parent${i}@example.org`, 'child-1'));
    }
    expect(decisions.map((d) => d.send)).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(decisions[10]).toMatchObject({ reason: 'sender' });
    expect(await ask('other@example.org', 'child-2')).toEqual({ send: true });
  });

  it('given a recipient over its limit, then the refusal costs the sender nothing', async () => {
    for (let i = 0; i < 3; i++) {
      await ask('busy@example.org', `someone-${i}`);
    }
    for (let i = 0; i < 15; i++) {
      expect(await ask('busy@example.org', 'child-1')).toMatchObject({ send: false, reason: 'recipient' });
    }
    expect(await ask('fresh@example.org', 'child-1')).toEqual({ send: true });
  });

  it('given a fresh pending link to the address, then nothing is counted or sent', async () => {
    const pending = { to: 'mum@example.org', sentAt: iso(-minutes(1)), expiresAt: iso(minutes(60)) };
    for (let i = 0; i < 5; i++) {
      expect(
        await reserveLinkMail(limiter, 'secret', {
          recipient: 'mum@example.org',
          senderId: 'c',
          pending,
          now,
        }),
      ).toMatchObject({ send: false, reason: 'pending' });
    }
    expect(await ask('mum@example.org', 'c')).toEqual({ send: true });
  });
});
