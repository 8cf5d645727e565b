import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@portal/contracts';

/** Messages between realtime nodes (through the Redis adapter when there are several). */
export interface InterServerEvents {
  /** a live session changed (quiz, status): drop any copy of it */
  classroom_session_changed: (code: string) => void;
}

export interface SocketData {
  userId: string;
  role: string;
  organisationId: string;
  /** a staff-created student still on their temporary password */
  mustChangePassword: boolean;
  /** the live session this socket joined (classroom) */
  sessionCode?: string | null;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
