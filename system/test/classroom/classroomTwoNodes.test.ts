import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '@portal/contracts';
import { Client, tempDataDir } from '../../src/testing/harness';
import { createStudent, createTutor, studentClient } from '../../src/testing/people';
import type { ChildSystem } from '../../src/testing/childSystem';
import { startChildSystem, waitUntilCaughtUp } from '../../src/testing/childSystem';
import { waitFor } from '../../src/testing/attempts';
import type { ClassroomPeer, Person } from '../../src/testing/classroom';
import { TEST_QUIZ, hostSession, joinAsStudent, keysIn } from '../../src/testing/classroom';

// Horizontal scale of the live classroom (issue 8): two processes sharing one Redis serve one
// classroom — node A runs the whole system, node B is `npm run start:realtime`. The tutor sits on
// one node and the students on the other; state and broadcasts travel through Redis.

const redisUrl = process.env.REDIS_URL;
const ADMIN = { ADMIN_EMAIL: 'classroom.nodes@example.org', ADMIN_PASSWORD: 'two-nodes-password-1' };

describe.skipIf(!redisUrl)(
  `live classroom on two realtime nodes sharing Redis${redisUrl ? '' : ' (skipped: REDIS_URL not set)'}`,
  () => {
    let nodeA: ChildSystem;
    let nodeB: ChildSystem;
    let tutor: Person;
    let students: Person[];
    const peers: ClassroomPeer[] = [];
    const track = <P extends { peer: ClassroomPeer }>(opened: P): P => {
      peers.push(opened.peer);
      return opened;
    };

    beforeAll(async () => {
      const dataDir = tempDataDir('portal-classroom-nodes-');
      nodeA = await startChildSystem({ DATA_DIR: dataDir, REDIS_URL: redisUrl!, ...ADMIN });
      nodeB = await startChildSystem({ DATA_DIR: dataDir, REDIS_URL: redisUrl! }, ['--role=realtime']);
      await waitUntilCaughtUp(nodeA.url);
      const admin = new Client(nodeA.url);
      expect((await admin.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
      const created = await createTutor(nodeA.url, admin);
      tutor = {
        id: created.id,
        client: created.client,
        firstName: created.form.firstName,
        lastName: created.form.lastName,
      };
      students = [];
      for (let i = 0; i < 2; i++) {
        const student = await createStudent(tutor.client);
        students.push({
          id: student.id,
          client: await studentClient(nodeA.url, student.form.email, student.temporaryPassword),
          firstName: student.form.firstName,
          lastName: student.form.lastName,
        });
      }
    }, 120_000);

    afterEach(() => {
      peers.splice(0).forEach((peer) => peer.close());
    });

    afterAll(() => {
      nodeA?.process.kill('SIGKILL');
      nodeB?.process.kill('SIGKILL');
    });

    it('given REDIS_URL, when node B runs the realtime role only, then its health names it and Redis sessions', async () => {
      const health = HealthResponse.parse(await (await fetch(`${nodeB.url}/api/health`)).json());
      expect(health.roles).toEqual(['realtime']);
      expect(health.adapters.sessions).toBe('redis');
    });

    it('given the tutor on node A and students on node B, when they join, answer, drop, come back on node A and submit, then every event crosses nodes and answers survive the move', async () => {
      const [ada, ben] = students as [Person, Person];
      const host = track(await hostSession(nodeA.url, tutor));
      const onB = [
        track(await joinAsStudent(nodeB.url, ada, host.code)),
        track(await joinAsStudent(nodeB.url, ben, host.code)),
      ];
      await host.peer.next('student_connected', (payload) => payload.userId === ada.id);
      await host.peer.next('student_connected', (payload) => payload.userId === ben.id);

      host.peer.emit('broadcast_to_session', {
        sessionId: host.code,
        data: { type: 'quiz_data', quiz: TEST_QUIZ },
      });
      for (const { peer } of onB) {
        const message = await peer.next('session_message', (payload) => payload.type === 'quiz_data');
        expect(keysIn(message)).not.toContain('correctAnswer');
      }
      onB[0]!.peer.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' });
      onB[0]!.peer.emit('update_answer', { questionNumber: 2, selectedAnswer: 'A' });
      expect(
        await host.peer.next('student_answer_update', (update) => update.questionNumber === 2),
      ).toMatchObject({
        studentId: ada.id,
        selectedAnswer: 'A',
      });

      onB[0]!.peer.close();
      expect(await host.peer.next('user_disconnected')).toMatchObject({ userId: ada.id, role: 'student' });

      const onA = track(await joinAsStudent(nodeA.url, ada, host.code));
      expect(onA.joined.answers).toEqual({ '1': 'B', '2': 'A' });
      onA.peer.emit('submit_quiz', { sessionCode: host.code, answers: { '2': 'C' }, timeSpent: 0 });
      // the student's own copy holds no score or key while the session runs (issue 16)
      expect((await onA.peer.next('quiz_submitted')).results).toMatchObject({ pending: true });
      const { results } = await host.peer.next('student_submitted');
      expect(results).toMatchObject({ score: 2, percentage: 50 });

      // the classroom attempt, recorded by node A, reaches the student's history
      await waitFor(async () => {
        const history = await ada.client.request<{ attempts: { id: string }[] }>(
          'GET',
          '/api/progress/history',
        );
        return history.body.attempts.some((attempt) => attempt.id === results.attemptId);
      });
    });

    it('given a session hosted on node A, when the tutor drops and resumes on node B, then session_joined carries every participant, and reset and end from node B reach students on node A', async () => {
      const [ada, ben] = students as [Person, Person];
      const host = track(await hostSession(nodeA.url, tutor, { title: 'Across nodes' }));
      const adaOnA = track(await joinAsStudent(nodeA.url, ada, host.code));
      const benOnB = track(await joinAsStudent(nodeB.url, ben, host.code));
      host.peer.emit('broadcast_to_session', {
        sessionId: host.code,
        data: { type: 'quiz_data', quiz: TEST_QUIZ },
      });
      await adaOnA.peer.next('session_message');
      await benOnB.peer.next('session_message');
      benOnB.peer.emit('submit_quiz', { sessionCode: host.code, answers: { '1': 'B' }, timeSpent: 0 });
      await benOnB.peer.next('quiz_submitted');
      const submitted = await host.peer.next('student_submitted', (payload) => payload.studentId === ben.id);
      // appended by the realtime-only process, projected by node A
      await waitFor(async () => {
        const history = await ben.client.request<{ attempts: { id: string }[] }>(
          'GET',
          '/api/progress/history',
        );
        return history.body.attempts.some((attempt) => attempt.id === submitted.results.attemptId);
      });
      host.peer.close();

      const resumed = track(await hostSession(nodeB.url, tutor, { code: host.code }));
      expect(resumed.code).toBe(host.code);
      const joined = resumed.peer.all('session_joined')[0]!;
      expect(joined.quiz).toEqual(TEST_QUIZ);
      expect(joined.participants?.map((p) => [p.id, p.status, p.score])).toEqual([
        [ada.id, 'connected', null],
        [ben.id, 'submitted', submitted.results.score],
      ]);

      resumed.peer.emit('reset_student', { sessionId: host.code, studentId: ada.id });
      expect(await adaOnA.peer.next('individual_reset')).toEqual({ sessionId: host.code });
      await resumed.peer.next('reset_successful');

      resumed.peer.emit('broadcast_to_session', {
        sessionId: host.code,
        data: { type: 'tutor_message', message: 'Pencils down', from: '', timestamp: '' },
      });
      expect(await adaOnA.peer.next('session_message', (m) => m.type === 'tutor_message')).toMatchObject({
        message: 'Pencils down',
      });
      resumed.peer.emit('broadcast_to_session', {
        sessionId: host.code,
        data: { type: 'session_ended', message: '', endedAt: '' },
      });
      await adaOnA.peer.next('session_message', (m) => m.type === 'session_ended');
      await benOnB.peer.next('session_message', (m) => m.type === 'session_ended');
      // node A learnt of the end from node B at once: answers are refused there
      adaOnA.peer.emit('update_answer', { questionNumber: 1, selectedAnswer: 'B' });
      expect(await adaOnA.peer.next('session_error')).toMatchObject({
        message: expect.stringContaining('ended'),
      });
    });
  },
);
