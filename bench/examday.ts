/**
 * Exam day (issue 18): `node --import tsx bench/examday.ts`.
 * Starts the portal as people run it (`npm start`, production password hashing; REDIS_URL is
 * passed through when set) and drives it over real HTTP from a distinct loopback address per
 * student:
 *  1. set-up (not timed): a tutor, the sample mathematics paper, EXAMDAY_STUDENTS (2,000) students
 *     created by the tutor, each signed in once to set their own password and give consent;
 *  2. the burst, for each of EXAMDAY_BURSTS (200, 1,000, 2,000): a fresh schedule for that many
 *     students, then every one of them at the same instant signs in, lists the available exams
 *     and starts the exam — figures: time until the last student has the exam, and per step;
 *  3. auto-save, open loop at EXAMDAY_RATES (500, 1,000, 1,500 saves/s) over the 200's attempts;
 *  4. the cohort's saves every 30 s for EXAMDAY_SAVE_MINUTES (5), then every acknowledged save is
 *     checked against the attempt (a resume answers the last seq it holds), then the submit burst.
 * Each figure is printed with the server's CPU (its whole process tree) and this client's.
 * EXAMDAY_TOPOLOGY=1 (under scripts/servers/with-servers.mjs): the proxied production topology.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN } from './benchSystem';
import { BenchClient, clientCpu, loopbackAddress, spread } from './examdayClient';
import type { RunningServer } from './examdayServer';
import { attachedServer, startServer } from './examdayServer';
import { createClass, giveEssentialConsents } from './goodStanding';
import { scheduleClass } from './scheduleClass';
import { SCHEDULE_LIMITS } from '@portal/contracts';
import { SAMPLE_EXAMS } from '../system/src/demo/sampleExams';

const list = (value: string | undefined, fallback: number[]) =>
  value
    ? value
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
    : fallback;
const BURSTS = list(process.env.EXAMDAY_BURSTS, [200, 1_000, 2_000]);
const STUDENTS = Number(process.env.EXAMDAY_STUDENTS ?? Math.max(...BURSTS));
const RATES = list(process.env.EXAMDAY_RATES, [500, 1_000, 1_500]);
const RATE_SECONDS = Number(process.env.EXAMDAY_RATE_SECONDS ?? 10);
const SAVE_MINUTES = Number(process.env.EXAMDAY_SAVE_MINUTES ?? 5);
const ARGS = (process.env.EXAMDAY_ARGS ?? '').split(' ').filter(Boolean);
/** EXAMDAY_TOPOLOGY=1: the proxied production topology (bench/topologyHost.ts) instead of npm start */
const TOPOLOGY = process.env.EXAMDAY_TOPOLOGY === '1';

interface Taker {
  client: BenchClient;
  scheduleId: string;
  attemptId: string;
  lastAcked: number;
  seq: number;
}

interface Setup {
  tutor: BenchClient;
  examId: string;
  questionIds: string[];
  students: { id: string; email: string }[];
}

function serverCpu(server: RunningServer): () => string {
  const before = server.cpuSeconds();
  const wall = performance.now();
  return () => {
    const used = server.cpuSeconds() - before;
    return `server CPU ${used.toFixed(1)} s (${((used / ((performance.now() - wall) / 1000)) * 50).toFixed(0)} % of 2 cores)`;
  };
}

async function setUp(url: string, dataDir: string): Promise<Setup> {
  const admin = new BenchClient(url);
  await admin.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
  const tutorForm = {
    firstName: 'Tutor',
    lastName: 'Bench',
    email: 'tutor@bench.example.org',
    password: 'tutor-password',
  };
  await admin.request('POST', '/api/tutors', tutorForm);
  const tutor = new BenchClient(url);
  await tutor.login(tutorForm.email, tutorForm.password);
  await giveEssentialConsents(tutor);
  const paper = SAMPLE_EXAMS.find((exam) => exam.examType === 'mathematics')!;
  const created = await tutor.request<{ exam: { id: string; questions: { id: string }[] } }>(
    'POST',
    '/api/exams',
    {
      ...paper,
      questions: paper.questions.map(({ figure: _figure, ...question }) => ({
        ...question,
        imagePath: null,
      })),
      isActive: true,
    },
  );
  if (created.status !== 201) {
    throw new Error(`exam not created: ${created.status}`);
  }
  let made = 0;
  const students = await createClass(
    url,
    dataDir,
    tutor,
    STUDENTS,
    () => new BenchClient(url, loopbackAddress(made++)),
  );
  students.forEach((student) => student.client.close());
  return {
    tutor,
    examId: created.body.exam.id,
    questionIds: created.body.exam.questions.map((question) => question.id),
    students: students.map(({ id, email }) => ({ id, email })),
  };
}

/** Every student of the burst at the same instant: sign in, available exams, start. */
async function burst(server: RunningServer, setup: Setup, size: number): Promise<Taker[]> {
  const students = setup.students.slice(0, size);
  const schedules = await scheduleClass(
    setup.tutor,
    setup.examId,
    students.map((student) => student.id),
    `Exam day ${size}`,
  );
  const scheduleOf = (index: number) => schedules[Math.floor(index / SCHEDULE_LIMITS.assigneesMax)]!.id;
  const clients = students.map((_, index) => new BenchClient(server.url, loopbackAddress(index)));
  const timings = {
    signIn: [] as number[],
    available: [] as number[],
    start: [] as number[],
    done: [] as number[],
  };
  const failures: Record<string, number> = {};
  const fail = (step: string, status: number) => {
    failures[`${step} ${status}`] = (failures[`${step} ${status}`] ?? 0) + 1;
  };
  const cpu = serverCpu(server);
  const ownCpu = clientCpu();
  const t0 = performance.now();
  const takers = await Promise.all(
    students.map(async (student, index): Promise<Taker | null> => {
      const client = clients[index]!;
      const scheduleId = scheduleOf(index);
      const signedIn = await client.login(student.email, 'my-own-password-1');
      if (signedIn.status !== 200) {
        return (fail('sign-in', signedIn.status), null);
      }
      timings.signIn.push(signedIn.ms);
      const available = await client.request('GET', '/api/exam-attempts/available');
      if (available.status !== 200) {
        return (fail('available', available.status), null);
      }
      timings.available.push(available.ms);
      const started = await client.request<{ attemptId: string }>(
        'POST',
        `/api/exam-attempts/${setup.examId}/start`,
        {
          scheduleId,
          assignmentId: null,
          accessType: 'schedule',
        },
      );
      if (started.status !== 201) {
        return (fail('start', started.status), null);
      }
      timings.start.push(started.ms);
      timings.done.push(performance.now() - t0);
      return { client, scheduleId, attemptId: started.body.attemptId, lastAcked: 0, seq: 0 };
    }),
  );
  const failed = Object.entries(failures).map(([what, count]) => `${count} × ${what}`);
  console.log(
    `burst of ${size.toLocaleString('en-GB')}: last student has the exam after ${(Math.max(...timings.done) / 1000).toFixed(1)} s` +
      ` (${timings.done.length}/${size} started${failed.length ? `; failed: ${failed.join(', ')}` : ''})\n` +
      `  sign-in   ${spread(timings.signIn)}\n  available ${spread(timings.available)}\n  start     ${spread(timings.start)}\n` +
      `  ${cpu()}; ${ownCpu()}`,
  );
  return takers.filter((taker): taker is Taker => taker !== null);
}

function saveBody(setup: Setup, taker: Taker, index: number) {
  taker.seq += 1;
  const answers: Record<string, string> = {};
  for (let k = 0; k < 2 + (taker.seq % 2); k++) {
    answers[setup.questionIds[(taker.seq * 3 + k * 5 + index) % setup.questionIds.length]!] = 'ABCDE'[
      (taker.seq + k + index) % 5
    ]!;
  }
  return {
    seq: taker.seq,
    body: {
      scheduleId: taker.scheduleId,
      assignmentId: null,
      accessType: 'schedule',
      attemptId: taker.attemptId,
      answers,
      lastQuestionIndex: taker.seq % setup.questionIds.length,
      timeRemaining: 1_800,
      seq: taker.seq,
    },
  };
}

/** Saves sent when due (open loop), round robin; latency counted from when each was due. */
async function saves(
  server: RunningServer,
  setup: Setup,
  takers: Taker[],
  label: string,
  due: (sent: number) => number,
  total: number,
): Promise<void> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const cpu = serverCpu(server);
  const ownCpu = clientCpu();
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let sent = 0; sent < total; sent++) {
    const dueAt = started + due(sent);
    const wait = dueAt - performance.now();
    if (wait > 1) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const index = sent % takers.length;
    const taker = takers[index]!;
    const { seq, body } = saveBody(setup, taker, index);
    inFlight.push(
      taker.client.request('POST', `/api/exam-attempts/${setup.examId}/save`, body).then((answer) => {
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status === 200) {
          latencies.push(performance.now() - dueAt);
          taker.lastAcked = Math.max(taker.lastAcked, seq);
        }
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${Math.round((statuses[200] ?? 0) / elapsed).toLocaleString('en-GB')}/s achieved  ${spread(latencies)}` +
      `  answers ${JSON.stringify(statuses)}\n  ${cpu()}; ${ownCpu()}`,
  );
}

/**
 * A resume answers the last seq the attempt holds: every acknowledged save must be there. A
 * resume that is not answered 200 proves nothing either way: it is counted apart, by status.
 */
async function lostSaves(setup: Setup, takers: Taker[]): Promise<string> {
  let lost = 0;
  const unanswered: Record<string, number> = {};
  for (let i = 0; i < takers.length; i += 50) {
    await Promise.all(
      takers.slice(i, i + 50).map(async (taker) => {
        const resumed = await taker.client.request<{ lastSeq: number }>(
          'POST',
          `/api/exam-attempts/${setup.examId}/start`,
          {
            scheduleId: taker.scheduleId,
            assignmentId: null,
            accessType: 'schedule',
          },
        );
        if (resumed.status !== 200) {
          unanswered[resumed.status] = (unanswered[resumed.status] ?? 0) + 1;
        } else if (resumed.body.lastSeq < taker.lastAcked) {
          lost++;
        }
      }),
    );
  }
  const failed = Object.entries(unanswered).map(([status, count]) => `${count} × ${status}`);
  return `${lost}${failed.length ? ` (resume not answered 200: ${failed.join(', ')})` : ''}`;
}

async function submitBurst(server: RunningServer, setup: Setup, takers: Taker[]): Promise<void> {
  const cpu = serverCpu(server);
  const ownCpu = clientCpu();
  const t0 = performance.now();
  const answers = await Promise.all(
    takers.map((taker) =>
      taker.client.request('POST', `/api/exam-attempts/${setup.examId}/submit`, {
        scheduleId: taker.scheduleId,
        assignmentId: null,
        accessType: 'schedule',
        attemptId: taker.attemptId,
        answers: {},
        timeRemaining: 600,
      }),
    ),
  );
  const ok = answers.filter((answer) => answer.status === 200);
  console.log(
    `submit burst of ${takers.length.toLocaleString('en-GB')}: all answered after ${((performance.now() - t0) / 1000).toFixed(1)} s,` +
      ` ${ok.length} submitted  ${spread(ok.map((answer) => answer.ms))}\n  ${cpu()}; ${ownCpu()}`,
  );
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dataDir = process.env.EXAMDAY_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-examday-'));
  // EXAMDAY_URL + EXAMDAY_DATA_DIR (+ EXAMDAY_PID for its CPU): a server started by hand, e.g.
  // under `node --cpu-prof`; it must have BENCH_ADMIN as ADMIN_EMAIL / ADMIN_PASSWORD
  const server = process.env.EXAMDAY_URL
    ? attachedServer(process.env.EXAMDAY_URL, Number(process.env.EXAMDAY_PID ?? 0))
    : await startServer({
        root,
        dataDir,
        admin: BENCH_ADMIN,
        args: ARGS,
        ...(TOPOLOGY && { command: ['--import', 'tsx', path.join(root, 'bench/topologyHost.ts')] }),
      });
  const mode = process.env.EXAMDAY_URL
    ? `the server at ${server.url} (started by hand)`
    : TOPOLOGY
      ? 'the proxied topology (nginx, command-api ×2, realtime ×2, projections ×2 on Kafka, the MongoDB-wire server and Redis; their CPU not counted)'
      : `npm start ${ARGS.join(' ')}`.trim();
  // stopped early (Ctrl-C, a time-out): the server's whole process group goes with the bench
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.stop().finally(() => process.exit(1)));
  }
  console.log(
    `${mode}${process.env.REDIS_URL ? ' with REDIS_URL' : ' (embedded stores)'}; production password hashing`,
  );
  try {
    const setupStarted = performance.now();
    const setup = await setUp(server.url, dataDir);
    console.log(
      `set-up: ${STUDENTS.toLocaleString('en-GB')} students ready in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
    );
    let last: Taker[] | null = null;
    for (const size of BURSTS) {
      last = await burst(server, setup, size);
      if (size === BURSTS[0] && RATES.length > 0) {
        for (const rate of RATES) {
          await saves(
            server,
            setup,
            last,
            `auto-save ${rate.toLocaleString('en-GB')}/s offered`,
            (n) => (n * 1000) / rate,
            rate * RATE_SECONDS,
          );
        }
        const lost = await lostSaves(setup, last);
        console.log(`  acknowledged saves missing from their attempt: ${lost}`);
      }
    }
    if (last && SAVE_MINUTES > 0) {
      const takers = last;
      const rounds = Math.round((SAVE_MINUTES * 60) / 30);
      // each student every 30 s, spread evenly over the 30 s
      await saves(
        server,
        setup,
        takers,
        `${takers.length.toLocaleString('en-GB')} students saving every 30 s for ${SAVE_MINUTES} min`,
        (n) => (n * 30_000) / takers.length,
        rounds * takers.length,
      );
      console.log(`  acknowledged saves missing from their attempt: ${await lostSaves(setup, takers)}`);
      await submitBurst(server, setup, takers);
    }
  } finally {
    await server.stop();
    if (!process.env.EXAMDAY_DATA_DIR) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
