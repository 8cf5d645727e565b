import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionQuiz } from '@portal/contracts';
import {
  CLASSROOM_EXAM_TYPE,
  CLASSROOM_LIMITS,
  CLASSROOM_MESSAGES,
  TEMPORARY_PASSWORD_MESSAGE,
  classroomStreams,
} from '@portal/contracts';
import { Client, startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { createStudent, eraseOwnAccount, newSignUp, signedUp } from '../../src/testing/people';
import { waitFor } from '../../src/testing/attempts';
import type { ClassroomPeer, Person } from '../../src/testing/classroom';
import {
  TEST_QUIZ,
  hostSession,
  joinAsStudent,
  keysIn,
  openPeer,
  runningQuiz,
  signedInPeer,
  studentPerson,
  tutorPerson,
} from '../../src/testing/classroom';
import { cleanUpSocketSuite } from '../../src/testing/suiteCleanUp';

// The live classroom quiz over real sockets (spec 002 §§2.13, 3, 4, 7, 8, 9; issue 8;
// docs/api/classroom.md): socket.io-client against the real server, identity from the cookie.

const ADMIN = { email: 'admin@classroom.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;
let tutor1: Person;
let tutor2: Person;
let s1: Person;
let s2: Person;
let s3: Person;
let freshStudent: { id: string; client: Client; firstName: string; lastName: string };

const peers: ClassroomPeer[] = [];
const track = <P extends { peer: ClassroomPeer } | ClassroomPeer>(opened: P): P => {
  peers.push('peer' in opened ? opened.peer : opened);
  return opened;
};

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  [tutor1, tutor2] = [await tutorPerson(t.url, admin), await tutorPerson(t.url, admin)];
  [s1, s2, s3] = [
    await studentPerson(t.url, tutor1),
    await studentPerson(t.url, tutor1),
    await studentPerson(t.url, tutor2),
  ];
  const created = await createStudent(tutor1.client);
  const client = new Client(t.url);
  await client.login(created.form.email, created.temporaryPassword);
  freshStudent = {
    id: created.id,
    client,
    firstName: created.form.firstName,
    lastName: created.form.lastName,
  };
}, 120_000);

cleanUpSocketSuite(peers, () => t);

/** A session of tutor1 with TEST_QUIZ sent, and students joined. */
const runningSession = (students: Person[], quiz: SessionQuiz = TEST_QUIZ) =>
  runningQuiz(t.url, tutor1, students, peers, quiz);

describe('authenticate: identity comes from the session cookie', () => {
  it('given a signed-in student, when they authenticate with their own claims, then authenticated carries the names of their account', async () => {
    const peer = track(await openPeer(t.url, s1.client));
    peer.emit('authenticate', {
      token: 'cookie',
      userId: s1.id,
      role: 'student',
      firstName: s1.firstName,
      lastName: s1.lastName,
      testMode: false,
    });
    expect(await peer.next('authenticated')).toEqual({
      userId: s1.id,
      role: 'student',
      firstName: s1.firstName,
      lastName: s1.lastName,
    });
  });

  it('given no session cookie, when a socket connects, then it is refused with connect_error "Authentication required"', async () => {
    await expect(openPeer(t.url, null)).rejects.toThrow('Authentication required');
  });

  it("given a signed-in student, when they claim another person's id, a tutor's role or other names, then each answers authentication_error and nothing is granted", async () => {
    const peer = track(await openPeer(t.url, s1.client));
    const base = { token: 'cookie', userId: s1.id, role: 'student' as const, testMode: false };
    for (const claims of [
      { ...base, userId: s2.id },
      { ...base, userId: tutor1.id, role: 'tutor' as const },
      { ...base, role: 'tutor' as const },
      { ...base, firstName: 'Somebody', lastName: s1.lastName },
    ]) {
      peer.emit('authenticate', claims);
      expect(await peer.next('authentication_error')).toEqual({
        message: CLASSROOM_MESSAGES.identityMismatch,
      });
    }
    expect(peer.all('authenticated')).toEqual([]);
    // still unauthenticated: joining is refused
    peer.emit('join_session', { sessionId: 'QUIZ-AAAAAA', userId: s1.id, role: 'student' });
    expect(await peer.next('authentication_error')).toEqual({ message: CLASSROOM_MESSAGES.mustBeLoggedIn });
  });

  it('given an admin or a parent, when they authenticate with true claims, then authentication_error says the account cannot use the classroom', async () => {
    const parent = await signedUp(t.url, newSignUp('parent'));
    for (const [client, userId, role] of [
      [admin, (await admin.request<{ user: { id: string } }>('GET', '/api/auth/me')).body.user.id, 'admin'],
      [parent.client, parent.userId, 'parent'],
    ] as const) {
      const peer = track(await openPeer(t.url, client));
      peer.emitRaw('authenticate', { token: 'cookie', userId, role: 'tutor' });
      expect(await peer.next('authentication_error')).toEqual({
        message: CLASSROOM_MESSAGES.identityMismatch,
      });
      // claiming their real role is refused by the contract's schema (tutor or student only)
      peer.emitRaw('authenticate', { token: 'cookie', userId, role });
      expect(await peer.next('authentication_error')).toEqual({ message: CLASSROOM_MESSAGES.invalidPayload });
    }
  });

  it('given a student still on a temporary password, when they authenticate, then authentication_error asks them to change it', async () => {
    const peer = track(await openPeer(t.url, freshStudent.client));
    peer.emit('authenticate', { token: 'cookie', userId: freshStudent.id, role: 'student' });
    expect(await peer.next('authentication_error')).toEqual({ message: TEMPORARY_PASSWORD_MESSAGE });
  });

  it('given a tutor, when they join before authenticating, then authentication_error says to log in first', async () => {
    const peer = track(await openPeer(t.url, tutor1.client));
    peer.emit('join_session', { sessionId: '', userId: tutor1.id, role: 'tutor' });
    expect(await peer.next('authentication_error')).toEqual({ message: CLASSROOM_MESSAGES.mustBeLoggedIn });
  });
});

describe('join_session: the tutor creates or resumes, a student joins', () => {
  it('given a tutor, when they join with an empty code, then session_joined carries a new server code, the default title, no quiz and no participants', async () => {
    const { peer, code } = track(await hostSession(t.url, tutor1));
    expect(code).toMatch(/^QUIZ-[A-Z0-9]{6}$/);
    expect(peer.all('session_joined')[0]).toEqual({
      sessionId: code,
      role: 'tutor',
      sessionTitle: 'Math Quiz Session',
      quiz: null,
      participants: [],
      quizStartedAt: null,
      serverTime: expect.any(String),
    });
  });

  it('given a tutor, when they join with a free code of their choosing and a title, then that code is theirs; a code held by another tutor gets a fresh one', async () => {
    const chosen = `QUIZ-${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X')}`;
    const mine = track(await hostSession(t.url, tutor1, { code: chosen, title: 'Friday fractions' }));
    expect(mine.code).toBe(chosen);
    expect(mine.peer.all('session_joined')[0]?.sessionTitle).toBe('Friday fractions');
    const theirs = track(await hostSession(t.url, tutor2, { code: chosen }));
    expect(theirs.code).not.toBe(chosen);
    expect(theirs.code).toMatch(/^QUIZ-[A-Z0-9]{6}$/);
  });

  it('given a student, when they join an unknown code or none, then session_error says so', async () => {
    const peer = track(await signedInPeer(t.url, s1, 'student'));
    peer.emit('join_session', { sessionId: 'QUIZ-ZZZZZ9', userId: s1.id, role: 'student' });
    expect(await peer.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.sessionNotFound });
    peer.emit('join_session', { sessionId: '', userId: s1.id, role: 'student' });
    expect(await peer.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.codeRequired });
    peer.emit('join_session', { sessionId: 'QUIZ-ZZZZZ9', userId: s2.id, role: 'student' });
    expect(await peer.next('authentication_error')).toEqual({ message: CLASSROOM_MESSAGES.identityMismatch });
  });

  it('given a live session, when a student joins (code typed in lower case), then they get session_joined and the tutor student_connected and user_joined with the names of the account', async () => {
    const host = track(await hostSession(t.url, tutor1));
    const { peer, joined } = track(await joinAsStudent(t.url, s1, host.code.toLowerCase()));
    expect(joined).toEqual({
      sessionId: host.code,
      role: 'student',
      sessionTitle: 'Math Quiz Session',
      quiz: null,
      answers: {},
      results: null,
      quizStartedAt: null,
      serverTime: expect.any(String),
    });
    expect(await host.peer.next('student_connected')).toEqual({
      userId: s1.id,
      firstName: s1.firstName,
      lastName: s1.lastName,
      socketId: peer.id,
      joinedAt: expect.any(String),
    });
    expect(await host.peer.next('user_joined')).toEqual({
      firstName: s1.firstName,
      lastName: s1.lastName,
      role: 'student',
    });
  });
});

describe('the quiz: broadcast, answers, grading', () => {
  it('given students in a session, when the tutor broadcasts the quiz, then students get it without a single correct answer, by push and on request', async () => {
    const { host, students } = await runningSession([s1, s2]);
    const [first] = students;
    const pushed = first!.all('session_message').find((message) => message.type === 'quiz_data');
    expect(pushed).toEqual({
      type: 'quiz_data',
      quiz: {
        title: TEST_QUIZ.title,
        totalQuestions: 4,
        questions: TEST_QUIZ.questions.map(({ correctAnswer: _answer, ...question }) => question),
      },
      startedAt: expect.any(String),
      serverTime: expect.any(String),
    });
    first!.emit('request_quiz_data', { sessionId: host.code });
    const response = await first!.next('quiz_data_response');
    expect(response.success).toBe(true);
    expect(response.quiz?.questions).toHaveLength(4);
    expect(await first!.next('question_data')).toMatchObject({
      questionNumber: 1,
      question: { id: 'q-half' },
    });
    for (const student of students) {
      expect(keysIn(student.everything())).not.toContain('correctAnswer');
      expect(JSON.stringify(student.everything())).not.toContain('"correct');
    }
  });

  it('given a joined student, when they answer, then they get answer_updated and the tutor student_answer_update with their name from the server', async () => {
    const { host, students } = await runningSession([s1]);
    students[0]!.emit('update_answer', { questionNumber: 2, selectedAnswer: 'C' });
    expect(await students[0]!.next('answer_updated')).toEqual({ questionNumber: 2, selectedAnswer: 'C' });
    const update = await host.peer.next('student_answer_update');
    expect(update).toMatchObject({
      studentId: s1.id,
      studentName: `${s1.firstName} ${s1.lastName}`,
      questionNumber: 2,
      selectedAnswer: 'C',
    });
    expect(Date.parse(update.answeredAt)).not.toBeNaN();
    students[0]!.emit('update_answer', { questionNumber: 9, selectedAnswer: 'A' });
    expect(await students[0]!.next('quiz_data_error')).toEqual({ message: 'Question 9 not found in quiz' });
  });

  it('given answers, when the student submits, then the server grades them: quiz_submitted (without the key while the session runs, issue 16) to the student, student_submitted to the tutor, once', async () => {
    const { host, students } = await runningSession([s1, s2]);
    const [student] = students;
    student!.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' }); // right
    student!.emit('update_answer', { questionNumber: 2, selectedAnswer: 'A' }); // wrong
    // the submission names q3 (right) and overrides q2 (right now); q4 unanswered
    student!.emit('submit_quiz', { sessionCode: host.code, answers: { '2': 'C', '3': 'A' }, timeSpent: 0 });
    const { results: pending } = await student!.next('quiz_submitted');
    expect(pending).toMatchObject({ pending: true, answeredQuestions: 3, totalQuestions: 4 });
    expect(keysIn(student!.everything())).not.toContain('correctAnswer');
    const submitted = await host.peer.next('student_submitted');
    const { results } = submitted;
    expect(results).toMatchObject({ score: 3, percentage: 75, correctAnswers: 3, totalQuestions: 4 });
    expect(results.attemptId).toEqual(expect.any(String));
    expect(results.attemptId).toBe(pending.attemptId);
    expect(results.questionResults).toEqual([
      {
        questionId: 'q-half',
        questionNumber: 1,
        isCorrect: true,
        hasAnswer: true,
        userAnswer: 'B',
        correctAnswer: 'B',
      },
      {
        questionId: 'q-quarter',
        questionNumber: 2,
        isCorrect: true,
        hasAnswer: true,
        userAnswer: 'C',
        correctAnswer: 'C',
      },
      {
        questionId: 'q-third',
        questionNumber: 3,
        isCorrect: true,
        hasAnswer: true,
        userAnswer: 'A',
        correctAnswer: 'A',
      },
      {
        questionId: 'q-fifth',
        questionNumber: 4,
        isCorrect: false,
        hasAnswer: false,
        userAnswer: null,
        correctAnswer: 'D',
      },
    ]);
    expect(submitted).toEqual({
      studentId: s1.id,
      studentName: `${s1.firstName} ${s1.lastName}`,
      results,
    });
    student!.emit('submit_quiz', { sessionCode: host.code, answers: {}, timeSpent: 0 });
    expect(await student!.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.alreadySubmitted });
    student!.emit('update_answer', { questionNumber: 4, selectedAnswer: 'D' });
    expect(await student!.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.alreadySubmitted });
    // the other student saw none of it
    expect(students[1]!.all('quiz_submitted')).toEqual([]);
    expect(keysIn(students[1]!.everything())).not.toContain('correctAnswer');
  });

  it('given a submission, when the read models catch up, then it is a classroom attempt in the history, results and analytics of the student and their tutor', async () => {
    const { host, students } = await runningSession([s2]);
    students[0]!.emit('submit_quiz', {
      sessionCode: host.code,
      answers: { '1': 'B', '2': 'B' },
      timeSpent: 0,
    });
    const { results } = await students[0]!.next('quiz_submitted');
    const attemptId = results.attemptId!;
    const history = await waitFor(async () => {
      const answer = await s2.client.request<{
        attempts: { id: string; exam: { examType: string; title: string } }[];
      }>('GET', '/api/progress/history');
      return answer.body.attempts.find((attempt) => attempt.id === attemptId);
    });
    expect(history.exam).toMatchObject({ examType: CLASSROOM_EXAM_TYPE, title: TEST_QUIZ.title });
    const page = await tutor1.client.request<{
      attempt: { score: number; percentage: number; totalQuestions: number };
      questions: {
        userAnswer: string | null;
        correctAnswer: string | null;
        isCorrect: boolean;
        options: string[];
      }[];
    }>('GET', `/api/exam-attempts/${attemptId}/results`);
    expect(page.status).toBe(200);
    // issue 16: the student's own page holds the key back while the session may still run
    const own = await s2.client.request<{
      resultsReleased: boolean;
      resultsAvailableAt: string | null;
      questions: Record<string, unknown>[];
    }>('GET', `/api/exam-attempts/${attemptId}/results`);
    expect(own.status).toBe(200);
    expect(own.body.resultsReleased).toBe(false);
    expect(own.body.resultsAvailableAt).toBeNull(); // the tutor's end opens it: no time promised
    expect(own.body.questions.map((question) => question.userAnswer)).toEqual(['B', 'B', null, null]);
    expect(keysIn(own.body.questions)).not.toContain('correctAnswer');
    expect(keysIn(own.body.questions)).not.toContain('isCorrect');
    expect(page.body.attempt).toMatchObject({ score: 1, percentage: 25, totalQuestions: 4 });
    expect(
      page.body.questions.map((question) => [
        question.userAnswer,
        question.correctAnswer,
        question.isCorrect,
      ]),
    ).toEqual([
      ['B', 'B', true],
      ['B', 'C', false],
      [null, 'A', false],
      [null, 'D', false],
    ]);
    expect(page.body.questions[0]!.options).toEqual(['2', '5', '8', '10']);
    const overview = await s2.client.request<{
      stats: { totalExams: number; examTypeBreakdown: Record<string, unknown> };
    }>('GET', '/api/progress/overview');
    expect(overview.body.stats.examTypeBreakdown).toHaveProperty(CLASSROOM_EXAM_TYPE);
    const tutorView = await tutor1.client.request<{ examHistory: { id: string; examType: string }[] }>(
      'GET',
      `/api/tutor-analytics/student/${s2.id}/exam-history`,
    );
    expect(tutorView.body.examHistory).toContainEqual(
      expect.objectContaining({ id: attemptId, examType: CLASSROOM_EXAM_TYPE }),
    );
    const detailed = await tutor1.client.request(
      'GET',
      `/api/tutor-analytics/exam-attempt/${attemptId}/detailed-results`,
    );
    expect(detailed.status).toBe(200);
    // another student cannot open it
    expect((await s1.client.request('GET', `/api/exam-attempts/${attemptId}/results`)).status).toBe(404);
    // the event store holds it on the session's attempts stream of the student
    const events = await t.system.adapters.eventStore.readStream(classroomStreams.attempts(host.code, s2.id));
    expect(events.map((event) => event.type)).toEqual(['ClassroomQuizSubmitted']);
    expect(events[0]!.data).toMatchObject({ attemptId, attemptNumber: 1, answers: { '1': 'B', '2': 'B' } });
  });
});

describe("the tutor's commands", () => {
  it("given a session, when a student or another tutor broadcasts, resets or ends it, then session_error and nobody's state changes", async () => {
    const { host, students } = await runningSession([s1]);
    const intruder = track(await signedInPeer(t.url, tutor2, 'tutor'));
    for (const peer of [students[0]!, intruder]) {
      peer.emit('broadcast_to_session', {
        sessionId: host.code,
        data: { type: 'session_ended', message: 'bye', endedAt: new Date().toISOString() },
      });
      expect(await peer.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.notYourSession });
      peer.emit('reset_student', { sessionId: host.code, studentId: s1.id });
      expect(await peer.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.notYourSession });
    }
    students[0]!.emit('update_answer', { questionNumber: 1, selectedAnswer: 'A' });
    expect(await students[0]!.next('answer_updated')).toEqual({ questionNumber: 1, selectedAnswer: 'A' });
    expect(students[0]!.all('session_message').map((message) => message.type)).toEqual(['quiz_data']);
  });

  it('given a session, when the tutor sends a message, then students get it from the tutor named by the server (the payload cannot speak for someone else)', async () => {
    const { host, students } = await runningSession([s1, s2]);
    host.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: {
        type: 'tutor_message',
        message: '  Two minutes left  ',
        from: 'The Headteacher',
        timestamp: 'whenever',
      },
    });
    for (const student of students) {
      const message = await student.next('session_message', (payload) => payload.type === 'tutor_message');
      expect(message).toMatchObject({
        type: 'tutor_message',
        message: 'Two minutes left',
        from: `${tutor1.firstName} ${tutor1.lastName}`,
      });
    }
    host.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'tutor_message', message: '   ', from: '', timestamp: '' },
    });
    expect(await host.peer.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.invalidPayload });
  });

  it('given a submitted student, when the tutor resets them, then they get individual_reset, the tutor reset_successful, and they answer and submit again (attempt 2)', async () => {
    const { host, students } = await runningSession([s1]);
    const [student] = students;
    student!.emit('submit_quiz', { sessionCode: host.code, answers: { '1': 'A' }, timeSpent: 0 });
    await student!.next('quiz_submitted');
    host.peer.emit('reset_student', { sessionId: host.code, studentId: s1.id });
    expect(await student!.next('individual_reset')).toEqual({ sessionId: host.code });
    expect(await host.peer.next('reset_successful')).toEqual({
      studentId: s1.id,
      studentName: `${s1.firstName} ${s1.lastName}`,
    });
    student!.emit('request_quiz_data', { sessionId: host.code });
    expect((await student!.next('quiz_data_response')).success).toBe(true);
    expect(await student!.next('question_data')).toMatchObject({ questionNumber: 1 });
    student!.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' });
    await student!.next('answer_updated');
    student!.emit('submit_quiz', { sessionCode: host.code, answers: {}, timeSpent: 0 });
    await student!.next('quiz_submitted');
    const second = await host.peer.next('student_submitted', (payload) => payload.results.score === 1);
    expect(second.results.score).toBe(1);
    host.peer.emit('reset_student', { sessionId: host.code, studentId: s3.id });
    expect(await host.peer.next('session_error')).toEqual({ message: 'Student not found in this session' });
    const events = await t.system.adapters.eventStore.readStream(classroomStreams.attempts(host.code, s1.id));
    expect(events.map((event) => (event.data as { attemptNumber: number }).attemptNumber)).toEqual([1, 2]);
  });

  it('given a session, when the tutor ends it, then everyone gets session_ended and the session takes no more joins or answers', async () => {
    const { host, students } = await runningSession([s1]);
    host.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'session_ended', message: '', endedAt: 'ignored' },
    });
    const ended = await students[0]!.next('session_message', (message) => message.type === 'session_ended');
    expect(ended).toMatchObject({ type: 'session_ended', message: CLASSROOM_MESSAGES.sessionEnded });
    await host.peer.next('session_message', (message) => message.type === 'session_ended');
    students[0]!.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' });
    expect(await students[0]!.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.sessionNotFound });
    const late = track(await signedInPeer(t.url, s2, 'student'));
    late.emit('join_session', { sessionId: host.code, userId: s2.id, role: 'student' });
    expect(await late.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.sessionNotFound });
    // the tutor cannot resume an ended session: joining with its code starts a new one
    const again = track(await hostSession(t.url, tutor1, { code: host.code }));
    expect(again.code).not.toBe(host.code);
  });
});

describe('browsing sessions', () => {
  it("given sessions of two tutors, when a student asks for active sessions, then they see their own tutor's with quiz title and participant count, not the other's", async () => {
    const { host } = await runningSession([s1]);
    const other = track(await hostSession(t.url, tutor2, { title: 'Other class' }));
    const peer = track(await signedInPeer(t.url, s2, 'student'));
    peer.emit('get_active_sessions', { userId: s2.id, role: 'student' });
    const { sessions } = await peer.next('active_sessions');
    expect(sessions).toContainEqual({ id: host.code, quizTitle: TEST_QUIZ.title, participantCount: 1 });
    expect(sessions.map((session) => session.id)).not.toContain(other.code);
    const theirs = track(await signedInPeer(t.url, s3, 'student'));
    theirs.emit('get_active_sessions', { userId: s3.id, role: 'student' });
    const listed = await theirs.next('active_sessions');
    expect(listed.sessions).toContainEqual({ id: other.code, quizTitle: 'Other class', participantCount: 0 });
    peer.emit('get_active_sessions', { userId: s3.id, role: 'student' });
    expect(await peer.next('authentication_error')).toEqual({ message: CLASSROOM_MESSAGES.identityMismatch });
  });
});

describe('invalid payloads and limits', () => {
  it('given invalid payloads of every emit, when sent, then each gets its error event (no crash, no stack) and the socket keeps working', async () => {
    const { host, students } = await runningSession([s1]);
    const [student] = students;
    const cases: [string, unknown, 'authentication_error' | 'session_error' | 'quiz_data_error'][] = [
      ['authenticate', 'not an object', 'authentication_error'],
      ['authenticate', { userId: s1.id }, 'authentication_error'],
      ['join_session', { sessionId: 42 }, 'session_error'],
      ['broadcast_to_session', { sessionId: host.code, data: { type: 'shout' } }, 'session_error'],
      ['reset_student', { sessionId: 'nope' }, 'session_error'],
      ['get_active_sessions', null, 'session_error'],
      ['request_quiz_data', { sessionId: 'QUIZ-1' }, 'quiz_data_error'],
      ['update_answer', { questionNumber: 1, selectedAnswer: 'E' }, 'session_error'],
      ['update_answer', { questionNumber: '1; DROP', selectedAnswer: 'A' }, 'session_error'],
      ['submit_quiz', { answers: { '1': 'A' } }, 'session_error'],
      [
        'submit_quiz',
        { sessionCode: host.code, answers: { __proto__: 'A', '1': 'Z' }, timeSpent: 0 },
        'session_error',
      ],
    ];
    for (const [event, payload, errorEvent] of cases) {
      student!.emitRaw(event, payload);
      const error = await student!.next(errorEvent);
      expect(error).toEqual({ message: CLASSROOM_MESSAGES.invalidPayload });
    }
    expect(JSON.stringify(student!.everything())).not.toMatch(/ at |stack|Error:/);
    student!.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' });
    expect(await student!.next('answer_updated')).toEqual({ questionNumber: 1, selectedAnswer: 'B' });
  });

  it('given a quiz breaking the builder rules, when the tutor broadcasts it, then session_error names the rule and students get nothing', async () => {
    const { host, students } = await runningSession([s1]);
    const blank = {
      ...TEST_QUIZ,
      questions: [{ ...TEST_QUIZ.questions[0]!, text: '   ' }],
      totalQuestions: 1,
    };
    host.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'quiz_data', quiz: blank },
    });
    expect(await host.peer.next('session_error')).toEqual({
      message: CLASSROOM_MESSAGES.questionTextRequired,
    });
    const oneOption = {
      ...TEST_QUIZ,
      questions: [{ ...TEST_QUIZ.questions[0]!, options: { A: 'x', B: '', C: '', D: '' } }],
      totalQuestions: 1,
    };
    host.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'quiz_data', quiz: oneOption },
    });
    expect(await host.peer.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.twoOptions });
    expect(await students[0]!.quietFor('session_message')).toEqual([]);
  });

  it(`given a student flooding answers, when more than ${CLASSROOM_LIMITS.answersPerSecondPerSocket} arrive in a second, then the excess gets session_error tooManyAnswers and is not recorded`, async () => {
    const { host, students } = await runningSession([s1]);
    const [student] = students;
    const flood = CLASSROOM_LIMITS.answersPerSecondPerSocket * 3;
    for (let i = 0; i < flood; i++) {
      student!.emit('update_answer', { questionNumber: 1 + (i % 4), selectedAnswer: 'A' });
    }
    expect(await student!.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.tooManyAnswers });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const updates = host.peer.all('student_answer_update').length;
    expect(updates).toBeGreaterThan(0);
    expect(updates).toBeLessThanOrEqual(CLASSROOM_LIMITS.answersPerSecondPerSocket * 2);
    expect(student!.all('session_error').length).toBeLessThan(flood / 2);
  });

  it('given a payload over the size cap, when a client sends it, then that socket is closed and the classroom carries on', async () => {
    const { host, students } = await runningSession([s1, s2]);
    const [big, other] = students;
    const closed = new Promise<string>((resolve) =>
      big!.socket.once('disconnect', (reason) => resolve(reason)),
    );
    big!.emitRaw('submit_quiz', {
      sessionCode: host.code,
      answers: { '1': 'A' },
      timeSpent: 0,
      padding: 'x'.repeat(CLASSROOM_LIMITS.maxPayloadBytes + 1024),
    });
    expect(await closed).toMatch(/transport (close|error)/);
    expect(host.peer.all('student_submitted')).toEqual([]);
    other!.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' });
    expect(await other!.next('answer_updated')).toEqual({ questionNumber: 1, selectedAnswer: 'B' });
  });
});

describe('reconnection and resume', () => {
  it('given a student with answers, when they drop and come back on a new socket, then the tutor saw them disconnected and session_joined gives their answers back', async () => {
    const { host, students } = await runningSession([s1]);
    students[0]!.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' });
    students[0]!.emit('update_answer', { questionNumber: 3, selectedAnswer: 'C' });
    await host.peer.next('student_answer_update', (update) => update.questionNumber === 3);
    students[0]!.close();
    expect(await host.peer.next('user_disconnected')).toEqual({
      userId: s1.id,
      firstName: s1.firstName,
      lastName: s1.lastName,
      role: 'student',
    });
    const back = track(await joinAsStudent(t.url, s1, host.code));
    expect(back.joined).toMatchObject({ answers: { '1': 'B', '3': 'C' }, results: null });
    expect(keysIn(back.joined)).not.toContain('correctAnswer');
    expect(await back.peer.next('question_data')).toMatchObject({ questionNumber: 2 });
    await host.peer.next('student_connected', (payload) => payload.socketId === back.peer.id);
    back.peer.emit('submit_quiz', { sessionCode: host.code, answers: {}, timeSpent: 0 });
    const { results } = await back.peer.next('quiz_submitted');
    back.peer.close();
    const again = track(await joinAsStudent(t.url, s1, host.code));
    expect(again.joined.results).toEqual(results);
    expect(again.joined.answers).toEqual({ '1': 'B', '3': 'C' });
  });

  it('given a student who leaves, when leave_session arrives, then the tutor sees them disconnected at once', async () => {
    const { host, students } = await runningSession([s2]);
    students[0]!.emit('leave_session');
    expect(await host.peer.next('user_disconnected')).toMatchObject({ userId: s2.id, role: 'student' });
  });

  it('given a tutor who dropped, when they rejoin with the code, then session_joined carries the quiz with answers and every participant with status, answers and score', async () => {
    const { host, students } = await runningSession([s1, s2]);
    students[0]!.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' });
    await students[0]!.next('answer_updated');
    students[1]!.emit('submit_quiz', {
      sessionCode: host.code,
      answers: { '1': 'B', '2': 'C' },
      timeSpent: 0,
    });
    await students[1]!.next('quiz_submitted');
    students[0]!.close();
    await host.peer.next('user_disconnected');
    host.peer.close();
    const resumed = track(await hostSession(t.url, tutor1, { code: host.code }));
    expect(resumed.code).toBe(host.code);
    const joined = resumed.peer.all('session_joined')[0]!;
    expect(joined.quiz).toEqual(TEST_QUIZ);
    expect(joined.participants).toEqual([
      expect.objectContaining({
        id: s1.id,
        name: `${s1.firstName} ${s1.lastName}`,
        status: 'disconnected',
        socketId: null,
        answers: { '1': 'B' },
        score: null,
        submittedAt: null,
      }),
      expect.objectContaining({
        id: s2.id,
        status: 'submitted',
        answers: { '1': 'B', '2': 'C' },
        score: 2,
        submittedAt: expect.any(String),
      }),
    ]);
    // the same quiz sent again (as the tutor screen does after a resume) changes nothing for students
    resumed.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'quiz_data', quiz: TEST_QUIZ },
    });
    expect(await students[1]!.quietFor('session_message')).toEqual([]);
  });
});

describe('erasure', () => {
  it("given a student's classroom attempt, when the student is erased, then their answers leave the read models and the log, and the score stays", async () => {
    const pupil = await studentPerson(t.url, tutor1);
    const { host, students } = await runningSession([pupil]);
    students[0]!.emit('submit_quiz', {
      sessionCode: host.code,
      answers: { '1': 'B', '4': 'A' },
      timeSpent: 0,
    });
    const attemptId = (await students[0]!.next('quiz_submitted')).results.attemptId!;
    const attempts = t.system.adapters.readModels.collection<{
      _id: string;
      answers: Record<string, string>;
      score: number;
      questionResults: { studentAnswer: string | null }[];
    }>('attempts');
    const before = await waitFor(() => attempts.findOne({ _id: attemptId }));
    expect(before.answers).toEqual({ 'q-half': 'B', 'q-fifth': 'A' });
    const erased = await eraseOwnAccount(pupil.client);
    expect(erased.status).toBe(200);
    const after = await waitFor(async () => {
      const document = await attempts.findOne({ _id: attemptId });
      return document && Object.keys(document.answers).length === 0 ? document : null;
    });
    expect(after.score).toBe(1);
    expect(after.questionResults.every((result) => result.studentAnswer === null)).toBe(true);
    const events = await t.system.adapters.eventStore.readStream(
      classroomStreams.attempts(host.code, pupil.id),
    );
    expect((events[0]!.data as { answers: unknown; score: number }).answers).toBeNull();
    expect((events[0]!.data as { score: number }).score).toBe(1);
  });
});
