import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { CLASSROOM_SESSION_TTL_MS, openSqliteBus, partitionFor, silentLogger } from '@portal/platform';
import { createRealtime } from '../index';
import type { AccountCutOffDeps } from './accountCutOffNotifier';
import {
  DEACTIVATION_CUT_OFF_MAX_AGE_MS,
  cutOffFor,
  startAccountCutOffNotifier,
} from './accountCutOffNotifier';

const TOPIC = 'events';
const now = new Date('2026-12-01T09:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const limits = {
  erasureMaxAgeMs: CLASSROOM_SESSION_TTL_MS,
  deactivationMaxAgeMs: DEACTIVATION_CUT_OFF_MAX_AGE_MS,
};

function erased(userId: string, minutes = 0) {
  return {
    id: `ev-${userId}`,
    type: 'UserErased' as const,
    streamId: `user-${userId}`,
    revision: 3,
    position: 9,
    metadata: {},
    recordedAt: now.toISOString(),
    data: { userId, organisationId: 'org', erasedAt: minutesAgo(minutes) },
  };
}

function deactivated(userId: string, minutes = 0) {
  return {
    id: `ev-d-${userId}`,
    type: 'AccountDeactivated' as const,
    streamId: `user-${userId}`,
    revision: 2,
    position: 8,
    metadata: {},
    recordedAt: now.toISOString(),
    data: { userId, by: 'admin-1', byRole: 'admin', at: minutesAgo(minutes) },
  };
}

describe('what an account event asks of the realtime tier', () => {
  it('given an erasure within a session lifetime, then the person is erased from sessions and cut off; older, nothing', () => {
    expect(cutOffFor(erased('u1', 239), now, limits)).toEqual({ userId: 'u1', erase: true });
    expect(cutOffFor(erased('u1', 241), now, limits)).toBeNull();
  });

  it('given a recent deactivation, then the person is cut off only; an old one (maybe reactivated since) or an unreadable time, nothing', () => {
    expect(cutOffFor(deactivated('u2', 14), now, limits)).toEqual({ userId: 'u2', erase: false });
    expect(cutOffFor(deactivated('u2', 16), now, limits)).toBeNull();
    const broken = deactivated('u2');
    expect(cutOffFor({ ...broken, data: { ...broken.data, at: 'yesterday' } }, now, limits)).toBeNull();
  });
});

describe('account cut-off notifier', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });

  async function openBus() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cutoff-'));
    const bus = openSqliteBus({ file: path.join(dir, 'bus.sqlite') });
    await bus.ensureTopic(TOPIC, 2);
    cleanups.push(() => bus.close());
    const publish = (value: unknown) =>
      bus.publish(TOPIC, [
        {
          key: 'user-stream',
          value: typeof value === 'string' ? value : JSON.stringify(value),
          partition: partitionFor('user-stream', 2),
        },
      ]);
    return { bus, publish };
  }

  async function startWith(bus: AccountCutOffDeps['bus'], overrides: Partial<AccountCutOffDeps>) {
    const calls: string[] = [];
    const notifier = await startAccountCutOffNotifier({
      bus,
      topic: TOPIC,
      logger: silentLogger,
      now: () => now,
      disconnectUser: (userId) => calls.push(`disconnect ${userId}`),
      removeFromClassrooms: (userId) => {
        calls.push(`remove ${userId}`);
        return Promise.resolve(1);
      },
      ...overrides,
    });
    cleanups.push(() => notifier.stop());
    return calls;
  }

  it('given erasures and deactivations on the topic, when consumed, then the erased leave the classrooms before being disconnected, the deactivated are disconnected, old and unreadable events change nothing', async () => {
    const { bus, publish } = await openBus();
    const calls = await startWith(bus, { recheckMs: 60_000 });
    await publish('not json');
    await publish({ type: 'UserErased', data: { userId: 'broken' } });
    await publish(deactivated('u3', 60));
    await publish(erased('u1'));
    await publish(deactivated('u2'));
    await expect
      .poll(() => calls, { timeout: 5_000 })
      .toEqual(['remove u1', 'disconnect u1', 'disconnect u2']);
  });

  it('given an erasure, when the recheck delay has passed, then the person is removed from the classrooms once more (a join in flight)', async () => {
    const { bus, publish } = await openBus();
    const calls = await startWith(bus, { recheckMs: 50 });
    await publish(erased('u1'));
    await expect.poll(() => calls, { timeout: 5_000 }).toEqual(['remove u1', 'disconnect u1', 'remove u1']);
  });

  it('given the classroom store failing once, when an erasure is consumed, then it is delivered again and completed', async () => {
    const { bus, publish } = await openBus();
    let failures = 1;
    const calls: string[] = [];
    await startWith(bus, {
      recheckMs: 60_000,
      disconnectUser: (userId) => calls.push(`disconnect ${userId}`),
      removeFromClassrooms: (userId) => {
        if (failures-- > 0) {
          return Promise.reject(new Error('store down'));
        }
        calls.push(`remove ${userId}`);
        return Promise.resolve(0);
      },
    });
    await publish(erased('u1'));
    await expect.poll(() => calls, { timeout: 10_000 }).toEqual(['remove u1', 'disconnect u1']);
  });

  it('given a person connected in two tabs and another person, when the person is erased, then both their sockets are disconnected and the other stays', async () => {
    const { bus, publish } = await openBus();
    const sessionFromQuery: RequestHandler = (req, _res, next) => {
      const userId = new URL(req.url ?? '/', 'http://x').searchParams.get('as');
      (req as unknown as { session: object }).session = userId ? { userId, role: 'student' } : {};
      next();
    };
    const server = http.createServer();
    const realtime = createRealtime(server, { session: sessionFromQuery, logger: silentLogger });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      await realtime.close();
      server.close();
    });
    await startWith(bus, {
      disconnectUser: realtime.disconnectUser,
      removeFromClassrooms: realtime.removeFromClassrooms,
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const open = (userId: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(`${url}?as=${userId}`, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        cleanups.push(() => void socket.close());
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const [tab1, tab2, other] = [await open('u1'), await open('u1'), await open('u2')];
    await publish(erased('u1'));
    await expect.poll(() => [tab1.connected, tab2.connected], { timeout: 5_000 }).toEqual([false, false]);
    expect(other.connected).toBe(true);
  });
});
