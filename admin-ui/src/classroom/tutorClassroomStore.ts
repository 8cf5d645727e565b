import { io, type Socket } from 'socket.io-client';
import {
  CLASSROOM_LIMITS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SessionQuiz,
} from '@portal/contracts';
import {
  CLASSROOM_SOCKET_BASE,
  authenticatePayload,
  browserTimers,
  createStateCell,
  timerSlot,
  type ClassroomTimers,
  type ClosableStore,
} from '@portal/ui-shared/classroom';
import { browserStorage, type StorageLike } from './browserStorage';
import { classroomReducer, initialClassroomState, type ClassroomState } from './classroomState';
import { clearSessionRecord, isResumable, readSessionRecord } from './sessionRecord';
import { sessionSummary } from './sessionStats';
import {
  initialTutorClassroomState,
  tutorClassroomReducer,
  type TutorClassroomEvent,
  type TutorClassroomState,
} from './tutorClassroomState';
import { TUTOR_MESSAGES, reasonOf } from './tutorMessages';
import * as server from './tutorServerEvents';
import { joinable, tutorStoreEffects, type JoinTracking } from './tutorStoreEffects';
import { announce, note, plural } from './tutorServerEvents';

export type ClassroomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The signed-in tutor as the classroom needs them. */
export interface ClassroomTutor {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** No answer to authenticate within this long: said so, rather than "Connecting…" for ever. */
const AUTHENTICATE_TIMEOUT_MS = 10_000;

export interface SessionSetupChoice {
  sessionId: string;
  sessionTitle: string;
  quiz: SessionQuiz | null;
}

/** The tutor's classroom: its state, and every intent that may talk to the server. */
export interface TutorClassroomStore extends ClosableStore<TutorClassroomState> {
  /** The header's Connect: a new connection, or a new authentication on a live one. */
  connect: () => void;
  /** Start Session (spec 002 §4): needs the connection and a quiz. */
  startSession: (setup: SessionSetupChoice) => boolean;
  /** Resume Session: reconnect if need be, then rejoin after 1 s; the quiz is the server's if it kept it. */
  resume: (fallbackQuiz: SessionQuiz | null) => void;
  /** Start New Session: the saved session is forgotten. */
  startNew: () => void;
  cancelJoin: () => void;
  /** End Session: students are told, the saved session is forgotten, a summary is logged. */
  endSession: () => boolean;
  /** A message to every student of the session; false when there is nothing to send or no connection. */
  sendMessage: (text: string) => boolean;
  resetStudent: (studentId: string) => void;
  clearLog: () => void;
  dismissSessionError: () => void;
}

export interface TutorClassroomStoreOptions {
  tutor: ClassroomTutor;
  openSocket?: () => ClassroomSocket;
  storage?: StorageLike | null;
  timers?: ClassroomTimers;
}

export function openTutorSocket(): ClassroomSocket {
  return io({
    ...CLASSROOM_SOCKET_BASE,
    transports: [...CLASSROOM_SOCKET_BASE.transports],
    autoConnect: false,
  });
}

function initialSession(storage: StorageLike | null, tutorId: string, now: Date): ClassroomState {
  const record = readSessionRecord(storage);
  if (!isResumable(record, tutorId, now)) {
    return initialClassroomState;
  }
  return classroomReducer(initialClassroomState, {
    type: 'ResumeOffered',
    sessionId: record.sessionCode,
    sessionTitle: record.sessionTitle,
    startedAt: record.startTime,
  });
}

/**
 * The tutor's live classroom (spec 002 §2.13, §4, §7, §9): the socket conversation around
 * tutorClassroomReducer. Timings of §9: join_session 500 ms after authentication (and again after
 * a dropped connection), a resume 1 s after connecting, the quiz broadcast 500 ms after joining.
 * Opens its socket on `open` and closes it on `close`; state changes go through the reducer only.
 */
export function createTutorClassroomStore(options: TutorClassroomStoreOptions): TutorClassroomStore {
  const { tutor } = options;
  const timers = options.timers ?? browserTimers;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const openSocket = options.openSocket ?? openTutorSocket;
  const isoNow = () => new Date(timers.now()).toISOString();
  const cell = createStateCell(
    initialTutorClassroomState(initialSession(storage, tutor.id, new Date(timers.now()))),
  );
  const state = cell.getState;
  let socket: ClassroomSocket | null = null;
  const joins: JoinTracking = { authenticatedAt: 0, sentFor: '' };
  /** the server's clock minus this browser's, from the latest server time seen */
  let clockOffset = 0;
  const authenticateTimer = timerSlot(timers);

  /** The socket while it is connected, else null: emits never queue up for later. */
  const live = (): ClassroomSocket | null => (socket?.connected ? socket : null);
  const time = (): server.ServerEventTime => ({ at: isoNow(), now: timers.now(), clockOffset });

  const effects = tutorStoreEffects({ tutor, timers, storage, live, dispatch, isoNow, joins });

  function dispatch(...events: TutorClassroomEvent[]) {
    cell.set(events.reduce(tutorClassroomReducer, state()));
    if (socket) {
      effects.forEach((effect) => effect.update(state()));
    }
  }

  const authenticate = () => {
    const open = live();
    if (!open) {
      return;
    }
    dispatch({ type: 'AuthenticateSent' });
    open.emit('authenticate', authenticatePayload(tutor, 'tutor'));
    authenticateTimer.start(
      () => dispatch({ type: 'AuthenticateUnanswered', at: isoNow() }),
      AUTHENTICATE_TIMEOUT_MS,
    );
  };

  const wire = (open: ClassroomSocket) => {
    open.on('connect', authenticate);
    open.on('disconnect', (reason) => {
      authenticateTimer.stop();
      dispatch({ type: 'Disconnected', reason, at: isoNow() });
    });
    open.on('connect_error', (error) =>
      dispatch({ type: 'ConnectFailed', reason: reasonOf(error), at: isoNow() }),
    );
    open.on('authenticated', () => {
      authenticateTimer.stop();
      joins.authenticatedAt = timers.now();
      dispatch({ type: 'Authenticated', at: isoNow() });
    });
    open.on('authentication_error', (payload) => {
      authenticateTimer.stop();
      dispatch({ type: 'AuthenticationRefused', reason: reasonOf(payload), at: isoNow() });
    });
    open.on('session_joined', (payload) => {
      const { session, epoch } = state();
      if (!joinable(session)) {
        return;
      }
      // the server may have given another code (the one asked for was taken): no second join for it
      joins.sentFor = `${epoch}|${payload.sessionId || session.sessionId || ''}|${session.startedAt ?? ''}`;
      if (payload.serverTime) {
        clockOffset = Date.parse(payload.serverTime) - timers.now() || 0;
      }
      dispatch(...server.sessionJoined(state(), payload, time()));
    });
    open.on('session_message', (payload) => dispatch(...server.sessionMessage(payload, time())));
    open.on('session_error', (payload) => {
      const { events, forgetSession } = server.sessionError(state(), payload, isoNow());
      if (forgetSession) {
        clearSessionRecord(storage);
      }
      dispatch(...events);
    });
    open.on('student_connected', (payload) => dispatch(...server.studentConnected(payload, time())));
    open.on('user_disconnected', (payload) => dispatch(...server.userDisconnected(payload, isoNow())));
    open.on('student_answer_update', (update) => dispatch(...server.studentAnswerUpdate(update, isoNow())));
    open.on('student_submitted', (payload) => dispatch(...server.studentSubmitted(payload, isoNow())));
    open.on('reset_successful', (payload) => dispatch(...server.resetSuccessful(payload, isoNow())));
    open.on('user_joined', (payload) => dispatch(...server.userJoined(payload, isoNow())));
  };

  /** Opens the connection again (the header's Connect button); a live one is left alone. */
  const reconnect = () => {
    if (socket && !socket.connected) {
      socket.connect();
    }
  };

  const showError = (text: string | null) => dispatch({ type: 'SessionErrorShown', text });

  return {
    getState: state,
    subscribe: cell.subscribe,
    open: () => {
      if (socket) {
        return;
      }
      // A saved session this tutor can no longer resume (over 240 minutes old) is forgotten.
      const record = readSessionRecord(storage);
      if (record && record.userId === tutor.id && !isResumable(record, tutor.id, new Date(timers.now()))) {
        clearSessionRecord(storage);
      }
      const opened = openSocket();
      socket = opened;
      wire(opened);
      effects.forEach((effect) => effect.update(state()));
      opened.connect();
    },
    close: () => {
      authenticateTimer.stop();
      effects.forEach((effect) => effect.stop());
      const closing = socket;
      socket = null;
      if (closing) {
        closing.removeAllListeners();
        closing.disconnect();
      }
    },
    connect: () => {
      dispatch({ type: 'ConnectRequested' });
      if (live()) {
        authenticate();
      } else {
        reconnect();
      }
    },
    startSession: (setup) => {
      if (!state().authenticated) {
        showError(TUTOR_MESSAGES.mustBeConnected);
        return false;
      }
      if (!setup.quiz) {
        showError(TUTOR_MESSAGES.selectQuiz);
        return false;
      }
      const { sessionId, sessionTitle, quiz } = setup;
      const startedAt = isoNow();
      const joinRequested = {
        type: 'JoinRequested',
        sessionId,
        sessionTitle,
        quiz,
        resuming: false,
        startedAt,
      } as const;
      dispatch({ type: 'SessionErrorShown', text: null }, { type: 'SessionChanged', event: joinRequested });
      return true;
    },
    resume: (fallbackQuiz) => {
      const { sessionId, sessionTitle, startedAt, stage } = state().session;
      if (stage !== 'resumable' || !sessionId || !startedAt) {
        return;
      }
      dispatch(
        { type: 'SessionErrorShown', text: null },
        {
          type: 'SessionChanged',
          event: {
            type: 'JoinRequested',
            sessionId,
            sessionTitle,
            quiz: fallbackQuiz,
            resuming: true,
            startedAt,
          },
        },
      );
      if (!live()) {
        reconnect();
      }
    },
    startNew: () => {
      clearSessionRecord(storage);
      dispatch(
        { type: 'SessionErrorShown', text: null },
        { type: 'SessionChanged', event: { type: 'SetupStarted' } },
      );
    },
    cancelJoin: () =>
      dispatch(
        { type: 'SessionChanged', event: { type: 'JoinFailed', resumable: true } },
        note(isoNow(), 'Joining cancelled', 'warning'),
      ),
    endSession: () => {
      const current = state().session;
      const open = live();
      if (current.stage !== 'active' || !current.sessionId) {
        return false;
      }
      if (!open) {
        showError(TUTOR_MESSAGES.mustBeConnectedToEnd);
        return false;
      }
      const endedAt = isoNow();
      open.emit('broadcast_to_session', {
        sessionId: current.sessionId,
        data: { type: 'session_ended', message: TUTOR_MESSAGES.sessionEnded, endedAt },
      });
      clearSessionRecord(storage);
      const summary = sessionSummary(current.students);
      const average = summary.averagePercent === null ? '' : `, average score ${summary.averagePercent}%`;
      dispatch(
        { type: 'SessionChanged', event: { type: 'SessionEnded', at: endedAt } },
        announce(
          endedAt,
          `Session ended: ${plural(summary.students, 'student')}, ${summary.submitted} submitted${average}`,
          'success',
        ),
      );
      return true;
    },
    sendMessage: (text) => {
      const message = text.trim();
      const { sessionId } = state().session;
      const open = live();
      if (!message || !sessionId) {
        return false;
      }
      if (!open) {
        showError(TUTOR_MESSAGES.messageNotSent);
        return false;
      }
      const timestamp = isoNow();
      open.emit('broadcast_to_session', {
        sessionId,
        data: {
          type: 'tutor_message',
          message: message.slice(0, CLASSROOM_LIMITS.maxMessageLength),
          from: tutor.fullName,
          timestamp,
        },
      });
      dispatch(note(timestamp, `Message sent: ${message}`));
      return true;
    },
    resetStudent: (studentId) => {
      const { sessionId, students } = state().session;
      const open = live();
      if (!open || !sessionId) {
        showError(TUTOR_MESSAGES.resetNotSent);
        return;
      }
      open.emit('reset_student', { studentId, sessionId });
      const name = students.find((student) => student.id === studentId)?.name ?? 'student';
      dispatch(note(isoNow(), `Reset requested for ${name}`));
    },
    clearLog: () => dispatch({ type: 'LogCleared' }),
    dismissSessionError: () => showError(null),
  };
}
