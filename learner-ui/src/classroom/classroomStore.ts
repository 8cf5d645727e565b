import { io, type Socket } from 'socket.io-client';
import {
  authenticatePayload,
  browserTimers,
  createStateCell,
  timerSlot,
  type ClassroomTimers,
  type ClosableStore,
} from '@portal/ui-shared/classroom';
import type {
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
import { QUIZ_UNREADABLE, quizArrived, readAnswers, readQuiz } from './quizModel';
import { readSessions } from './activeSessions';

export type ClassroomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ClassroomUser {
  id: string;
  firstName: string;
  lastName: string;
}

export interface ClassroomStoreOptions {
  /** null when nobody is signed in (joining is then refused) */
  user: ClassroomUser | null;
  openSocket?: () => ClassroomSocket;
  storage?: CodeStorage;
  timers?: ClassroomTimers;
}

/** The student's classroom: its state, and every intent that may talk to the server. */
export interface ClassroomStore extends ClosableStore<ClassroomState> {
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
}

export function openClassroomSocket(): ClassroomSocket {
  return io({ ...CLASSROOM_SOCKET_OPTIONS, transports: [...CLASSROOM_SOCKET_OPTIONS.transports] });
}

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
  // the remembered code follows the state
  const cell = createStateCell(state, (next, previous) => {
    if (next.rememberedCode !== previous.rememberedCode) {
      writeLastSession(storage, next.rememberedCode);
    }
    state = next;
  });
  let socket: ClassroomSocket | null = null;
  const joinTimer = timerSlot(timers);
  const quizTimer = timerSlot(timers);
  const resetTimer = timerSlot(timers);

  const dispatch = (event: ClassroomEvent) => {
    cell.set(classroomReducer(state, { ...event, at: timers.now() }));
  };

  const stopTimers = () => {
    joinTimer.stop();
    quizTimer.stop();
    resetTimer.stop();
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
    joinTimer.start(() => {
      const live = ready();
      if (live && user && state.joining === code) {
        live.emit('join_session', { sessionId: code, userId: user.id, role: 'student' });
      }
    }, delayMs);
  };

  const requestQuizData = (attempt: number) => {
    quizTimer.stop();
    const live = ready();
    const code = state.sessionCode;
    if (!live || code === null) {
      dispatch({ type: 'quiz_reload_refused' });
      return;
    }
    dispatch({ type: 'quiz_requested', attempt });
    live.emit('request_quiz_data', { sessionId: code });
    quizTimer.start(() => {
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
    live.emit('authenticate', authenticatePayload(user, 'student', sessionId));
  };

  const onSessionMessage = (message: SessionMessage) => {
    switch (message.type) {
      case 'quiz_data': {
        quizTimer.stop();
        dispatch(quizArrived(message.quiz, message.startedAt, message.serverTime));
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
      joinTimer.stop();
      quizTimer.stop();
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
      joinTimer.stop();
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
      joinTimer.stop();
      dispatch({ type: 'session_error', message });
      if (isEndedError(message)) {
        stopTimers();
        requestSessions();
      }
    });
    live.on('quiz_data_response', (response) => {
      quizTimer.stop();
      if (response.success && response.quiz) {
        dispatch(quizArrived(response.quiz, response.quizStartedAt, response.serverTime));
      } else {
        dispatch({ type: 'quiz_failed', error: response.error ?? null });
      }
    });
    live.on('quiz_data_error', ({ message }) => {
      quizTimer.stop();
      dispatch({ type: 'quiz_data_error', message });
    });
    live.on('session_message', onSessionMessage);
    live.on('individual_reset', ({ sessionId }) => {
      if (sessionId !== state.sessionCode) {
        return;
      }
      quizTimer.stop();
      dispatch({ type: 'individual_reset' });
      resetTimer.start(() => {
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
    stopTimers();
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
    getState: cell.getState,
    subscribe: cell.subscribe,
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
