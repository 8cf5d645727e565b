import { describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES, SAMPLE_QUIZ, gradeQuiz } from '@portal/contracts';
import { classroomReducer } from './classroomReducer';
import {
  afterAuthentication,
  answersToResend,
  initialClassroomState,
  isEndedError,
  type ClassroomEvent,
  type ClassroomState,
} from './classroomState';
import { readQuiz } from './quizModel';

const quiz = readQuiz(SAMPLE_QUIZ)!;
const CODE = 'QUIZ-AB12CD';

function given(events: ClassroomEvent[], from: ClassroomState = initialClassroomState(null)): ClassroomState {
  return events.reduce(
    (state, event, index) => classroomReducer(state, { ...event, at: 1_000 + index }),
    from,
  );
}

const connected: ClassroomEvent[] = [
  { type: 'browse_requested' },
  { type: 'socket_connected' },
  { type: 'authenticated' },
];
const joined = (withQuiz: boolean, answers = {}): ClassroomEvent[] => [
  ...connected,
  { type: 'join_requested', code: CODE },
  {
    type: 'session_joined',
    sessionId: CODE,
    sessionTitle: 'Maths',
    quiz: withQuiz ? quiz : null,
    answers,
    results: null,
  },
];

describe('joining', () => {
  it('starts disconnected, offering the remembered session', () => {
    const state = initialClassroomState(CODE);
    expect(state).toMatchObject({ stage: 'disconnected', connection: 'disconnected', rememberedCode: CODE });
  });

  it('Join Classroom connects, then the active sessions list opens browsing', () => {
    const classroom = given(connected);
    expect(classroom).toMatchObject({ stage: 'classroom', connection: 'connected', sessions: null });
    const browsing = given(
      [{ type: 'sessions_received', sessions: [{ id: CODE, quizTitle: 'Maths', participantCount: 3 }] }],
      classroom,
    );
    expect(browsing.stage).toBe('browsing');
    expect(browsing.sessions).toHaveLength(1);
  });

  it('waits for the tutor when the session has no quiz yet, and remembers the code', () => {
    const state = given(joined(false));
    expect(state).toMatchObject({
      stage: 'connected',
      sessionCode: CODE,
      sessionTitle: 'Maths',
      rememberedCode: CODE,
    });
  });

  it('goes to the quiz when it arrives, with restored answers and the first unanswered question', () => {
    const state = given(joined(true, { '1': 'C' }));
    expect(state).toMatchObject({ stage: 'quiz', answers: { '1': 'C' }, index: 1 });
  });

  it('shows the results straight away when the student had already submitted', () => {
    const results = gradeQuiz(SAMPLE_QUIZ, { '1': 'C' });
    const state = given([
      ...connected,
      { type: 'join_requested', code: CODE },
      { type: 'session_joined', sessionId: CODE, sessionTitle: '', quiz, answers: { '1': 'C' }, results },
    ]);
    expect(state).toMatchObject({ stage: 'results', results });
  });

  it('falls back to the join form on a session error while joining', () => {
    const state = given([
      ...connected,
      { type: 'join_requested', code: CODE },
      { type: 'session_error', message: 'Join a session first' },
    ]);
    expect(state).toMatchObject({
      stage: 'join',
      joining: null,
      lastCode: CODE,
      error: 'Session error: Join a session first',
    });
  });

  it("forgets the session and returns to the classroom on an error saying 'ended'", () => {
    const state = given(
      [
        ...connected,
        { type: 'join_requested', code: CODE },
        { type: 'session_error', message: 'Session not found or has ended' },
      ],
      initialClassroomState(CODE),
    );
    expect(state).toMatchObject({ stage: 'classroom', rememberedCode: null, sessionCode: null });
    expect(isEndedError('Session ENDED')).toBe(true);
    expect(isEndedError('Too many answers, slow down')).toBe(false);
  });

  it('keeps a student in the quiz on an error that is not about joining', () => {
    const state = given([...joined(true), { type: 'session_error', message: 'Too many answers, slow down' }]);
    expect(state).toMatchObject({
      stage: 'quiz',
      sessionCode: CODE,
      error: 'Session error: Too many answers, slow down',
    });
  });

  it('reports authentication and connection failures with the spec texts', () => {
    expect(given([...connected, { type: 'authentication_failed', message: 'Not signed in' }])).toMatchObject({
      stage: 'disconnected',
      connection: 'error',
      error: 'Authentication failed: Not signed in',
    });
    expect(
      given([
        { type: 'browse_requested' },
        { type: 'connect_failed', message: 'xhr poll error', willRetry: false },
      ]),
    ).toMatchObject({ connection: 'error', error: 'Connection failed: xhr poll error' });
    expect(given([{ type: 'not_logged_in' }]).error).toBe(CLASSROOM_MESSAGES.logInFirst);
  });

  it('leaving goes to the join form with the code offered again', () => {
    const state = given([...joined(true, { '1': 'C' }), { type: 'leave_requested' }]);
    expect(state).toMatchObject({
      stage: 'join',
      sessionCode: null,
      quiz: null,
      answers: {},
      lastCode: CODE,
    });
    expect(state.rememberedCode).toBe(CODE);
  });
});

describe('the quiz', () => {
  it('records an answer for the question shown, unsynced until the server confirms it', () => {
    const answered = given([...joined(true), { type: 'answer_selected', letter: 'C' }]);
    expect(answered.answers).toEqual({ '1': 'C' });
    expect(answersToResend(answered)).toEqual([{ questionNumber: 1, selectedAnswer: 'C' }]);
    const saved = given([{ type: 'answer_saved', questionNumber: 1, selectedAnswer: 'C' }], answered);
    expect(saved.unsynced).toEqual({});
  });

  it("keeps an answer chosen offline and says 'Not connected to classroom'", () => {
    const state = given([
      ...joined(true),
      { type: 'socket_disconnected', reason: 'transport close' },
      { type: 'answer_selected', letter: 'B' },
    ]);
    expect(state.answers).toEqual({ '1': 'B' });
    expect(state.error).toBe(CLASSROOM_MESSAGES.notConnected);
  });

  it('moves between questions within the quiz', () => {
    expect(given([...joined(true), { type: 'question_shown', index: 2 }]).index).toBe(2);
    expect(given([...joined(true), { type: 'question_shown', index: 9 }]).index).toBe(2);
    expect(given([...joined(true), { type: 'question_shown', index: -1 }]).index).toBe(0);
  });

  it('submits only when connected to the session', () => {
    expect(given([...joined(true), { type: 'submit_requested' }]).submitting).toBe(true);
    const offline = given([
      ...joined(true),
      { type: 'socket_disconnected', reason: 'ping timeout' },
      { type: 'submit_requested' },
    ]);
    expect(offline).toMatchObject({ submitting: false, error: CLASSROOM_MESSAGES.cannotSubmit });
  });

  it('shows the results once submitted', () => {
    const results = gradeQuiz(SAMPLE_QUIZ, { '1': 'C' });
    const state = given([...joined(true), { type: 'submit_requested' }, { type: 'quiz_submitted', results }]);
    expect(state).toMatchObject({ stage: 'results', submitting: false, results });
  });

  it('goes back to join when a quiz has no questions', () => {
    const empty = { ...quiz, questions: [], totalQuestions: 0 };
    const state = given([...joined(false), { type: 'quiz_received', quiz: empty }]);
    expect(state).toMatchObject({ stage: 'join', error: CLASSROOM_MESSAGES.quizNoQuestions });
  });

  it('keeps answers and position when the tutor sends the same quiz again, not for a new one', () => {
    const before = given([
      ...joined(true),
      { type: 'answer_selected', letter: 'C' },
      { type: 'question_shown', index: 2 },
    ]);
    expect(given([{ type: 'quiz_received', quiz }], before)).toMatchObject({
      answers: { '1': 'C' },
      index: 2,
    });
    const other = {
      ...quiz,
      questions: quiz.questions.map((question) => ({ ...question, id: `new-${question.id}` })),
    };
    expect(given([{ type: 'quiz_received', quiz: other }], before)).toMatchObject({ answers: {}, index: 0 });
  });
});

describe('the tutor', () => {
  it('collects messages, newest first', () => {
    const state = given([
      ...joined(false),
      { type: 'tutor_message', message: 'Hello', from: 'Ms Khan', timestamp: '2025-01-01T10:00:00Z' },
      {
        type: 'tutor_message',
        message: 'Two minutes left',
        from: 'Ms Khan',
        timestamp: '2025-01-01T10:05:00Z',
      },
    ]);
    expect(state.messages.map((item) => item.message)).toEqual(['Two minutes left', 'Hello']);
  });

  it('ending the session shows Session Ended and forgets the remembered code', () => {
    const state = given([
      ...joined(true),
      { type: 'session_ended', message: CLASSROOM_MESSAGES.sessionEnded },
    ]);
    expect(state).toMatchObject({
      stage: 'ended',
      rememberedCode: null,
      endedMessage: CLASSROOM_MESSAGES.sessionEnded,
    });
  });

  it('an individual reset clears answers, position and the submission, back to waiting', () => {
    const results = gradeQuiz(SAMPLE_QUIZ, { '1': 'C' });
    const state = given([
      ...joined(true),
      { type: 'answer_selected', letter: 'C' },
      { type: 'question_shown', index: 2 },
      { type: 'submit_requested' },
      { type: 'quiz_submitted', results },
      { type: 'individual_reset' },
    ]);
    expect(state).toMatchObject({
      stage: 'connected',
      answers: {},
      unsynced: {},
      index: 0,
      results: null,
      submitting: false,
    });
    expect(given([{ type: 'quiz_received', quiz }], state).stage).toBe('quiz');
  });
});

describe('quiz data', () => {
  it('says each failure with the spec texts', () => {
    const base = given(joined(false));
    expect(given([{ type: 'quiz_failed', error: null }], base).error).toBe(
      'Failed to load quiz: Unknown error',
    );
    expect(given([{ type: 'quiz_failed', error: 'No quiz yet' }], base).error).toBe(
      'Failed to load quiz: No quiz yet',
    );
    expect(given([{ type: 'quiz_data_error', message: 'boom' }], base).error).toBe('Quiz data error: boom');
    const exhausted = given(
      [{ type: 'quiz_requested', attempt: 3 }, { type: 'quiz_retries_exhausted' }],
      base,
    );
    expect(exhausted).toMatchObject({
      quizLoad: { status: 'failed' },
      error: CLASSROOM_MESSAGES.couldNotLoadQuiz,
    });
    expect(exhausted.log[0]?.text).toBe(CLASSROOM_MESSAGES.quizLoadingFailed);
  });
});

describe('reconnection', () => {
  it('rejoins the session after signing in again, keeping the answers not yet confirmed', () => {
    const offline = given([
      ...joined(true),
      { type: 'socket_disconnected', reason: 'transport close' },
      { type: 'answer_selected', letter: 'A' },
      { type: 'reconnect_attempt', attempt: 1 },
      { type: 'socket_connected' },
      { type: 'authenticated' },
    ]);
    expect(offline.reconnectAttempt).toBeNull();
    expect(afterAuthentication(offline)).toEqual({ join: CODE, browse: false });
    const back = given(
      [
        { type: 'join_requested', code: CODE, rejoin: true },
        {
          type: 'session_joined',
          sessionId: CODE,
          sessionTitle: 'Maths',
          quiz,
          answers: { '2': 'B' },
          results: null,
        },
      ],
      offline,
    );
    expect(back).toMatchObject({ stage: 'quiz', answers: { '1': 'A', '2': 'B' }, index: 0 });
    expect(answersToResend(back)).toEqual([{ questionNumber: 1, selectedAnswer: 'A' }]);
  });

  it('gives up after the attempts with a connection error', () => {
    const state = given([
      ...joined(true),
      { type: 'socket_disconnected', reason: 'transport close' },
      { type: 'reconnect_failed' },
    ]);
    expect(state).toMatchObject({ connection: 'error', stage: 'quiz' });
    expect(state.error).toMatch(/^Connection failed: /);
  });

  it('keeps the activity log newest first and bounded', () => {
    const many = Array.from({ length: 150 }, (): ClassroomEvent => ({
      type: 'sessions_received',
      sessions: [],
    }));
    const state = given([...connected, ...many]);
    expect(state.log).toHaveLength(100);
    expect(state.log[0]!.at).toBeGreaterThan(state.log[1]!.at);
  });
});
