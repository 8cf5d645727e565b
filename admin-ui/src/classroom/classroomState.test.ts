import { describe, expect, it } from 'vitest';
import { SAMPLE_QUIZ, gradeQuiz, type ConnectedStudent } from '@portal/contracts';
import {
  classroomReducer,
  initialClassroomState,
  type ClassroomEvent,
  type ClassroomState,
} from './classroomState';
import {
  answerKey,
  answerMark,
  correctSoFar,
  questionStats,
  sessionCounters,
  sessionSummary,
} from './sessionStats';

const CODE = 'QUIZ-ABC123';
const at = '2026-03-02T10:00:00.000Z';

const given = (...events: ClassroomEvent[]): ClassroomState =>
  events.reduce(classroomReducer, initialClassroomState);

/** A session offered for resuming, and the tutor rejoining it. */
const resuming: ClassroomEvent[] = [
  { type: 'ResumeOffered', sessionId: CODE, sessionTitle: 'Friday', startedAt: at },
  {
    type: 'JoinRequested',
    sessionId: CODE,
    sessionTitle: 'Friday',
    quiz: null,
    resuming: true,
    startedAt: at,
  },
];

const started: ClassroomEvent[] = [
  {
    type: 'JoinRequested',
    sessionId: CODE,
    sessionTitle: 'Math Quiz Session',
    quiz: SAMPLE_QUIZ,
    resuming: false,
    startedAt: at,
  },
  { type: 'SessionJoined', sessionId: CODE, sessionTitle: 'Math Quiz Session', quiz: null, participants: [] },
];

const leo: ClassroomEvent = { type: 'StudentConnected', userId: 's1', firstName: 'Leo', lastName: 'Marsh' };
const ada: ClassroomEvent = { type: 'StudentConnected', userId: 's2', firstName: 'Ada', lastName: 'Stone' };
const answer = (studentId: string, questionNumber: number, selectedAnswer: 'A' | 'B' | 'C' | 'D') =>
  ({
    type: 'AnswerReceived',
    update: { studentId, studentName: 'Someone New', questionNumber, selectedAnswer, answeredAt: at },
  }) satisfies ClassroomEvent;

describe('tutor stage (spec 002 §4)', () => {
  it('setup → joining → active; the quiz the tutor chose is kept while the server has none', () => {
    const joining = given(started[0]!);
    expect(joining.stage).toBe('joining');
    const state = given(...started);
    expect(state.stage).toBe('active');
    expect(state.quiz).toEqual(SAMPLE_QUIZ);
    expect(state.quizSent).toBe(false);
    expect(classroomReducer(state, { type: 'QuizSent', quiz: SAMPLE_QUIZ }).quizSent).toBe(true);
  });

  it('a failed join returns to setup; one that is not pending changes nothing', () => {
    expect(given(started[0]!, { type: 'JoinFailed', resumable: true }).stage).toBe('setup');
    const active = given(...started);
    expect(classroomReducer(active, { type: 'JoinFailed', resumable: true })).toBe(active);
  });

  it('a failed resume offers the session again unless it is gone', () => {
    expect(given(...resuming, { type: 'JoinFailed', resumable: true })).toEqual(given(resuming[0]!));
    expect(given(...resuming, { type: 'JoinFailed', resumable: false })).toEqual(initialClassroomState);
  });

  it('resumable → joining → active with the server quiz and participants', () => {
    const participant: ConnectedStudent = {
      id: 's1',
      name: 'Leo Marsh',
      firstName: 'Leo',
      lastName: 'Marsh',
      socketId: null,
      status: 'submitted',
      answers: { '1': 'C', '2': 'A' },
      score: 1,
      submittedAt: at,
    };
    const state = given(...resuming, {
      type: 'SessionJoined',
      sessionId: CODE,
      sessionTitle: 'Friday',
      quiz: SAMPLE_QUIZ,
      participants: [participant],
    });
    expect(state.stage).toBe('active');
    expect(state.quizSent).toBe(true);
    expect(state.quiz?.title).toBe('Sample Quiz');
    expect(state.students).toEqual([
      expect.objectContaining({
        id: 's1',
        name: 'Leo Marsh',
        submitted: true,
        online: true,
        score: 1,
        percentage: 33,
      }),
    ]);
  });

  it('a quiz without answers from the server is not taken for the tutor quiz', () => {
    const withoutAnswers = {
      ...SAMPLE_QUIZ,
      questions: SAMPLE_QUIZ.questions.map(({ correctAnswer: _c, ...rest }) => rest),
    };
    const state = given(started[0]!, {
      ...(started[1] as ClassroomEvent & { type: 'SessionJoined' }),
      quiz: withoutAnswers,
    });
    expect(state.quiz).toEqual(SAMPLE_QUIZ);
    expect(state.quizSent).toBe(false);
  });

  it('a rejoin keeps students the server no longer lists, as disconnected', () => {
    const state = given(...started, leo, {
      type: 'SessionJoined',
      sessionId: CODE,
      sessionTitle: 'Math Quiz Session',
      quiz: null,
      participants: [],
    });
    expect(state.students).toEqual([expect.objectContaining({ id: 's1', online: false })]);
  });

  it('active → ended; ending twice keeps the first time', () => {
    const ended = given(...started, { type: 'SessionEnded', at });
    expect(ended.stage).toBe('ended');
    expect(ended.endedAt).toBe(at);
    expect(classroomReducer(ended, { type: 'SessionEnded', at: 'later' })).toBe(ended);
  });

  it('Start New Session clears everything', () => {
    expect(given(...started, leo, { type: 'SetupStarted' })).toEqual(initialClassroomState);
  });
});

describe('students, answers and counters', () => {
  it('counts total, active, answered and submitted', () => {
    const results = gradeQuiz(SAMPLE_QUIZ, { '1': 'C', '2': 'B', '3': 'D' });
    const state = given(
      ...started,
      leo,
      ada,
      answer('s1', 1, 'C'),
      { type: 'StudentDisconnected', userId: 's2' },
      { type: 'StudentSubmitted', studentId: 's3', studentName: 'Mo Khan', results, at },
    );
    expect(sessionCounters(state.students)).toEqual({ total: 3, active: 2, answered: 2, submitted: 1 });
    expect(state.students.map((student) => student.name)).toEqual(['Leo Marsh', 'Ada Stone', 'Mo Khan']);
    expect(state.students[2]).toMatchObject({
      score: 2,
      percentage: 67,
      answers: { '1': 'C', '2': 'B', '3': 'D' },
    });
  });

  it('an answer from someone unknown adds them under the name it carries', () => {
    const state = given(...started, answer('s9', 2, 'B'));
    expect(state.students).toEqual([
      expect.objectContaining({ id: 's9', name: 'Someone New', online: true }),
    ]);
  });

  it('a student who reconnects keeps their answers', () => {
    const state = given(
      ...started,
      leo,
      answer('s1', 1, 'A'),
      { type: 'StudentDisconnected', userId: 's1' },
      leo,
    );
    expect(state.students[0]).toMatchObject({ online: true, answers: { '1': 'A' } });
  });

  it('what students do outside a running session is ignored', () => {
    const setup = given(leo, answer('s1', 1, 'C'));
    expect(setup).toEqual(initialClassroomState);
    const ended = given(...started, { type: 'SessionEnded', at }, leo);
    expect(ended.students).toEqual([]);
  });

  it('a reset clears answers, score and submission', () => {
    const results = gradeQuiz(SAMPLE_QUIZ, { '1': 'C' });
    const state = given(
      ...started,
      leo,
      answer('s1', 1, 'C'),
      { type: 'StudentSubmitted', studentId: 's1', studentName: 'Leo Marsh', results, at },
      { type: 'StudentReset', studentId: 's1' },
    );
    expect(state.students[0]).toMatchObject({
      submitted: false,
      answers: {},
      score: null,
      percentage: null,
      submittedAt: null,
    });
  });
});

describe('Live Answer Stats and marks', () => {
  const state = given(...started, leo, ada, answer('s1', 1, 'C'), answer('s2', 1, 'A'), answer('s3', 1, 'C'));

  it('counts each option and rounds its share of the answers to whole percent', () => {
    const stats = questionStats(SAMPLE_QUIZ, 1, state.students);
    expect(stats.answered).toBe(3);
    expect(stats.options).toEqual([
      { letter: 'A', text: '6', count: 1, percent: 33, correct: false },
      { letter: 'B', text: '7', count: 0, percent: 0, correct: false },
      { letter: 'C', text: '8', count: 2, percent: 67, correct: true },
      { letter: 'D', text: '9', count: 0, percent: 0, correct: false },
    ]);
  });

  it('no answers yet: zero everywhere', () => {
    const stats = questionStats(SAMPLE_QUIZ, 2, state.students);
    expect(stats.answered).toBe(0);
    expect(stats.options.every((option) => option.count === 0 && option.percent === 0)).toBe(true);
  });

  it('leaves out blank options nobody chose', () => {
    const quiz = {
      ...SAMPLE_QUIZ,
      questions: [{ ...SAMPLE_QUIZ.questions[0]!, options: { A: 'Yes', B: 'No', C: '', D: ' ' } }],
    };
    expect(questionStats(quiz, 1, state.students).options.map((option) => option.letter)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('marks correct, incorrect and not answered; counts correct so far', () => {
    const leoRow = state.students[0]!;
    expect(answerMark(SAMPLE_QUIZ, leoRow, 1)).toBe('correct');
    expect(answerMark(SAMPLE_QUIZ, state.students[1]!, 1)).toBe('incorrect');
    expect(answerMark(SAMPLE_QUIZ, leoRow, 2)).toBe('unanswered');
    expect(correctSoFar(answerKey(SAMPLE_QUIZ), leoRow)).toBe(1);
  });
});

describe('final summary', () => {
  it('averages the submitted students', () => {
    const state = given(
      ...started,
      leo,
      {
        type: 'StudentSubmitted',
        studentId: 's2',
        studentName: 'Ada Stone',
        results: gradeQuiz(SAMPLE_QUIZ, { '1': 'C' }),
        at,
      },
      {
        type: 'StudentSubmitted',
        studentId: 's3',
        studentName: 'Mo Khan',
        results: gradeQuiz(SAMPLE_QUIZ, { '1': 'C', '2': 'B', '3': 'A' }),
        at,
      },
    );
    expect(sessionSummary(state.students)).toEqual({ students: 3, submitted: 2, averagePercent: 67 });
    expect(sessionSummary([])).toEqual({ students: 0, submitted: 0, averagePercent: null });
  });
});
