import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptResultsResponse } from '@portal/contracts';
import { CLASSROOM_MESSAGES, classroomStreams } from '@portal/contracts';
import { startClockedSystem } from '../../src/testing/harness';
import type { TestSystem, Client } from '../../src/testing/harness';
import { linkedParent } from '../../src/testing/people';
import { waitFor } from '../../src/testing/attempts';
import type { ClassroomPeer, Person } from '../../src/testing/classroom';
import { keysIn, runningQuiz, studentPerson, tutorPerson } from '../../src/testing/classroom';
import { cleanUpSocketSuite } from '../../src/testing/suiteCleanUp';

// Issue 16 item 1, the live quiz's results page: a student's (and their parent's) page of a live
// quiz attempt withholds the key while the session runs and shows it once the tutor ends the
// session, which is recorded as `ClassroomSessionEnded` (who and when). A session never ended
// opens its attempts' keys 240 minutes after they started (it has expired by then).

const ADMIN = { email: 'admin@live-release.example.org', password: 'admin-password-1' };
let t: TestSystem;
let offsetMs = 0;
let tutor: Person;
let otherTutor: Person;
let ada: Person;
let ben: Person;
let adaParent: Client;
const peers: ClassroomPeer[] = [];

beforeAll(async () => {
  const clocked = await startClockedSystem(ADMIN, () => offsetMs);
  t = clocked.t;
  const admin = clocked.admin;
  [tutor, otherTutor] = [await tutorPerson(t.url, admin), await tutorPerson(t.url, admin)];
  const adaAccount = await studentPerson(t.url, tutor);
  ada = adaAccount;
  ben = await studentPerson(t.url, tutor);
  adaParent = (await linkedParent(t.url, adaAccount.parentEmail)).client;
}, 120_000);

cleanUpSocketSuite(
  peers,
  () => t,
  () => {
    offsetMs = 0;
  },
);

/** A session of the tutor with TEST_QUIZ (key B, C, A, D) sent and the students joined. */
const running = (students: Person[]) => runningQuiz(t.url, tutor, students, peers);

/** The student answers B (right) to question 1 and A (wrong) to question 2, and submits: 1 of 4. */
async function submitOneRight(peer: ClassroomPeer, code: string): Promise<string> {
  peer.emit('submit_quiz', { sessionCode: code, answers: { '1': 'B', '2': 'A' }, timeSpent: 0 });
  const { results } = await peer.next('quiz_submitted');
  return results.attemptId!;
}

const resultsOf = (client: Client, attemptId: string) =>
  client.request<AttemptResultsResponse>('GET', `/api/exam-attempts/${attemptId}/results`);

/** The results page once the attempts read model holds the attempt. */
const pageOf = (client: Client, attemptId: string) =>
  waitFor(async () => {
    const answer = await resultsOf(client, attemptId);
    return answer.status === 200 ? answer.body : null;
  });

const key = (body: AttemptResultsResponse) =>
  body.questions.map((question) => [
    question.userAnswer,
    'correctAnswer' in question ? question.correctAnswer : undefined,
    'isCorrect' in question ? question.isCorrect : undefined,
  ]);

function expectWithheld(body: AttemptResultsResponse) {
  expect(body).toMatchObject({ resultsReleased: false, resultsAvailableAt: null });
  for (const field of ['correctAnswer', 'isCorrect', 'explanation', 'marks']) {
    expect(keysIn(body.questions), field).not.toContain(field);
  }
  expect(body.questions.map((question) => question.userAnswer)).toEqual(['B', 'A', null, null]);
}

describe('live quiz results page (issue 16 item 1)', () => {
  it('given a submitted live quiz, then its page withholds the key while the session runs and shows it once the tutor ends the session', async () => {
    const { host, students } = await running([ada, ben]);
    const attemptId = await submitOneRight(students[0]!, host.code);

    // while the session runs (ben still answering): the student and their parent see no key
    expectWithheld(await pageOf(ada.client, attemptId));
    expectWithheld(await pageOf(adaParent, attemptId));
    // the tutor sees it; a classmate and another tutor cannot open the page at all
    expect(key(await pageOf(tutor.client, attemptId))[0]).toEqual(['B', 'B', true]);
    expect((await resultsOf(ben.client, attemptId)).status).toBe(404);
    expect((await resultsOf(otherTutor.client, attemptId)).status).toBe(404);

    host.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'session_ended', message: '', endedAt: '' },
    });
    await students[0]!.next('quiz_submitted', (payload) => !('pending' in payload.results));

    // the end is recorded once, with who and when
    const events = await t.system.adapters.eventStore.readStream(classroomStreams.session(host.code));
    expect(events.map((event) => event.type)).toEqual(['ClassroomSessionEnded']);
    const ended = events[0]!.data as {
      endedAt: string;
      endedBy: string;
      tutorId: string;
      sessionCode: string;
    };
    expect(ended).toMatchObject({ sessionCode: host.code, tutorId: tutor.id, endedBy: tutor.id });

    // right after: the key on the student's and the parent's page
    for (const client of [ada.client, adaParent]) {
      const released = await waitFor(async () => {
        const answer = await resultsOf(client, attemptId);
        return answer.body.resultsReleased ? answer.body : null;
      }, 5_000);
      expect(released.resultsAvailableAt).toBe(ended.endedAt);
      expect(key(released)).toEqual([
        ['B', 'B', true],
        ['A', 'C', false],
        [null, 'A', false],
        [null, 'D', false],
      ]);
    }

    // ending it again changes nothing: refused, and still one end in the log
    host.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'session_ended', message: '', endedAt: '' },
    });
    expect(await host.peer.next('session_error')).toEqual({ message: CLASSROOM_MESSAGES.sessionNotFound });
    expect(
      (await t.system.adapters.eventStore.readStream(classroomStreams.session(host.code))).map((e) => e.type),
    ).toEqual(['ClassroomSessionEnded']);
  });

  it('given a session the tutor never ends, then the key stays withheld until 240 minutes after the attempt started', async () => {
    const { host, students } = await running([ben]);
    const attemptId = await submitOneRight(students[0]!, host.code);
    const page = await pageOf(ben.client, attemptId);
    expectWithheld(page);
    const startTime = page.attempt.startTime;

    offsetMs = 239 * 60_000;
    expectWithheld((await resultsOf(ben.client, attemptId)).body);

    offsetMs = 241 * 60_000;
    const released = (await resultsOf(ben.client, attemptId)).body;
    expect(released.resultsReleased).toBe(true);
    expect(released.resultsAvailableAt).toBe(new Date(Date.parse(startTime) + 240 * 60_000).toISOString());
    expect(key(released)[1]).toEqual(['A', 'C', false]);
    expect(await t.system.adapters.eventStore.readStream(classroomStreams.session(host.code))).toEqual([]);
  });
});
