import type { Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import { Server } from 'socket.io';
import type { Logger } from '@portal/platform';

export interface RealtimeDeps {
  readonly session: RequestHandler;
  readonly logger: Logger;
}

export interface SocketData {
  userId: string;
  role: string;
}

/** Room of one person: services notify people, never sockets. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Socket.IO on the same HTTP server at /socket.io. Identity comes from the session cookie
 * (the express-session middleware runs on the handshake), never from what the client claims.
 */
export function createRealtime(httpServer: HttpServer, deps: RealtimeDeps) {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    httpServer,
    {
      path: '/socket.io',
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
    },
  );
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
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}
