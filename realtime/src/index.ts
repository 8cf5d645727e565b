import type { Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ClientToServerEvents, Notification, ServerToClientEvents } from '@portal/contracts';
import type { Logger } from '@portal/platform';

export interface RealtimeDeps {
  readonly session: RequestHandler;
  readonly logger: Logger;
  /** With REDIS_URL: broadcasts travel between every realtime node through Redis. */
  readonly redis?: Redis | null;
}

export interface SocketData {
  userId: string;
  role: string;
}

/** Room of one person: services notify people, never sockets. */
export const userRoom = (userId: string) => `user:${userId}`;

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/**
 * Socket.IO on the same HTTP server at /socket.io. Identity comes from the session cookie
 * (the express-session middleware runs on the handshake), never from what the client claims.
 */
export function createRealtime(httpServer: HttpServer, deps: RealtimeDeps) {
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
  });
  const subscriber = deps.redis ? deps.redis.duplicate() : null;
  if (deps.redis && subscriber) {
    subscriber.on('error', () => undefined); // the publishing client already reports outages
    io.adapter(createAdapter(deps.redis, subscriber, { key: 'portal.socket.io' }));
  }
  io.engine.use(deps.session);
  io.use((socket, next) => {
    const session = (socket.request as unknown as { session?: { userId?: string; role?: string } }).session;
    if (!session?.userId || !session.role) {
      next(new Error('Authentication required'));
      return;
    }
    socket.data.userId = session.userId;
    socket.data.role = session.role;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    deps.logger.debug('socket connected', { userId: socket.data.userId });
  });
  return {
    io,
    /** Pushes to every socket of one person, on whichever node it is connected. */
    notify: (userId: string, notification: Notification) => {
      io.to(userRoom(userId)).emit('notification', notification);
    },
    close: async () => {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      subscriber?.disconnect();
    },
  };
}

export { startCancellationNotifier, CANCELLATION_NOTIFIER_GROUP } from './schedules/cancellationNotifier';
export type { CancellationNotifierDeps } from './schedules/cancellationNotifier';
export { startTimeAdjustedNotifier, TIME_ADJUSTED_NOTIFIER_GROUP } from './attempts/timeAdjustedNotifier';
export type { TimeAdjustedNotifierDeps } from './attempts/timeAdjustedNotifier';
