import type { ClassroomStateStore } from '@portal/platform';
import type { RealtimeServer } from '../types';
import type { ClassroomSocket } from './pipeline';
import { classroomRooms as rooms } from './rooms';

/**
 * Leaving a session: on `leave_session`, on disconnect, before joining another session or when
 * the socket authenticates as someone else; and erasure, which removes a person everywhere.
 */

/** The socket leaves its session (its rooms too when it `left`); the other side is told. */
export async function leaveCurrent(ctx: ClassroomSocket, reason: 'left' | 'disconnected'): Promise<void> {
  const { socket } = ctx;
  const code = socket.data.sessionCode;
  const person = ctx.identity;
  socket.data.sessionCode = null;
  if (!code || !person) {
    return;
  }
  if (reason === 'left') {
    await socket.leave(rooms.session(code));
    await socket.leave(rooms.tutor(code));
    await socket.leave(rooms.students(code));
    await socket.leave(rooms.student(code, person.userId));
  }
  const notice = { userId: person.userId, firstName: person.firstName, lastName: person.lastName };
  if (person.role === 'student') {
    // a newer socket of theirs (another tab, another node) keeps them connected
    if (await ctx.deps.store.markDisconnected(code, person.userId, socket.id)) {
      ctx.emitTo(rooms.tutor(code)).emit('user_disconnected', { ...notice, role: 'student' });
    }
  } else {
    ctx.emitTo(rooms.students(code)).emit('user_disconnected', { ...notice, role: 'tutor' });
  }
}

/** `leave_session` and `disconnect`, queued behind the socket's earlier events. */
export function registerLeavingHandlers(ctx: ClassroomSocket): void {
  const { socket, deps } = ctx;
  socket.on('leave_session', () => {
    ctx.enqueue(
      () => leaveCurrent(ctx, 'left'),
      (error) => deps.logger.error('classroom leave failed', { socketId: socket.id, error }),
    );
  });
  socket.on('disconnect', () => {
    ctx.enqueue(
      () => leaveCurrent(ctx, 'disconnected'),
      (error) => deps.logger.warn('classroom disconnect not recorded', { socketId: socket.id, error }),
    );
  });
}

/**
 * Erasure: the person leaves every session the store holds them in (ended ones too, which
 * keep their participants until they expire): names, answers, result, membership. Their
 * sockets leave those sessions' rooms on every node and each tutor gets `user_disconnected`
 * without names (the account's names are erased). The node-local session cache holds no
 * participant, so nothing else is to drop. Answers how many sessions held them.
 */
export async function removeStudentEverywhere(
  io: RealtimeServer,
  store: ClassroomStateStore,
  userId: string,
): Promise<number> {
  let removed = 0;
  for (const code of await store.sessionsOfParticipant(userId)) {
    if (!(await store.removeParticipant(code, userId))) {
      continue; // gone meanwhile (expired, or another node removed them)
    }
    removed += 1;
    io.in(rooms.student(code, userId)).socketsLeave([
      rooms.session(code),
      rooms.students(code),
      rooms.student(code, userId),
    ]);
    io.to(rooms.tutor(code)).emit('user_disconnected', {
      userId,
      firstName: '',
      lastName: '',
      role: 'student',
    });
  }
  return removed;
}
