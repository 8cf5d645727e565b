import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '@portal/platform';
import { createRealtime } from './index';
import type { SessionLookup, StoredSession } from './sessionGuard';
import { checkDue, sessionStillValid } from './sessionGuard';

describe('session re-check rules', () => {
  const now = Date.parse('2026-12-01T09:00:00.000Z');

  it('given a stored session of the same person, when checked, then it is valid until its cookie expires', () => {
    expect(sessionStillValid({ userId: 'u1' }, 'u1', now)).toBe(true);
    expect(sessionStillValid({ userId: 'u1', cookie: { expires: null } }, 'u1', now)).toBe(true);
    expect(
      sessionStillValid({ userId: 'u1', cookie: { expires: '2026-12-01T09:00:01.000Z' } }, 'u1', now),
    ).toBe(true);
    expect(sessionStillValid({ userId: 'u1', cookie: { expires: new Date(now) } }, 'u1', now)).toBe(false);
    expect(
      sessionStillValid({ userId: 'u1', cookie: { expires: '2026-12-01T08:59:59.000Z' } }, 'u1', now),
    ).toBe(false);
  });

  it('given no stored session, a signed-out one or another person’s, when checked, then it is not valid', () => {
    expect(sessionStillValid(null, 'u1', now)).toBe(false);
    expect(sessionStillValid(undefined, 'u1', now)).toBe(false);
    expect(sessionStillValid({ cookie: { expires: null } }, 'u1', now)).toBe(false);
    expect(sessionStillValid({ userId: 'u2' }, 'u1', now)).toBe(false);
  });

  it('given the last read, when an interval has passed, then a new read is due and not before', () => {
    expect(checkDue(1_000, 30_999, 30_000)).toBe(false);
    expect(checkDue(1_000, 31_000, 30_000)).toBe(true);
  });
});

/** A session store in memory that counts its reads; `delayMs` holds each answer back. */
class FakeSessions implements SessionLookup {
  readonly sessions = new Map<string, StoredSession>();
  reads = 0;
  failing = false;
  delayMs = 0;

  get(sid: string, callback: (error: unknown, session?: StoredSession | null) => void): void {
    this.reads += 1;
    const answer = () =>
      this.failing ? callback(new Error('store down')) : callback(null, this.sessions.get(sid) ?? null);
    if (this.delayMs > 0) {
      setTimeout(answer, this.delayMs);
    } else {
      answer();
    }
  }
}

/** Stands in for express-session: the session id comes from the query (`session`: engine.io owns `sid`). */
const sessionFrom =
  (sessions: FakeSessions): RequestHandler =>
  (req, _res, next) => {
    const sid = new URL(req.url ?? '/', 'http://x').searchParams.get('session') ?? '';
    const stored = sessions.sessions.get(sid);
    Object.assign(req, {
      sessionID: sid,
      session: stored ? { userId: stored.userId, role: 'student' } : {},
    });
    next();
  };

describe('connected sockets whose session ends', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });

  async function start(checkIntervalMs: number, clock?: () => number) {
    const sessions = new FakeSessions();
    const server = http.createServer();
    const realtime = createRealtime(server, {
      session: sessionFrom(sessions),
      logger: silentLogger,
      // tests of the event path move the guard's clock instead of waiting
      sessions: { store: sessions, checkIntervalMs, ...(clock && { clock }) },
    });
    const handled: number[] = [];
    (realtime.io as unknown as { on(event: 'connection', listener: (socket: unknown) => void): void }).on(
      'connection',
      (socket) => {
        (socket as { on(event: string, listener: (n: number) => void): void }).on('probe', (n) =>
          handled.push(n),
        );
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      await realtime.close();
      server.close();
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const open = (sid: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(url, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          query: { session: sid },
        });
        cleanups.push(() => void socket.disconnect());
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    return { sessions, open, handled, realtime };
  }

  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

  it('given two people connected, when one signs out, then the sweep disconnects their socket within the interval and keeps the other', async () => {
    const { sessions, open } = await start(100);
    sessions.sessions.set('sid-a', { userId: 'u1' });
    sessions.sessions.set('sid-b', { userId: 'u2' });
    const [a, b] = [await open('sid-a'), await open('sid-b')];
    const cut = disconnected(a);
    const started = Date.now();
    sessions.sessions.delete('sid-a');
    expect(await cut).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(b.connected).toBe(true);
  });

  it('given a session now holding another person, when re-checked, then the socket is disconnected', async () => {
    const { sessions, open } = await start(100);
    sessions.sessions.set('sid-a', { userId: 'u1' });
    const socket = await open('sid-a');
    const cut = disconnected(socket);
    sessions.sessions.set('sid-a', { userId: 'u2' });
    expect(await cut).toBe('io server disconnect');
  });

  it('given many events within the interval, when handled, then the store is not read; after the interval the next event waits for a read and a signed-out socket is cut off before it is handled', async () => {
    let now = 1_000_000;
    const { sessions, open, handled } = await start(60_000, () => now);
    sessions.sessions.set('sid-a', { userId: 'u1' });
    const socket = await open('sid-a');
    for (let n = 1; n <= 20; n++) {
      socket.emit('probe', n);
    }
    await expect.poll(() => handled.length).toBe(20);
    expect(sessions.reads).toBe(0);

    sessions.sessions.delete('sid-a');
    now += 60_000;
    const cut = disconnected(socket);
    socket.emit('probe', 21);
    expect(await cut).toBe('io server disconnect');
    expect(handled).not.toContain(21);
    expect(sessions.reads).toBe(1);
  });

  it('given a read in flight, when events arrive meanwhile, then they wait for it, share it and are handled in order', async () => {
    let now = 1_000_000;
    const { sessions, open, handled } = await start(60_000, () => now);
    sessions.sessions.set('sid-a', { userId: 'u1' });
    const socket = await open('sid-a');
    sessions.delayMs = 100;
    now += 60_000;
    for (let n = 1; n <= 5; n++) {
      socket.emit('probe', n);
    }
    await expect.poll(() => handled.length).toBe(5);
    expect(handled).toEqual([1, 2, 3, 4, 5]);
    expect(sessions.reads).toBe(1);
    expect(socket.connected).toBe(true);
  });

  it('given the session store failing, when re-checked, then sockets stay connected and their events are handled', async () => {
    let now = 1_000_000;
    const { sessions, open, handled } = await start(60_000, () => now);
    sessions.sessions.set('sid-a', { userId: 'u1' });
    const socket = await open('sid-a');
    sessions.failing = true;
    now += 60_000;
    socket.emit('probe', 1);
    await expect.poll(() => handled).toEqual([1]);
    expect(socket.connected).toBe(true);
    expect(sessions.reads).toBe(1);
  });
});
