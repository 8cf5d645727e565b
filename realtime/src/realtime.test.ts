import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@portal/contracts';
import { silentLogger } from '@portal/platform';
import { createRealtime } from './index';

/** Stands in for the cookie session (tested with the real one in system/): this suite is about transport. */
const signedInAs =
  (userId: string | null): RequestHandler =>
  (req, _res, next) => {
    (req as unknown as { session: object }).session = userId ? { userId, role: 'student' } : {};
    next();
  };

async function startNode(session: RequestHandler, redis: Redis | null) {
  const server = http.createServer();
  const realtime = createRealtime(server, { session, logger: silentLogger, redis });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    realtime,
    stop: async () => {
      await realtime.close();
      server.close();
    },
  };
}

function connectClient(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

const notification: Notification = {
  type: 'schedule_cancelled',
  message: 'Maths mock cancelled',
  at: '2026-11-22T09:00:00.000Z',
};

describe('realtime tier', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });

  it('given no session, when a client connects, then it is refused with "Authentication required"', async () => {
    const node = await startNode(signedInAs(null), null);
    cleanups.push(node.stop);
    await expect(connectClient(node.url)).rejects.toThrow('Authentication required');
  });

  it('given a signed-in student, when notified, then only their sockets receive it', async () => {
    const node = await startNode(signedInAs('student-1'), null);
    cleanups.push(node.stop);
    const socket = await connectClient(node.url);
    cleanups.push(() => void socket.disconnect());
    const received = new Promise((resolve) => socket.once('notification', resolve));
    node.realtime.notify('someone-else', { ...notification, message: 'not for you' });
    node.realtime.notify('student-1', notification);
    expect(await received).toEqual(notification);
  });

  const redisUrl = process.env.REDIS_URL;
  it.skipIf(!redisUrl)(
    `given two nodes sharing Redis, when node A notifies a student connected to node B, then B's socket receives it${redisUrl ? '' : ' (skipped: REDIS_URL not set)'}`,
    async () => {
      const [redisA, redisB] = [new Redis(redisUrl!), new Redis(redisUrl!)];
      cleanups.push(
        () => void redisA.disconnect(),
        () => void redisB.disconnect(),
      );
      const nodeA = await startNode(signedInAs('teacher-1'), redisA);
      const nodeB = await startNode(signedInAs('student-2'), redisB);
      cleanups.push(nodeA.stop, nodeB.stop);
      const socket = await connectClient(nodeB.url);
      cleanups.push(() => void socket.disconnect());
      // node A sees the socket held by node B
      await expect
        .poll(async () => (await nodeA.realtime.io.in('user:student-2').fetchSockets()).length)
        .toBe(1);
      const received = new Promise((resolve) => socket.once('notification', resolve));
      nodeA.realtime.notify('student-2', notification);
      expect(await received).toEqual(notification);
    },
  );
});
