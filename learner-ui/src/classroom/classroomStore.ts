import { io, type Socket } from 'socket.io-client';
import type {
  ActiveSessionItem,
  ClientToServerEvents,
  OptionLetter,
  ServerToClientEvents,
  SessionMessage,
} from '@portal/contracts';
import { CLASSROOM_SOCKET_OPTIONS, CLASSROOM_TIMING, nextQuizDataStep } from './classroomPolicy';
import { classroomReducer } from './classroomReducer';
import {
  afterAuthentication,
  answersToResend,
  currentQuestion,
  initialClassroomState,
  isEndedError,
  type ClassroomEvent,
  type ClassroomState,
} from './classroomState';
import { browserStorage, readLastSession, writeLastSession, type CodeStorage } from './lastSession';
import { readAnswers, readQuiz } from './quizModel';

export type ClassroomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ClassroomUser {
  id: string;
  firstName: string;
  lastName: string;
}

type TimerHandle = ReturnType<typeof setTimeout>;

export interface ClassroomTimers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

const browserTimers: ClassroomTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

export interface ClassroomStoreOptions {
  /** null when nobody is signed in (joining is then refused) */
  user: ClassroomUser | null;
  openSocket?: () => ClassroomSocket;
  storage?: CodeStorage;
  timers?: ClassroomTimers;
}

/** The student's classroom: its state, and every intent that may talk to the server. */
export interface ClassroomStore {
  getState: () => ClassroomState;
  subscribe: (listener: () => void) => () => void;
  /** Join Classroom: connect, sign in, list the active sessions. */
  joinClassroom: () => void;
  joinSession: (code: string) => void;
  /** Resume the session remembered in this browser. */
  resume: () => void;
  refreshSessions: () => void;
  leaveSession: () => void;
  selectAnswer: (letter: OptionLetter) => void;
  showQuestion: (index: number) => void;
  submit: () => void;
  reloadQuiz: () => void;
  reconnect: () => void;
  dismissError: () => void;
  /** The page is gone: close the socket and stop every timer. */
  close: () => void;
}

export function openClassroomSocket(): ClassroomSocket {
  return io({ ...CLASSROOM_SOCKET_OPTIONS, transports: [...CLASSROOM_SOCKET_OPTIONS.transports] });
}

function readSessions(raw: unknown): ActiveSessionItem[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) {
      return [];
    }
    const { id, quizTitle, participantCount } = item as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') {
      return [];
    }
    return [
      {
        id,
        quizTitle: typeof quizTitle === 'string' && quizTitle.trim() !== '' ? quizTitle : 'Untitled quiz',
        participantCount:
          typeof participantCount === 'number' && participantCount >= 0 ? participantCount : 0,
      },
    ];
  });
}

const QUIZ_UNREADABLE = 'the quiz could not be read';

/**
 * The socket side of the student classroom (spec 002 §4, §7, §9): authenticate on every connect,
 * join 500 ms after `authenticated`, rejoin after a reconnection and send again the answers the
 * server had not confirmed, ask for the quiz up to 3 times 3 s apart, re-ask 100 ms after a reset.
 * State changes go through `classroomReducer` only; the remembered code follows the state.
 */
export function createClassroomStore(options: ClassroomStoreOptions): ClassroomStore {
  const { user } = options;
  const timers = options.timers ?? browserTimers;
  const storage = options.storage ?? browserStorage();
  const openSocket = options.openSocket ?? openClassroomSocket;
  let state = initialClassroomState(readLastSession(storage));
  const listeners = new Set<() => void>();
  let socket: ClassroomSocket | null = null;
  let joinTimer: TimerHandle | null = null;
  let quizTimer: TimerHandle | null = null;
  let resetTimer: TimerHandle | null = null;

  const dispatch = (event: ClassroomEvent) => {
    const next = classroomReducer(state, { ...event, at: timers.now() });
    if (next === state) {
      return;
    }
    if (next.rememberedCode !== state.rememberedCode) {
      writeLastSession(storage, next.rememberedCode);
    }
    state = next;
    listeners.forEach((listener) => listener());
  };

  const stopTimer = (handle: TimerHandle | null): null => {
    if (handle !== null) {
      timers.clearTimeout(handle);
    }
    return null;
  };
  const stopTimers = () => {
    joinTimer = stopTimer(joinTimer);
    quizTimer = stopTimer(quizTimer);
    resetTimer = stopTimer(resetTimer);
  };

  const ready = (): ClassroomSocket | null => (socket?.connected && state.authenticated ? socket : null);

  const requestSessions = () => {
    const live = ready();
    if (!live || !user) {
      return;
    }
    dispatch({ type: 'sessions_requested' });
    live.emit('get_active_sessions', { userId: user.id, role: 'student' });
  };

  const sendJoin = (code: string, delayMs: number) => {
    joinTimer = stopTimer(joinTimer);
    joinTimer = timers.setTimeout(() => {
      joinTimer = null;
      const live = ready();
      if (live && user && state.joining === code) {
        live.emit('join_session', { sessionId: code, userId: user.id, role: 'student' });
      }
    }, delayMs);
  };

  const requestQuizData = (attempt: number) => {
    quizTimer = stopTimer(quizTimer);
    const live = ready();
    const code = state.sessionCode;
    if (!live || code === null) {
      dispatch({ type: 'quiz_reload_refused' });
      return;
    }
    dispatch({ type: 'quiz_requested', attempt });
    live.emit('request_quiz_data', { sessionId: code });
    quizTimer = timers.setTimeout(() => {
      quizTimer = null;
      const step = nextQuizDataStep(attempt);
      if (step.kind === 'retry') {
        requestQuizData(step.attempt);
      } else {
        dispatch({ type: 'quiz_retries_exhausted' });
      }
    }, CLASSROOM_TIMING.quizDataRetryMs);
  };

  const authenticate = (live: ClassroomSocket) => {
    if (!user) {
      dispatch({ type: 'not_logged_in' });
      return;
    }
    const sessionId = state.joining ?? state.sessionCode;
    live.emit('authenticate', {
      token: 'cookie',
      ...(sessionId ? { sessionId } : {}),
      userId: user.id,
      role: 'student',
      firstName: user.firstName,
      lastName: user.lastName,
      testMode: false,
    });
  };

  const onSessionMessage = (message: SessionMessage) => {
    switch (message.type) {
      case 'quiz_data': {
        quizTimer = stopTimer(quizTimer);
        const quiz = readQuiz(message.quiz);
        const clock = { startedAt: message.startedAt ?? null, serverTime: message.serverTime };
        dispatch(
          quiz
            ? { type: 'quiz_received', quiz, clock }
            : { type: 'quiz_data_error', message: QUIZ_UNREADABLE },
        );
        return;
      }
      case 'tutor_message':
        dispatch({
          type: 'tutor_message',
          message: message.message,
          from: message.from,
          timestamp: message.timestamp,
        });
        return;
      case 'session_ended':
        stopTimers();
        dispatch({ type: 'session_ended', message: message.message });
        return;
      default: {
        const unknown: never = message;
        return unknown;
      }
    }
  };

  const onReconnectAttempt = (attempt: number) => dispatch({ type: 'reconnect_attempt', attempt });
  const onReconnectFailed = () => dispatch({ type: 'reconnect_failed' });

  const wire = (live: ClassroomSocket) => {
    live.on('connect', () => {
      dispatch({ type: 'socket_connected' });
      authenticate(live);
    });
    live.on('connect_error', (error) => {
      dispatch({ type: 'connect_failed', message: error.message, willRetry: live.active });
    });
    live.on('disconnect', (reason) => {
      joinTimer = stopTimer(joinTimer);
      quizTimer = stopTimer(quizTimer);
      dispatch({ type: 'socket_disconnected', reason });
      if (reason === 'io server disconnect') {
        dispatch({
          type: 'connect_failed',
          message: 'the classroom closed the connection',
          willRetry: false,
        });
      }
    });
    live.io.on('reconnect_attempt', onReconnectAttempt);
    live.io.on('reconnect_failed', onReconnectFailed);

    live.on('authenticated', () => {
      dispatch({ type: 'authenticated' });
      const next = afterAuthentication(state);
      if (next.browse) {
        requestSessions();
      }
      if (next.join) {
        if (state.joining !== next.join) {
          dispatch({ type: 'join_requested', code: next.join, rejoin: true });
        }
        sendJoin(next.join, CLASSROOM_TIMING.joinAfterAuthenticateMs);
      }
    });
    live.on('authentication_error', ({ message }) => {
      stopTimers();
      live.disconnect();
      dispatch({ type: 'authentication_failed', message });
    });
    live.on('active_sessions', ({ sessions }) => {
      dispatch({ type: 'sessions_received', sessions: readSessions(sessions) });
    });
    live.on('session_joined', (payload) => {
      joinTimer = stopTimer(joinTimer);
      const quiz = payload.quiz ? readQuiz(payload.quiz) : null;
      dispatch({
        type: 'session_joined',
        sessionId: payload.sessionId,
        sessionTitle: payload.sessionTitle,
        quiz,
        answers: readAnswers(payload.answers),
        results: payload.results ?? null,
        clock: { startedAt: payload.quizStartedAt ?? null, serverTime: payload.serverTime },
      });
      if (payload.quiz && !quiz) {
        dispatch({ type: 'quiz_data_error', message: QUIZ_UNREADABLE });
      }
      if (state.stage === 'quiz') {
        for (const answer of answersToResend(state)) {
          live.emit('update_answer', answer);
        }
      }
    });
    live.on('session_error', ({ message }) => {
      joinTimer = stopTimer(joinTimer);
      dispatch({ type: 'session_error', message });
      if (isEndedError(message)) {
        stopTimers();
        requestSessions();
      }
    });
    live.on('quiz_data_response', (response) => {
      quizTimer = stopTimer(quizTimer);
      if (response.success && response.quiz) {
        const quiz = readQuiz(response.quiz);
        const clock = { startedAt: response.quizStartedAt ?? null, serverTime: response.serverTime };
        dispatch(
          quiz
            ? { type: 'quiz_received', quiz, clock }
            : { type: 'quiz_data_error', message: QUIZ_UNREADABLE },
        );
      } else {
        dispatch({ type: 'quiz_failed', error: response.error ?? null });
      }
    });
    live.on('quiz_data_error', ({ message }) => {
      quizTimer = stopTimer(quizTimer);
      dispatch({ type: 'quiz_data_error', message });
    });
    live.on('session_message', onSessionMessage);
    live.on('individual_reset', ({ sessionId }) => {
      if (sessionId !== state.sessionCode) {
        return;
      }
      quizTimer = stopTimer(quizTimer);
      dispatch({ type: 'individual_reset' });
      resetTimer = stopTimer(resetTimer);
      resetTimer = timers.setTimeout(() => {
        resetTimer = null;
        requestQuizData(1);
      }, CLASSROOM_TIMING.resetRerequestMs);
    });
    live.on('answer_updated', ({ questionNumber, selectedAnswer }) => {
      dispatch({ type: 'answer_saved', questionNumber, selectedAnswer });
    });
    live.on('quiz_submitted', ({ results }) => {
      dispatch({ type: 'quiz_submitted', results });
    });
  };

  /** The socket, opened on first use and reopened after a failure. */
  const connect = (): ClassroomSocket => {
    if (socket) {
      if (!socket.connected && !socket.active) {
        socket.connect();
      }
      return socket;
    }
    const live = openSocket();
    socket = live;
    wire(live);
    return live;
  };

  const leaveCurrent = () => {
    if ((state.sessionCode !== null || state.joining !== null) && socket?.connected) {
      socket.emit('leave_session');
    }
    joinTimer = stopTimer(joinTimer);
    quizTimer = stopTimer(quizTimer);
    resetTimer = stopTimer(resetTimer);
  };

  const joinSession = (code: string) => {
    if (!user) {
      dispatch({ type: 'not_logged_in' });
      return;
    }
    if (state.sessionCode !== null && state.sessionCode !== code) {
      leaveCurrent();
    }
    dispatch({ type: 'join_requested', code });
    connect();
    if (ready()) {
      sendJoin(code, 0);
    }
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    joinClassroom: () => {
      if (!user) {
        dispatch({ type: 'not_logged_in' });
        return;
      }
      leaveCurrent();
      dispatch({ type: 'browse_requested' });
      connect();
      requestSessions();
    },
    joinSession,
    resume: () => {
      if (state.rememberedCode) {
        joinSession(state.rememberedCode);
      }
    },
    refreshSessions: () => {
      if (!ready()) {
        // signs in again and lists the sessions once connected
        dispatch({ type: 'not_connected' });
        connect();
        return;
      }
      requestSessions();
    },
    leaveSession: () => {
      leaveCurrent();
      dispatch({ type: 'leave_requested' });
    },
    selectAnswer: (letter) => {
      const before = state;
      dispatch({ type: 'answer_selected', letter });
      const question = currentQuestion(state);
      const live = ready();
      const chosen = state !== before && question && state.unsynced[String(question.number)] === letter;
      if (live && chosen && state.sessionCode) {
        live.emit('update_answer', { questionNumber: question.number, selectedAnswer: letter });
      }
    },
    showQuestion: (index) => dispatch({ type: 'question_shown', index }),
    submit: () => {
      const wasSubmitting = state.submitting;
      dispatch({ type: 'submit_requested' });
      const live = ready();
      if (live && state.submitting && !wasSubmitting && state.sessionCode) {
        live.emit('submit_quiz', {
          sessionCode: state.sessionCode,
          answers: { ...state.answers },
          timeSpent: 0,
        });
      }
    },
    reloadQuiz: () => requestQuizData(1),
    reconnect: () => {
      connect();
    },
    dismissError: () => dispatch({ type: 'error_dismissed' }),
    close: () => {
      stopTimers();
      const live = socket;
      socket = null;
      if (live) {
        live.off();
        live.io.off('reconnect_attempt', onReconnectAttempt);
        live.io.off('reconnect_failed', onReconnectFailed);
        live.disconnect();
      }
      if (state.connection !== 'disconnected' || state.authenticated) {
        dispatch({ type: 'socket_disconnected', reason: 'page closed' });
      }
    },
  };
}
