import type { z } from 'zod';
import type { SessionQuiz } from '@portal/contracts';
import {
  BroadcastPayload,
  CLASSROOM_MESSAGES,
  CLASSROOM_SERVER_MESSAGES,
  QuizContentInput,
  ResetStudentPayload,
  quizForStudents,
} from '@portal/contracts';
import { exhaustive, generateSessionCode } from '@portal/platform';
import type { ClassroomIdentity, LiveSession } from './decide';
import {
  connectedStudentOf,
  decideTutorAction,
  envelopeJson,
  fullName,
  resultOf,
  sameQuiz,
  sessionTitleOf,
  tutorJoinPlan,
} from './decide';
import { leaveCurrent } from './leavingHandlers';
import type { ClassroomSocket } from './pipeline';
import { recordSessionEnd } from './recording';
import { classroomRooms as rooms } from './rooms';

/** The tutor's side of the live classroom: start or resume a session, send to it, reset, end. */

type Broadcast = z.infer<typeof BroadcastPayload>['data'];

export function registerTutorHandlers(ctx: ClassroomSocket): void {
  ctx.on('broadcast_to_session', 'session_error', BroadcastPayload, async ({ sessionId, data }) => {
    const decision = decideTutorAction(await ctx.deps.cache.get(sessionId), ctx.identity);
    if (!decision.ok) {
      ctx.fail('session_error', decision.message);
      return;
    }
    await broadcast(ctx, decision.value, ctx.identity!, data);
  });

  ctx.on('reset_student', 'session_error', ResetStudentPayload, async ({ sessionId, studentId }) => {
    const decision = decideTutorAction(await ctx.deps.cache.get(sessionId), ctx.identity);
    if (!decision.ok) {
      ctx.fail('session_error', decision.message);
      return;
    }
    const { store } = ctx.deps;
    const participant = await store.getParticipant(sessionId, studentId);
    if (!participant || !(await store.resetParticipant(sessionId, studentId))) {
      ctx.fail('session_error', CLASSROOM_SERVER_MESSAGES.studentNotFound);
      return;
    }
    ctx.emitTo(rooms.student(sessionId, studentId)).emit('individual_reset', { sessionId });
    ctx.emitTo(rooms.tutor(sessionId)).emit('reset_successful', {
      studentId,
      studentName: fullName(participant),
    });
  });
}

async function broadcast(
  ctx: ClassroomSocket,
  session: LiveSession,
  tutor: ClassroomIdentity,
  data: Broadcast,
): Promise<void> {
  switch (data.type) {
    case 'quiz_data':
      return sendQuiz(ctx, session, data.quiz);
    case 'tutor_message':
      ctx.emitTo(rooms.students(session.code)).emit('session_message', {
        type: 'tutor_message',
        message: data.message,
        from: fullName(tutor),
        timestamp: ctx.at(),
      });
      return;
    case 'session_ended':
      return endSession(ctx, session, tutor, data.message);
    default:
      return exhaustive(data);
  }
}

/** `join_session` by a tutor: resume their own session, create the one asked for, or a fresh code. */
export async function joinAsTutor(
  ctx: ClassroomSocket,
  tutor: ClassroomIdentity,
  requested: string,
  requestedTitle?: string,
): Promise<void> {
  const { socket, deps } = ctx;
  const session = await openTutorSession(ctx, tutor, requested, requestedTitle);
  if (!session) {
    ctx.fail('session_error', CLASSROOM_MESSAGES.sessionNotFound);
    return;
  }
  if (socket.data.sessionCode && socket.data.sessionCode !== session.code) {
    await leaveCurrent(ctx, 'left');
  }
  await socket.join([rooms.session(session.code), rooms.tutor(session.code)]);
  socket.data.sessionCode = session.code;
  const participants = await deps.store.getParticipants(session.code);
  socket.emit('session_joined', {
    sessionId: session.code,
    role: 'tutor',
    sessionTitle: session.title,
    quiz: session.quiz,
    participants: participants.map(connectedStudentOf),
    quizStartedAt: session.quizSentAt,
    serverTime: ctx.at(),
  });
  ctx.emitTo(rooms.students(session.code)).emit('user_joined', {
    firstName: tutor.firstName,
    lastName: tutor.lastName,
    role: 'tutor',
  });
}

/** The session a tutor's join lands in (see {@link tutorJoinPlan}); up to 5 codes are tried. */
async function openTutorSession(
  ctx: ClassroomSocket,
  tutor: ClassroomIdentity,
  requested: string,
  requestedTitle: string | undefined,
): Promise<LiveSession | null> {
  const { cache, store, logger } = ctx.deps;
  const requestedCode = requested.trim().toUpperCase();
  let plan = tutorJoinPlan(requestedCode, await cache.get(requestedCode), tutor.userId);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (plan.kind === 'resume') {
      return cache.get(plan.code);
    }
    const code = plan.kind === 'create' ? plan.code : generateSessionCode();
    const envelope = {
      organisationId: tutor.organisationId,
      tutorFirstName: tutor.firstName,
      tutorLastName: tutor.lastName,
      quiz: null,
      quizSentAt: null,
    };
    const created = await store.createSession(
      {
        code,
        tutorId: tutor.userId,
        title: sessionTitleOf(requestedTitle),
        quiz: envelopeJson(envelope),
        createdAt: ctx.at(),
      },
      ctx.ttlMs,
    );
    if (created) {
      ctx.deps.changed(code);
      const session = await cache.get(code);
      logger.info('classroom session created', { code, tutorId: tutor.userId });
      if (session) {
        return session;
      }
    } else {
      plan = { kind: 'generate' }; // taken meanwhile (another node): another code
    }
  }
  return null;
}

/** `quiz_data`: the quiz goes to the students (without its key) and the tutor, on one clock. */
async function sendQuiz(ctx: ClassroomSocket, session: LiveSession, input: unknown): Promise<void> {
  const content = QuizContentInput.safeParse(input);
  if (!content.success) {
    ctx.fail('session_error', content.error.issues[0]?.message ?? CLASSROOM_MESSAGES.invalidPayload);
    return;
  }
  const quiz: SessionQuiz = content.data;
  if (sameQuiz(session.quiz, quiz)) {
    return; // the tutor re-sent it after a resume: students have it already
  }
  const { store } = ctx.deps;
  const quizSentAt = ctx.at();
  const stored = await store.setQuiz(
    session.code,
    envelopeJson({
      organisationId: session.organisationId,
      tutorFirstName: session.tutorFirstName,
      tutorLastName: session.tutorLastName,
      quiz,
      quizSentAt,
    }),
  );
  if (!stored) {
    ctx.fail('session_error', CLASSROOM_MESSAGES.sessionNotFound);
    return;
  }
  if (session.status === 'waiting') {
    await store.setStatus(session.code, 'active');
  }
  ctx.deps.changed(session.code);
  const timing = { startedAt: quizSentAt, serverTime: quizSentAt };
  ctx
    .emitTo(rooms.students(session.code))
    .emit('session_message', { type: 'quiz_data', quiz: quizForStudents(quiz), ...timing });
  // the tutor's countdowns run on the same clock (issue 16)
  ctx.emitTo(rooms.tutor(session.code)).emit('session_message', { type: 'quiz_data', quiz, ...timing });
}

/** `session_ended`: recorded, results released to those who submitted, everyone told and out. */
async function endSession(
  ctx: ClassroomSocket,
  session: LiveSession,
  tutor: ClassroomIdentity,
  message: string,
): Promise<void> {
  const { store, logger } = ctx.deps;
  await store.setStatus(session.code, 'ended');
  ctx.deps.changed(session.code);
  const endedAt = ctx.at();
  // recorded before anyone is told, so the results page opens with the live results (issue 16)
  await recordSessionEnd(ctx.deps, session, tutor.userId, endedAt);
  // issue 16: each participant who submitted now receives their full results (key included)
  for (const participant of await store.getParticipants(session.code)) {
    const result = resultOf(participant);
    if (result) {
      ctx.emitTo(rooms.student(session.code, participant.userId)).emit('quiz_submitted', { results: result });
    }
  }
  ctx.emitTo(rooms.session(session.code)).emit('session_message', {
    type: 'session_ended',
    message: message.trim() || CLASSROOM_MESSAGES.sessionEnded,
    endedAt,
  });
  const participants = await store.getParticipants(session.code);
  ctx.io
    .in(rooms.session(session.code))
    .socketsLeave([
      rooms.session(session.code),
      rooms.tutor(session.code),
      rooms.students(session.code),
      ...participants.map((participant) => rooms.student(session.code, participant.userId)),
    ]);
  logger.info('classroom session ended', { code: session.code, participants: participants.length });
}
