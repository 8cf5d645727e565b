import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASSROOM_MESSAGES, SAMPLE_QUIZ, gradeQuiz, quizForStudents } from '@portal/contracts';
import { createClassroomStore, type ClassroomSocket, type ClassroomStore } from './classroomStore';
import { LAST_SESSION_KEY, type CodeStorage } from './lastSession';

type Handler = (...args: unknown[]) => void;

/** A socket.io client stand-in: records emits, lets the test play the server. */
class FakeSocket {
  connected = false;
  active = true;
  emitted: [string, unknown][] = [];
  private handlers = new Map<string, Handler[]>();
  private managerHandlers = new Map<string, Handler[]>();
  readonly io = {
    on: (event: string, handler: Handler) => this.add(this.managerHandlers, event, handler),
    off: (event: string) => this.managerHandlers.delete(event),
  };

  on(event: string, handler: Handler) {
    this.add(this.handlers, event, handler);
    return this;
  }
  off() {
    this.handlers.clear();
    return this;
  }
  emit(event: string, payload?: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  connect() {
    return this;
  }
  disconnect() {
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) {
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** the server side */
  open() {
    this.connected = true;
    this.fire('connect');
  }
  drop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) {
      handler(...args);
    }
  }
  fireManager(event: string, ...args: unknown[]) {
    for (const handler of this.managerHandlers.get(event) ?? []) {
      handler(...args);
    }
  }
  sent(event: string): unknown[] {
    return this.emitted.filter(([name]) => name === event).map(([, payload]) => payload);
  }

  private add(map: Map<string, Handler[]>, event: string, handler: Handler) {
    map.set(event, [...(map.get(event) ?? []), handler]);
  }
}

function memoryStorage(initial: Record<string, string> = {}): CodeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const CODE = 'QUIZ-AB12CD';
const USER = { id: 'student-1', firstName: 'Ada', lastName: 'Lovelace' };
const studentQuiz = quizForStudents(SAMPLE_QUIZ);

let socket: FakeSocket;
let storage: ReturnType<typeof memoryStorage>;
let store: ClassroomStore;

function makeStore(initial: Record<string, string> = {}) {
  storage = memoryStorage(initial);
  socket = new FakeSocket();
  store = createClassroomStore({
    user: USER,
    storage,
    openSocket: () => socket as unknown as ClassroomSocket,
  });
}

/** Connected, signed in, joined (with or without the quiz). */
function joinWith(quiz: unknown, extra: Record<string, unknown> = {}) {
  store.joinSession(CODE);
  socket.open();
  socket.fire('authenticated', { userId: USER.id, role: 'student', firstName: 'Ada', lastName: 'Lovelace' });
  vi.advanceTimersByTime(500);
  socket.fire('session_joined', { sessionId: CODE, role: 'student', sessionTitle: 'Maths', quiz, ...extra });
}

beforeEach(() => {
  vi.useFakeTimers();
  makeStore();
});
afterEach(() => {
  store.close();
  vi.useRealTimers();
});

describe('connecting', () => {
  it('authenticates on connect with the cookie marker and the student, then lists the sessions', () => {
    store.joinClassroom();
    expect(store.getState()).toMatchObject({ stage: 'classroom', connection: 'connecting' });
    socket.open();
    expect(socket.sent('authenticate')).toEqual([
      {
        token: 'cookie',
        userId: USER.id,
        role: 'student',
        firstName: 'Ada',
        lastName: 'Lovelace',
        testMode: false,
      },
    ]);
    socket.fire('authenticated', {});
    expect(socket.sent('get_active_sessions')).toEqual([{ userId: USER.id, role: 'student' }]);
    socket.fire('active_sessions', {
      sessions: [{ id: CODE, quizTitle: 'Maths', participantCount: 4 }, { id: 5 }],
    });
    expect(store.getState()).toMatchObject({
      stage: 'browsing',
      sessions: [{ id: CODE, quizTitle: 'Maths', participantCount: 4 }],
    });
  });

  it('sends join_session 500 ms after authenticated', () => {
    store.joinSession(CODE);
    socket.open();
    expect(socket.sent('authenticate')[0]).toMatchObject({ sessionId: CODE });
    socket.fire('authenticated', {});
    vi.advanceTimersByTime(499);
    expect(socket.sent('join_session')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent('join_session')).toEqual([{ sessionId: CODE, userId: USER.id, role: 'student' }]);
  });

  it('joins at once when already signed in, and remembers only the code', () => {
    store.joinClassroom();
    socket.open();
    socket.fire('authenticated', {});
    store.joinSession(CODE);
    vi.advanceTimersByTime(0);
    expect(socket.sent('join_session')).toHaveLength(1);
    socket.fire('session_joined', { sessionId: CODE, role: 'student', sessionTitle: 'Maths', quiz: null });
    expect(store.getState().stage).toBe('connected');
    expect([...storage.data.entries()]).toEqual([[LAST_SESSION_KEY, CODE]]);
  });

  it('resumes the remembered session', () => {
    makeStore({ [LAST_SESSION_KEY]: CODE });
    expect(store.getState().rememberedCode).toBe(CODE);
    store.resume();
    socket.open();
    socket.fire('authenticated', {});
    vi.advanceTimersByTime(500);
    expect(socket.sent('join_session')).toEqual([{ sessionId: CODE, userId: USER.id, role: 'student' }]);
  });

  it('refuses to join without a signed-in user', () => {
    store = createClassroomStore({
      user: null,
      storage,
      openSocket: () => socket as unknown as ClassroomSocket,
    });
    store.joinSession(CODE);
    expect(store.getState().error).toBe(CLASSROOM_MESSAGES.logInFirst);
    expect(socket.emitted).toEqual([]);
  });

  it('an authentication error disconnects and says why', () => {
    store.joinClassroom();
    socket.open();
    socket.fire('authentication_error', { message: 'Identity does not match your signed-in account' });
    expect(socket.connected).toBe(false);
    expect(store.getState()).toMatchObject({
      stage: 'disconnected',
      connection: 'error',
      error: 'Authentication failed: Identity does not match your signed-in account',
    });
  });

  it("a session error saying 'ended' forgets the code and lists the sessions again", () => {
    makeStore({ [LAST_SESSION_KEY]: CODE });
    store.resume();
    socket.open();
    socket.fire('authenticated', {});
    vi.advanceTimersByTime(500);
    const listed = socket.sent('get_active_sessions').length;
    socket.fire('session_error', { message: 'Session not found or has ended' });
    expect(store.getState()).toMatchObject({ stage: 'classroom', rememberedCode: null });
    expect(storage.data.has(LAST_SESSION_KEY)).toBe(false);
    expect(socket.sent('get_active_sessions')).toHaveLength(listed + 1);
  });
});

describe('answering and submitting', () => {
  it('sends each answer, then submits the answers by question number with timeSpent 0', () => {
    joinWith(studentQuiz);
    expect(store.getState().stage).toBe('quiz');
    store.selectAnswer('C');
    store.showQuestion(1);
    store.selectAnswer('B');
    store.selectAnswer('B');
    expect(socket.sent('update_answer')).toEqual([
      { questionNumber: 1, selectedAnswer: 'C' },
      { questionNumber: 2, selectedAnswer: 'B' },
    ]);
    socket.fire('answer_updated', { questionNumber: 1, selectedAnswer: 'C' });
    expect(store.getState().unsynced).toEqual({ '2': 'B' });
    store.submit();
    store.submit();
    expect(socket.sent('submit_quiz')).toEqual([
      { sessionCode: CODE, answers: { '1': 'C', '2': 'B' }, timeSpent: 0 },
    ]);
    const results = gradeQuiz(SAMPLE_QUIZ, { '1': 'C', '2': 'B' });
    socket.fire('quiz_submitted', { results });
    expect(store.getState()).toMatchObject({ stage: 'results', results });
  });

  it('restores the answers the server kept', () => {
    joinWith(studentQuiz, { answers: { '1': 'C', '2': 'Z' } });
    expect(store.getState()).toMatchObject({ answers: { '1': 'C' }, index: 1 });
  });

  it('leaves the session on Leave Session', () => {
    joinWith(null);
    store.leaveSession();
    expect(socket.sent('leave_session')).toHaveLength(1);
    expect(store.getState()).toMatchObject({ stage: 'join', lastCode: CODE });
  });
});

describe('reconnection', () => {
  it('re-authenticates, rejoins after 500 ms and sends again what the server had not confirmed', () => {
    joinWith(studentQuiz);
    store.selectAnswer('C');
    socket.drop();
    store.showQuestion(1);
    store.selectAnswer('B');
    expect(store.getState().error).toBe(CLASSROOM_MESSAGES.notConnected);
    socket.fireManager('reconnect_attempt', 1);
    expect(store.getState()).toMatchObject({ connection: 'connecting', reconnectAttempt: 1 });
    socket.emitted = [];
    socket.open();
    expect(socket.sent('authenticate')[0]).toMatchObject({ sessionId: CODE });
    socket.fire('authenticated', {});
    vi.advanceTimersByTime(500);
    expect(socket.sent('join_session')).toEqual([{ sessionId: CODE, userId: USER.id, role: 'student' }]);
    socket.fire('session_joined', {
      sessionId: CODE,
      role: 'student',
      sessionTitle: 'Maths',
      quiz: studentQuiz,
      answers: { '1': 'C' },
    });
    expect(store.getState()).toMatchObject({
      stage: 'quiz',
      index: 1,
      answers: { '1': 'C', '2': 'B' },
      error: null,
    });
    expect(socket.sent('update_answer')).toEqual([
      { questionNumber: 1, selectedAnswer: 'C' },
      { questionNumber: 2, selectedAnswer: 'B' },
    ]);
  });

  it('says so when the reconnection attempts run out', () => {
    joinWith(null);
    socket.drop();
    socket.fireManager('reconnect_failed');
    expect(store.getState().connection).toBe('error');
    expect(store.getState().error).toMatch(/^Connection failed: /);
  });
});

describe('quiz data', () => {
  it('re-asks 100 ms after an individual reset, 3 times 3 s apart, then gives up', () => {
    joinWith(studentQuiz);
    store.selectAnswer('C');
    socket.fire('individual_reset', { sessionId: 'QUIZ-OTHER1' });
    expect(store.getState().stage).toBe('quiz');
    socket.fire('individual_reset', { sessionId: CODE });
    expect(store.getState()).toMatchObject({ stage: 'connected', answers: {} });
    vi.advanceTimersByTime(99);
    expect(socket.sent('request_quiz_data')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent('request_quiz_data')).toEqual([{ sessionId: CODE }]);
    vi.advanceTimersByTime(3_000);
    expect(socket.sent('request_quiz_data')).toHaveLength(2);
    vi.advanceTimersByTime(3_000);
    expect(socket.sent('request_quiz_data')).toHaveLength(3);
    expect(store.getState().error).toBeNull();
    vi.advanceTimersByTime(3_000);
    expect(socket.sent('request_quiz_data')).toHaveLength(3);
    expect(store.getState().error).toBe(CLASSROOM_MESSAGES.couldNotLoadQuiz);
  });

  it('stops retrying once the quiz arrives', () => {
    joinWith(null);
    store.reloadQuiz();
    socket.fire('quiz_data_response', { success: true, quiz: studentQuiz });
    vi.advanceTimersByTime(10_000);
    expect(socket.sent('request_quiz_data')).toHaveLength(1);
    expect(store.getState().stage).toBe('quiz');
  });

  it('cannot reload without a session', () => {
    store.reloadQuiz();
    expect(store.getState().error).toBe(CLASSROOM_MESSAGES.cannotReload);
  });

  it('takes the quiz, messages and the end from session messages', () => {
    joinWith(null);
    socket.fire('session_message', { type: 'quiz_data', quiz: SAMPLE_QUIZ });
    const state = store.getState();
    expect(state.stage).toBe('quiz');
    expect(JSON.stringify(state.quiz)).not.toContain('correctAnswer');
    socket.fire('session_message', {
      type: 'tutor_message',
      message: 'Hi',
      from: 'Ms Khan',
      timestamp: 'now',
    });
    expect(store.getState().messages[0]).toMatchObject({ message: 'Hi', from: 'Ms Khan' });
    socket.fire('session_message', {
      type: 'session_ended',
      message: CLASSROOM_MESSAGES.sessionEnded,
      endedAt: 'now',
    });
    expect(store.getState().stage).toBe('ended');
    expect(storage.data.has(LAST_SESSION_KEY)).toBe(false);
  });
});

it('close disconnects and stops listening', () => {
  joinWith(null);
  store.close();
  expect(socket.connected).toBe(false);
  socket.fire('session_message', { type: 'session_ended', message: '', endedAt: 'now' });
  expect(store.getState().stage).toBe('connected');
});
