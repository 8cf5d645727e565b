import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  CLASSROOM_LIMITS,
  SAMPLE_QUIZ,
  correctCountText,
  percentScoreText,
  toLocalClock,
  type SessionQuiz,
} from '@portal/contracts';
import { appendLog, type LogEntry, type LogTone } from './activityLog';
import { browserStorage } from './browserStorage';
import {
  OPTION_LETTERS,
  classroomReducer,
  fullName,
  initialClassroomState,
  sessionSummary,
  type ClassroomState,
} from './classroomState';
import { clearSessionRecord, isResumable, readSessionRecord, saveSessionRecord } from './sessionRecord';
import { TUTOR_MESSAGES, isSessionGone, reasonOf } from './tutorMessages';
import { useClassroomSocket, type ClassroomListeners } from './useClassroomSocket';

/** The signed-in tutor as the classroom needs them. */
export interface ClassroomTutor {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** The header's connection status: connected means the server has accepted who we are. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'error';

/** No session_joined within this long: the join is given up and said so. */
const JOIN_TIMEOUT_MS = 15_000;
/** No answer to authenticate within this long: said so, rather than "Connecting…" for ever. */
const AUTHENTICATE_TIMEOUT_MS = 10_000;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function initialState(tutorId: string): ClassroomState {
  const record = readSessionRecord(browserStorage());
  if (!isResumable(record, tutorId, new Date())) {
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
 * The tutor's live classroom (spec 002 §2.13, §4, §7, §9): the socket conversation around the
 * session reducer. Timings of §9: join_session 500 ms after authentication (and again after a
 * dropped connection), a resume 1 s after connecting, the quiz broadcast 500 ms after joining.
 */
export function useTutorClassroom(tutor: ClassroomTutor) {
  const storage = useMemo(() => browserStorage(), []);
  const [state, dispatch] = useReducer(classroomReducer, tutor.id, initialState);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [connectionProblem, setConnectionProblem] = useState<string | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [authenticated, setAuthenticated] = useState(false);
  /** when the session's quiz clock started, on this browser's clock (issue 16: time limits) */
  const [quizStartedAt, setQuizStartedAt] = useState<number | null>(null);
  /** the latest first join of a student, on this browser's clock: their clock starts then if later */
  const [lastJoinAt, setLastJoinAt] = useState<number | null>(null);
  /** the server's clock minus this browser's, from the latest server time seen */
  const clockOffset = useRef(0);
  const noteJoins = useCallback((joins: readonly (string | undefined)[]) => {
    const local = joins
      .map((joinedAt) => (joinedAt ? Date.parse(joinedAt) - clockOffset.current : Number.NaN))
      .filter(Number.isFinite);
    if (local.length > 0) {
      setLastJoinAt((current) => Math.max(current ?? Number.NEGATIVE_INFINITY, ...local));
    }
  }, []);
  /** one more each time the server accepts us: a new connection needs its own join */
  const [epoch, setEpoch] = useState(0);

  const stateRef = useRef(state);
  const statusRef = useRef(status);
  useLayoutEffect(() => {
    stateRef.current = state;
    statusRef.current = status;
  });
  const listenersRef = useRef<ClassroomListeners>({});
  const { connect: connectSocket, live } = useClassroomSocket(listenersRef);
  const authenticatedAt = useRef(0);
  const joinSentFor = useRef('');
  const authenticateTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const addLog = useCallback((text: string, tone: LogTone = 'info') => {
    setLog((current) => appendLog(current, { at: new Date().toISOString(), text, tone }));
  }, []);

  const announce = useCallback(
    (text: string, tone: LogTone = 'info') => {
      addLog(text, tone);
      setAnnouncement(text);
    },
    [addLog],
  );

  const failJoin = useCallback(
    (reason: string, resumable: boolean) => {
      const text = TUTOR_MESSAGES.joinFailed(reason);
      dispatch({ type: 'JoinFailed', resumable });
      setSessionError(text);
      announce(text, 'error');
    },
    [announce],
  );

  /** authenticate {token:'cookie', …}: the server checks the claims against the session cookie. */
  const authenticate = useCallback(() => {
    const socket = live();
    if (!socket) {
      return;
    }
    setStatus('connecting');
    socket.emit('authenticate', {
      token: 'cookie',
      userId: tutor.id,
      role: 'tutor',
      firstName: tutor.firstName,
      lastName: tutor.lastName,
      testMode: false,
    });
    clearTimeout(authenticateTimer.current);
    authenticateTimer.current = setTimeout(() => {
      const text = TUTOR_MESSAGES.authenticationFailed(TUTOR_MESSAGES.noAuthenticateAnswer);
      setStatus('error');
      setConnectionProblem(text);
      addLog(text, 'error');
    }, AUTHENTICATE_TIMEOUT_MS);
  }, [live, tutor.id, tutor.firstName, tutor.lastName, addLog]);

  useEffect(() => () => clearTimeout(authenticateTimer.current), []);

  const listeners: ClassroomListeners = {
    connect: authenticate,
    authenticated: () => {
      clearTimeout(authenticateTimer.current);
      authenticatedAt.current = Date.now();
      setAuthenticated(true);
      setEpoch((value) => value + 1);
      setStatus('connected');
      setConnectionProblem(null);
      addLog('Connected to the classroom server', 'success');
    },
    authentication_error: (payload) => {
      clearTimeout(authenticateTimer.current);
      const text = TUTOR_MESSAGES.authenticationFailed(reasonOf(payload));
      setAuthenticated(false);
      setStatus('error');
      setConnectionProblem(text);
      announce(text, 'error');
    },
    disconnect: (reason) => {
      clearTimeout(authenticateTimer.current);
      setAuthenticated(false);
      setStatus('disconnected');
      addLog(TUTOR_MESSAGES.disconnected(reason), 'warning');
    },
    connect_error: (error) => {
      const text = TUTOR_MESSAGES.connectionFailed(reasonOf(error));
      setAuthenticated(false);
      if (statusRef.current !== 'error') {
        addLog(text, 'error');
      }
      setStatus('error');
      setConnectionProblem(text);
    },
    session_joined: (payload) => {
      const current = stateRef.current;
      if (current.stage !== 'joining' && current.stage !== 'active') {
        return;
      }
      // the server may have given another code (the one asked for was taken): no second join for it
      joinSentFor.current = `${epoch}|${payload.sessionId || current.sessionId || ''}|${current.startedAt ?? ''}`;
      if (payload.serverTime) {
        clockOffset.current = Date.parse(payload.serverTime) - Date.now() || 0;
      }
      setQuizStartedAt(toLocalClock(payload.quizStartedAt, payload.serverTime, Date.now()));
      setLastJoinAt(null);
      noteJoins((payload.participants ?? []).map((participant) => participant.joinedAt));
      dispatch({
        type: 'SessionJoined',
        sessionId: payload.sessionId,
        sessionTitle: payload.sessionTitle,
        quiz: payload.quiz,
        participants: Array.isArray(payload.participants) ? payload.participants : undefined,
      });
      setSessionError(null);
      const code = payload.sessionId || current.sessionId || '';
      if (current.sessionId && payload.sessionId && payload.sessionId !== current.sessionId) {
        announce(
          `Session ${current.sessionId} could not be used (ended or taken); students join with ${payload.sessionId}`,
          'warning',
        );
      }
      if (current.stage === 'active') {
        addLog(`Rejoined session ${code}`, 'success');
      } else {
        announce(current.resuming ? `Session ${code} resumed` : `Session ${code} started`, 'success');
      }
      const count = payload.participants?.length ?? 0;
      if (count > 0) {
        addLog(`${plural(count, 'student')} in the session`);
      }
    },
    session_message: (message) => {
      // issue 16: the server echoes the quiz it stored to the tutor with the start of its clock
      if (message.type === 'quiz_data' && message.startedAt !== undefined) {
        setQuizStartedAt(toLocalClock(message.startedAt, message.serverTime, Date.now()));
      }
    },
    session_error: (payload) => {
      const reason = reasonOf(payload);
      if (stateRef.current.stage === 'joining') {
        const gone = isSessionGone(reason);
        if (gone) {
          clearSessionRecord(storage);
        }
        failJoin(reason, !gone);
        return;
      }
      const text = TUTOR_MESSAGES.sessionError(reason);
      setSessionError(text);
      announce(text, 'error');
    },
    student_connected: (payload) => {
      if (!payload?.userId) {
        return;
      }
      noteJoins([payload.joinedAt]);
      dispatch({
        type: 'StudentConnected',
        userId: payload.userId,
        firstName: payload.firstName ?? '',
        lastName: payload.lastName ?? '',
      });
      announce(
        `${fullName(payload.firstName ?? '', payload.lastName ?? '') || 'A student'} joined`,
        'success',
      );
    },
    user_disconnected: (payload) => {
      if (payload?.role !== 'student' || !payload.userId) {
        return;
      }
      dispatch({ type: 'StudentDisconnected', userId: payload.userId });
      addLog(
        `${fullName(payload.firstName ?? '', payload.lastName ?? '') || 'A student'} disconnected`,
        'warning',
      );
    },
    student_answer_update: (update) => {
      if (!update?.studentId || !OPTION_LETTERS.includes(update.selectedAnswer)) {
        return;
      }
      dispatch({ type: 'AnswerReceived', update });
      addLog(
        `${update.studentName || 'A student'} answered question ${update.questionNumber}: ${update.selectedAnswer}`,
      );
    },
    student_submitted: (payload) => {
      if (!payload?.studentId || !Array.isArray(payload.results?.questionResults)) {
        return;
      }
      const { results } = payload;
      dispatch({
        type: 'StudentSubmitted',
        studentId: payload.studentId,
        studentName: payload.studentName,
        results,
        at: new Date().toISOString(),
      });
      announce(
        `${payload.studentName || 'A student'} submitted: ${correctCountText(results.correctAnswers, results.totalQuestions)} (${percentScoreText(results.percentage)})`,
        'success',
      );
    },
    reset_successful: (payload) => {
      if (!payload?.studentId) {
        return;
      }
      dispatch({ type: 'StudentReset', studentId: payload.studentId });
      announce(`${payload.studentName || 'The student'} was reset and can start again`);
    },
    user_joined: (payload) => {
      if (payload?.role === 'tutor') {
        addLog(`${fullName(payload.firstName, payload.lastName)} (tutor) joined`);
      }
    },
  };
  useLayoutEffect(() => {
    listenersRef.current = listeners;
  });

  // A saved session this tutor can no longer resume (over 240 minutes old) is forgotten.
  useEffect(() => {
    const record = readSessionRecord(storage);
    if (record && record.userId === tutor.id && !isResumable(record, tutor.id, new Date())) {
      clearSessionRecord(storage);
    }
  }, [storage, tutor.id]);

  const { stage, sessionId, sessionTitle, startedAt, resuming, quiz, quizSent } = state;

  // join_session: once per connection and session; 500 ms after authenticating, 1 s for a resume.
  useEffect(() => {
    if (!authenticated || !sessionId || (stage !== 'joining' && stage !== 'active')) {
      return;
    }
    const key = `${epoch}|${sessionId}|${startedAt ?? ''}`;
    if (joinSentFor.current === key) {
      return;
    }
    const sinceAuthentication = Date.now() - authenticatedAt.current;
    const delay =
      stage === 'joining' && resuming
        ? CLASSROOM_LIMITS.resumeDelayMs
        : Math.max(0, CLASSROOM_LIMITS.joinAfterAuthenticateMs - sinceAuthentication);
    const timer = setTimeout(() => {
      const socket = live();
      if (!socket) {
        return;
      }
      joinSentFor.current = key;
      socket.emit('join_session', { sessionId, userId: tutor.id, role: 'tutor', sessionTitle });
      addLog(stage === 'active' ? `Rejoining session ${sessionId}…` : `Joining session ${sessionId}…`);
    }, delay);
    return () => clearTimeout(timer);
  }, [stage, sessionId, sessionTitle, startedAt, resuming, authenticated, epoch, tutor.id, live, addLog]);

  // No answer to a join: give up rather than spin for ever.
  useEffect(() => {
    if (stage !== 'joining') {
      return;
    }
    const timer = setTimeout(
      () => failJoin(TUTOR_MESSAGES.noJoinAnswer, true),
      JOIN_TIMEOUT_MS + CLASSROOM_LIMITS.resumeDelayMs,
    );
    return () => clearTimeout(timer);
  }, [stage, failJoin]);

  // The quiz goes to the session 500 ms after joining, unless the server already holds it.
  useEffect(() => {
    if (stage !== 'active' || quizSent || !authenticated || !sessionId) {
      return;
    }
    const sent = quiz ?? SAMPLE_QUIZ;
    const timer = setTimeout(() => {
      const socket = live();
      if (!socket) {
        return;
      }
      socket.emit('broadcast_to_session', {
        sessionId,
        data: {
          type: 'quiz_data',
          quiz: { title: sent.title, questions: sent.questions, totalQuestions: sent.questions.length },
        },
      });
      dispatch({ type: 'QuizSent', quiz: sent });
      addLog(
        `Quiz "${sent.title}" sent to the session (${plural(sent.questions.length, 'question')})`,
        'success',
      );
    }, CLASSROOM_LIMITS.quizBroadcastDelayMs);
    return () => clearTimeout(timer);
  }, [stage, quizSent, quiz, sessionId, authenticated, epoch, live, addLog]);

  // A running session is remembered, so a reload or a return within 240 minutes can resume it.
  useEffect(() => {
    if (stage === 'active' && sessionId && startedAt) {
      saveSessionRecord(storage, {
        sessionCode: sessionId,
        sessionTitle,
        startTime: startedAt,
        userId: tutor.id,
        status: 'active',
      });
    }
  }, [stage, sessionId, sessionTitle, startedAt, storage, tutor.id]);

  /** The header's Connect: a new connection, or a new authentication on a live one. */
  const connect = useCallback(() => {
    setConnectionProblem(null);
    setStatus('connecting');
    if (live()) {
      authenticate();
    } else {
      connectSocket();
    }
  }, [live, connectSocket, authenticate]);

  /** Start Session (spec 002 §4): needs the connection and a quiz. */
  const startSession = useCallback(
    (setup: { sessionId: string; sessionTitle: string; quiz: SessionQuiz | null }): boolean => {
      if (!authenticated) {
        setSessionError(TUTOR_MESSAGES.mustBeConnected);
        return false;
      }
      if (!setup.quiz) {
        setSessionError(TUTOR_MESSAGES.selectQuiz);
        return false;
      }
      setSessionError(null);
      dispatch({
        type: 'JoinRequested',
        sessionId: setup.sessionId,
        sessionTitle: setup.sessionTitle,
        quiz: setup.quiz,
        resuming: false,
        startedAt: new Date().toISOString(),
      });
      return true;
    },
    [authenticated],
  );

  /** Resume Session: reconnect if need be, then rejoin after 1 s; the quiz is the server's if it kept it. */
  const resume = useCallback(
    (fallbackQuiz: SessionQuiz | null) => {
      const current = stateRef.current;
      if (current.stage !== 'resumable' || !current.sessionId || !current.startedAt) {
        return;
      }
      setSessionError(null);
      dispatch({
        type: 'JoinRequested',
        sessionId: current.sessionId,
        sessionTitle: current.sessionTitle,
        quiz: fallbackQuiz,
        resuming: true,
        startedAt: current.startedAt,
      });
      if (!live()) {
        connectSocket();
      }
    },
    [live, connectSocket],
  );

  /** Start New Session: the saved session is forgotten. */
  const startNew = useCallback(() => {
    clearSessionRecord(storage);
    setSessionError(null);
    dispatch({ type: 'SetupStarted' });
  }, [storage]);

  const cancelJoin = useCallback(() => {
    dispatch({ type: 'JoinFailed', resumable: true });
    addLog('Joining cancelled', 'warning');
  }, [addLog]);

  /** End Session: students are told, the saved session is forgotten, a summary is logged. */
  const endSession = useCallback((): boolean => {
    const current = stateRef.current;
    const socket = live();
    if (current.stage !== 'active' || !current.sessionId) {
      return false;
    }
    if (!socket) {
      setSessionError(TUTOR_MESSAGES.mustBeConnectedToEnd);
      return false;
    }
    const endedAt = new Date().toISOString();
    socket.emit('broadcast_to_session', {
      sessionId: current.sessionId,
      data: { type: 'session_ended', message: TUTOR_MESSAGES.sessionEnded, endedAt },
    });
    dispatch({ type: 'SessionEnded', at: endedAt });
    clearSessionRecord(storage);
    const summary = sessionSummary(current.students);
    announce(
      `Session ended: ${plural(summary.students, 'student')}, ${summary.submitted} submitted` +
        (summary.averagePercent === null ? '' : `, average score ${summary.averagePercent}%`),
      'success',
    );
    return true;
  }, [live, storage, announce]);

  /** A message to every student of the session; false when there is nothing to send or no connection. */
  const sendMessage = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      const current = stateRef.current;
      const socket = live();
      if (!message || !current.sessionId) {
        return false;
      }
      if (!socket) {
        setSessionError(TUTOR_MESSAGES.messageNotSent);
        return false;
      }
      socket.emit('broadcast_to_session', {
        sessionId: current.sessionId,
        data: {
          type: 'tutor_message',
          message: message.slice(0, CLASSROOM_LIMITS.maxMessageLength),
          from: tutor.fullName,
          timestamp: new Date().toISOString(),
        },
      });
      addLog(`Message sent: ${message}`);
      return true;
    },
    [live, tutor.fullName, addLog],
  );

  const resetStudent = useCallback(
    (studentId: string) => {
      const current = stateRef.current;
      const socket = live();
      if (!socket || !current.sessionId) {
        setSessionError(TUTOR_MESSAGES.resetNotSent);
        return;
      }
      socket.emit('reset_student', { studentId, sessionId: current.sessionId });
      const name = current.students.find((student) => student.id === studentId)?.name ?? 'student';
      addLog(`Reset requested for ${name}`);
    },
    [live, addLog],
  );

  const clearLog = useCallback(() => setLog([]), []);
  const dismissSessionError = useCallback(() => setSessionError(null), []);

  return {
    state,
    status,
    connected: authenticated && status === 'connected',
    connectionProblem,
    sessionError,
    log,
    announcement,
    connect,
    startSession,
    resume,
    startNew,
    cancelJoin,
    endSession,
    sendMessage,
    resetStudent,
    clearLog,
    dismissSessionError,
    /**
     * The countdown the tutor sees (issue 16): the quiz's clock, or the latest student's first join
     * if later, so a question shows closed only once it is closed for every student.
     */
    quizStartedAt: quizStartedAt === null ? null : Math.max(quizStartedAt, lastJoinAt ?? quizStartedAt),
  };
}

export type TutorClassroom = ReturnType<typeof useTutorClassroom>;
