import type { Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Notification } from '@portal/contracts';
import { CLASSROOM_LIMITS, CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@portal/contracts';
import type { Logger } from '@portal/platform';
import type { RealtimeServer } from './types';
import type { ClassroomDeps } from './classroom/handlers';
import { createClassroom } from './classroom/handlers';
import type { SessionLookup } from './sessionGuard';
import { guardSessions } from './sessionGuard';

export interface RealtimeDeps {
  readonly session: RequestHandler;
  readonly logger: Logger;
  /** With REDIS_URL: broadcasts travel between every realtime node through Redis. */
  readonly redis?: Redis | null;
  /** The live classroom (spec 002 §7); without it only notifications are served. */
  readonly classroom?: Omit<ClassroomDeps, 'logger'> | null;
  /**
   * The store behind `session`: a connected socket's session is read again every
   * `checkIntervalMs` (default 30 s) and the socket is disconnected once it has ended (sign-out,
   * revocation). Without it a socket lives as long as its connection.
   */
  readonly sessions?: {
    readonly store: SessionLookup;
    readonly checkIntervalMs?: number;
    /** Milliseconds (tests move it); Date.now by default. */
    readonly clock?: () => number;
  } | null;
}

export type { InterServerEvents, RealtimeServer, RealtimeSocket, SocketData } from './types';

/** Room of one person: services notify people, never sockets. */
export const userRoom = (userId: string) => `user:${userId}`;

interface HandshakeSession {
  userId?: string;
  role?: string;
  organisationId?: string;
  mustChangePassword?: boolean;
}

/**
 * Socket.IO on the same HTTP server at /socket.io. Identity comes from the session cookie
 * (the express-session middleware runs on the handshake), never from what the client claims.
 */
export function createRealtime(httpServer: HttpServer, deps: RealtimeDeps) {
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // the largest quiz a tutor may broadcast fits; a bigger message closes the socket
    maxHttpBufferSize: CLASSROOM_LIMITS.maxPayloadBytes,
    // a handshake from a page of another site is refused (polling and websocket alike); without
    // Origin and Sec-Fetch-Site it is no browser's (same rule as the API's state-changing calls)
    allowRequest: (req, callback) => {
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const site = { origin: header('origin'), secFetchSite: header('sec-fetch-site'), host: header('host') };
      const crossSite = isCrossSiteRequest(site);
      callback(crossSite ? CROSS_SITE_MESSAGE : null, !crossSite);
    },
  });
  const subscriber = deps.redis ? deps.redis.duplicate() : null;
  if (deps.redis && subscriber) {
    subscriber.on('error', () => undefined); // the publishing client already reports outages
    io.adapter(createAdapter(deps.redis, subscriber, { key: 'portal.socket.io' }));
  }
  io.engine.use(deps.session);
  io.use((socket, next) => {
    const session = (socket.request as unknown as { session?: HandshakeSession }).session;
    if (!session?.userId || !session.role) {
      next(new Error('Authentication required'));
      return;
    }
    socket.data.userId = session.userId;
    socket.data.role = session.role;
    socket.data.organisationId = session.organisationId ?? '';
    socket.data.mustChangePassword = session.mustChangePassword === true;
    next();
  });
  const classroom = deps.classroom
    ? createClassroom(io, { ...deps.classroom, logger: deps.logger }, { multiNode: Boolean(deps.redis) })
    : null;
  const guard = deps.sessions
    ? guardSessions(io, {
        store: deps.sessions.store,
        logger: deps.logger,
        ...(deps.sessions.checkIntervalMs !== undefined && { intervalMs: deps.sessions.checkIntervalMs }),
        ...(deps.sessions.clock && { clock: deps.sessions.clock }),
      })
    : null;
  io.on('connection', (socket) => {
    // every socket of a person is in their room (classroom sockets too): cut-offs reach them all
    void socket.join(userRoom(socket.data.userId));
    guard?.attach(socket);
    classroom?.register(socket);
    deps.logger.debug('socket connected', { userId: socket.data.userId });
  });
  return {
    io,
    /** Pushes to every socket of one person, on whichever node it is connected. */
    notify: (userId: string, notification: Notification) => {
      io.to(userRoom(userId)).emit('notification', notification);
    },
    /** Disconnects every socket of one person, on whichever node (deactivation, erasure). */
    disconnectUser: (userId: string) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    /** Erasure: removes the person from every classroom session; answers how many held them. */
    removeFromClassrooms: (userId: string): Promise<number> =>
      classroom ? classroom.removeStudent(userId) : Promise.resolve(0),
    close: async () => {
      guard?.stop();
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      if (subscriber) {
        // the Redis adapter's close() sends (P)UNSUBSCRIBE without awaiting them: QUIT goes after
        // them, so they are answered; a bare disconnect() would reject them unhandled
        await Promise.race([
          subscriber.quit().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
        ]);
        subscriber.disconnect();
      }
    },
  };
}

export { createClassroom, registerClassroomHandlers } from './classroom/handlers';
export type { ClassroomDeps } from './classroom/handlers';
export { readModelDirectory } from './classroom/directory';
export { classroomAttemptDecider } from './classroom/attempt';
export { startCancellationNotifier, CANCELLATION_NOTIFIER_GROUP } from './schedules/cancellationNotifier';
export type { CancellationNotifierDeps } from './schedules/cancellationNotifier';
export { startTimeAdjustedNotifier, TIME_ADJUSTED_NOTIFIER_GROUP } from './attempts/timeAdjustedNotifier';
export type { TimeAdjustedNotifierDeps } from './attempts/timeAdjustedNotifier';
export { startAccountCutOffNotifier, ACCOUNT_CUT_OFF_GROUP } from './accounts/accountCutOffNotifier';
export type { AccountCutOffDeps } from './accounts/accountCutOffNotifier';
export { SESSION_CHECK_INTERVAL_MS } from './sessionGuard';
export type { SessionLookup, StoredSession } from './sessionGuard';
