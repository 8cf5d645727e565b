import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { eachTestFixture } from '../testing/eachTestFixture';
import { generateSessionCode } from './port';
import type { ClassroomStateStore, ClassroomStudent, NewClassroomSession } from './port';

export interface ClassroomStoreFixture {
  /** A store on an empty backend of the test's own (Redis: a fresh key prefix). */
  readonly store: ClassroomStateStore;
  /** Another store on the same backend, as another realtime node would open it. */
  readonly openAnother: () => Promise<ClassroomStateStore>;
  /** Closes every store opened and removes the data. */
  readonly cleanup: () => Promise<void>;
}

export interface ClassroomStoreContractOptions {
  /** Why a second store cannot share the first one's state (memory: one process), if it cannot. */
  readonly notShared?: string;
}

const LONG_TTL = 60_000;
// Real short TTLs: Redis expires keys on its own clock, so time cannot be injected.
const SHORT_TTL = 300;
const QUIZ = {
  title: 'Sums',
  questions: [{ number: 1, text: '1+1', correctAnswer: 'B' }],
  totalQuestions: 1,
};

function newSession(overrides: Partial<NewClassroomSession> = {}): NewClassroomSession {
  return {
    code: generateSessionCode(),
    tutorId: 'tutor-1',
    title: 'Math Quiz Session',
    quiz: QUIZ,
    createdAt: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

function student(n: number): ClassroomStudent {
  return { userId: `student-${n}`, firstName: `First${n}`, lastName: `Last${n}` };
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) {
      return true;
    }
    await sleep(50);
  }
  return condition();
}

/** The classroom state port's contract, run against every adapter. */
export function classroomStoreContract(
  adapterName: string,
  open: () => Promise<ClassroomStoreFixture>,
  options: ClassroomStoreContractOptions = {},
): void {
  describe(`classroom store contract: ${adapterName}`, () => {
    let store: ClassroomStateStore;
    const fixture = eachTestFixture(open, (opened) => {
      store = opened.store;
    });

    it('given a session created, when read, then it comes back whole in status waiting, quiz included', async () => {
      const session = newSession();
      expect(await store.createSession(session, LONG_TTL)).toBe(true);
      expect(await store.getSession(session.code)).toEqual({ ...session, status: 'waiting' });
      expect(await store.getSession(generateSessionCode())).toBeNull();
      expect(await store.getSession('not a code')).toBeNull();
    });

    it('given a code taken, when created again, then it is refused and the first session kept', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      expect(await store.createSession({ ...session, tutorId: 'tutor-2', title: 'Other' }, LONG_TTL)).toBe(
        false,
      );
      expect((await store.getSession(session.code))?.tutorId).toBe('tutor-1');
    });

    it('given a malformed code or TTL, when created, then it rejects with a RangeError', async () => {
      await expect(store.createSession(newSession({ code: 'QUIZ-abc123' }), LONG_TTL)).rejects.toThrow(
        RangeError,
      );
      await expect(store.createSession(newSession(), 0)).rejects.toThrow(RangeError);
    });

    it('given a session with an answer, when its quiz is replaced, then the new quiz is read and the answer kept; ended or missing sessions refuse', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-1', 'now');
      await store.recordAnswer(session.code, 'student-1', 1, 'B', 't1');
      const other = { title: 'Other', questions: [], totalQuestions: 0 };
      expect(await store.setQuiz(session.code, other)).toBe(true);
      expect((await store.getSession(session.code))?.quiz).toEqual(other);
      expect((await store.getParticipant(session.code, 'student-1'))?.answers[1]?.selectedAnswer).toBe('B');
      expect(await store.setQuiz(generateSessionCode(), other)).toBe(false);
      expect(await store.setQuiz('not a code', other)).toBe(false);
      await store.setStatus(session.code, 'ended');
      expect(await store.setQuiz(session.code, QUIZ)).toBe(false);
      expect((await store.getSession(session.code))?.quiz).toEqual(other);
    });

    it('given sessions with students, when listed, then each not ended shows its title and participant count', async () => {
      const first = newSession({ title: 'First', createdAt: '2026-11-22T09:00:00.000Z' });
      const second = newSession({ title: 'Second', createdAt: '2026-11-22T09:05:00.000Z' });
      await store.createSession(second, LONG_TTL);
      await store.createSession(first, LONG_TTL);
      await store.joinParticipant(first.code, student(1), 'sock-1', '2026-11-22T09:01:00.000Z');
      await store.joinParticipant(first.code, student(2), 'sock-2', '2026-11-22T09:01:00.000Z');
      await store.setStatus(second.code, 'active');
      expect(await store.listActive()).toEqual([
        { code: first.code, title: 'First', participantCount: 2 },
        { code: second.code, title: 'Second', participantCount: 0 },
      ]);
    });

    it('given a session ended, when listed or joined, then it is gone from the list, refuses joins and stays ended', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      expect(await store.setStatus(session.code, 'active')).toBe(true);
      expect(await store.setStatus(session.code, 'ended')).toBe(true);
      expect(await store.listActive()).toEqual([]);
      expect(await store.joinParticipant(session.code, student(1), 'sock-1', 'now')).toBeNull();
      expect(await store.setStatus(session.code, 'active')).toBe(false);
      expect((await store.getSession(session.code))?.status).toBe('ended');
    });

    it('given a student with answers, when they drop and rejoin on another socket, then their answers come back and they show connected', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      const joined = await store.joinParticipant(
        session.code,
        student(1),
        'sock-a',
        '2026-11-22T09:01:00.000Z',
      );
      expect(joined).toEqual({
        ...student(1),
        joinedAt: '2026-11-22T09:01:00.000Z',
        connected: true,
        socketId: 'sock-a',
        answers: {},
        result: null,
        submittedAt: null,
      });
      await store.recordAnswer(session.code, 'student-1', 1, 'B', '2026-11-22T09:02:00.000Z');
      expect(await store.markDisconnected(session.code, 'student-1', 'sock-a')).toBe(true);
      expect(await store.getParticipant(session.code, 'student-1')).toMatchObject({
        connected: false,
        socketId: null,
      });

      const rejoined = await store.joinParticipant(
        session.code,
        student(1),
        'sock-b',
        '2026-11-22T09:03:00.000Z',
      );
      expect(rejoined).toMatchObject({
        joinedAt: '2026-11-22T09:01:00.000Z',
        connected: true,
        socketId: 'sock-b',
        answers: { 1: { selectedAnswer: 'B', answeredAt: '2026-11-22T09:02:00.000Z' } },
      });
    });

    it('given a student rejoined on a new socket, when the old socket disconnects late, then they stay connected', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-a', 'now');
      await store.joinParticipant(session.code, student(1), 'sock-b', 'now');
      expect(await store.markDisconnected(session.code, 'student-1', 'sock-a')).toBe(false);
      expect(await store.getParticipant(session.code, 'student-1')).toMatchObject({
        connected: true,
        socketId: 'sock-b',
      });
    });

    it('given a question answered twice, when read, then the last answer wins and other questions are kept', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-1', 'now');
      await store.recordAnswer(session.code, 'student-1', 1, 'A', 't1');
      await store.recordAnswer(session.code, 'student-1', 2, 'C', 't2');
      expect(await store.recordAnswer(session.code, 'student-1', 1, 'D', 't3')).toBe(true);
      expect((await store.getParticipant(session.code, 'student-1'))?.answers).toEqual({
        1: { selectedAnswer: 'D', answeredAt: 't3' },
        2: { selectedAnswer: 'C', answeredAt: 't2' },
      });
    });

    it('given someone not joined or a bad question number, when an answer is recorded, then it is refused', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      expect(await store.recordAnswer(session.code, 'student-9', 1, 'A', 't')).toBe(false);
      expect(await store.recordAnswer(generateSessionCode(), 'student-9', 1, 'A', 't')).toBe(false);
      expect(await store.getParticipants(session.code)).toEqual([]);
      await store.joinParticipant(session.code, student(1), 'sock-1', 'now');
      await expect(store.recordAnswer(session.code, 'student-1', 0, 'A', 't')).rejects.toThrow(RangeError);
    });

    it('given 30 students answering at once, when read, then every answer of every student is kept', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      const students = Array.from({ length: 30 }, (_, i) => student(i + 1));
      await Promise.all(students.map((s, i) => store.joinParticipant(session.code, s, `sock-${i}`, 'now')));
      await Promise.all(
        students.flatMap((s) =>
          [1, 2, 3].map((q) => store.recordAnswer(session.code, s.userId, q, 'ABCD'[q] ?? 'A', `t${q}`)),
        ),
      );
      const participants = await store.getParticipants(session.code);
      expect(participants).toHaveLength(30);
      for (const participant of participants) {
        expect(Object.keys(participant.answers).sort()).toEqual(['1', '2', '3']);
      }
      expect((await store.listActive())[0]?.participantCount).toBe(30);
    });

    it('given a student submitted, when submitted again or answering, then both are refused and the first result kept', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-1', 'now');
      await store.recordAnswer(session.code, 'student-1', 1, 'B', 't1');
      const result = { score: 1, percentage: 100, questionResults: [{ questionId: 'q1', isCorrect: true }] };
      expect(await store.submit(session.code, 'student-1', result, 't2')).toBe(true);
      expect(await store.submit(session.code, 'student-1', { score: 0, percentage: 0 }, 't3')).toBe(false);
      expect(await store.recordAnswer(session.code, 'student-1', 1, 'A', 't4')).toBe(false);
      expect(await store.getParticipant(session.code, 'student-1')).toMatchObject({
        answers: { 1: { selectedAnswer: 'B', answeredAt: 't1' } },
        result,
        submittedAt: 't2',
      });
      expect(await store.submit(session.code, 'student-9', result, 't2')).toBe(false);
    });

    it('given a submitted student, when reset, then answers and submission are cleared and they can answer and submit again', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-1', 'now');
      await store.recordAnswer(session.code, 'student-1', 1, 'B', 't1');
      await store.submit(session.code, 'student-1', { score: 1 }, 't2');
      expect(await store.resetParticipant(session.code, 'student-1')).toBe(true);
      expect(await store.getParticipant(session.code, 'student-1')).toMatchObject({
        connected: true,
        answers: {},
        result: null,
        submittedAt: null,
      });
      expect(await store.recordAnswer(session.code, 'student-1', 1, 'C', 't3')).toBe(true);
      expect(await store.submit(session.code, 'student-1', { score: 0 }, 't4')).toBe(true);
      expect(await store.resetParticipant(session.code, 'student-9')).toBe(false);
    });

    it('given a student with answers and a result, when removed, then nothing of them is left and the others are untouched', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-1', '2026-11-22T09:01:00.000Z');
      await store.joinParticipant(session.code, student(2), 'sock-2', '2026-11-22T09:02:00.000Z');
      await store.recordAnswer(session.code, 'student-1', 1, 'B', 't1');
      await store.submit(session.code, 'student-1', { score: 1 }, 't2');
      await store.recordAnswer(session.code, 'student-2', 1, 'C', 't3');

      expect(await store.removeParticipant(session.code, 'student-1')).toBe(true);

      expect(await store.getParticipant(session.code, 'student-1')).toBeNull();
      expect((await store.getParticipants(session.code)).map((p) => p.userId)).toEqual(['student-2']);
      expect((await store.getParticipant(session.code, 'student-2'))?.answers[1]?.selectedAnswer).toBe('C');
      expect(await store.listActive()).toEqual([
        { code: session.code, title: session.title, participantCount: 1 },
      ]);
      expect(await store.sessionsOfParticipant('student-1')).toEqual([]);
      // a late write of theirs finds nothing and creates nothing
      expect(await store.recordAnswer(session.code, 'student-1', 2, 'A', 't4')).toBe(false);
      expect(await store.markDisconnected(session.code, 'student-1', 'sock-1')).toBe(false);
      expect(await store.submit(session.code, 'student-1', { score: 0 }, 't5')).toBe(false);
      expect(await store.resetParticipant(session.code, 'student-1')).toBe(false);
      expect(await store.getParticipant(session.code, 'student-1')).toBeNull();
    });

    it('given a student removed, when they join again, then they start afresh', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-1', '2026-11-22T09:01:00.000Z');
      await store.recordAnswer(session.code, 'student-1', 1, 'B', 't1');
      await store.removeParticipant(session.code, 'student-1');
      expect(
        await store.joinParticipant(session.code, student(1), 'sock-2', '2026-11-22T09:05:00.000Z'),
      ).toEqual({
        ...student(1),
        joinedAt: '2026-11-22T09:05:00.000Z',
        connected: true,
        socketId: 'sock-2',
        answers: {},
        result: null,
        submittedAt: null,
      });
    });

    it('given someone not joined, a missing session or a malformed code, when removed, then it answers false', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-1', 'now');
      expect(await store.removeParticipant(session.code, 'student-9')).toBe(false);
      expect(await store.removeParticipant(generateSessionCode(), 'student-1')).toBe(false);
      expect(await store.removeParticipant('not a code', 'student-1')).toBe(false);
      expect(await store.removeParticipant(session.code, 'student-1')).toBe(true);
      expect(await store.removeParticipant(session.code, 'student-1')).toBe(false);
      await expect(store.removeParticipant(session.code, '')).rejects.toThrow(RangeError);
    });

    it('given a student in a live and an ended session, when their sessions are listed and they are removed from each, then both held them and neither does after', async () => {
      const live = newSession();
      const ended = newSession();
      const other = newSession();
      for (const session of [live, ended, other]) {
        await store.createSession(session, LONG_TTL);
      }
      await store.joinParticipant(live.code, student(1), 'sock-1', 'now');
      await store.joinParticipant(ended.code, student(1), 'sock-2', 'now');
      await store.recordAnswer(ended.code, 'student-1', 1, 'A', 't1');
      await store.joinParticipant(other.code, student(2), 'sock-3', 'now');
      await store.setStatus(ended.code, 'ended');

      const codes = await store.sessionsOfParticipant('student-1');
      expect(codes).toEqual([live.code, ended.code].sort());
      expect(await store.sessionsOfParticipant('student-9')).toEqual([]);
      for (const code of codes) {
        expect(await store.removeParticipant(code, 'student-1')).toBe(true); // ended or not
      }
      expect(await store.sessionsOfParticipant('student-1')).toEqual([]);
      expect(await store.getParticipant(ended.code, 'student-1')).toBeNull();
      expect(await store.sessionsOfParticipant('student-2')).toEqual([other.code]);
      expect((await store.getSession(ended.code))?.status).toBe('ended');
    });

    it('given a session deleted, when read, then session, participants and listing are gone', async () => {
      const session = newSession();
      await store.createSession(session, LONG_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-1', 'now');
      await store.deleteSession(session.code);
      expect(await store.getSession(session.code)).toBeNull();
      expect(await store.getParticipants(session.code)).toEqual([]);
      expect(await store.getParticipant(session.code, 'student-1')).toBeNull();
      expect(await store.listActive()).toEqual([]);
      expect(await store.createSession(session, LONG_TTL)).toBe(true);
    });

    it('given a session with a short TTL and activity, when the TTL has passed, then session, students and listing are gone', async () => {
      const session = newSession();
      await store.createSession(session, SHORT_TTL);
      await store.joinParticipant(session.code, student(1), 'sock-1', 'now');
      await sleep(SHORT_TTL / 2);
      await store.recordAnswer(session.code, 'student-1', 1, 'A', 't1'); // activity does not extend it
      expect(
        await waitUntil(async () => (await store.getSession(session.code)) === null, SHORT_TTL + 1_000),
      ).toBe(true);
      expect(await store.getParticipants(session.code)).toEqual([]);
      expect(await store.getParticipant(session.code, 'student-1')).toBeNull();
      expect(await store.recordAnswer(session.code, 'student-1', 1, 'B', 't2')).toBe(false);
      expect(await store.listActive()).toEqual([]);
      expect(await store.createSession(session, LONG_TTL)).toBe(true);
    });

    if (options.notShared) {
      it.skip(
        `given a second store instance, when it reads, then it sees the first one's state (skipped: ${options.notShared})`,
      );
    } else {
      it("given a second store instance, when it reads and writes, then it sees and extends the first one's state", async () => {
        const other = await fixture().openAnother();
        const session = newSession();
        await store.createSession(session, LONG_TTL);
        expect(await other.createSession(session, LONG_TTL)).toBe(false);
        await store.joinParticipant(session.code, student(1), 'sock-1', 'now');
        await other.recordAnswer(session.code, 'student-1', 1, 'A', 't1');
        expect(await other.listActive()).toEqual([
          { code: session.code, title: session.title, participantCount: 1 },
        ]);
        expect((await store.getParticipant(session.code, 'student-1'))?.answers).toEqual({
          1: { selectedAnswer: 'A', answeredAt: 't1' },
        });
        expect(await other.sessionsOfParticipant('student-1')).toEqual([session.code]);
        expect(await other.removeParticipant(session.code, 'student-1')).toBe(true);
        expect(await store.getParticipant(session.code, 'student-1')).toBeNull();
      });
    }

    it('given a store closed, when used, then it rejects', async () => {
      await store.close();
      await expect(store.getSession(generateSessionCode())).rejects.toThrow(/closed/);
    });
  });
}
