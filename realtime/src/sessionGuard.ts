import type { Logger } from '@portal/platform';
import type { RealtimeServer, RealtimeSocket } from './types';

/**
 * How often a connected socket's session is read again, so a sign-out, a "sign out everywhere",
 * a deactivation or an erasure (each ends sessions in the store) also ends the sockets opened
 * with them.
 */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/** What the guard reads of a stored express-session, whichever store holds it. */
export interface StoredSession {
  readonly userId?: unknown;
  readonly cookie?: { readonly expires?: Date | string | null } | null;
}

/** The express-session store behind the handshake's session middleware (only `get` is used). */
export interface SessionLookup {
  get(sid: string, callback: (error: unknown, session?: StoredSession | null) => void): void;
}

export interface SessionGuardOptions {
  readonly store: SessionLookup;
  /** Default SESSION_CHECK_INTERVAL_MS. */
  readonly intervalMs?: number;
  readonly logger: Logger;
  /** Milliseconds; tests move it. */
  readonly clock?: () => number;
}

/** Whether the stored session still signs in the socket's person (gone, expired or another person's: no). */
export function sessionStillValid(
  stored: StoredSession | null | undefined,
  userId: string,
  now: number,
): boolean {
  if (!stored || stored.userId !== userId) {
    return false;
  }
  const expires = stored.cookie?.expires;
  if (expires === undefined || expires === null) {
    return true; // a browser-session cookie: the store bounds it
  }
  const at = new Date(expires).getTime();
  return Number.isNaN(at) || at > now;
}

/** A socket's session is read again once this long has passed since the last read. */
export function checkDue(checkedAt: number, now: number, intervalMs: number): boolean {
  return now - checkedAt >= intervalMs;
}

interface Guarded {
  readonly sid: string;
  checkedAt: number;
  /** A read in flight: the socket's events wait for it, in order. */
  checking: Promise<boolean> | null;
}

/**
 * Re-validates each connected socket's session against the session store, at most once per
 * interval per session: every interval a sweep reads the sessions of this node's sockets (once
 * per session id, however many tabs), and an event arriving when its socket's last read is an
 * interval old waits for a fresh one. Between reads an event costs one comparison. A socket whose
 * session is gone, expired or now another person's is disconnected (the event is not handled).
 * When the store cannot be read, sockets stay connected and the next interval tries again.
 */
export function guardSessions(io: RealtimeServer, options: SessionGuardOptions) {
  const intervalMs = options.intervalMs ?? SESSION_CHECK_INTERVAL_MS;
  if (!Number.isSafeInteger(intervalMs) || intervalMs < 1) {
    throw new RangeError(`session check interval must be an integer >= 1 ms, got ${intervalMs}`);
  }
  const clock = options.clock ?? Date.now;
  const { logger } = options;
  const guarded = new WeakMap<RealtimeSocket, Guarded>();
  const reading = new Map<string, Promise<StoredSession | null>>();
  let lastFailureReport = -Infinity;

  /** One read per session id at a time, shared by every socket of that session on this node. */
  const read = (sid: string): Promise<StoredSession | null> => {
    const pending = reading.get(sid);
    if (pending) {
      return pending;
    }
    const load = new Promise<StoredSession | null>((resolve, reject) => {
      options.store.get(sid, (error, session) => (error ? reject(toError(error)) : resolve(session ?? null)));
    }).finally(() => reading.delete(sid));
    reading.set(sid, load);
    return load;
  };

  const cutOff = (socket: RealtimeSocket, reason: string) => {
    logger.info('socket disconnected: session ended', {
      socketId: socket.id,
      userId: socket.data.userId,
      reason,
    });
    socket.disconnect(true);
  };

  const check = (socket: RealtimeSocket, state: Guarded): Promise<boolean> => {
    state.checking ??= read(state.sid)
      .then(
        (stored) => sessionStillValid(stored, socket.data.userId, clock()),
        (error: unknown) => {
          if (clock() - lastFailureReport >= intervalMs) {
            lastFailureReport = clock();
            logger.warn('socket session check failed: sockets kept until the next check', { error });
          }
          return true;
        },
      )
      .then((valid) => {
        state.checkedAt = clock();
        state.checking = null;
        if (!valid && socket.connected) {
          cutOff(socket, 'revoked');
        }
        return valid;
      });
    return state.checking;
  };

  let sweeping = false;
  const sweep = async () => {
    if (sweeping) {
      return;
    }
    sweeping = true;
    try {
      const checks: Promise<boolean>[] = [];
      for (const socket of io.of('/').sockets.values()) {
        const state = guarded.get(socket);
        if (state && socket.connected) {
          checks.push(check(socket, state));
        }
      }
      await Promise.all(checks);
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();

  return {
    /** Starts guarding a socket just connected (its handshake has just read the session). */
    attach(socket: RealtimeSocket): void {
      const sid = (socket.request as unknown as { sessionID?: unknown }).sessionID;
      if (typeof sid !== 'string' || sid === '') {
        cutOff(socket, 'no session id');
        return;
      }
      const state: Guarded = { sid, checkedAt: clock(), checking: null };
      guarded.set(socket, state);
      socket.use((_packet, next) => {
        if (!state.checking && !checkDue(state.checkedAt, clock(), intervalMs)) {
          next();
          return;
        }
        void check(socket, state).then((valid) => {
          if (valid) {
            next();
          }
        });
      });
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
