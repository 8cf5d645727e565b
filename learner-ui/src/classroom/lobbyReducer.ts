import { CLASSROOM_LIMITS, CLASSROOM_MESSAGES } from '@portal/contracts';
import {
  isEndedError,
  log,
  withError,
  withoutSession,
  type ClassroomState,
  type LobbyAction,
} from './classroomState';
import { clockStart, sameQuestions, withQuiz } from './quizReducer';

/** The way into a session and out of it: the connection, the list of sessions, joining, leaving. */
export function lobbyReducer(state: ClassroomState, action: LobbyAction): ClassroomState {
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
      return withError({ ...state, connection: 'error', reconnectAttempt: null }, at, text);
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
      return withError(state, at, CLASSROOM_MESSAGES.logInFirst, CLASSROOM_MESSAGES.userNotLoggedIn);
    case 'not_connected':
      return withError(
        state,
        at,
        CLASSROOM_MESSAGES.notConnected,
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
