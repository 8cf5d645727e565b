import { beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES } from '@portal/contracts';
import { startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { createStudent, createTutor, studentClient } from '../../src/testing/people';
import type { ClassroomPeer, Person } from '../../src/testing/classroom';
import { TEST_QUIZ, hostSession, joinAsStudent, keysIn } from '../../src/testing/classroom';
import { cleanUpSocketSuite } from '../../src/testing/suiteCleanUp';

// Issue 16 item 12: broadcast_to_session takes quiz_data as spec 002 §7 writes it (title,
// questions and totalQuestions at the top of `data`) as well as nested under `quiz`, and question
// ids as numbers or text; real sockets against the real server.

const ADMIN = { email: 'admin@classroom-inputs.example.org', password: 'admin-password-1' };
let t: TestSystem;
let tutor: Person;
let student: Person;
const peers: ClassroomPeer[] = [];

beforeAll(async () => {
  const { t: started, admin } = await startSystemAsAdmin(ADMIN);
  t = started;
  const made = await createTutor(t.url, admin);
  tutor = { id: made.id, client: made.client, firstName: made.form.firstName, lastName: made.form.lastName };
  const created = await createStudent(tutor.client);
  student = {
    id: created.id,
    client: await studentClient(t.url, created.form.email, created.temporaryPassword),
    firstName: created.form.firstName,
    lastName: created.form.lastName,
  };
}, 120_000);

cleanUpSocketSuite(peers, () => t);

/** TEST_QUIZ with the numeric ids 101..104 (the spec's quizzes number their questions). */
const NUMBERED = TEST_QUIZ.questions.map((question, index) => ({ ...question, id: 101 + index }));

async function sessionWithStudent() {
  const host = await hostSession(t.url, tutor);
  peers.push(host.peer);
  const joined = await joinAsStudent(t.url, student, host.code);
  peers.push(joined.peer);
  await host.peer.next('student_connected', (payload) => payload.userId === student.id);
  return { host, learner: joined.peer };
}

describe('broadcast_to_session quiz_data in both forms', () => {
  it('given a running session, when the tutor sends quiz_data flat (spec §7) with numeric question ids, then students get the quiz without answers, ids as text, and grading names those ids', async () => {
    const { host, learner } = await sessionWithStudent();
    host.peer.emitRaw('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'quiz_data', title: TEST_QUIZ.title, questions: NUMBERED, totalQuestions: 4 },
    });
    const message = await learner.next('session_message', (payload) => payload.type === 'quiz_data');
    expect(message.type === 'quiz_data' && message.quiz).toEqual({
      title: 'Fractions warm-up',
      totalQuestions: 4,
      questions: TEST_QUIZ.questions.map(({ correctAnswer: _hidden, ...question }, index) => ({
        ...question,
        id: String(101 + index),
      })),
    });
    expect(keysIn(learner.everything())).not.toContain('correctAnswer');
    expect(host.peer.all('session_error')).toEqual([]);

    // asked again (a reload), the quiz keeps its ids as text
    learner.emit('request_quiz_data', { sessionId: host.code });
    const response = await learner.next('quiz_data_response');
    expect(response.quiz?.questions.map((question) => question.id)).toEqual(['101', '102', '103', '104']);

    // B, C, A, D are right: two of four
    learner.emit('submit_quiz', {
      sessionCode: host.code,
      answers: { '1': 'B', '2': 'C', '3': 'B', '4': 'A' },
      timeSpent: 0,
    });
    const submitted = await host.peer.next('student_submitted');
    expect(submitted.results).toMatchObject({
      score: 2,
      correctAnswers: 2,
      totalQuestions: 4,
      percentage: 50,
    });
    expect(submitted.results.questionResults.map((result) => [result.questionId, result.isCorrect])).toEqual([
      ['101', true],
      ['102', true],
      ['103', false],
      ['104', false],
    ]);
  });

  it('given a running session, when the tutor sends quiz_data nested under quiz with numeric ids, then it is read the same way', async () => {
    const { host, learner } = await sessionWithStudent();
    host.peer.emitRaw('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'quiz_data', quiz: { ...TEST_QUIZ, questions: NUMBERED } },
    });
    const message = await learner.next('session_message', (payload) => payload.type === 'quiz_data');
    expect(message.type === 'quiz_data' && message.quiz.questions.map((question) => question.id)).toEqual([
      '101',
      '102',
      '103',
      '104',
    ]);
  });

  it('given a running session, when the nested form with text ids is sent (as the console does), then nothing changed for it', async () => {
    const { host, learner } = await sessionWithStudent();
    host.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'quiz_data', quiz: TEST_QUIZ },
    });
    const message = await learner.next('session_message', (payload) => payload.type === 'quiz_data');
    expect(message.type === 'quiz_data' && message.quiz.questions.map((question) => question.id)).toEqual([
      'q-half',
      'q-quarter',
      'q-third',
      'q-fifth',
    ]);
  });

  it('given a running session, when quiz_data is malformed in either form (no questions, an id that is neither text nor number, a repeated id), then session_error answers and students get nothing', async () => {
    const { host, learner } = await sessionWithStudent();
    const [first, second] = NUMBERED;
    for (const data of [
      { type: 'quiz_data', title: 'Empty', questions: [], totalQuestions: 0 },
      { type: 'quiz_data', title: 'Odd id', questions: [{ ...first, id: { nested: 1 } }], totalQuestions: 1 },
      { type: 'quiz_data', title: 'Blank id', questions: [{ ...first, id: '  ' }], totalQuestions: 1 },
      {
        type: 'quiz_data',
        quiz: { title: 'Odd id', questions: [{ ...first, id: true }], totalQuestions: 1 },
      },
      { type: 'quiz_data', title: 'No questions' },
    ]) {
      host.peer.emitRaw('broadcast_to_session', { sessionId: host.code, data });
      expect(await host.peer.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.invalidPayload });
    }
    // 7 and "7" are one question: refused as a repeated id
    host.peer.emitRaw('broadcast_to_session', {
      sessionId: host.code,
      data: {
        type: 'quiz_data',
        title: 'Same id twice',
        questions: [
          { ...first, id: 7 },
          { ...second, id: '7' },
        ],
        totalQuestions: 2,
      },
    });
    expect((await host.peer.next('session_error')).message).toBe('Each question needs its own id');
    expect(await learner.quietFor('session_message')).toEqual([]);
  });
});
