import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openMongoReadModelStore } from '@portal/platform';
import { Client, tempDataDir } from '../../src/testing/harness';
import type { MainProcess } from '../../src/testing/childSystem';
import { spawnMain, waitUntilCaughtUp, withoutServerUrls } from '../../src/testing/childSystem';
import { createExam } from '../../src/testing/exams';
import { scheduleFor, waitFor } from '../../src/testing/attempts';
import type { ClassroomPeer, Person } from '../../src/testing/classroom';
import { joinAsStudent, runningQuiz, studentPerson, tutorPerson } from '../../src/testing/classroom';
import type { Nginx } from '../../src/testing/nginx';
import { nginxUnavailable, startNginx } from '../../src/testing/nginx';
import { freePort } from '../../src/testing/ports';
import { expectEqualToRebuild, openDecryptedLog } from '../../src/testing/rebuildEquality';

// Issue 18 item 5: the production topology on this machine — nginx in front of two command-api and
// two realtime processes, projections twice (one relay holds the lease), on Kafka, the
// MongoDB-wire server and Redis as npm test provisions them. A class goes through the proxy while
// one command-api and one realtime process are killed.

const servers = ['KAFKA_BROKERS', 'MONGO_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
const missing = servers.length > 0 ? `${servers.join(', ')} not set` : nginxUnavailable();
const ADMIN = { email: 'topology.admin@example.org', password: 'topology-admin-password' };

const processes: MainProcess[] = [];
let proxy: Nginx | null = null;
afterAll(async () => {
  processes.forEach((main) => main.process.kill('SIGKILL'));
  await proxy?.stop();
});

/** Retries what a browser would retry (the learner app resends a save that got no answer). */
async function withRetries<T>(send: () => Promise<{ status: number; body: T }>, tries = 20) {
  for (let attempt = 1; ; attempt++) {
    const answer = await send().catch(() => ({ status: 0, body: undefined as T }));
    if (answer.status < 500 && answer.status !== 0) {
      return answer;
    }
    if (attempt >= tries) {
      throw new Error(`no answer after ${tries} tries (last ${answer.status})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(missing !== null)(
  `the production topology behind nginx${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    it('given a class sitting an exam and a live quiz, when one command-api and one realtime process are killed, then every acknowledged save and answer is kept, clients go on through the other processes, and the read models equal a rebuild', async () => {
      const dataDir = tempDataDir('portal-topology-');
      const mongoUrl = (() => {
        const url = new URL(process.env.MONGO_URL!);
        url.pathname = `/portal_topology_${randomBytes(3).toString('hex')}`;
        return url.toString();
      })();
      const shared = {
        ...withoutServerUrls(process.env),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        KAFKA_BROKERS: process.env.KAFKA_BROKERS!,
        MONGO_URL: mongoUrl,
        REDIS_URL: process.env.REDIS_URL!,
        BUS_TOPIC: `portal.events.topology.${randomBytes(3).toString('hex')}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      const start = (role: string, port: number) => {
        // six processes starting side by side on two cores: slow, so a generous start limit
        const main = spawnMain({ ...shared, PORT: String(port) }, [`--role=${role}`], 180_000);
        processes.push(main);
        return main;
      };
      const [api1, api2, rt1, rt2] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
      const roles = [
        start('projections', 0),
        start('projections', 0),
        start('command-api', api1),
        start('realtime', rt1),
        start('realtime', rt2),
      ];
      const apiOne = roles[2]!;
      await Promise.all(roles.map((main) => main.listening));
      // the second command-api once the first has made the administrator (it finds the account)
      const apiTwo = start('command-api', api2);
      await apiTwo.listening;
      proxy = await startNginx({
        workDir: tempDataDir('portal-nginx-'),
        api: [api1, api2],
        realtime: [rt1, rt2],
      });
      const url = proxy.url;

      // the class, through the proxy
      const admin = new Client(url);
      expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(200);
      const tutor: Person = await tutorPerson(url, admin);
      const pupils = await Promise.all([0, 1, 2, 3].map(() => studentPerson(url, tutor)));
      const exam = await createExam(tutor.client);
      const scheduleId = await scheduleFor(
        tutor.client,
        exam.id,
        pupils.map((pupil) => pupil.id),
      );
      const slot = { scheduleId, assignmentId: null, accessType: 'schedule' };
      const attempts = await Promise.all(
        pupils.map(async (pupil) => {
          const started = await pupil.client.request<{
            attemptId: string;
            exam: { questions: { id: string }[] };
          }>('POST', `/api/exam-attempts/${exam.id}/start`, slot);
          expect(started.status).toBe(201);
          return {
            pupil,
            attemptId: started.body.attemptId,
            questions: started.body.exam.questions,
            acked: 0,
            seq: 0,
          };
        }),
      );

      // the live quiz: the tutor hosts, the class joins through the proxy's /socket.io
      const peers: ClassroomPeer[] = [];
      const people: Person[] = pupils;
      const quiz = await runningQuiz(url, tutor, people, peers);

      // saves go on while the first command-api dies
      let saving = true;
      const saver = Promise.all(
        attempts.map(async (attempt) => {
          while (saving) {
            attempt.seq += 1;
            const seq = attempt.seq;
            const question = attempt.questions[seq % attempt.questions.length]!;
            const saved = await withRetries(() =>
              attempt.pupil.client.request<{ seq: number }>('POST', `/api/exam-attempts/${exam.id}/save`, {
                ...slot,
                attemptId: attempt.attemptId,
                answers: { [question.id]: 'ABCD'[seq % 4] },
                lastQuestionIndex: seq % attempt.questions.length,
                seq,
              }),
            );
            expect(saved.status).toBe(200);
            attempt.acked = Math.max(attempt.acked, seq);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      apiOne.process.kill('SIGKILL');
      const ackedAtKill = attempts.map((attempt) => attempt.acked);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      saving = false;
      await saver;
      // the saves went on through the other command-api
      attempts.forEach((attempt, index) => expect(attempt.acked).toBeGreaterThan(ackedAtKill[index]! + 3));

      // the realtime process the class is on dies; the sockets come back through the other one.
      // nginx logs a WebSocket when it closes: a polling handshake, sticky like them, shows the node
      await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
      const nodeOfLastSocket = () =>
        proxy!
          .upstreamLog()
          .filter((line) => line.includes('/socket.io/'))
          .at(-1)
          ?.split(' ')[0];
      const realtimeUsed = await waitFor(() => Promise.resolve(nodeOfLastSocket()));
      const dying = realtimeUsed.endsWith(`:${rt1}`) ? roles[3]! : roles[4]!;
      dying.process.kill('SIGKILL');
      await Promise.all(quiz.students.map((peer) => peer.disconnected(10_000)));
      quiz.host.peer.close();
      const answered: string[] = [];
      for (const person of people) {
        const { peer } = await joinAsStudent(url, person, quiz.host.code);
        peers.push(peer);
        peer.emit('submit_quiz', {
          sessionCode: quiz.host.code,
          answers: { '1': 'C', '2': 'A' },
          timeSpent: 30,
        });
        await peer.next('quiz_submitted', () => true, 10_000);
        answered.push(person.id);
      }

      // every acknowledged save is in its attempt (a resume answers the last seq the attempt holds)
      for (const attempt of attempts) {
        const resumed = await withRetries(() =>
          attempt.pupil.client.request<{ lastSeq: number; resuming: boolean }>(
            'POST',
            `/api/exam-attempts/${exam.id}/start`,
            slot,
          ),
        );
        expect(resumed.status).toBe(200);
        expect(resumed.body.lastSeq).toBe(attempt.acked);
        const submitted = await withRetries(() =>
          attempt.pupil.client.request('POST', `/api/exam-attempts/${exam.id}/submit`, {
            ...slot,
            attemptId: attempt.attemptId,
            answers: {},
          }),
        );
        expect(submitted.status).toBe(200);
      }

      // read models: caught up on both projection workers, and equal to a replay of the log
      const apiUrl = `http://127.0.0.1:${api2}`;
      await waitUntilCaughtUp(apiUrl, 120_000);
      const log = await openDecryptedLog(dataDir, mongoUrl);
      const events = await log.readAll();
      for (const id of answered) {
        expect(
          events.filter(
            (event) =>
              event.type === 'ClassroomQuizSubmitted' &&
              (event.data as { studentId?: string }).studentId === id,
          ),
        ).toHaveLength(1);
      }
      expect(events.filter((event) => event.type === 'AttemptSubmitted')).toHaveLength(attempts.length);
      const live = await openMongoReadModelStore({ url: mongoUrl });
      await expectEqualToRebuild(log, live);
      await Promise.all([log.close(), live.close()]);
    }, 300_000);
  },
);
