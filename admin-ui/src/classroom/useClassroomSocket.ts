import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@portal/contracts';

export type ClassroomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the screen listens to: every server event of the contract, and the transport's own. */
export type ClassroomListeners = Partial<ServerToClientEvents> & {
  connect?: () => void;
  disconnect?: (reason: string) => void;
  connect_error?: (error: Error) => void;
};

/**
 * The classroom's socket (spec 002 §7): Socket.IO at /socket.io on the API's origin, the session
 * cookie as identity, websocket first. Thin on purpose: it forwards events to whatever listeners
 * the ref holds when they arrive, and hands out the socket; what they mean is decided by the
 * caller. Connects on mount and closes on unmount.
 */
export function useClassroomSocket(listenersRef: RefObject<ClassroomListeners>) {
  const socketRef = useRef<ClassroomSocket | null>(null);

  useEffect(() => {
    const socket: ClassroomSocket = io({
      path: '/socket.io',
      withCredentials: true,
      transports: ['websocket', 'polling'],
      autoConnect: false,
    });
    socketRef.current = socket;
    socket.on('connect', () => listenersRef.current.connect?.());
    socket.on('disconnect', (reason) => listenersRef.current.disconnect?.(reason));
    socket.on('connect_error', (error) => listenersRef.current.connect_error?.(error));
    socket.onAny((event: string, ...args: unknown[]) => {
      const listener = (listenersRef.current as Record<string, ((...values: unknown[]) => void) | undefined>)[
        event
      ];
      listener?.(...args);
    });
    socket.connect();
    return () => {
      socket.removeAllListeners();
      socket.offAny();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [listenersRef]);

  /** Opens the connection again (the header's Connect button); a live one is left alone. */
  const connect = useCallback(() => {
    const socket = socketRef.current;
    if (socket && !socket.connected) {
      socket.connect();
    }
  }, []);

  /** The socket while it is connected, else null: emits never queue up for later. */
  const live = useCallback((): ClassroomSocket | null => {
    const socket = socketRef.current;
    return socket?.connected ? socket : null;
  }, []);

  return { connect, live };
}
