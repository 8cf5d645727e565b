import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ClientToServerEvents } from '@portal/contracts';
import { CLASSROOM_MESSAGES, CLASSROOM_SERVER_MESSAGES } from '@portal/contracts';
import { CLASSROOM_SESSION_TTL_MS } from '@portal/platform';
import type { RealtimeServer, RealtimeSocket } from '../types';
import type { ClassroomIdentity, LiveSession } from './decide';
import { claimsMatch } from './decide';
import type { HandlerDeps } from './deps';
import { EMPTY_WINDOW, takeFromWindow } from './rateLimit';

/**
 * The pipeline every classroom event goes through on one socket: parse with the contract's
 * schema (an invalid payload gets the matching error event), admit (rate limit), then run queued
 * behind the socket's earlier events, so an answer is recorded before the submission that
 * follows it. The socket's identity (set by `authenticate`) lives here too.
 */

export type ErrorEvent = 'authentication_error' | 'session_error' | 'quiz_data_error';

type ClassroomEvent = Exclude<keyof ClientToServerEvents, 'leave_session'>;

/** Events a socket may have waiting before it is told to slow down. */
const MAX_PENDING = 64;

export interface ClassroomSocket {
  readonly io: RealtimeServer;
  readonly socket: RealtimeSocket;
  readonly deps: HandlerDeps;
  /** The socket's person once `authenticate` succeeded. */
  identity: ClassroomIdentity | null;
  readonly ttlMs: number;
  readonly newId: () => string;
  /** The time now, as an ISO string (from `deps.now`). */
  readonly at: () => string;
  readonly fail: (event: ErrorEvent, message: string) => void;
  readonly emitTo: (room: string) => ReturnType<RealtimeServer['to']>;
  /** Registers one client emit through the pipeline; `admit` may drop it before it is queued. */
  readonly on: <S extends z.ZodType>(
    event: ClassroomEvent,
    errorEvent: ErrorEvent,
    schema: S,
    handler: (payload: z.infer<S>) => Promise<void>,
    admit?: () => boolean,
  ) => void;
  /** Queues work behind the socket's earlier events; a failure goes to `onError`. */
  readonly enqueue: (task: () => Promise<void>, onError: (error: unknown) => void) => void;
}

export function classroomSocket(
  io: RealtimeServer,
  socket: RealtimeSocket,
  deps: HandlerDeps,
): ClassroomSocket {
  let pending = 0;
  let queue: Promise<void> = Promise.resolve();
  const fail = (event: ErrorEvent, message: string) => socket.emit(event, { message });
  const enqueue = (task: () => Promise<void>, onError: (error: unknown) => void) => {
    queue = queue.then(task).catch(onError);
  };
  const on: ClassroomSocket['on'] = (event, errorEvent, schema, handler, admit = () => true) => {
    (socket as unknown as { on(event: string, listener: (raw: unknown) => void): void }).on(event, (raw) => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        fail(errorEvent, CLASSROOM_MESSAGES.invalidPayload);
        return;
      }
      if (!admit()) {
        return;
      }
      if (pending >= MAX_PENDING) {
        fail(errorEvent, CLASSROOM_SERVER_MESSAGES.tooManyRequests);
        return;
      }
      pending += 1;
      // a failure answers `errorEvent` with a generic message and is logged without the payload
      queue = queue
        .then(() => handler(parsed.data))
        .catch((error: unknown) => {
          deps.logger.error('classroom event failed', { event, socketId: socket.id, error });
          fail(errorEvent, CLASSROOM_SERVER_MESSAGES.failed);
        })
        .finally(() => {
          pending -= 1;
        });
    });
  };
  return {
    io,
    socket,
    deps,
    identity: null,
    ttlMs: deps.sessionTtlMs ?? CLASSROOM_SESSION_TTL_MS,
    newId: deps.newId ?? randomUUID,
    at: () => deps.now().toISOString(),
    fail,
    emitTo: (room) => io.to(room),
    on,
    enqueue,
  };
}

/**
 * Rate limiting: at most `limit` admitted events a second on this socket; the first refusal of
 * each second answers `errorEvent` with `message`, the rest are dropped silently.
 */
export function perSecondLimit(
  ctx: Pick<ClassroomSocket, 'fail'>,
  limit: number,
  errorEvent: ErrorEvent,
  message: string,
  nowMs: () => number = Date.now,
): () => boolean {
  let window = EMPTY_WINDOW;
  return () => {
    const verdict = takeFromWindow(window, nowMs(), limit);
    window = verdict.window;
    if (!verdict.allowed && verdict.report) {
      ctx.fail(errorEvent, message);
    }
    return verdict.allowed;
  };
}

/**
 * Identity for emits that repeat the person's claims (join_session, get_active_sessions): the
 * socket's person when signed in and the claims match, else null after the error is sent.
 */
export function claimedIdentity(
  ctx: Pick<ClassroomSocket, 'identity' | 'fail'>,
  claims: { readonly userId: string; readonly role: string },
): ClassroomIdentity | null {
  if (!ctx.identity) {
    ctx.fail('authentication_error', CLASSROOM_MESSAGES.mustBeLoggedIn);
    return null;
  }
  if (!claimsMatch(ctx.identity, claims)) {
    ctx.fail('authentication_error', CLASSROOM_MESSAGES.identityMismatch);
    return null;
  }
  return ctx.identity;
}

/** The socket's session, when it joined one that still exists. */
export async function joinedSession(
  ctx: Pick<ClassroomSocket, 'socket' | 'deps'>,
): Promise<LiveSession | null> {
  const code = ctx.socket.data.sessionCode;
  return code ? ctx.deps.cache.get(code) : null;
}
