import {
  CLASSROOM_LIMITS,
  CLASSROOM_MESSAGES,
  type ActiveSessionItem,
  type OptionLetter,
  type StudentQuizQuestion,
  type StudentQuizResults,
  type StudentSessionQuiz,
  isPendingResults,
  questionSecondsLeft,
  toLocalClock,
} from '@portal/contracts';
import { answersForQuiz, firstUnansweredIndex } from './quizModel';

/**
 * The student classroom (spec 002 §2.13, §4): disconnected → classroom (connecting, asking for the
 * active sessions) → browsing (list received) → connected (joined, waiting for the tutor) → quiz →
 * results; ended when the tutor ends the session; join is the fallback on errors and on leaving.
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

export type ClassroomEvent =
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
  | { type: 'quiz_submitted'; results: StudentQuizResults }
  | { type: 'leave_requested' }
  | { type: 'error_dismissed' };

/** The server's start of the quiz's clock and its time when it said so (issue 16). */
export interface QuizClock {
  startedAt?: string | null;
  serverTime?: string;
}

/** The quiz's start on this browser's clock, from what the server said at local time `at`. */
function clockStart(clock: QuizClock | undefined, at: number, current: number | null): number | null {
  if (!clock || clock.startedAt === undefined) {
    return current;
  }
  return toLocalClock(clock.startedAt, clock.serverTime, at);
}

/** Every event carries the time it happened: the reducer never reads the clock. */
export type ClassroomAction = ClassroomEvent & { at: number };

const LOG_LIMIT = 100;
const MESSAGE_LIMIT = 50;

export function initialClassroomState(rememberedCode: string | null): ClassroomState {
  return {
    stage: 'disconnected',
    connection: 'disconnected',
    authenticated: false,
    reconnectAttempt: null,
    joining: null,
    sessionCode: null,
    sessionTitle: '',
    rememberedCode,
    lastCode: rememberedCode,
    sessions: null,
    refreshingSessions: false,
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

function log(state: ClassroomState, at: number, text: string, tone: LogTone = 'info'): ClassroomState {
  const entry: LogEntry = { id: state.nextId, at, text, tone };
  return { ...state, log: [entry, ...state.log].slice(0, LOG_LIMIT), nextId: state.nextId + 1 };
}

/** Everything about the session this student was in, forgotten (leaving, ended, a new session). */
function withoutSession(state: ClassroomState): ClassroomState {
  return {
    ...state,
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

function sameQuestions(a: StudentSessionQuiz | null, b: StudentSessionQuiz): boolean {
  return (
    a !== null &&
    a.questions.length === b.questions.length &&
    a.questions.every((question, index) => question.id === b.questions[index]?.id)
  );
}

interface QuizPlacement {
  /** answers to keep (only those to this quiz's questions survive) */
  answers: Readonly<Record<string, OptionLetter>>;
  unsynced: Record<string, OptionLetter>;
  /** stay on the question shown; otherwise go to the first unanswered one */
  keepIndex: boolean;
}

/** A quiz arrives for a joined student: the quiz stage, or back to join when it has no questions. */
function withQuiz(
  state: ClassroomState,
  quiz: StudentSessionQuiz,
  at: number,
  placement: QuizPlacement,
): ClassroomState {
  if (quiz.questions.length === 0) {
    const failed: ClassroomState = {
      ...state,
      stage: 'join',
      quizLoad: { status: 'idle' },
      error: CLASSROOM_MESSAGES.quizNoQuestions,
    };
    return log(failed, at, CLASSROOM_MESSAGES.quizNoQuestions, 'error');
  }
  const answers = answersForQuiz(quiz, placement.answers);
  const index = placement.keepIndex
    ? Math.min(state.index, quiz.questions.length - 1)
    : firstUnansweredIndex(quiz, answers);
  const next: ClassroomState = {
    ...state,
    stage: 'quiz',
    quiz,
    answers,
    unsynced: placement.unsynced,
    index,
    quizLoad: { status: 'idle' },
    error:
      state.error === CLASSROOM_MESSAGES.couldNotLoadQuiz || state.error === CLASSROOM_MESSAGES.cannotReload
        ? null
        : state.error,
  };
  const count = quiz.questions.length;
  return log(
    next,
    at,
    `Quiz received: ${quiz.title} (${count} question${count === 1 ? '' : 's'})`,
    'success',
  );
}

export function classroomReducer(state: ClassroomState, action: ClassroomAction): ClassroomState {
  const { at } = action;
  switch (action.type) {
    case 'browse_requested': {
      const next: ClassroomState = {
        ...withoutSession(state),
        stage: 'classroom',
        sessions: null,
        error: null,
        connection: state.connection === 'connected' ? 'connected' : 'connecting',
      };
      return log(
        next,
        at,
        state.connection === 'connected' ? 'Looking for active sessions' : 'Connecting to the classroom',
      );
    }
    case 'join_requested': {
      const fresh = action.code !== state.sessionCode;
      const base = fresh && !action.rejoin ? withoutSession(state) : state;
      const next: ClassroomState = {
        ...base,
        stage: state.stage === 'disconnected' ? 'classroom' : state.stage,
        joining: action.code,
        lastCode: action.code,
        error: null,
        connection: state.connection === 'connected' ? 'connected' : 'connecting',
      };
      return log(
        next,
        at,
        action.rejoin ? `Rejoining session ${action.code}` : `Joining session ${action.code}`,
      );
    }
    case 'socket_connected':
      return log(
        { ...state, connection: 'connected', reconnectAttempt: null, error: null },
        at,
        'Connected to the classroom',
        'success',
      );
    case 'socket_disconnected': {
      const next: ClassroomState = {
        ...state,
        connection: 'disconnected',
        authenticated: false,
        submitting: false,
        quizLoad: state.quizLoad.status === 'loading' ? { status: 'idle' } : state.quizLoad,
      };
      return log(next, at, `Disconnected (${action.reason})`, 'warning');
    }
    case 'connect_failed': {
      const text = `Connection failed: ${action.message}`;
      const next: ClassroomState = action.willRetry
        ? { ...state, connection: 'connecting' }
        : { ...state, connection: 'error', reconnectAttempt: null, error: text };
      return log(next, at, text, 'error');
    }
    case 'reconnect_attempt':
      return log(
        { ...state, connection: 'connecting', reconnectAttempt: action.attempt },
        at,
        `Reconnecting (attempt ${action.attempt} of ${CLASSROOM_LIMITS.reconnectionAttempts})`,
        'warning',
      );
    case 'reconnect_failed': {
      const text = `Connection failed: no answer after ${CLASSROOM_LIMITS.reconnectionAttempts} attempts`;
      return log({ ...state, connection: 'error', reconnectAttempt: null, error: text }, at, text, 'error');
    }
    case 'authenticated':
      return log({ ...state, authenticated: true }, at, 'Signed in to the classroom', 'success');
    case 'authentication_failed': {
      const text = `Authentication failed: ${action.message}`;
      const next: ClassroomState = {
        ...state,
        stage: 'disconnected',
        connection: 'error',
        authenticated: false,
        joining: null,
        submitting: false,
        error: text,
      };
      return log(next, at, text, 'error');
    }
    case 'not_logged_in':
      return log(
        { ...state, error: CLASSROOM_MESSAGES.logInFirst },
        at,
        CLASSROOM_MESSAGES.userNotLoggedIn,
        'error',
      );
    case 'not_connected':
      return log(
        { ...state, error: CLASSROOM_MESSAGES.notConnected },
        at,
        CLASSROOM_MESSAGES.notConnected,
        'warning',
      );
    case 'sessions_requested':
      return { ...state, refreshingSessions: true };
    case 'sessions_received': {
      const count = action.sessions.length;
      const next: ClassroomState = {
        ...state,
        sessions: action.sessions,
        refreshingSessions: false,
        stage: state.stage === 'classroom' ? 'browsing' : state.stage,
      };
      return log(next, at, `${count} active session${count === 1 ? '' : 's'} found`);
    }
    case 'session_joined': {
      const continuing = action.sessionId === state.sessionCode;
      const base = continuing ? state : withoutSession(state);
      const restored = { ...action.answers, ...(continuing ? state.unsynced : {}) };
      let next: ClassroomState = {
        ...base,
        joining: null,
        sessionCode: action.sessionId,
        sessionTitle: action.sessionTitle,
        rememberedCode: action.sessionId,
        lastCode: action.sessionId,
        answers: restored,
        unsynced: continuing ? state.unsynced : {},
        quizStartedAt: clockStart(action.clock, at, base.quizStartedAt),
        error: null,
      };
      next = log(
        next,
        at,
        `Joined session ${action.sessionId}${action.sessionTitle ? ` (${action.sessionTitle})` : ''}`,
        'success',
      );
      if (action.results) {
        return {
          ...next,
          stage: 'results',
          quiz: action.quiz ?? next.quiz,
          results: action.results,
          unsynced: {},
        };
      }
      if (action.quiz) {
        // a rejoin keeps the question on screen; a first join starts at the first unanswered one
        return withQuiz(next, action.quiz, at, {
          answers: restored,
          unsynced: next.unsynced,
          keepIndex: continuing && sameQuestions(state.quiz, action.quiz),
        });
      }
      return { ...next, stage: 'connected' };
    }
    case 'session_error': {
      const text = `Session error: ${action.message}`;
      if (isEndedError(action.message)) {
        const next: ClassroomState = {
          ...withoutSession(state),
          stage: 'classroom',
          sessions: null,
          rememberedCode: null,
          error: text,
        };
        return log(next, at, text, 'error');
      }
      const failedJoin = state.joining !== null;
      const next: ClassroomState = failedJoin
        ? { ...withoutSession(state), stage: 'join', error: text }
        : { ...state, submitting: false, error: text };
      return log(next, at, text, 'error');
    }
    case 'quiz_requested':
      return log(
        {
          ...state,
          quizLoad: { status: 'loading', attempt: action.attempt },
          error: action.attempt === 1 ? null : state.error,
        },
        at,
        `Requesting quiz data (attempt ${action.attempt} of ${CLASSROOM_LIMITS.quizDataAttempts})`,
      );
    case 'quiz_received': {
      if (state.sessionCode === null) {
        return state;
      }
      if (state.stage === 'results' || state.stage === 'ended') {
        return log({ ...state, quizLoad: { status: 'idle' } }, at, 'The tutor sent the quiz again');
      }
      const same = sameQuestions(state.quiz, action.quiz);
      const timed = { ...state, quizStartedAt: clockStart(action.clock, at, state.quizStartedAt) };
      return withQuiz(timed, action.quiz, at, {
        answers: same ? state.answers : {},
        unsynced: same ? state.unsynced : {},
        keepIndex: same,
      });
    }
    case 'quiz_failed': {
      const text = `Failed to load quiz: ${action.error || 'Unknown error'}`;
      return log({ ...state, quizLoad: { status: 'failed' }, error: text }, at, text, 'error');
    }
    case 'quiz_data_error': {
      const text = `Quiz data error: ${action.message}`;
      return log({ ...state, quizLoad: { status: 'failed' }, error: text }, at, text, 'error');
    }
    case 'quiz_retries_exhausted':
      return log(
        { ...state, quizLoad: { status: 'failed' }, error: CLASSROOM_MESSAGES.couldNotLoadQuiz },
        at,
        CLASSROOM_MESSAGES.quizLoadingFailed,
        'error',
      );
    case 'quiz_reload_refused':
      return log(
        { ...state, error: CLASSROOM_MESSAGES.cannotReload },
        at,
        CLASSROOM_MESSAGES.cannotReload,
        'error',
      );
    case 'tutor_message': {
      if (state.sessionCode === null) {
        return state;
      }
      const item: TutorMessageItem = {
        id: state.nextId,
        message: action.message,
        from: action.from,
        timestamp: action.timestamp,
      };
      const next: ClassroomState = {
        ...state,
        messages: [item, ...state.messages].slice(0, MESSAGE_LIMIT),
        nextId: state.nextId + 1,
      };
      return log(next, at, `Message from ${action.from || 'your tutor'}`);
    }
    case 'session_ended': {
      if (state.sessionCode === null && state.joining === null) {
        return state;
      }
      const next: ClassroomState = {
        ...state,
        stage: 'ended',
        joining: null,
        sessionCode: null,
        rememberedCode: null,
        submitting: false,
        quizLoad: { status: 'idle' },
        endedMessage: action.message.trim() || CLASSROOM_MESSAGES.sessionEnded,
        error: null,
      };
      return log(next, at, 'The tutor ended the session', 'warning');
    }
    case 'individual_reset': {
      if (state.sessionCode === null) {
        return state;
      }
      const next: ClassroomState = {
        ...state,
        stage: 'connected',
        answers: {},
        unsynced: {},
        index: 0,
        results: null,
        submitting: false,
        error: null,
      };
      return log(next, at, 'Your tutor reset your quiz: you can start again', 'warning');
    }
    case 'answer_selected': {
      const question = currentQuestion(state);
      if (state.stage !== 'quiz' || state.submitting || !question) {
        return state;
      }
      const number = String(question.number);
      if (state.answers[number] === action.letter) {
        return state;
      }
      if (state.quiz && questionSecondsLeft(state.quiz, state.quizStartedAt, question.number, at) === 0) {
        const text = `Question ${question.number}: ${CLASSROOM_MESSAGES.questionClosed}`;
        return log({ ...state, error: text }, at, text, 'warning');
      }
      const next: ClassroomState = {
        ...state,
        answers: { ...state.answers, [number]: action.letter },
        unsynced: { ...state.unsynced, [number]: action.letter },
        error:
          state.connection === 'connected' && state.authenticated
            ? state.error === CLASSROOM_MESSAGES.notConnected
              ? null
              : state.error
            : CLASSROOM_MESSAGES.notConnected,
      };
      const offline = next.error === CLASSROOM_MESSAGES.notConnected;
      return log(
        next,
        at,
        `Question ${question.number}: chose ${action.letter}${offline ? ' (sent when the connection is back)' : ''}`,
        offline ? 'warning' : 'info',
      );
    }
    case 'answer_saved': {
      const number = String(action.questionNumber);
      if (state.unsynced[number] !== action.selectedAnswer) {
        return state;
      }
      const { [number]: _saved, ...unsynced } = state.unsynced;
      return { ...state, unsynced };
    }
    case 'question_shown': {
      const count = state.quiz?.questions.length ?? 0;
      return count === 0 ? state : { ...state, index: Math.min(Math.max(0, action.index), count - 1) };
    }
    case 'submit_requested': {
      if (state.stage !== 'quiz' || state.submitting) {
        return state;
      }
      if (state.connection !== 'connected' || !state.authenticated || state.sessionCode === null) {
        return log(
          { ...state, error: CLASSROOM_MESSAGES.cannotSubmit },
          at,
          CLASSROOM_MESSAGES.cannotSubmit,
          'error',
        );
      }
      return log({ ...state, submitting: true, error: null }, at, 'Submitting your answers');
    }
    case 'quiz_submitted': {
      const { results } = action;
      const next: ClassroomState = {
        ...state,
        stage: state.stage === 'ended' ? 'ended' : 'results',
        results,
        submitting: false,
        unsynced: {},
        error: null,
      };
      if (isPendingResults(results)) {
        return log(
          next,
          at,
          `Quiz submitted: ${results.answeredQuestions} of ${results.totalQuestions} answered. Your results come when your tutor ends the session`,
          'success',
        );
      }
      const percent = Math.round(results.percentage);
      return log(
        next,
        at,
        `${state.results ? 'Results released' : 'Quiz submitted'}: ${results.correctAnswers} of ${results.totalQuestions} correct (${percent}%)`,
        'success',
      );
    }
    case 'leave_requested': {
      if (state.sessionCode === null && state.joining === null) {
        return state;
      }
      const left = state.sessionCode ?? state.joining;
      const next: ClassroomState = { ...withoutSession(state), stage: 'join', lastCode: left, error: null };
      return log(next, at, `Left session ${left ?? ''}`.trim());
    }
    case 'error_dismissed':
      return { ...state, error: null };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
