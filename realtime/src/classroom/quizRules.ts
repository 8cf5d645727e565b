import { CLASSROOM_MESSAGES } from '@portal/contracts';
import type { SessionQuiz } from '@portal/contracts';
import type { ClassroomParticipant } from '@portal/platform';
import type { ClassroomIdentity, LiveSession } from './decide';
import { attemptStart } from './decide';
import type { ErrorEvent } from './pipeline';

/**
 * A student's rules while a quiz runs (answers, submission), pure like ./decide: the refusal
 * names the error event it is sent on, since these events answer on two channels.
 */

export type QuizDecision<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly event: ErrorEvent; readonly message: string };

const refuse = <T>(event: ErrorEvent, message: string): QuizDecision<T> => ({ ok: false, event, message });

/** When a student's quiz clock started: the broadcast, or their first join if later (issue 16). */
export function quizClock(session: Pick<LiveSession, 'quizSentAt'>, joinedAt: string | null): string | null {
  return session.quizSentAt === null
    ? null
    : attemptStart(joinedAt ?? session.quizSentAt, session.quizSentAt);
}

export interface StudentInQuiz {
  readonly student: ClassroomIdentity;
  readonly session: LiveSession;
  readonly quiz: SessionQuiz;
}

/**
 * `update_answer` and `submit_quiz`: a signed-in student, in a live session (`joinedCode` is the
 * socket's, `session` what the store holds for it), with a quiz sent.
 */
export function decideStudentInQuiz(
  identity: ClassroomIdentity | null,
  joinedCode: string | null,
  session: LiveSession | null,
): QuizDecision<StudentInQuiz> {
  if (!identity || identity.role !== 'student') {
    return refuse('session_error', identity ? CLASSROOM_MESSAGES.notJoined : CLASSROOM_MESSAGES.notSignedIn);
  }
  if (!session || session.status === 'ended') {
    return refuse(
      'session_error',
      joinedCode ? CLASSROOM_MESSAGES.sessionNotFound : CLASSROOM_MESSAGES.notJoined,
    );
  }
  if (!session.quiz) {
    return refuse('quiz_data_error', CLASSROOM_MESSAGES.noQuizData);
  }
  return { ok: true, value: { student: identity, session, quiz: session.quiz } };
}

/** `submit_quiz`: once per participant. */
export function decideSubmission(
  participant: ClassroomParticipant | null,
): QuizDecision<ClassroomParticipant> {
  if (!participant) {
    return refuse('session_error', CLASSROOM_MESSAGES.notJoined);
  }
  if (participant.submittedAt !== null) {
    return refuse('session_error', CLASSROOM_MESSAGES.alreadySubmitted);
  }
  return { ok: true, value: participant };
}
