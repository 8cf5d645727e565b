import type {
  AuthenticatePayload,
  ClassroomRole,
  ConnectedStudent,
  OptionLetter,
  SessionQuiz,
  StudentQuizQuestion,
  SubmissionResults,
  TimedQuiz,
} from '@portal/contracts';
import {
  ANSWER_GRACE_MS,
  CLASSROOM_MESSAGES,
  OptionLetter as OptionLetterSchema,
  questionClosingTimes,
} from '@portal/contracts';
import type {
  ClassroomJson,
  ClassroomParticipant,
  ClassroomSession,
  ClassroomStatus,
} from '@portal/platform';
import { isSessionCode } from '@portal/platform';

/**
 * The live classroom's rules as pure functions: who may do what, what a session and a
 * participant look like to each side, what a submission records. The socket handlers only parse,
 * load, call these and emit what they answer; nothing here reads a clock, a store or a socket.
 */

/** What the handshake's cookie session says about the socket's person. */
export interface SessionIdentity {
  readonly userId: string;
  readonly role: string;
  readonly organisationId: string;
  readonly mustChangePassword: boolean;
}

/** The person's account as the users read model holds it (only what the classroom needs). */
export interface ClassroomUser {
  readonly userId: string;
  readonly organisationId: string;
  readonly role: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly tutorId: string | null;
  /** a student's teaching group's tutor, when it differs from `tutorId` (groups module) */
  readonly groupTutorId?: string | null;
  /** signed-in accounts only: not erased, not being deleted, not deactivated */
  readonly live: boolean;
}

/**
 * The tutors whose live sessions a student may see and join (issue 15): the tutor they are
 * enrolled with, and the tutor of their teaching group. None for a student who belongs to no
 * tutor yet (a self-registered student before enrolment): they see and join nothing.
 */
export function tutorsOfStudent(
  user: Pick<ClassroomUser, 'tutorId' | 'groupTutorId' | 'live' | 'role'> | null,
): string[] {
  if (!user || !user.live || user.role !== 'student') {
    return [];
  }
  return [
    ...new Set(
      [user.tutorId, user.groupTutorId].filter((id): id is string => typeof id === 'string' && id !== ''),
    ),
  ];
}

/** A socket's person once `authenticate` succeeded: names from the account, never from a claim. */
export interface ClassroomIdentity {
  readonly userId: string;
  readonly role: ClassroomRole;
  readonly organisationId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** a student's own tutor (whose sessions they browse); null for tutors and unassigned students */
  readonly tutorId: string | null;
}

export type Decision<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const ok = <T>(value: T): Decision<T> => ({ ok: true, value });
const refuse = <T>(message: string): Decision<T> => ({ ok: false, message });

const sameName = (claimed: string | undefined, actual: string) =>
  claimed === undefined || claimed.trim() === '' || claimed.trim() === actual.trim();

/**
 * `authenticate`: every claim must match the signed-in account (cookie session + users read
 * model); only tutors and students use the classroom; a temporary password must be replaced first.
 */
export function decideAuthentication(
  session: SessionIdentity,
  user: ClassroomUser | null,
  claims: AuthenticatePayload,
  temporaryPasswordMessage: string,
): Decision<ClassroomIdentity> {
  if (!user || !user.live || user.userId !== session.userId) {
    return refuse(CLASSROOM_MESSAGES.notSignedIn);
  }
  if (session.mustChangePassword) {
    return refuse(temporaryPasswordMessage);
  }
  if (
    claims.userId !== session.userId ||
    claims.role !== session.role ||
    !sameName(claims.firstName, user.firstName) ||
    !sameName(claims.lastName, user.lastName)
  ) {
    return refuse(CLASSROOM_MESSAGES.identityMismatch);
  }
  if (session.role !== 'tutor' && session.role !== 'student') {
    return refuse(CLASSROOM_MESSAGES.wrongRole);
  }
  return ok({
    userId: user.userId,
    role: session.role,
    organisationId: session.organisationId,
    firstName: user.firstName,
    lastName: user.lastName,
    tutorId: session.role === 'student' ? user.tutorId : null,
  });
}

/** A later emit's `userId`/`role` claims (join_session, get_active_sessions) against the socket's person. */
export function claimsMatch(
  identity: ClassroomIdentity,
  claims: { readonly userId: string; readonly role: string },
): boolean {
  return claims.userId === identity.userId && claims.role === identity.role;
}

// ---- the session as stored -----------------------------------------------------------------------

/**
 * What the classroom keeps in the store's opaque `quiz` field beside the quiz itself: the
 * tutor's organisation (students of other organisations cannot join) and name (the `from` of
 * their messages), and when the current quiz was first sent (the start of a student's time).
 */
export interface SessionEnvelope {
  readonly organisationId: string;
  readonly tutorFirstName: string;
  readonly tutorLastName: string;
  readonly quiz: SessionQuiz | null;
  readonly quizSentAt: string | null;
}

export interface LiveSession extends SessionEnvelope {
  readonly code: string;
  readonly tutorId: string;
  readonly title: string;
  readonly createdAt: string;
  readonly status: ClassroomStatus;
}

export function envelopeJson(envelope: SessionEnvelope): ClassroomJson {
  return envelope as unknown as ClassroomJson;
}

export function liveSessionOf(session: ClassroomSession): LiveSession {
  const stored = (session.quiz ?? {}) as Partial<SessionEnvelope>;
  return {
    code: session.code,
    tutorId: session.tutorId,
    title: session.title,
    createdAt: session.createdAt,
    status: session.status,
    organisationId: stored.organisationId ?? '',
    tutorFirstName: stored.tutorFirstName ?? '',
    tutorLastName: stored.tutorLastName ?? '',
    quiz: stored.quiz ?? null,
    quizSentAt: stored.quizSentAt ?? null,
  };
}

export const DEFAULT_SESSION_TITLE = 'Math Quiz Session';

export function sessionTitleOf(requested: string | undefined): string {
  const title = requested?.trim() ?? '';
  return title === '' ? DEFAULT_SESSION_TITLE : title;
}

/**
 * A tutor's `join_session`: their own live session with that code is resumed; a valid code
 * nobody holds is created as asked; anything else (empty, malformed, someone else's, ended)
 * gets a fresh code from the server.
 */
export function tutorJoinPlan(
  requestedCode: string,
  existing: Pick<LiveSession, 'tutorId' | 'status'> | null,
  tutorId: string,
): { readonly kind: 'resume' | 'create'; readonly code: string } | { readonly kind: 'generate' } {
  const code = requestedCode.trim().toUpperCase();
  if (!isSessionCode(code)) {
    return { kind: 'generate' };
  }
  if (existing === null) {
    return { kind: 'create', code };
  }
  if (existing.tutorId === tutorId && existing.status !== 'ended') {
    return { kind: 'resume', code };
  }
  return { kind: 'generate' };
}

/**
 * A student's `join_session`: a live session of their organisation run by one of their own
 * tutors (`tutors`, from {@link tutorsOfStudent}). Anything else answers the same "not found" as
 * an unknown code, so codes cannot be probed by students who do not belong to the tutor.
 */
export function decideStudentJoin(
  session: LiveSession | null,
  identity: ClassroomIdentity,
  tutors: readonly string[] = identity.tutorId ? [identity.tutorId] : [],
): Decision<LiveSession> {
  if (
    !session ||
    session.status === 'ended' ||
    session.organisationId !== identity.organisationId ||
    !tutors.includes(session.tutorId)
  ) {
    return refuse(CLASSROOM_MESSAGES.sessionNotFound);
  }
  return ok(session);
}

/** Broadcast, reset and end: the tutor who started the session, while it is not ended. */
export function decideTutorAction(
  session: LiveSession | null,
  identity: ClassroomIdentity | null,
): Decision<LiveSession> {
  if (!session || session.status === 'ended') {
    return refuse(CLASSROOM_MESSAGES.sessionNotFound);
  }
  if (!identity || identity.role !== 'tutor' || identity.userId !== session.tutorId) {
    return refuse(CLASSROOM_MESSAGES.notYourSession);
  }
  return ok(session);
}

/**
 * Sessions a student may browse: live ones of their organisation run by one of their own tutors
 * (`tutors`, from {@link tutorsOfStudent}); a student who belongs to no tutor sees none.
 */
export function browsableBy(
  session: LiveSession,
  identity: ClassroomIdentity,
  tutors: readonly string[] = identity.tutorId ? [identity.tutorId] : [],
): boolean {
  return (
    session.status !== 'ended' &&
    session.organisationId === identity.organisationId &&
    tutors.includes(session.tutorId)
  );
}

export function quizTitleOf(session: LiveSession): string {
  return session.quiz?.title ?? session.title;
}

// ---- what each side sees --------------------------------------------------------------------------

export function fullName(person: { readonly firstName: string; readonly lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** A stored result as the classroom wrote it (a SubmissionResults), or null. */
export function resultOf(participant: Pick<ClassroomParticipant, 'result'>): SubmissionResults | null {
  const result = participant.result as unknown as SubmissionResults | null;
  return result && typeof result === 'object' && Array.isArray(result.questionResults) ? result : null;
}

/** The participant's answers by question number: what they chose, and what they submitted. */
export function answersOf(
  participant: Pick<ClassroomParticipant, 'answers' | 'result'>,
): Record<string, OptionLetter> {
  const answers: Record<string, OptionLetter> = {};
  for (const [number, answer] of Object.entries(participant.answers)) {
    const letter = OptionLetterSchema.safeParse(answer.selectedAnswer);
    if (letter.success) {
      answers[number] = letter.data;
    }
  }
  for (const question of resultOf(participant)?.questionResults ?? []) {
    if (question.userAnswer !== null) {
      answers[String(question.questionNumber)] = question.userAnswer;
    }
  }
  return answers;
}

/** A row of the tutor's student table. */
export function connectedStudentOf(participant: ClassroomParticipant): ConnectedStudent {
  const result = resultOf(participant);
  return {
    id: participant.userId,
    name: fullName(participant),
    firstName: participant.firstName,
    lastName: participant.lastName,
    socketId: participant.socketId,
    status:
      participant.submittedAt !== null ? 'submitted' : participant.connected ? 'connected' : 'disconnected',
    answers: answersOf(participant),
    score: result?.score ?? null,
    submittedAt: participant.submittedAt,
    joinedAt: participant.joinedAt,
  };
}

/** The question a (re)joining student should be on: the first unanswered, else the last. */
export function resumeQuestion(
  quiz: SessionQuiz,
  answers: Readonly<Record<string, OptionLetter>>,
): { question: StudentQuizQuestion; questionNumber: number } | null {
  const questions = quiz.questions;
  const next =
    questions.find((question) => answers[String(question.number)] === undefined) ?? questions.at(-1);
  if (!next) {
    return null;
  }
  const { correctAnswer: _correct, ...question } = next;
  return { question, questionNumber: next.number };
}

export function hasQuestion(quiz: SessionQuiz, questionNumber: number): boolean {
  return quiz.questions.some((question) => question.number === questionNumber);
}

/** What a submission is graded on: the answers recorded, overridden by those submitted, in the quiz only. */
export function answersToGrade(
  quiz: SessionQuiz,
  recorded: Readonly<Record<string, OptionLetter>>,
  submitted: Readonly<Record<string, OptionLetter>>,
): Record<string, OptionLetter> {
  const answers: Record<string, OptionLetter> = {};
  for (const question of quiz.questions) {
    const key = String(question.number);
    const answer = submitted[key] ?? recorded[key];
    if (answer !== undefined) {
      answers[key] = answer;
    }
  }
  return answers;
}

/** When a student's time on the quiz started: joining, or the quiz arriving if later. */
export function attemptStart(joinedAt: string, quizSentAt: string | null): string {
  return quizSentAt !== null && quizSentAt > joinedAt ? quizSentAt : joinedAt;
}

export function secondsBetween(from: string, to: string): number {
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 1000)) : 0;
}

/** Two quizzes alike (a tutor re-sending the same quiz after a resume changes nothing). */
export function sameQuiz(a: SessionQuiz | null, b: SessionQuiz | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Issue 16: may a student still answer this question at `now`? Their clock starts at `startedAt`
 * ({@link attemptStart}: the broadcast, or their first join if later); question n closes after the time limits of questions 1..n, plus
 * {@link ANSWER_GRACE_MS} of network grace. A quiz without a start time has no clock (open).
 */
export function questionOpen(
  quiz: TimedQuiz,
  startedAt: string | null,
  questionNumber: number,
  now: string,
): boolean {
  if (startedAt === null) {
    return true;
  }
  const closesAt = questionClosingTimes(quiz, startedAt)[String(questionNumber)];
  return closesAt === undefined || Date.parse(now) <= Date.parse(closesAt) + ANSWER_GRACE_MS;
}

/** A submission's own answers, only for questions still open: a closed question keeps what was recorded in time. */
export function answersStillOpen(
  quiz: TimedQuiz,
  startedAt: string | null,
  submitted: Readonly<Record<string, OptionLetter>>,
  now: string,
): Record<string, OptionLetter> {
  return Object.fromEntries(
    Object.entries(submitted).filter(([number]) => questionOpen(quiz, startedAt, Number(number), now)),
  );
}
