import {
  type ActiveSessionItem,
  type OptionLetter,
  type StudentQuizQuestion,
  type StudentQuizResults,
  type StudentSessionQuiz,
} from '@portal/contracts';

/**
 * The student classroom (spec 002 §2.13, §4): disconnected → classroom (connecting, asking for the
 * active sessions) → browsing (list received) → connected (joined, waiting for the tutor) → quiz →
 * results; ended when the tutor ends the session; join is the fallback on errors and on leaving.
 * This file holds the state, the events and the helpers the reducers share; lobbyReducer.ts and
 * quizReducer.ts fold the events, classroomReducer.ts sends each to its reducer.
 */
export type ClassroomStage =
  'disconnected' | 'classroom' | 'browsing' | 'connected' | 'quiz' | 'results' | 'ended' | 'join';

/** Spec 002 §4: disconnected, connected, error; connecting while a connection is being made. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

export interface TutorMessageItem {
  id: number;
  message: string;
  from: string;
  timestamp: string;
}

export type LogTone = 'info' | 'success' | 'warning' | 'error';

export interface LogEntry {
  id: number;
  /** epoch ms */
  at: number;
  text: string;
  tone: LogTone;
}

export type QuizLoad = { status: 'idle' } | { status: 'loading'; attempt: number } | { status: 'failed' };

export interface ClassroomState {
  stage: ClassroomStage;
  connection: ConnectionStatus;
  authenticated: boolean;
  /** the reconnection attempt under way, 1–5 */
  reconnectAttempt: number | null;
  /** the code asked for and not yet answered */
  joining: string | null;
  /** the session this student is in */
  sessionCode: string | null;
  sessionTitle: string;
  /** the code remembered in this browser for "resume previous session" */
  rememberedCode: string | null;
  /** the code offered in the join form after leaving or a failed join */
  lastCode: string | null;
  /** null until the first list arrives */
  sessions: ActiveSessionItem[] | null;
  refreshingSessions: boolean;
  quiz: StudentSessionQuiz | null;
  /** by question number */
  answers: Record<string, OptionLetter>;
  /** chosen but not yet confirmed by the server: sent again after a rejoin */
  unsynced: Record<string, OptionLetter>;
  index: number;
  /** pending (no key, no score) while the session runs; full once the tutor ends it (issue 16) */
  results: StudentQuizResults | null;
  /** when the quiz's clock started, on this browser's clock (issue 16: time limits); null: none */
  quizStartedAt: number | null;
  submitting: boolean;
  quizLoad: QuizLoad;
  /** newest first */
  messages: TutorMessageItem[];
  endedMessage: string | null;
  error: string | null;
  /** newest first */
  log: LogEntry[];
  nextId: number;
}

/** Events of the way into a session and out of it: the connection, the list, joining, leaving. */
export type LobbyEvent =
  | { type: 'browse_requested' }
  | { type: 'join_requested'; code: string; rejoin?: boolean }
  | { type: 'socket_connected' }
  | { type: 'socket_disconnected'; reason: string }
  | { type: 'connect_failed'; message: string; willRetry: boolean }
  | { type: 'reconnect_attempt'; attempt: number }
  | { type: 'reconnect_failed' }
  | { type: 'authenticated' }
  | { type: 'authentication_failed'; message: string }
  | { type: 'not_logged_in' }
  | { type: 'not_connected' }
  | { type: 'sessions_requested' }
  | { type: 'sessions_received'; sessions: ActiveSessionItem[] }
  | {
      type: 'session_joined';
      sessionId: string;
      sessionTitle: string;
      quiz: StudentSessionQuiz | null;
      answers: Record<string, OptionLetter>;
      results: StudentQuizResults | null;
      clock?: QuizClock;
    }
  | { type: 'session_error'; message: string }
  | { type: 'leave_requested' }
  | { type: 'error_dismissed' };

/** Events of the quiz itself, once in a session: loading it, answering, submitting, messages. */
export type QuizEvent =
  | { type: 'quiz_requested'; attempt: number }
  | { type: 'quiz_received'; quiz: StudentSessionQuiz; clock?: QuizClock }
  | { type: 'quiz_failed'; error: string | null }
  | { type: 'quiz_data_error'; message: string }
  | { type: 'quiz_retries_exhausted' }
  | { type: 'quiz_reload_refused' }
  | { type: 'tutor_message'; message: string; from: string; timestamp: string }
  | { type: 'session_ended'; message: string }
  | { type: 'individual_reset' }
  | { type: 'answer_selected'; letter: OptionLetter }
  | { type: 'answer_saved'; questionNumber: number; selectedAnswer: OptionLetter }
  | { type: 'question_shown'; index: number }
  | { type: 'submit_requested' }
  | { type: 'quiz_submitted'; results: StudentQuizResults };

export type ClassroomEvent = LobbyEvent | QuizEvent;

/** The server's start of the quiz's clock and its time when it said so (issue 16). */
export interface QuizClock {
  startedAt?: string | null;
  serverTime?: string;
}

/** Every event carries the time it happened: the reducer never reads the clock. */
export type ClassroomAction = ClassroomEvent & { at: number };
export type LobbyAction = LobbyEvent & { at: number };
export type QuizAction = QuizEvent & { at: number };

const LOG_LIMIT = 100;
export const MESSAGE_LIMIT = 50;

type SessionFields =
  | 'joining'
  | 'sessionCode'
  | 'sessionTitle'
  | 'quiz'
  | 'answers'
  | 'unsynced'
  | 'index'
  | 'results'
  | 'quizStartedAt'
  | 'submitting'
  | 'quizLoad'
  | 'messages'
  | 'endedMessage';

/** The fields of the session a student is in, as they are when there is none. */
function noSession(): Pick<ClassroomState, SessionFields> {
  return {
    joining: null,
    sessionCode: null,
    sessionTitle: '',
    quiz: null,
    answers: {},
    unsynced: {},
    index: 0,
    results: null,
    quizStartedAt: null,
    submitting: false,
    quizLoad: { status: 'idle' },
    messages: [],
    endedMessage: null,
  };
}

export function initialClassroomState(rememberedCode: string | null): ClassroomState {
  return {
    ...noSession(),
    stage: 'disconnected',
    connection: 'disconnected',
    authenticated: false,
    reconnectAttempt: null,
    rememberedCode,
    lastCode: rememberedCode,
    sessions: null,
    refreshingSessions: false,
    error: null,
    log: [],
    nextId: 1,
  };
}

/** Spec 002 §4: a session error that mentions 'ended' forgets the session and goes back to the classroom. */
export function isEndedError(message: string): boolean {
  return /ended/i.test(message);
}

export function currentQuestion(state: ClassroomState): StudentQuizQuestion | undefined {
  return state.quiz?.questions[state.index];
}

/** What to do once (re)authenticated: rejoin the session, and/or list the active sessions. */
export function afterAuthentication(state: ClassroomState): { join: string | null; browse: boolean } {
  return {
    join: state.joining ?? state.sessionCode,
    browse: state.stage === 'classroom' || state.stage === 'browsing' || state.stage === 'join',
  };
}

/** Answers to send again after a rejoin: those the server has not confirmed. */
export function answersToResend(
  state: ClassroomState,
): { questionNumber: number; selectedAnswer: OptionLetter }[] {
  return Object.entries(state.unsynced).map(([number, letter]) => ({
    questionNumber: Number(number),
    selectedAnswer: letter,
  }));
}

/** A line in the Activity Log (newest first), at the time the event happened. */
export function log(state: ClassroomState, at: number, text: string, tone: LogTone = 'info'): ClassroomState {
  const entry: LogEntry = { id: state.nextId, at, text, tone };
  return { ...state, log: [entry, ...state.log].slice(0, LOG_LIMIT), nextId: state.nextId + 1 };
}

/** Something refused or failed: its message on screen and a line in the log (the same words unless given). */
export function withError(
  state: ClassroomState,
  at: number,
  shown: string,
  logged: string = shown,
  tone: LogTone = 'error',
): ClassroomState {
  return log({ ...state, error: shown }, at, logged, tone);
}

/** Everything about the session this student was in, forgotten (leaving, ended, a new session). */
export function withoutSession(state: ClassroomState): ClassroomState {
  return { ...state, ...noSession() };
}
