import { CLASSROOM_LIMITS, SAMPLE_QUIZ } from '@portal/contracts';
import { storeEffect, type ClassroomTimers, type StoreEffect } from '@portal/ui-shared/classroom';
import type { StorageLike } from './browserStorage';
import type { ClassroomState } from './classroomState';
import { saveSessionRecord } from './sessionRecord';
import type { TutorClassroomEvent, TutorClassroomState } from './tutorClassroomState';
import type { ClassroomSocket, ClassroomTutor } from './tutorClassroomStore';
import { TUTOR_MESSAGES } from './tutorMessages';
import { joinFailed, note, plural } from './tutorServerEvents';

/** No session_joined within this long: the join is given up and said so. */
const JOIN_TIMEOUT_MS = 15_000;

/** Where the joins of this page stand: when the server last accepted us, and the join last sent. */
export interface JoinTracking {
  authenticatedAt: number;
  /** the connection, session and start a join_session went for: no second one for them */
  sentFor: string;
}

export interface TutorEffectsContext {
  tutor: ClassroomTutor;
  timers: ClassroomTimers;
  storage: StorageLike | null;
  /** the socket while it is connected, else null */
  live: () => ClassroomSocket | null;
  dispatch: (...events: TutorClassroomEvent[]) => void;
  isoNow: () => string;
  joins: JoinTracking;
}

export const joinable = (session: ClassroomState) =>
  session.stage === 'joining' || session.stage === 'active';

/**
 * What the tutor store does when its state changes (spec 002 §9), each re-run only when what it
 * reads changes: join the session, give up an unanswered join, send the quiz, remember the session.
 */
export function tutorStoreEffects(context: TutorEffectsContext): StoreEffect<TutorClassroomState>[] {
  const { tutor, timers, storage, live, dispatch, isoNow, joins } = context;

  // join_session: once per connection and session; 500 ms after authenticating, 1 s for a resume.
  const joinEffect = storeEffect(
    ({ session: s, authenticated, epoch }: TutorClassroomState) => [
      s.stage,
      s.sessionId,
      s.sessionTitle,
      s.startedAt,
      s.resuming,
      authenticated,
      epoch,
    ],
    ({ session: s, authenticated, epoch }) => {
      const { stage, sessionId, sessionTitle } = s;
      if (!authenticated || !sessionId || !joinable(s)) {
        return undefined;
      }
      const key = `${epoch}|${sessionId}|${s.startedAt ?? ''}`;
      if (joins.sentFor === key) {
        return undefined;
      }
      const sinceAuthentication = timers.now() - joins.authenticatedAt;
      const delay =
        stage === 'joining' && s.resuming
          ? CLASSROOM_LIMITS.resumeDelayMs
          : Math.max(0, CLASSROOM_LIMITS.joinAfterAuthenticateMs - sinceAuthentication);
      const handle = timers.setTimeout(() => {
        const open = live();
        if (!open) {
          return;
        }
        joins.sentFor = key;
        open.emit('join_session', { sessionId, userId: tutor.id, role: 'tutor', sessionTitle });
        const verb = stage === 'active' ? 'Rejoining' : 'Joining';
        dispatch(note(isoNow(), `${verb} session ${sessionId}…`));
      }, delay);
      return () => timers.clearTimeout(handle);
    },
  );

  // No answer to a join: give up rather than spin for ever.
  const joinTimeoutEffect = storeEffect(
    ({ session }: TutorClassroomState) => [session.stage],
    ({ session }) => {
      if (session.stage !== 'joining') {
        return undefined;
      }
      const handle = timers.setTimeout(
        () => dispatch(...joinFailed(TUTOR_MESSAGES.noJoinAnswer, true, isoNow())),
        JOIN_TIMEOUT_MS + CLASSROOM_LIMITS.resumeDelayMs,
      );
      return () => timers.clearTimeout(handle);
    },
  );

  // The quiz goes to the session 500 ms after joining, unless the server already holds it.
  const quizEffect = storeEffect(
    ({ session: s, authenticated, epoch }: TutorClassroomState) => [
      s.stage,
      s.quizSent,
      s.quiz,
      s.sessionId,
      authenticated,
      epoch,
    ],
    ({ session: s, authenticated }) => {
      const { sessionId } = s;
      if (s.stage !== 'active' || s.quizSent || !authenticated || !sessionId) {
        return undefined;
      }
      const sent = s.quiz ?? SAMPLE_QUIZ;
      const handle = timers.setTimeout(() => {
        const open = live();
        if (!open) {
          return;
        }
        const quiz = { title: sent.title, questions: sent.questions, totalQuestions: sent.questions.length };
        open.emit('broadcast_to_session', { sessionId, data: { type: 'quiz_data', quiz } });
        dispatch(
          { type: 'SessionChanged', event: { type: 'QuizSent', quiz: sent } },
          note(
            isoNow(),
            `Quiz "${sent.title}" sent to the session (${plural(sent.questions.length, 'question')})`,
            'success',
          ),
        );
      }, CLASSROOM_LIMITS.quizBroadcastDelayMs);
      return () => timers.clearTimeout(handle);
    },
  );

  // A running session is remembered, so a reload or a return within 240 minutes can resume it.
  const rememberEffect = storeEffect(
    ({ session: s }: TutorClassroomState) => [s.stage, s.sessionId, s.sessionTitle, s.startedAt],
    ({ session: s }) => {
      if (s.stage === 'active' && s.sessionId && s.startedAt) {
        saveSessionRecord(storage, {
          sessionCode: s.sessionId,
          sessionTitle: s.sessionTitle,
          startTime: s.startedAt,
          userId: tutor.id,
          status: 'active',
        });
      }
      return undefined;
    },
  );

  return [joinEffect, joinTimeoutEffect, quizEffect, rememberEffect];
}
