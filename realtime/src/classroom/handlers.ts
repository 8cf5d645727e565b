import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ClientToServerEvents, OptionLetter, SessionQuiz } from '@portal/contracts';
import {
  AuthenticatePayload,
  BroadcastPayload,
  CLASSROOM_LIMITS,
  CLASSROOM_MESSAGES,
  CLASSROOM_SERVER_MESSAGES,
  GetActiveSessionsPayload,
  JoinSessionPayload,
  QuizContentInput,
  RequestQuizDataPayload,
  ResetStudentPayload,
  SubmitQuizPayload,
  TEMPORARY_PASSWORD_MESSAGE,
  UpdateAnswerPayload,
  classroomStreams,
  gradeQuiz,
  quizForStudents,
  withheldResults,
} from '@portal/contracts';
import type { ClassroomJson, ClassroomStateStore, HandleCommand, Logger } from '@portal/platform';
import { CLASSROOM_SESSION_TTL_MS, generateSessionCode } from '@portal/platform';
import type { RealtimeServer, RealtimeSocket } from '../types';
import { classroomAttemptData, classroomAttemptDecider } from './attempt';
import type { ClassroomIdentity, ClassroomUser, LiveSession } from './decide';
import {
  answersOf,
  answersStillOpen,
  answersToGrade,
  attemptStart,
  browsableBy,
  claimsMatch,
  connectedStudentOf,
  decideAuthentication,
  decideStudentJoin,
  decideTutorAction,
  envelopeJson,
  fullName,
  hasQuestion,
  questionOpen,
  quizTitleOf,
  resultOf,
  resumeQuestion,
  sameQuiz,
  sessionTitleOf,
  tutorJoinPlan,
  tutorsOfStudent,
} from './decide';
import { EMPTY_WINDOW, takeFromWindow } from './rateLimit';
import { classroomRooms as rooms } from './rooms';
import { SessionCache } from './sessionCache';
import { classroomSessionDecider } from './sessionEnd';

export interface ClassroomDeps {
  /** Session state: Redis when REDIS_URL is set (shared by every node), in process otherwise. */
  readonly store: ClassroomStateStore;
  /** The signed-in person's account (users read model). */
  readonly findUser: (userId: string) => Promise<ClassroomUser | null>;
  /** Records each graded submission (a classroom attempt) and each session's end in the event store. */
  readonly handle: HandleCommand;
  readonly now: () => Date;
  readonly logger: Logger;
  readonly newId?: () => string;
  readonly sessionTtlMs?: number;
  /**
   * Why the account may not take part yet (e-mail unverified, tutor pending, consent missing or a
   * parent's confirmation awaited), or null: the same rule as the API's access gate (issue 15).
   */
  readonly refusal?: (userId: string) => Promise<string | null>;
}

type ErrorEvent = 'authentication_error' | 'session_error' | 'quiz_data_error';

/** Events a socket may have waiting before it is told to slow down. */
const MAX_PENDING = 64;

/**
 * The live classroom (spec 002 §7) on the realtime server: one set of handlers per socket.
 * Every payload is parsed with the contract's schema on arrival (an invalid one gets the
 * matching error event); a socket's events run one after another, so an answer is recorded
 * before the submission that follows it; who may do what is decided by ./decide.
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
    /**
     * Erasure: the person leaves every session the store holds them in (ended ones too, which
     * keep their participants until they expire): names, answers, result, membership. Their
     * sockets leave those sessions' rooms on every node and each tutor gets `user_disconnected`
     * without names (the account's names are erased). The node-local session cache holds no
     * participant, so nothing else is to drop. Answers how many sessions held them.
     */
    removeStudent: async (userId: string): Promise<number> => {
      let removed = 0;
      for (const code of await deps.store.sessionsOfParticipant(userId)) {
        if (!(await deps.store.removeParticipant(code, userId))) {
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
    },
  };
}

interface HandlerDeps extends ClassroomDeps {
  readonly cache: SessionCache;
  readonly changed: (code: string) => void;
}

export function registerClassroomHandlers(
  io: RealtimeServer,
  socket: RealtimeSocket,
  deps: HandlerDeps,
): void {
  const { store, cache, logger } = deps;
  const ttlMs = deps.sessionTtlMs ?? CLASSROOM_SESSION_TTL_MS;
  const newId = deps.newId ?? randomUUID;
  const at = () => deps.now().toISOString();
  let identity: ClassroomIdentity | null = null;
  let answerWindow = EMPTY_WINDOW;
  let pending = 0;
  let queue: Promise<void> = Promise.resolve();
  socket.data.sessionCode = null;

  const fail = (event: ErrorEvent, message: string) => socket.emit(event, { message });
  const emitTo = (room: string) => io.to(room);

  /**
   * Registers one client emit: parsed on arrival (invalid: `errorEvent` answers), then queued
   * behind the socket's earlier events. A failure answers `errorEvent` with a generic message
   * and is logged without the payload.
   */
  function on<S extends z.ZodType>(
    event: Exclude<keyof ClientToServerEvents, 'leave_session'>,
    errorEvent: ErrorEvent,
    schema: S,
    handler: (payload: z.infer<S>) => Promise<void>,
    admit: () => boolean = () => true,
  ): void {
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
      queue = queue
        .then(() => handler(parsed.data))
        .catch((error: unknown) => {
          logger.error('classroom event failed', { event, socketId: socket.id, error });
          fail(errorEvent, CLASSROOM_SERVER_MESSAGES.failed);
        })
        .finally(() => {
          pending -= 1;
        });
    });
  }

  /** The socket's session, when it joined one that still exists. */
  const joined = async (): Promise<LiveSession | null> => {
    const code = socket.data.sessionCode;
    return code ? cache.get(code) : null;
  };

  const leaveCurrent = async (reason: 'left' | 'disconnected') => {
    const code = socket.data.sessionCode;
    const person = identity;
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
      if (await store.markDisconnected(code, person.userId, socket.id)) {
        emitTo(rooms.tutor(code)).emit('user_disconnected', { ...notice, role: 'student' });
      }
    } else {
      emitTo(rooms.students(code)).emit('user_disconnected', { ...notice, role: 'tutor' });
    }
  };

  // ---- authenticate ---------------------------------------------------------------------------

  on('authenticate', 'authentication_error', AuthenticatePayload, async (claims) => {
    const session = socket.data;
    const decision = decideAuthentication(
      {
        userId: session.userId,
        role: session.role,
        organisationId: session.organisationId,
        mustChangePassword: session.mustChangePassword,
      },
      await deps.findUser(session.userId),
      claims,
      TEMPORARY_PASSWORD_MESSAGE,
    );
    if (!decision.ok) {
      logger.info('classroom authentication refused', { socketId: socket.id, userId: session.userId });
      fail('authentication_error', decision.message);
      return;
    }
    const refusal = deps.refusal ? await deps.refusal(decision.value.userId) : null;
    if (refusal !== null) {
      logger.info('classroom authentication refused: account standing', {
        socketId: socket.id,
        userId: session.userId,
      });
      fail('authentication_error', refusal);
      return;
    }
    if (identity && identity.userId !== decision.value.userId) {
      await leaveCurrent('left');
    }
    identity = decision.value;
    socket.emit('authenticated', {
      userId: identity.userId,
      role: identity.role,
      firstName: identity.firstName,
      lastName: identity.lastName,
    });
  });

  // ---- join_session ---------------------------------------------------------------------------

  on('join_session', 'session_error', JoinSessionPayload, async (payload) => {
    if (!identity) {
      fail('authentication_error', CLASSROOM_MESSAGES.mustBeLoggedIn);
      return;
    }
    if (!claimsMatch(identity, payload)) {
      fail('authentication_error', CLASSROOM_MESSAGES.identityMismatch);
      return;
    }
    if (identity.role === 'tutor') {
      await joinAsTutor(identity, payload.sessionId, payload.sessionTitle);
    } else {
      await joinAsStudent(identity, payload.sessionId);
    }
  });

  const joinAsTutor = async (tutor: ClassroomIdentity, requested: string, requestedTitle?: string) => {
    const requestedCode = requested.trim().toUpperCase();
    let plan = tutorJoinPlan(requestedCode, await cache.get(requestedCode), tutor.userId);
    let session: LiveSession | null = null;
    for (let attempt = 0; attempt < 5 && session === null; attempt++) {
      if (plan.kind === 'resume') {
        session = await cache.get(plan.code);
        break;
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
          createdAt: at(),
        },
        ttlMs,
      );
      if (created) {
        deps.changed(code);
        session = await cache.get(code);
        logger.info('classroom session created', { code, tutorId: tutor.userId });
      } else {
        plan = { kind: 'generate' }; // taken meanwhile (another node): another code
      }
    }
    if (!session) {
      fail('session_error', CLASSROOM_MESSAGES.sessionNotFound);
      return;
    }
    if (socket.data.sessionCode && socket.data.sessionCode !== session.code) {
      await leaveCurrent('left');
    }
    await socket.join([rooms.session(session.code), rooms.tutor(session.code)]);
    socket.data.sessionCode = session.code;
    const participants = await store.getParticipants(session.code);
    socket.emit('session_joined', {
      sessionId: session.code,
      role: 'tutor',
      sessionTitle: session.title,
      quiz: session.quiz,
      participants: participants.map(connectedStudentOf),
      quizStartedAt: session.quizSentAt,
      serverTime: at(),
    });
    emitTo(rooms.students(session.code)).emit('user_joined', {
      firstName: tutor.firstName,
      lastName: tutor.lastName,
      role: 'tutor',
    });
  };

  /** The tutors whose sessions the student may see and join, from the read models now. */
  const tutorsNow = async (student: ClassroomIdentity): Promise<string[]> =>
    tutorsOfStudent(await deps.findUser(student.userId));

  const joinAsStudent = async (student: ClassroomIdentity, requested: string) => {
    const code = requested.trim().toUpperCase();
    if (code === '') {
      fail('session_error', CLASSROOM_MESSAGES.codeRequired);
      return;
    }
    // read at every join, not at authentication: an enrolment (or its end) counts at once
    const decision = decideStudentJoin(await cache.get(code), student, await tutorsNow(student));
    if (!decision.ok) {
      fail('session_error', decision.message);
      return;
    }
    const session = decision.value;
    if (socket.data.sessionCode && socket.data.sessionCode !== code) {
      await leaveCurrent('left');
    }
    const participant = await store.joinParticipant(
      code,
      { userId: student.userId, firstName: student.firstName, lastName: student.lastName },
      socket.id,
      at(),
    );
    if (!participant) {
      fail('session_error', CLASSROOM_MESSAGES.sessionNotFound);
      return;
    }
    await socket.join([rooms.session(code), rooms.students(code), rooms.student(code, student.userId)]);
    socket.data.sessionCode = code;
    const answers = answersOf(participant);
    socket.emit('session_joined', {
      sessionId: code,
      role: 'student',
      sessionTitle: session.title,
      quiz: session.quiz && quizForStudents(session.quiz),
      answers,
      results: pendingResultOf(participant),
      quizStartedAt: clockOf(session, participant.joinedAt),
      serverTime: at(),
    });
    sendResumeQuestion(session.quiz, answers);
    emitTo(rooms.tutor(code)).emit('student_connected', {
      userId: student.userId,
      firstName: student.firstName,
      lastName: student.lastName,
      socketId: socket.id,
      joinedAt: participant.joinedAt,
    });
    emitTo(rooms.tutor(code)).emit('user_joined', {
      firstName: student.firstName,
      lastName: student.lastName,
      role: 'student',
    });
  };

  /** When a student's quiz clock started: the broadcast, or their first join if later (issue 16). */
  const clockOf = (session: LiveSession, joinedAt: string | null) =>
    session.quizSentAt === null ? null : attemptStart(joinedAt ?? session.quizSentAt, session.quizSentAt);

  /** A student's stored result as they may see it mid-session: without key, correctness or score. */
  const pendingResultOf = (participant: Parameters<typeof resultOf>[0]) => {
    const result = resultOf(participant);
    return result && withheldResults(result);
  };

  const sendResumeQuestion = (quiz: SessionQuiz | null, answers: Readonly<Record<string, OptionLetter>>) => {
    const resume = quiz && resumeQuestion(quiz, answers);
    if (resume) {
      socket.emit('question_data', resume);
    }
  };

  // ---- the tutor's commands ---------------------------------------------------------------------

  on('broadcast_to_session', 'session_error', BroadcastPayload, async ({ sessionId, data }) => {
    const decision = decideTutorAction(await cache.get(sessionId), identity);
    if (!decision.ok) {
      fail('session_error', decision.message);
      return;
    }
    const session = decision.value;
    const tutor = identity!;
    switch (data.type) {
      case 'quiz_data': {
        const content = QuizContentInput.safeParse(data.quiz);
        if (!content.success) {
          fail('session_error', content.error.issues[0]?.message ?? CLASSROOM_MESSAGES.invalidPayload);
          return;
        }
        const quiz: SessionQuiz = content.data;
        if (sameQuiz(session.quiz, quiz)) {
          return; // the tutor re-sent it after a resume: students have it already
        }
        const quizSentAt = at();
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
          fail('session_error', CLASSROOM_MESSAGES.sessionNotFound);
          return;
        }
        if (session.status === 'waiting') {
          await store.setStatus(session.code, 'active');
        }
        deps.changed(session.code);
        emitTo(rooms.students(session.code)).emit('session_message', {
          type: 'quiz_data',
          quiz: quizForStudents(quiz),
          startedAt: quizSentAt,
          serverTime: quizSentAt,
        });
        // the tutor's countdowns run on the same clock (issue 16)
        emitTo(rooms.tutor(session.code)).emit('session_message', {
          type: 'quiz_data',
          quiz,
          startedAt: quizSentAt,
          serverTime: quizSentAt,
        });
        return;
      }
      case 'tutor_message':
        emitTo(rooms.students(session.code)).emit('session_message', {
          type: 'tutor_message',
          message: data.message,
          from: fullName(tutor),
          timestamp: at(),
        });
        return;
      case 'session_ended': {
        await store.setStatus(session.code, 'ended');
        deps.changed(session.code);
        const endedAt = at();
        // recorded before anyone is told, so the results page opens with the live results (issue 16)
        await recordSessionEnd(session, tutor.userId, endedAt);
        // issue 16: each participant who submitted now receives their full results (key included)
        const submitters = await store.getParticipants(session.code);
        for (const participant of submitters) {
          const result = resultOf(participant);
          if (result) {
            emitTo(rooms.student(session.code, participant.userId)).emit('quiz_submitted', {
              results: result,
            });
          }
        }
        emitTo(rooms.session(session.code)).emit('session_message', {
          type: 'session_ended',
          message: data.message.trim() || CLASSROOM_MESSAGES.sessionEnded,
          endedAt,
        });
        const participants = await store.getParticipants(session.code);
        io.in(rooms.session(session.code)).socketsLeave([
          rooms.session(session.code),
          rooms.tutor(session.code),
          rooms.students(session.code),
          ...participants.map((participant) => rooms.student(session.code, participant.userId)),
        ]);
        logger.info('classroom session ended', { code: session.code, participants: participants.length });
        return;
      }
      default: {
        const unhandled: never = data;
        return unhandled;
      }
    }
  });

  on('reset_student', 'session_error', ResetStudentPayload, async ({ sessionId, studentId }) => {
    const decision = decideTutorAction(await cache.get(sessionId), identity);
    if (!decision.ok) {
      fail('session_error', decision.message);
      return;
    }
    const participant = await store.getParticipant(sessionId, studentId);
    if (!participant || !(await store.resetParticipant(sessionId, studentId))) {
      fail('session_error', CLASSROOM_SERVER_MESSAGES.studentNotFound);
      return;
    }
    emitTo(rooms.student(sessionId, studentId)).emit('individual_reset', { sessionId });
    emitTo(rooms.tutor(sessionId)).emit('reset_successful', {
      studentId,
      studentName: fullName(participant),
    });
  });

  // ---- the students' ------------------------------------------------------------------------------

  on('get_active_sessions', 'session_error', GetActiveSessionsPayload, async (claims) => {
    if (!identity) {
      fail('authentication_error', CLASSROOM_MESSAGES.mustBeLoggedIn);
      return;
    }
    if (!claimsMatch(identity, claims)) {
      fail('authentication_error', CLASSROOM_MESSAGES.identityMismatch);
      return;
    }
    const student = identity;
    // a tutor lists their own sessions; a student who belongs to no tutor nothing (the store is not read)
    const tutors = student.role === 'tutor' ? [student.userId] : await tutorsNow(student);
    const listed = tutors.length === 0 ? [] : await store.listActive();
    const sessions = await Promise.all(
      listed.map(async (item) => ({ item, session: await cache.get(item.code) })),
    );
    socket.emit('active_sessions', {
      sessions: sessions
        .filter(({ session }) => session !== null && browsableBy(session, student, tutors))
        .map(({ item, session }) => ({
          id: item.code,
          quizTitle: quizTitleOf(session!),
          participantCount: item.participantCount,
        })),
    });
  });

  on('request_quiz_data', 'quiz_data_error', RequestQuizDataPayload, async ({ sessionId }) => {
    if (!identity) {
      fail('quiz_data_error', CLASSROOM_MESSAGES.notSignedIn);
      return;
    }
    if (socket.data.sessionCode !== sessionId) {
      fail('quiz_data_error', CLASSROOM_MESSAGES.notJoined);
      return;
    }
    const session = await joined();
    if (!session || session.status === 'ended') {
      fail('quiz_data_error', CLASSROOM_MESSAGES.sessionNotFound);
      return;
    }
    if (!session.quiz) {
      socket.emit('quiz_data_response', { success: false, error: CLASSROOM_MESSAGES.noQuizData });
      return;
    }
    const participant =
      identity.role === 'student' ? await store.getParticipant(sessionId, identity.userId) : null;
    socket.emit('quiz_data_response', {
      success: true,
      quiz: quizForStudents(session.quiz),
      quizStartedAt: clockOf(session, participant?.joinedAt ?? null),
      serverTime: at(),
    });
    if (identity.role === 'student') {
      sendResumeQuestion(session.quiz, participant ? answersOf(participant) : {});
    }
  });

  const answerAdmitted = () => {
    const verdict = takeFromWindow(answerWindow, Date.now(), CLASSROOM_LIMITS.answersPerSecondPerSocket);
    answerWindow = verdict.window;
    if (!verdict.allowed && verdict.report) {
      fail('session_error', CLASSROOM_MESSAGES.tooManyAnswers);
    }
    return verdict.allowed;
  };

  /** A student in a live session with a quiz, or the reason (and its event) why not. */
  const studentInQuiz = async (): Promise<{
    student: ClassroomIdentity;
    session: LiveSession;
    quiz: SessionQuiz;
  } | null> => {
    if (!identity || identity.role !== 'student') {
      fail('session_error', identity ? CLASSROOM_MESSAGES.notJoined : CLASSROOM_MESSAGES.notSignedIn);
      return null;
    }
    const session = await joined();
    if (!session || session.status === 'ended') {
      fail(
        'session_error',
        socket.data.sessionCode ? CLASSROOM_MESSAGES.sessionNotFound : CLASSROOM_MESSAGES.notJoined,
      );
      return null;
    }
    if (!session.quiz) {
      fail('quiz_data_error', CLASSROOM_MESSAGES.noQuizData);
      return null;
    }
    return { student: identity, session, quiz: session.quiz };
  };

  on(
    'update_answer',
    'session_error',
    UpdateAnswerPayload,
    async ({ questionNumber, selectedAnswer }) => {
      const context = await studentInQuiz();
      if (!context) {
        return;
      }
      const { student, session, quiz } = context;
      if (!hasQuestion(quiz, questionNumber)) {
        fail('quiz_data_error', CLASSROOM_SERVER_MESSAGES.questionNotFound(questionNumber));
        return;
      }
      const answeredAt = at();
      const joinedAt = (await store.getParticipant(session.code, student.userId))?.joinedAt ?? null;
      if (!questionOpen(quiz, clockOf(session, joinedAt), questionNumber, answeredAt)) {
        fail('session_error', CLASSROOM_MESSAGES.questionClosed);
        return;
      }
      if (
        !(await store.recordAnswer(session.code, student.userId, questionNumber, selectedAnswer, answeredAt))
      ) {
        const participant = await store.getParticipant(session.code, student.userId);
        fail(
          'session_error',
          participant?.submittedAt ? CLASSROOM_MESSAGES.alreadySubmitted : CLASSROOM_MESSAGES.notJoined,
        );
        return;
      }
      socket.emit('answer_updated', { questionNumber, selectedAnswer });
      emitTo(rooms.tutor(session.code)).emit('student_answer_update', {
        studentId: student.userId,
        studentName: fullName(student),
        questionNumber,
        selectedAnswer,
        answeredAt,
      });
    },
    answerAdmitted,
  );

  on('submit_quiz', 'session_error', SubmitQuizPayload, async ({ sessionCode, answers: submitted }) => {
    if (socket.data.sessionCode !== sessionCode) {
      fail('session_error', identity ? CLASSROOM_MESSAGES.notJoined : CLASSROOM_MESSAGES.notSignedIn);
      return;
    }
    const context = await studentInQuiz();
    if (!context) {
      return;
    }
    const { student, session, quiz } = context;
    const participant = await store.getParticipant(session.code, student.userId);
    if (!participant) {
      fail('session_error', CLASSROOM_MESSAGES.notJoined);
      return;
    }
    if (participant.submittedAt !== null) {
      fail('session_error', CLASSROOM_MESSAGES.alreadySubmitted);
      return;
    }
    const submittedAt = at();
    // a closed question keeps what was recorded in time (issue 16)
    const answers = answersToGrade(
      quiz,
      answersOf(participant),
      answersStillOpen(quiz, clockOf(session, participant.joinedAt), submitted, submittedAt),
    );
    const attemptId = newId();
    const results = gradeQuiz(quiz, answers, attemptId);
    if (
      !(await store.submit(session.code, student.userId, results as unknown as ClassroomJson, submittedAt))
    ) {
      fail('session_error', CLASSROOM_MESSAGES.alreadySubmitted);
      return;
    }
    const recorded = await recordAttempt(
      classroomAttemptData({
        identity: student,
        session,
        quiz,
        results: { ...results, attemptId },
        answers,
        joinedAt: participant.joinedAt,
        submittedAt,
      }),
    );
    const sent = recorded ? results : { ...results, attemptId: null };
    // issue 16: no key, correctness or score for the student while others still answer
    const pending = withheldResults(sent);
    socket.emit('quiz_submitted', { results: pending });
    emitTo(rooms.student(session.code, student.userId))
      .except(socket.id)
      .emit('quiz_submitted', { results: pending });
    emitTo(rooms.tutor(session.code)).emit('student_submitted', {
      studentId: student.userId,
      studentName: fullName(student),
      results: sent,
    });
  });

  /** Appends with up to 3 tries; a failure is logged (with `context`) and the live session goes on. */
  const record = async (
    append: () => Promise<unknown>,
    failure: string,
    context: Record<string, unknown>,
  ): Promise<boolean> => {
    for (let attempt = 1; ; attempt++) {
      try {
        await append();
        return true;
      } catch (error) {
        if (attempt >= 3) {
          logger.error(failure, { ...context, error });
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  };

  /** The event store's record of the submission; a failure is logged and the live result stands. */
  const recordAttempt = (data: ReturnType<typeof classroomAttemptData>): Promise<boolean> =>
    record(
      () =>
        deps.handle(
          classroomAttemptDecider,
          classroomStreams.attempts(data.sessionCode, data.studentId),
          { type: 'RecordClassroomAttempt', data },
          { organisationId: data.organisationId },
        ),
      'classroom attempt not recorded',
      { attemptId: data.attemptId, code: data.sessionCode },
    );

  /**
   * The session's end in the event store; if it cannot be recorded, its attempts' results pages
   * open when the session would have expired (the rule for sessions without a recorded end).
   */
  const recordSessionEnd = (session: LiveSession, endedBy: string, endedAt: string): Promise<boolean> =>
    record(
      () =>
        deps.handle(
          classroomSessionDecider,
          classroomStreams.session(session.code),
          { type: 'EndClassroomSession', data: { session, endedBy, endedAt } },
          { organisationId: session.organisationId },
        ),
      'classroom session end not recorded',
      { code: session.code },
    );

  // ---- leaving ----------------------------------------------------------------------------------

  socket.on('leave_session', () => {
    queue = queue
      .then(() => leaveCurrent('left'))
      .catch((error: unknown) => {
        logger.error('classroom leave failed', { socketId: socket.id, error });
      });
  });

  socket.on('disconnect', () => {
    queue = queue
      .then(() => leaveCurrent('disconnected'))
      .catch((error: unknown) => {
        logger.warn('classroom disconnect not recorded', { socketId: socket.id, error });
      });
  });
}
