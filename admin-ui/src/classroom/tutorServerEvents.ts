import {
  correctCountText,
  percentScoreText,
  toLocalClock,
  type ServerToClientEvents,
} from '@portal/contracts';
import type { LogTone } from './activityLog';
import { OPTION_LETTERS, fullName } from './classroomState';
import type { TutorClassroomEvent, TutorClassroomState } from './tutorClassroomState';
import { TUTOR_MESSAGES, isSessionGone, reasonOf } from './tutorMessages';

/**
 * What each classroom server message means for the tutor's page, as events for
 * tutorClassroomReducer. Pure: the time (`at` as ISO, `now` in ms) and the server's clock offset
 * come in with the call. The store sends what they return; it alone talks to the socket.
 */

type Payload<Name extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[Name]>[0];

export interface ServerEventTime {
  /** ISO time, for the Activity Log */
  at: string;
  /** this browser's clock, ms */
  now: number;
  /** the server's clock minus this browser's */
  clockOffset: number;
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const note = (at: string, text: string, tone: LogTone = 'info'): TutorClassroomEvent => ({
  type: 'Noted',
  text,
  tone,
  at,
  announce: false,
});

export const announce = (at: string, text: string, tone: LogTone = 'info'): TutorClassroomEvent => ({
  type: 'Noted',
  text,
  tone,
  at,
  announce: true,
});

/** Students' first joins, on this browser's clock (dates the browser cannot read are left out). */
function joinedLocally(joins: readonly (string | undefined)[], clockOffset: number): number[] {
  return joins
    .map((joinedAt) => (joinedAt ? Date.parse(joinedAt) - clockOffset : Number.NaN))
    .filter(Number.isFinite);
}

/** A join given up: said so, and offered again for a resume when the session may still be there. */
export function joinFailed(reason: string, resumable: boolean, at: string): TutorClassroomEvent[] {
  const text = TUTOR_MESSAGES.joinFailed(reason);
  return [
    { type: 'SessionChanged', event: { type: 'JoinFailed', resumable } },
    { type: 'SessionErrorShown', text },
    announce(at, text, 'error'),
  ];
}

export function sessionJoined(
  state: TutorClassroomState,
  payload: Payload<'session_joined'>,
  time: ServerEventTime,
): TutorClassroomEvent[] {
  const current = state.session;
  const { at } = time;
  const code = payload.sessionId || current.sessionId || '';
  const events: TutorClassroomEvent[] = [
    {
      type: 'QuizClockStarted',
      startedAt: toLocalClock(payload.quizStartedAt, payload.serverTime, time.now),
      rejoined: true,
    },
    {
      type: 'StudentsJoined',
      joinedAt: joinedLocally(
        (payload.participants ?? []).map((participant) => participant.joinedAt),
        time.clockOffset,
      ),
    },
    {
      type: 'SessionChanged',
      event: {
        type: 'SessionJoined',
        sessionId: payload.sessionId,
        sessionTitle: payload.sessionTitle,
        quiz: payload.quiz,
        participants: Array.isArray(payload.participants) ? payload.participants : undefined,
      },
    },
    { type: 'SessionErrorShown', text: null },
  ];
  if (current.sessionId && payload.sessionId && payload.sessionId !== current.sessionId) {
    events.push(
      announce(
        at,
        `Session ${current.sessionId} could not be used (ended or taken); students join with ${payload.sessionId}`,
        'warning',
      ),
    );
  }
  if (current.stage === 'active') {
    events.push(note(at, `Rejoined session ${code}`, 'success'));
  } else {
    events.push(
      announce(at, current.resuming ? `Session ${code} resumed` : `Session ${code} started`, 'success'),
    );
  }
  const count = payload.participants?.length ?? 0;
  if (count > 0) {
    events.push(note(at, `${plural(count, 'student')} in the session`));
  }
  return events;
}

/** issue 16: the server echoes the quiz it stored to the tutor with the start of its clock. */
export function sessionMessage(
  payload: Payload<'session_message'>,
  time: ServerEventTime,
): TutorClassroomEvent[] {
  if (payload.type === 'quiz_data' && payload.startedAt !== undefined) {
    return [
      {
        type: 'QuizClockStarted',
        startedAt: toLocalClock(payload.startedAt, payload.serverTime, time.now),
        rejoined: false,
      },
    ];
  }
  return [];
}

/** A session error while joining ends the join (resumable unless the session is gone). */
export function sessionError(
  state: TutorClassroomState,
  payload: Payload<'session_error'>,
  at: string,
): { events: TutorClassroomEvent[]; forgetSession: boolean } {
  const reason = reasonOf(payload);
  if (state.session.stage === 'joining') {
    const gone = isSessionGone(reason);
    return { events: joinFailed(reason, !gone, at), forgetSession: gone };
  }
  const text = TUTOR_MESSAGES.sessionError(reason);
  return { events: [{ type: 'SessionErrorShown', text }, announce(at, text, 'error')], forgetSession: false };
}

export function studentConnected(
  payload: Payload<'student_connected'> | undefined,
  time: ServerEventTime,
): TutorClassroomEvent[] {
  if (!payload?.userId) {
    return [];
  }
  return [
    { type: 'StudentsJoined', joinedAt: joinedLocally([payload.joinedAt], time.clockOffset) },
    {
      type: 'SessionChanged',
      event: {
        type: 'StudentConnected',
        userId: payload.userId,
        firstName: payload.firstName ?? '',
        lastName: payload.lastName ?? '',
      },
    },
    announce(
      time.at,
      `${fullName(payload.firstName ?? '', payload.lastName ?? '') || 'A student'} joined`,
      'success',
    ),
  ];
}

export function userDisconnected(
  payload: Payload<'user_disconnected'> | undefined,
  at: string,
): TutorClassroomEvent[] {
  if (payload?.role !== 'student' || !payload.userId) {
    return [];
  }
  return [
    { type: 'SessionChanged', event: { type: 'StudentDisconnected', userId: payload.userId } },
    note(
      at,
      `${fullName(payload.firstName ?? '', payload.lastName ?? '') || 'A student'} disconnected`,
      'warning',
    ),
  ];
}

export function studentAnswerUpdate(
  update: Payload<'student_answer_update'> | undefined,
  at: string,
): TutorClassroomEvent[] {
  if (!update?.studentId || !OPTION_LETTERS.includes(update.selectedAnswer)) {
    return [];
  }
  return [
    { type: 'SessionChanged', event: { type: 'AnswerReceived', update } },
    note(
      at,
      `${update.studentName || 'A student'} answered question ${update.questionNumber}: ${update.selectedAnswer}`,
    ),
  ];
}

export function studentSubmitted(
  payload: Payload<'student_submitted'> | undefined,
  at: string,
): TutorClassroomEvent[] {
  if (!payload?.studentId || !Array.isArray(payload.results?.questionResults)) {
    return [];
  }
  const { results } = payload;
  return [
    {
      type: 'SessionChanged',
      event: {
        type: 'StudentSubmitted',
        studentId: payload.studentId,
        studentName: payload.studentName,
        results,
        at,
      },
    },
    announce(
      at,
      `${payload.studentName || 'A student'} submitted: ${correctCountText(results.correctAnswers, results.totalQuestions)} (${percentScoreText(results.percentage)})`,
      'success',
    ),
  ];
}

export function resetSuccessful(
  payload: Payload<'reset_successful'> | undefined,
  at: string,
): TutorClassroomEvent[] {
  if (!payload?.studentId) {
    return [];
  }
  return [
    { type: 'SessionChanged', event: { type: 'StudentReset', studentId: payload.studentId } },
    announce(at, `${payload.studentName || 'The student'} was reset and can start again`),
  ];
}

export function userJoined(payload: Payload<'user_joined'> | undefined, at: string): TutorClassroomEvent[] {
  return payload?.role === 'tutor'
    ? [note(at, `${fullName(payload.firstName, payload.lastName)} (tutor) joined`)]
    : [];
}
