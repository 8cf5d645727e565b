import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@portal/platform';
import { loadConfig } from '../../src/config';
import type { RunningSystem } from '../../src/system';
import { startSystem } from '../../src/system';
import { Client, tempDataDir } from '../../src/testing/harness';
import {
  createStudent,
  createTutor,
  eraseOwnAccount,
  STUDENT_OWN_PASSWORD,
  studentClient,
} from '../../src/testing/people';
import type { ClassroomPeer, Person } from '../../src/testing/classroom';
import { TEST_QUIZ, hostSession, joinAsStudent, signedInPeer } from '../../src/testing/classroom';

// Cutting people off the live classroom (DESIGN.md §4, docs/api/classroom.md "Connection and
// identity"): an erased student leaves every live session at once, and a socket whose HTTP
// session ended (sign-out, sign-out everywhere) is disconnected within the re-check interval.

const redisUrl = process.env.REDIS_URL;

const peers: ClassroomPeer[] = [];
const track = <P extends { peer: ClassroomPeer } | ClassroomPeer>(opened: P): P => {
  peers.push('peer' in opened ? opened.peer : opened);
  return opened;
};

afterEach(() => {
  peers.splice(0).forEach((peer) => peer.close());
});

async function people(url: string, admin: Client, students: number) {
  const created = await createTutor(url, admin);
  const tutor: Person = {
    id: created.id,
    client: created.client,
    firstName: created.form.firstName,
    lastName: created.form.lastName,
  };
  const list: (Person & { email: string })[] = [];
  for (let i = 0; i < students; i++) {
    const student = await createStudent(tutor.client);
    list.push({
      id: student.id,
      client: await studentClient(url, student.form.email, student.temporaryPassword),
      firstName: student.form.firstName,
      lastName: student.form.lastName,
      email: student.form.email,
    });
  }
  return { tutor, students: list };
}

/**
 * The system as the test harness starts it, with the socket session re-check every `checkMs`;
 * with REDIS_URL, sessions and the classroom store are in Redis (their keys can be searched).
 */
async function startWithCheck(checkMs: number, admin: Record<string, string>): Promise<RunningSystem> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    ...admin,
    ...(redisUrl && { REDIS_URL: redisUrl }),
    DATA_DIR: tempDataDir(),
  });
  return startSystem({
    config,
    roles: ['command-api', 'projections', 'realtime'],
    logger: silentLogger,
    socketSessionCheckMs: checkMs,
  });
}

/**
 * Registers a describe's set-up: the system with the socket session re-check every `checkMs` and
 * its first administrator signed in, filled in before the describe's first test; stopped after.
 */
function systemWithCheck(checkMs: number, adminEmail: string): { system: RunningSystem; admin: Client } {
  const ADMIN = { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin-password-1' };
  const running = {} as { system: RunningSystem; admin: Client };
  beforeAll(async () => {
    running.system = await startWithCheck(checkMs, ADMIN);
    running.admin = new Client(running.system.url);
    expect((await running.admin.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await running.system?.stop();
  });
  return running;
}

describe('erasing a student during a live quiz', () => {
  // the session re-check (which the erasure's sign-out would also trip) kept out of the way:
  // what cuts the student off here is the UserErased consumer, at once
  const running = systemWithCheck(10 * 60_000, 'admin@classroom-erasure.example.org');

  it('given a student in a live session with answers, when they are erased, then their socket is disconnected, the tutor is told and the store holds nothing of them', async () => {
    const { system: t, admin } = running;
    const { tutor, students } = await people(t.url, admin, 2);
    const [erased, kept] = students as [Person & { email: string }, Person];
    const host = track(await hostSession(t.url, tutor));
    const onErased = track(await joinAsStudent(t.url, erased, host.code)).peer;
    const onKept = track(await joinAsStudent(t.url, kept, host.code)).peer;
    host.peer.emit('broadcast_to_session', {
      sessionId: host.code,
      data: { type: 'quiz_data', quiz: TEST_QUIZ },
    });
    await onErased.next('session_message', (message) => message.type === 'quiz_data');
    await onKept.next('session_message', (message) => message.type === 'quiz_data');
    onErased.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' });
    onErased.emit('update_answer', { questionNumber: 2, selectedAnswer: 'A' });
    onKept.emit('update_answer', { questionNumber: 1, selectedAnswer: 'C' });
    await host.peer.next('student_answer_update', (update) => update.studentId === kept.id);
    await host.peer.next(
      'student_answer_update',
      (update) => update.studentId === erased.id && update.questionNumber === 2,
    );
    const store = t.adapters.classroom;
    expect(Object.keys((await store.getParticipant(host.code, erased.id))?.answers ?? {})).toHaveLength(2);

    const erasure = await eraseOwnAccount(erased.client, erased.email);
    expect(erasure.status).toBe(200);

    expect(await onErased.disconnected(10_000)).toBe('io server disconnect');
    const told = await host.peer.next('user_disconnected', (payload) => payload.userId === erased.id, 10_000);
    // the account's names are erased: the tutor's screen keeps its own row, the server sends none
    expect(told).toEqual({ userId: erased.id, firstName: '', lastName: '', role: 'student' });
    expect(await store.getParticipant(host.code, erased.id)).toBeNull();
    expect(await store.sessionsOfParticipant(erased.id)).toEqual([]);
    const remaining = await store.getParticipants(host.code);
    expect(remaining.map((participant) => participant.userId)).toEqual([kept.id]);
    expect(remaining[0]?.answers[1]?.selectedAnswer).toBe('C');
    expect(JSON.stringify(remaining)).not.toContain(erased.lastName);
    const listed = (await store.listActive()).find((session) => session.code === host.code);
    expect(listed?.participantCount).toBe(1);

    // the tutor's resume (session_joined) lists the other student only
    const resumed = track(await signedInPeer(t.url, tutor, 'tutor'));
    resumed.emit('join_session', { sessionId: host.code, userId: tutor.id, role: 'tutor' });
    const joined = await resumed.next('session_joined');
    expect(joined.participants?.map((participant) => participant.id)).toEqual([kept.id]);

    // the other student carries on
    onKept.emit('update_answer', { questionNumber: 2, selectedAnswer: 'C' });
    expect(await onKept.next('answer_updated', (answer) => answer.questionNumber === 2)).toEqual({
      questionNumber: 2,
      selectedAnswer: 'C',
    });

    // a second pass (for a join in flight) finds nothing more to remove
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await store.getParticipant(host.code, erased.id)).toBeNull();

    if (redisUrl) {
      const client = new Redis(redisUrl);
      try {
        const keys: string[] = [];
        let cursor = '0';
        do {
          const [next, found] = await client.scan(cursor, 'MATCH', `*${erased.id}*`, 'COUNT', 1000);
          keys.push(...found);
          cursor = next;
        } while (cursor !== '0');
        expect(keys.filter((key) => key.startsWith('portal:classroom:'))).toEqual([]);
        const members = await client.smembers(`portal:classroom:{${host.code}}:members`);
        expect(members).toEqual([kept.id]);
      } finally {
        client.disconnect();
      }
    }
  }, 60_000);
});

describe('a connected socket whose session ends', () => {
  const CHECK_MS = 300;
  const running = systemWithCheck(CHECK_MS, 'admin@classroom-revocation.example.org');

  it('given a student in a session on two devices, when one device signs out over HTTP, then its socket is disconnected within the interval, the tutor is told and the other device carries on', async () => {
    const { system, admin } = running;
    const { tutor, students } = await people(system.url, admin, 1);
    const student = students[0]!;
    const otherDevice = new Client(system.url);
    expect((await otherDevice.login(student.email, STUDENT_OWN_PASSWORD)).status).toBe(200);
    const host = track(await hostSession(system.url, tutor));
    const onPhone = track(
      await joinAsStudent(system.url, { ...student, client: otherDevice }, host.code),
    ).peer;
    await host.peer.next('student_connected', (payload) => payload.userId === student.id);
    const onLaptop = track(await joinAsStudent(system.url, student, host.code)).peer;
    await host.peer.next('student_connected', (payload) => payload.userId === student.id);

    const signedOutAt = Date.now();
    expect((await student.client.request('POST', '/api/auth/logout')).status).toBe(200);
    expect(await onLaptop.disconnected(5_000)).toBe('io server disconnect');
    expect(Date.now() - signedOutAt).toBeLessThan(CHECK_MS + 1_000);
    // the laptop held the student's place in the session: the tutor sees them go
    expect(
      await host.peer.next('user_disconnected', (payload) => payload.userId === student.id),
    ).toMatchObject({
      userId: student.id,
      role: 'student',
    });

    await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 3));
    expect(onPhone.socket.connected).toBe(true);
    expect(host.peer.socket.connected).toBe(true);
    onPhone.emit('get_active_sessions', { userId: student.id, role: 'student' });
    expect((await onPhone.next('active_sessions')).sessions.map((session) => session.id)).toContain(
      host.code,
    );
  }, 60_000);

  it('given a student connected on two devices, when they change their password on one (every other device is signed out), then the other device is disconnected and this one stays', async () => {
    const { system, admin } = running;
    const { students } = await people(system.url, admin, 1);
    const student = students[0]!;
    const otherDevice = new Client(system.url);
    expect((await otherDevice.login(student.email, STUDENT_OWN_PASSWORD)).status).toBe(200);
    const here = track(await signedInPeer(system.url, student, 'student'));
    const there = track(await signedInPeer(system.url, { ...student, client: otherDevice }, 'student'));

    const changed = await student.client.request('PUT', '/api/profile/password', {
      currentPassword: STUDENT_OWN_PASSWORD,
      newPassword: 'another-password-2',
    });
    expect(changed.status).toBe(200);
    expect(await there.disconnected(5_000)).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 3));
    expect(here.socket.connected).toBe(true);
  }, 60_000);

  it('given a signed-in student, when nothing ends their session, then their socket outlives many intervals', async () => {
    const { system, admin } = running;
    const { students } = await people(system.url, admin, 1);
    const peer = track(await signedInPeer(system.url, students[0]!, 'student'));
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 5));
    expect(peer.socket.connected).toBe(true);
  }, 60_000);
});
