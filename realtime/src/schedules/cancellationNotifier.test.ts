import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@portal/contracts';
import { openSqliteBus, partitionFor, silentLogger } from '@portal/platform';
import { createRealtime } from '../index';
import { startCancellationNotifier } from './cancellationNotifier';

const TOPIC = 'events';
const now = new Date('2026-12-01T09:00:00.000Z');

/** The user id comes from a query parameter here: this suite is about the notifier, not cookies. */
const sessionFromQuery: RequestHandler = (req, _res, next) => {
  const userId = new URL(req.url ?? '/', 'http://x').searchParams.get('as');
  (req as unknown as { session: object }).session = userId ? { userId, role: 'student' } : {};
  next();
};

function cancellation(offsetMinutes: number, studentIds: string[]) {
  return {
    id: 'ev1',
    type: 'ExamScheduleCancelled',
    streamId: 'exam-schedule-sch1',
    revision: 1,
    position: 2,
    metadata: {},
    recordedAt: now.toISOString(),
    data: {
      scheduleId: 'sch1',
      organisationId: 'org',
      tutorId: 't1',
      examId: 'e1',
      title: 'Fractions mock',
      studentIds,
      hasSpecificSchedule: true,
      reason: 'Snow day',
      by: 't1',
      byRole: 'tutor',
      cancelledAt: new Date(now.getTime() + offsetMinutes * 60_000).toISOString(),
    },
  };
}

describe('schedule cancellation notifier', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });

  async function start() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notifier-'));
    const bus = openSqliteBus({ file: path.join(dir, 'bus.sqlite') });
    await bus.ensureTopic(TOPIC, 2);
    const server = http.createServer();
    const realtime = createRealtime(server, { session: sessionFromQuery, logger: silentLogger });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const consumer = await startCancellationNotifier({
      bus,
      topic: TOPIC,
      logger: silentLogger,
      notify: realtime.notify,
      now: () => now,
    });
    cleanups.push(async () => {
      await consumer.stop();
      await realtime.close();
      server.close();
      await bus.close();
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const publish = (value: string) =>
      bus.publish(TOPIC, [
        { key: 'exam-schedule-sch1', value, partition: partitionFor('exam-schedule-sch1', 2) },
      ]);
    return { url, publish };
  }

  function student(url: string, userId: string): Promise<{ socket: Socket; received: Notification[] }> {
    return new Promise((resolve, reject) => {
      const socket = connect(`${url}?as=${userId}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
      });
      const received: Notification[] = [];
      socket.on('notification', (notification: Notification) => received.push(notification));
      cleanups.push(() => void socket.close());
      socket.once('connect', () => resolve({ socket, received }));
      socket.once('connect_error', reject);
    });
  }

  async function until(check: () => boolean, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) {
        throw new Error('timed out');
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('given a cancellation on the topic, then each affected student online gets one push; another student none', async () => {
    const { url, publish } = await start();
    const [s1, s2, s3] = [await student(url, 's1'), await student(url, 's2'), await student(url, 's3')];
    await publish('not json');
    await publish(JSON.stringify({ type: 'ExamScheduleCancelled', data: { scheduleId: 'broken' } }));
    await publish(JSON.stringify(cancellation(-1, ['s1', 's2', 's1'])));
    await until(() => s1.received.length > 0 && s2.received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const expected = {
      type: 'schedule-cancelled',
      scheduleId: 'sch1',
      message: '"Fractions mock" has been cancelled: Snow day',
      at: '2026-12-01T08:59:00.000Z',
    };
    expect(s1.received).toEqual([expected]);
    expect(s2.received).toEqual([expected]);
    expect(s3.received).toEqual([]);
  });

  it('given an old cancellation (a new group reading the topic from its start), then no push', async () => {
    const { url, publish } = await start();
    const s1 = await student(url, 's1');
    await publish(JSON.stringify(cancellation(-60, ['s1'])));
    await publish(
      JSON.stringify({
        ...cancellation(0, ['s1']),
        data: { ...cancellation(0, ['s1']).data, title: 'Fresh' },
      }),
    );
    await until(() => s1.received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s1.received.map((n) => n.message)).toEqual(['"Fresh" has been cancelled: Snow day']);
  });
});
