import { appendLog, type LogEntry, type LogTone } from './activityLog';
import { classroomReducer, type ClassroomEvent, type ClassroomState } from './classroomState';
import { TUTOR_MESSAGES } from './tutorMessages';

/**
 * The tutor's classroom page (spec 002 §2.13, §4, §7): the live session (classroomState.ts) and,
 * around it, the connection, the Activity Log, the errors shown and the quiz's clock. Pure: times
 * come in with the events, never from the clock.
 */

/** The header's connection status: connected means the server has accepted who we are. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'error';

export interface TutorClassroomState {
  session: ClassroomState;
  status: ConnectionStatus;
  /** the server has accepted who we are on the connection now open */
  authenticated: boolean;
  /** one more each time the server accepts us: a new connection needs its own join */
  epoch: number;
  connectionProblem: string | null;
  sessionError: string | null;
  /** newest first */
  log: LogEntry[];
  /** the latest line read out to screen readers */
  announcement: string;
  /** when the session's quiz clock started, on this browser's clock (issue 16: time limits) */
  quizStartedAt: number | null;
  /** the latest first join of a student, on this browser's clock: their clock starts then if later */
  lastJoinAt: number | null;
}

export type TutorClassroomEvent =
  | { type: 'SessionChanged'; event: ClassroomEvent }
  | { type: 'ConnectRequested' }
  | { type: 'AuthenticateSent' }
  | { type: 'AuthenticateUnanswered'; at: string }
  | { type: 'Authenticated'; at: string }
  | { type: 'AuthenticationRefused'; reason: string; at: string }
  | { type: 'Disconnected'; reason: string; at: string }
  | { type: 'ConnectFailed'; reason: string; at: string }
  /** a line in the Activity Log; `announce` also reads it out */
  | { type: 'Noted'; text: string; tone: LogTone; at: string; announce: boolean }
  | { type: 'SessionErrorShown'; text: string | null }
  | { type: 'LogCleared' }
  /** `rejoined`: a (re)join starts the students' joins afresh */
  | { type: 'QuizClockStarted'; startedAt: number | null; rejoined: boolean }
  /** first joins of students, on this browser's clock */
  | { type: 'StudentsJoined'; joinedAt: readonly number[] };

export function initialTutorClassroomState(session: ClassroomState): TutorClassroomState {
  return {
    session,
    status: 'connecting',
    authenticated: false,
    epoch: 0,
    connectionProblem: null,
    sessionError: null,
    log: [],
    announcement: '',
    quizStartedAt: null,
    lastJoinAt: null,
  };
}

function noted(
  state: TutorClassroomState,
  at: string,
  text: string,
  tone: LogTone,
  announce = false,
): TutorClassroomState {
  return {
    ...state,
    log: appendLog(state.log, { at, text, tone }),
    announcement: announce ? text : state.announcement,
  };
}

export function tutorClassroomReducer(
  state: TutorClassroomState,
  event: TutorClassroomEvent,
): TutorClassroomState {
  switch (event.type) {
    case 'SessionChanged': {
      const session = classroomReducer(state.session, event.event);
      return session === state.session ? state : { ...state, session };
    }
    case 'ConnectRequested':
      return { ...state, connectionProblem: null, status: 'connecting' };
    case 'AuthenticateSent':
      return { ...state, status: 'connecting' };
    case 'AuthenticateUnanswered': {
      const text = TUTOR_MESSAGES.authenticationFailed(TUTOR_MESSAGES.noAuthenticateAnswer);
      return noted({ ...state, status: 'error', connectionProblem: text }, event.at, text, 'error');
    }
    case 'Authenticated':
      return noted(
        {
          ...state,
          authenticated: true,
          epoch: state.epoch + 1,
          status: 'connected',
          connectionProblem: null,
        },
        event.at,
        'Connected to the classroom server',
        'success',
      );
    case 'AuthenticationRefused': {
      const text = TUTOR_MESSAGES.authenticationFailed(event.reason);
      const next: TutorClassroomState = {
        ...state,
        authenticated: false,
        status: 'error',
        connectionProblem: text,
      };
      return noted(next, event.at, text, 'error', true);
    }
    case 'Disconnected':
      return noted(
        { ...state, authenticated: false, status: 'disconnected' },
        event.at,
        TUTOR_MESSAGES.disconnected(event.reason),
        'warning',
      );
    case 'ConnectFailed': {
      const text = TUTOR_MESSAGES.connectionFailed(event.reason);
      const next: TutorClassroomState = {
        ...state,
        authenticated: false,
        status: 'error',
        connectionProblem: text,
      };
      // a connection retrying in a loop logs its failure once
      return state.status === 'error' ? next : noted(next, event.at, text, 'error');
    }
    case 'Noted':
      return noted(state, event.at, event.text, event.tone, event.announce);
    case 'SessionErrorShown':
      return { ...state, sessionError: event.text };
    case 'LogCleared':
      return { ...state, log: [] };
    case 'QuizClockStarted':
      return {
        ...state,
        quizStartedAt: event.startedAt,
        lastJoinAt: event.rejoined ? null : state.lastJoinAt,
      };
    case 'StudentsJoined':
      return event.joinedAt.length === 0
        ? state
        : { ...state, lastJoinAt: Math.max(state.lastJoinAt ?? Number.NEGATIVE_INFINITY, ...event.joinedAt) };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Ready for session commands: the server has accepted us and says we are connected. */
export function isConnected(state: TutorClassroomState): boolean {
  return state.authenticated && state.status === 'connected';
}

/**
 * The countdown the tutor sees (issue 16): the quiz's clock, or the latest student's first join
 * if later, so a question shows closed only once it is closed for every student.
 */
export function tutorQuizStartedAt(state: TutorClassroomState): number | null {
  const { quizStartedAt, lastJoinAt } = state;
  return quizStartedAt === null ? null : Math.max(quizStartedAt, lastJoinAt ?? quizStartedAt);
}
