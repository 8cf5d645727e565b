import { JoinSessionPayload } from '@portal/contracts';
import type { RealtimeServer, RealtimeSocket } from '../types';
import { registerAuthenticationHandler } from './authenticationHandler';
import type { ClassroomDeps, HandlerDeps } from './deps';
import { registerLeavingHandlers, removeStudentEverywhere } from './leavingHandlers';
import type { ClassroomSocket } from './pipeline';
import { claimedIdentity, classroomSocket } from './pipeline';
import { SessionCache } from './sessionCache';
import { joinAsStudent, registerStudentHandlers } from './studentHandlers';
import { joinAsTutor, registerTutorHandlers } from './tutorHandlers';

export type { ClassroomDeps } from './deps';

/**
 * The live classroom (spec 002 §7) on the realtime server: one set of handlers per socket.
 * Every event goes through ./pipeline (parse with the contract's schema, admit, queue per
 * socket); the handlers by actor live in ./tutorHandlers, ./studentHandlers, ./leavingHandlers
 * and ./authenticationHandler; who may do what is decided by ./decide and ./quizRules.
 */
export function createClassroom(io: RealtimeServer, deps: ClassroomDeps, options: { multiNode: boolean }) {
  const cache = new SessionCache(deps.store);
  io.on('classroom_session_changed', (code: string) => cache.invalidate(code));
  const changed = (code: string) => {
    cache.invalidate(code);
    if (options.multiNode) {
      io.serverSideEmit('classroom_session_changed', code);
    }
  };
  return {
    register: (socket: RealtimeSocket) => registerClassroomHandlers(io, socket, { ...deps, cache, changed }),
    /** Erasure: see {@link removeStudentEverywhere}. Answers how many sessions held them. */
    removeStudent: (userId: string): Promise<number> => removeStudentEverywhere(io, deps.store, userId),
  };
}

/** Registers every classroom event of one socket; leaving and disconnect last. */
export function registerClassroomHandlers(
  io: RealtimeServer,
  socket: RealtimeSocket,
  deps: HandlerDeps,
): void {
  const ctx = classroomSocket(io, socket, deps);
  socket.data.sessionCode = null;
  registerAuthenticationHandler(ctx);
  registerJoinHandler(ctx);
  registerTutorHandlers(ctx);
  registerStudentHandlers(ctx);
  registerLeavingHandlers(ctx);
}

/** `join_session`: the same event for both sides, each joining in its own way. */
function registerJoinHandler(ctx: ClassroomSocket): void {
  ctx.on('join_session', 'session_error', JoinSessionPayload, async (payload) => {
    const person = claimedIdentity(ctx, payload);
    if (!person) {
      return;
    }
    if (person.role === 'tutor') {
      await joinAsTutor(ctx, person, payload.sessionId, payload.sessionTitle);
    } else {
      await joinAsStudent(ctx, person, payload.sessionId);
    }
  });
}
