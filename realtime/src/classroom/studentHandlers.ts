import type { OptionLetter, SessionQuiz } from '@portal/contracts';
import {
  CLASSROOM_LIMITS,
  CLASSROOM_MESSAGES,
  CLASSROOM_SERVER_MESSAGES,
  GetActiveSessionsPayload,
  RequestQuizDataPayload,
  SubmitQuizPayload,
  UpdateAnswerPayload,
  gradeQuiz,
  quizForStudents,
  withheldResults,
} from '@portal/contracts';
import type { ClassroomJson, ClassroomParticipant } from '@portal/platform';
import { classroomAttemptData } from './attempt';
import type { ClassroomIdentity } from './decide';
import {
  answersOf,
  answersStillOpen,
  answersToGrade,
  browsableBy,
  decideStudentJoin,
  fullName,
  hasQuestion,
  questionOpen,
  quizTitleOf,
  resultOf,
  resumeQuestion,
  tutorsOfStudent,
} from './decide';
import { leaveCurrent } from './leavingHandlers';
import type { ClassroomSocket } from './pipeline';
import { claimedIdentity, joinedSession, perSecondLimit } from './pipeline';
import type { StudentInQuiz } from './quizRules';
import { decideStudentInQuiz, decideSubmission, quizClock } from './quizRules';
import { recordAttempt } from './recording';
import { classroomRooms as rooms } from './rooms';

/** The students' side of the live classroom: browse, join, fetch the quiz, answer, submit. */

export function registerStudentHandlers(ctx: ClassroomSocket): void {
  ctx.on('get_active_sessions', 'session_error', GetActiveSessionsPayload, (claims) =>
    listActiveSessions(ctx, claims),
  );
  ctx.on('request_quiz_data', 'quiz_data_error', RequestQuizDataPayload, ({ sessionId }) =>
    sendQuizData(ctx, sessionId),
  );
  ctx.on(
    'update_answer',
    'session_error',
    UpdateAnswerPayload,
    ({ questionNumber, selectedAnswer }) => updateAnswer(ctx, questionNumber, selectedAnswer),
    perSecondLimit(
      ctx,
      CLASSROOM_LIMITS.answersPerSecondPerSocket,
      'session_error',
      CLASSROOM_MESSAGES.tooManyAnswers,
    ),
  );
  ctx.on('submit_quiz', 'session_error', SubmitQuizPayload, ({ sessionCode, answers }) =>
    submitQuiz(ctx, sessionCode, answers),
  );
}

/** The tutors whose sessions the student may see and join, from the read models now. */
const tutorsNow = async (ctx: ClassroomSocket, student: ClassroomIdentity): Promise<string[]> =>
  tutorsOfStudent(await ctx.deps.findUser(student.userId));

/** A student's stored result as they may see it mid-session: without key, correctness or score. */
const pendingResultOf = (participant: ClassroomParticipant) => {
  const result = resultOf(participant);
  return result && withheldResults(result);
};

const sendResumeQuestion = (
  ctx: ClassroomSocket,
  quiz: SessionQuiz | null,
  answers: Readonly<Record<string, OptionLetter>>,
) => {
  const resume = quiz && resumeQuestion(quiz, answers);
  if (resume) {
    ctx.socket.emit('question_data', resume);
  }
};

/** `join_session` by a student: one of their own tutors' live sessions (see {@link decideStudentJoin}). */
export async function joinAsStudent(ctx: ClassroomSocket, student: ClassroomIdentity, requested: string) {
  const { socket, deps } = ctx;
  const code = requested.trim().toUpperCase();
  if (code === '') {
    ctx.fail('session_error', CLASSROOM_MESSAGES.codeRequired);
    return;
  }
  // read at every join, not at authentication: an enrolment (or its end) counts at once
  const decision = decideStudentJoin(await deps.cache.get(code), student, await tutorsNow(ctx, student));
  if (!decision.ok) {
    ctx.fail('session_error', decision.message);
    return;
  }
  const session = decision.value;
  if (socket.data.sessionCode && socket.data.sessionCode !== code) {
    await leaveCurrent(ctx, 'left');
  }
  const { userId, firstName, lastName } = student;
  const participant = await deps.store.joinParticipant(
    code,
    { userId, firstName, lastName },
    socket.id,
    ctx.at(),
  );
  if (!participant) {
    ctx.fail('session_error', CLASSROOM_MESSAGES.sessionNotFound);
    return;
  }
  await socket.join([rooms.session(code), rooms.students(code), rooms.student(code, userId)]);
  socket.data.sessionCode = code;
  const answers = answersOf(participant);
  socket.emit('session_joined', {
    sessionId: code,
    role: 'student',
    sessionTitle: session.title,
    quiz: session.quiz && quizForStudents(session.quiz),
    answers,
    results: pendingResultOf(participant),
    quizStartedAt: quizClock(session, participant.joinedAt),
    serverTime: ctx.at(),
  });
  sendResumeQuestion(ctx, session.quiz, answers);
  const { joinedAt } = participant;
  ctx
    .emitTo(rooms.tutor(code))
    .emit('student_connected', { userId, firstName, lastName, socketId: socket.id, joinedAt });
  ctx.emitTo(rooms.tutor(code)).emit('user_joined', { firstName, lastName, role: 'student' });
}

/** `get_active_sessions`: a tutor's own, a student's tutors' (none when they belong to no tutor). */
async function listActiveSessions(ctx: ClassroomSocket, claims: { userId: string; role: string }) {
  const person = claimedIdentity(ctx, claims);
  if (!person) {
    return;
  }
  const { store, cache } = ctx.deps;
  // a student who belongs to no tutor: the store is not read
  const tutors = person.role === 'tutor' ? [person.userId] : await tutorsNow(ctx, person);
  const listed = tutors.length === 0 ? [] : await store.listActive();
  const sessions = await Promise.all(
    listed.map(async (item) => ({ item, session: await cache.get(item.code) })),
  );
  ctx.socket.emit('active_sessions', {
    sessions: sessions
      .filter(({ session }) => session !== null && browsableBy(session, person, tutors))
      .map(({ item, session }) => ({
        id: item.code,
        quizTitle: quizTitleOf(session!),
        participantCount: item.participantCount,
      })),
  });
}

/** `request_quiz_data`: the joined session's quiz (without its key), and a student's question. */
async function sendQuizData(ctx: ClassroomSocket, sessionId: string) {
  const { socket, identity } = ctx;
  if (!identity) {
    ctx.fail('quiz_data_error', CLASSROOM_MESSAGES.notSignedIn);
    return;
  }
  if (socket.data.sessionCode !== sessionId) {
    ctx.fail('quiz_data_error', CLASSROOM_MESSAGES.notJoined);
    return;
  }
  const session = await joinedSession(ctx);
  if (!session || session.status === 'ended') {
    ctx.fail('quiz_data_error', CLASSROOM_MESSAGES.sessionNotFound);
    return;
  }
  if (!session.quiz) {
    socket.emit('quiz_data_response', { success: false, error: CLASSROOM_MESSAGES.noQuizData });
    return;
  }
  const participant =
    identity.role === 'student' ? await ctx.deps.store.getParticipant(sessionId, identity.userId) : null;
  socket.emit('quiz_data_response', {
    success: true,
    quiz: quizForStudents(session.quiz),
    quizStartedAt: quizClock(session, participant?.joinedAt ?? null),
    serverTime: ctx.at(),
  });
  if (identity.role === 'student') {
    sendResumeQuestion(ctx, session.quiz, participant ? answersOf(participant) : {});
  }
}

/** A student in a live session with a quiz, or null once the reason is sent. */
async function studentInQuiz(ctx: ClassroomSocket): Promise<StudentInQuiz | null> {
  // the session is read only for a student, as before the rule moved to ./quizRules
  const session = ctx.identity?.role === 'student' ? await joinedSession(ctx) : null;
  const decision = decideStudentInQuiz(ctx.identity, ctx.socket.data.sessionCode ?? null, session);
  if (!decision.ok) {
    ctx.fail(decision.event, decision.message);
    return null;
  }
  return decision.value;
}

/** `update_answer`: recorded while the question is open (issue 16), echoed to the tutor. */
async function updateAnswer(ctx: ClassroomSocket, questionNumber: number, selectedAnswer: OptionLetter) {
  const context = await studentInQuiz(ctx);
  if (!context) {
    return;
  }
  const { student, session, quiz } = context;
  const { store } = ctx.deps;
  if (!hasQuestion(quiz, questionNumber)) {
    ctx.fail('quiz_data_error', CLASSROOM_SERVER_MESSAGES.questionNotFound(questionNumber));
    return;
  }
  const answeredAt = ctx.at();
  const joinedAt = (await store.getParticipant(session.code, student.userId))?.joinedAt ?? null;
  if (!questionOpen(quiz, quizClock(session, joinedAt), questionNumber, answeredAt)) {
    ctx.fail('session_error', CLASSROOM_MESSAGES.questionClosed);
    return;
  }
  if (!(await store.recordAnswer(session.code, student.userId, questionNumber, selectedAnswer, answeredAt))) {
    const participant = await store.getParticipant(session.code, student.userId);
    ctx.fail(
      'session_error',
      participant?.submittedAt ? CLASSROOM_MESSAGES.alreadySubmitted : CLASSROOM_MESSAGES.notJoined,
    );
    return;
  }
  ctx.socket.emit('answer_updated', { questionNumber, selectedAnswer });
  ctx.emitTo(rooms.tutor(session.code)).emit('student_answer_update', {
    studentId: student.userId,
    studentName: fullName(student),
    questionNumber,
    selectedAnswer,
    answeredAt,
  });
}

/** `submit_quiz`: graded once, recorded as an attempt; the student sees it withheld until the end. */
async function submitQuiz(
  ctx: ClassroomSocket,
  sessionCode: string,
  submitted: Record<string, OptionLetter>,
) {
  const { socket, deps } = ctx;
  if (socket.data.sessionCode !== sessionCode) {
    ctx.fail('session_error', ctx.identity ? CLASSROOM_MESSAGES.notJoined : CLASSROOM_MESSAGES.notSignedIn);
    return;
  }
  const context = await studentInQuiz(ctx);
  if (!context) {
    return;
  }
  const { student, session, quiz } = context;
  const submission = decideSubmission(await deps.store.getParticipant(session.code, student.userId));
  if (!submission.ok) {
    ctx.fail(submission.event, submission.message);
    return;
  }
  const participant = submission.value;
  const submittedAt = ctx.at();
  // a closed question keeps what was recorded in time (issue 16)
  const open = answersStillOpen(quiz, quizClock(session, participant.joinedAt), submitted, submittedAt);
  const answers = answersToGrade(quiz, answersOf(participant), open);
  const attemptId = ctx.newId();
  const results = gradeQuiz(quiz, answers, attemptId);
  if (
    !(await deps.store.submit(session.code, student.userId, results as unknown as ClassroomJson, submittedAt))
  ) {
    ctx.fail('session_error', CLASSROOM_MESSAGES.alreadySubmitted);
    return;
  }
  const { joinedAt } = participant;
  const attempt = {
    identity: student,
    session,
    quiz,
    results: { ...results, attemptId },
    answers,
    joinedAt,
    submittedAt,
  };
  const recorded = await recordAttempt(deps, classroomAttemptData(attempt));
  const sent = recorded ? results : { ...results, attemptId: null };
  // issue 16: no key, correctness or score for the student while others still answer
  const pending = withheldResults(sent);
  socket.emit('quiz_submitted', { results: pending });
  ctx
    .emitTo(rooms.student(session.code, student.userId))
    .except(socket.id)
    .emit('quiz_submitted', { results: pending });
  ctx.emitTo(rooms.tutor(session.code)).emit('student_submitted', {
    studentId: student.userId,
    studentName: fullName(student),
    results: sent,
  });
}
