import { describe, expect, it } from 'vitest';
import { initialClassroomState } from './classroomState';
import {
  initialTutorClassroomState,
  isConnected,
  tutorClassroomReducer,
  tutorQuizStartedAt,
  type TutorClassroomEvent,
  type TutorClassroomState,
} from './tutorClassroomState';
import * as server from './tutorServerEvents';

const at = '2026-03-02T10:00:00.000Z';
const given = (...events: TutorClassroomEvent[]): TutorClassroomState =>
  events.reduce(tutorClassroomReducer, initialTutorClassroomState(initialClassroomState));

describe('tutorClassroomReducer: the connection', () => {
  it('given a new page, when nothing happened yet, then it is connecting and not connected', () => {
    const state = given();
    expect(state.status).toBe('connecting');
    expect(isConnected(state)).toBe(false);
  });

  it('given a connection, when the server accepts us, then it is connected with a new epoch and a log line', () => {
    const state = given({ type: 'AuthenticateSent' }, { type: 'Authenticated', at });
    expect(isConnected(state)).toBe(true);
    expect(state.epoch).toBe(1);
    expect(state.log[0]).toMatchObject({ text: 'Connected to the classroom server', tone: 'success' });
  });

  it('given an authentication, when the server refuses it, then the problem is shown and announced', () => {
    const state = given({ type: 'AuthenticationRefused', reason: 'bad cookie', at });
    expect(state.status).toBe('error');
    expect(state.connectionProblem).toBe('Authentication failed: bad cookie');
    expect(state.announcement).toBe('Authentication failed: bad cookie');
  });

  it('given a failed connection, when it fails again, then the failure is logged once', () => {
    const state = given(
      { type: 'ConnectFailed', reason: 'refused', at },
      { type: 'ConnectFailed', reason: 'refused', at },
    );
    expect(state.log).toHaveLength(1);
    expect(state.connectionProblem).toBe('Connection failed: refused');
  });

  it('given a connected tutor, when the connection drops, then they are no longer authenticated', () => {
    const state = given(
      { type: 'Authenticated', at },
      { type: 'Disconnected', reason: 'transport close', at },
    );
    expect(state.authenticated).toBe(false);
    expect(state.status).toBe('disconnected');
    expect(state.log[0]?.text).toBe('Disconnected: transport close');
  });

  it('given an unanswered authenticate, when Connect is pressed, then the problem is cleared', () => {
    const state = given({ type: 'AuthenticateUnanswered', at }, { type: 'ConnectRequested' });
    expect(state.connectionProblem).toBeNull();
    expect(state.status).toBe('connecting');
  });
});

describe('tutorClassroomReducer: the quiz clock', () => {
  it('given a quiz clock, when a student first joins later, then the countdown starts at their join', () => {
    const state = given(
      { type: 'QuizClockStarted', startedAt: 1_000, rejoined: true },
      { type: 'StudentsJoined', joinedAt: [5_000, 3_000] },
    );
    expect(tutorQuizStartedAt(state)).toBe(5_000);
  });

  it('given students who joined, when the session is rejoined, then their joins start afresh', () => {
    const state = given(
      { type: 'StudentsJoined', joinedAt: [5_000] },
      { type: 'QuizClockStarted', startedAt: 1_000, rejoined: true },
    );
    expect(tutorQuizStartedAt(state)).toBe(1_000);
  });

  it('given no quiz clock, when students join, then there is no countdown', () => {
    expect(tutorQuizStartedAt(given({ type: 'StudentsJoined', joinedAt: [5_000] }))).toBeNull();
  });
});

describe('tutorServerEvents', () => {
  const joining = given({
    type: 'SessionChanged',
    event: {
      type: 'JoinRequested',
      sessionId: 'QUIZ-ABC123',
      sessionTitle: 'Maths',
      quiz: null,
      resuming: false,
      startedAt: at,
    },
  });
  const time = { at, now: 10_000, clockOffset: 0 };

  it('given a join under way, when the session is joined, then it is active and announced as started', () => {
    const events = server.sessionJoined(
      joining,
      { sessionId: 'QUIZ-ABC123', role: 'tutor', sessionTitle: 'Maths', quiz: null, participants: [] },
      time,
    );
    const state = events.reduce(tutorClassroomReducer, joining);
    expect(state.session.stage).toBe('active');
    expect(state.announcement).toBe('Session QUIZ-ABC123 started');
  });

  it('given a join under way, when the server answers with another code, then the tutor is warned', () => {
    const events = server.sessionJoined(
      joining,
      { sessionId: 'QUIZ-XYZ789', role: 'tutor', sessionTitle: 'Maths', quiz: null },
      time,
    );
    const state = events.reduce(tutorClassroomReducer, joining);
    expect(state.log.map((entry) => entry.text)).toContain(
      'Session QUIZ-ABC123 could not be used (ended or taken); students join with QUIZ-XYZ789',
    );
  });

  it('given a join under way, when the session is gone, then the join fails and the session is forgotten', () => {
    const { events, forgetSession } = server.sessionError(joining, { message: 'Session has ended' }, at);
    const state = events.reduce(tutorClassroomReducer, joining);
    expect(forgetSession).toBe(true);
    expect(state.session.stage).toBe('setup');
    expect(state.sessionError).toBe('Failed to join session: Session has ended');
  });

  it('given a payload without a student, when a student connects, then nothing happens', () => {
    expect(server.studentConnected(undefined, time)).toEqual([]);
    expect(
      server.userDisconnected({ userId: 'u1', firstName: 'A', lastName: 'B', role: 'tutor' }, at),
    ).toEqual([]);
  });

  it('given another tutor, when they join, then the log says so', () => {
    expect(server.userJoined({ firstName: 'Ada', lastName: 'Lovelace', role: 'tutor' }, at)).toEqual([
      server.note(at, 'Ada Lovelace (tutor) joined'),
    ]);
  });
});
