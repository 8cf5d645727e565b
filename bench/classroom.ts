/**
 * The live classroom at Kahoot! scale: `node --import tsx bench/classroom.ts`.
 *
 * One classroom of CLASSROOM_STUDENTS (2,000) simulated students across two realtime processes
 * (`npm run start:realtime`, i.e. `system/src/main.ts --role=realtime`) sharing one Redis
 * (REDIS_URL, or a `redis-server` this bench starts on a free port). The command-api and the
 * projections run in this process (main thread) for the set-up only: a tutor and the students
 * are created and signed in over HTTP (sessions in Redis, so both realtime nodes honour them).
 *
 * A worker thread of this process is the load generator, so its timers are not delayed by the
 * servers: the tutor's socket is on node A, the students alternate between node A and node B,
 * each socket authenticates with its cookie and joins. The tutor sends a 10-question quiz. Then,
 * per round, every student answers one question at a moment drawn at random in the round's
 * window (open loop: an answer is sent when it is due, whatever happened to earlier ones), and
 * the latency of each answer is counted from that moment until the tutor's socket receives its
 * `student_answer_update` (no coordinated omission). Rounds: 2,000 answers over 5 s (400/s,
 * a class answering a question), then 2,000 within 1 s (a burst). Every answer must reach the
 * tutor; then every student submits and every `student_submitted` must arrive (each submission is
 * also appended to the event store from the realtime node).
 *
 * Idle capacity: a third realtime process gets CLASSROOM_IDLE_SOCKETS (10,000) idle sockets, each
 * authenticated and joined to a session (5 sockets per student), and its resident memory is read
 * from /proc as they are added; the figure is the fitted memory per socket and the number of
 * sockets that fit in 1 GiB with the process's own baseline.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { startSelfWorker } from './selfWorker';
import { addBenchTutor, createClass } from './goodStanding';
import { BENCH_ADMIN, benchEnv } from './benchSystem';

const STUDENTS = Number(process.env.CLASSROOM_STUDENTS ?? 2_000);
const IDLE_SOCKETS = Number(process.env.CLASSROOM_IDLE_SOCKETS ?? 10_000);
const QUESTIONS = 10;
const P99_TARGET_MS = 150;
const GIB = 1024 ** 3;

interface BenchStudent {
  id: string;
  cookie: string;
  firstName: string;
  lastName: string;
}

interface LoadJob {
  nodeA: string;
  nodeB: string;
  nodeC: string;
  nodeCPid: number;
  nodePids: [number, number];
  tutor: { id: string; cookie: string };
  students: BenchStudent[];
  idleSockets: number;
}

interface RoundResult {
  label: string;
  offered: number;
  windowMs: number;
  sent: number;
  received: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  elapsedMs: number;
}

interface LoadResult {
  joinMs: number;
  rounds: RoundResult[];
  submissions: { sent: number; received: number; elapsedMs: number; p50: number; p99: number };
  rssAfterLoad: [number, number];
  idle: { sockets: number; rss: number }[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kib * 1024;
}

const log = (line: string) => parentPort?.postMessage({ log: line });

// ---- the load generator (worker thread) -----------------------------------------------------------

async function runLoad(job: LoadJob): Promise<LoadResult> {
  const { io } = await import('socket.io-client');
  type AnySocket = ReturnType<typeof io>;

  const open = (url: string, cookie: string): Promise<AnySocket> =>
    new Promise((resolve, reject) => {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        timeout: 60_000,
        extraHeaders: { cookie },
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  const once = <T>(socket: AnySocket, event: string, timeoutMs = 60_000): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} in ${timeoutMs} ms`)), timeoutMs);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
      socket.once('session_error', (payload: { message: string }) => {
        clearTimeout(timer);
        reject(new Error(`session_error: ${payload.message}`));
      });
      socket.once('authentication_error', (payload: { message: string }) => {
        clearTimeout(timer);
        reject(new Error(`authentication_error: ${payload.message}`));
      });
    });

  const authenticate = async (socket: AnySocket, claims: Record<string, unknown>) => {
    const done = once(socket, 'authenticated');
    socket.emit('authenticate', { token: 'cookie', testMode: false, ...claims });
    await done;
  };

  /** Runs `task` over `items` with `concurrency` at a time. */
  const pool = async <T>(
    items: T[],
    concurrency: number,
    task: (item: T, index: number) => Promise<void>,
  ) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < items.length) {
          const index = next++;
          await task(items[index]!, index);
        }
      }),
    );
  };

  const hostOn = async (url: string) => {
    const tutor = await open(url, job.tutor.cookie);
    await authenticate(tutor, { userId: job.tutor.id, role: 'tutor' });
    const joined = once<{ sessionId: string }>(tutor, 'session_joined');
    tutor.emit('join_session', { sessionId: '', userId: job.tutor.id, role: 'tutor', sessionTitle: 'Bench' });
    return { tutor, code: (await joined).sessionId };
  };

  const joinStudent = async (url: string, student: BenchStudent, code: string) => {
    const socket = await open(url, student.cookie);
    await authenticate(socket, {
      userId: student.id,
      role: 'student',
      firstName: student.firstName,
      lastName: student.lastName,
    });
    const joined = once(socket, 'session_joined');
    socket.emit('join_session', { sessionId: code, userId: student.id, role: 'student' });
    await joined;
    return socket;
  };

  // ---- one classroom of STUDENTS across two nodes ----
  const { tutor, code } = await hostOn(job.nodeA);
  const connected = new Set<string>();
  tutor.on('student_connected', (payload: { userId: string }) => connected.add(payload.userId));
  const joinStarted = performance.now();
  const sockets: AnySocket[] = new Array<AnySocket>(job.students.length);
  await pool(job.students, 100, async (student, index) => {
    sockets[index] = await joinStudent(index % 2 === 0 ? job.nodeA : job.nodeB, student, code);
  });
  const joinMs = performance.now() - joinStarted;
  const deadline = Date.now() + 30_000;
  while (connected.size < job.students.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  log(
    `${job.students.length} students joined in ${(joinMs / 1000).toFixed(1)} s ` +
      `(half on each node); the tutor saw ${connected.size} student_connected`,
  );

  const quiz = {
    title: 'Bench quiz',
    totalQuestions: QUESTIONS,
    questions: Array.from({ length: QUESTIONS }, (_, i) => ({
      id: `q${i + 1}`,
      number: i + 1,
      text: `Question ${i + 1}`,
      options: { A: 'Option A', B: 'Option B', C: 'Option C', D: 'Option D' },
      correctAnswer: 'ABCD'[i % 4],
      timeLimit: 60,
    })),
  };
  let quizzes = 0;
  sockets.forEach((socket) => socket.once('session_message', () => (quizzes += 1)));
  tutor.emit('broadcast_to_session', { sessionId: code, data: { type: 'quiz_data', quiz } });
  while (quizzes < sockets.length && Date.now() < deadline + 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  log(`the quiz reached ${quizzes} students`);

  // answers: key student:question -> when it was due
  const due = new Map<string, number>();
  const latencies: number[] = [];
  let received = 0;
  tutor.on('student_answer_update', (update: { studentId: string; questionNumber: number }) => {
    const key = `${update.studentId}:${update.questionNumber}`;
    const at = due.get(key);
    if (at !== undefined) {
      latencies.push(performance.now() - at);
      due.delete(key);
      received += 1;
    }
  });

  const round = async (label: string, questionNumber: number, windowMs: number): Promise<RoundResult> => {
    latencies.length = 0;
    received = 0;
    const started = performance.now() + 50;
    const schedule = job.students
      .map((student, index) => ({ student, index, at: started + Math.random() * windowMs }))
      .sort((a, b) => a.at - b.at);
    let sent = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (sent < schedule.length && schedule[sent]!.at <= now) {
          const { student, index, at } = schedule[sent]!;
          due.set(`${student.id}:${questionNumber}`, at);
          sockets[index]!.emit('update_answer', {
            questionNumber,
            selectedAnswer: 'ABCD'[Math.floor(Math.random() * 4)],
          });
          sent += 1;
        }
        if (sent >= schedule.length) {
          resolve();
          return;
        }
        setTimeout(tick, Math.max(0, Math.min(5, schedule[sent]!.at - now)));
      };
      tick();
    });
    const waitUntil = performance.now() + 30_000;
    while (received < sent && performance.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    due.clear();
    return {
      label,
      offered: Math.round((job.students.length / windowMs) * 1_000),
      windowMs,
      sent,
      received,
      lost: sent - received,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      elapsedMs: performance.now() - started,
    };
  };

  await round('warm-up', QUESTIONS, 5_000); // JIT, buffers: not reported
  const rounds: RoundResult[] = [];
  for (const [label, question, windowMs] of [
    ['answers over 5 s (1)', 1, 5_000],
    ['answers over 5 s (2)', 2, 5_000],
    ['answers over 5 s (3)', 3, 5_000],
    ['burst: answers within 1 s', 4, 1_000],
    ['burst: answers within 1 s (2)', 5, 1_000],
  ] as const) {
    const result = await round(label, question, windowMs);
    log(
      `${label}: ${result.received}/${result.sent} reached the tutor, ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
    );
    rounds.push(result);
  }

  // every student submits within 5 s; each submission is graded and appended to the event store
  const submitted = new Map<string, number>();
  const submitLatencies: number[] = [];
  tutor.on('student_submitted', (payload: { studentId: string }) => {
    const at = submitted.get(payload.studentId);
    if (at !== undefined) {
      submitLatencies.push(performance.now() - at);
      submitted.delete(payload.studentId);
    }
  });
  const submitStarted = performance.now();
  await pool(job.students, 1, async (student, index) => {
    const at = submitStarted + (index / job.students.length) * 5_000;
    const wait = at - performance.now();
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    submitted.set(student.id, at);
    sockets[index]!.emit('submit_quiz', { sessionCode: code, answers: {}, timeSpent: 0 });
  });
  const submitDeadline = performance.now() + 120_000;
  while (submitLatencies.length < job.students.length && performance.now() < submitDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const submitSorted = [...submitLatencies].sort((a, b) => a - b);
  const submissions = {
    sent: job.students.length,
    received: submitLatencies.length,
    elapsedMs: performance.now() - submitStarted,
    p50: percentile(submitSorted, 50),
    p99: percentile(submitSorted, 99),
  };
  log(
    `submissions: ${submissions.received}/${submissions.sent} student_submitted at the tutor, ` +
      `p50 ${submissions.p50.toFixed(0)} ms, p99 ${submissions.p99.toFixed(0)} ms`,
  );
  const rssAfterLoad: [number, number] = [rssOf(job.nodePids[0]), rssOf(job.nodePids[1])];
  tutor.emit('broadcast_to_session', {
    sessionId: code,
    data: { type: 'session_ended', message: '', endedAt: '' },
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  sockets.forEach((socket) => socket.disconnect());
  tutor.disconnect();

  // ---- idle sockets on a fresh realtime process (node C) ----
  const idle: { sockets: number; rss: number }[] = [];
  const host = await hostOn(job.nodeC);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  idle.push({ sockets: 0, rss: rssOf(job.nodeCPid) });
  const idleSockets: AnySocket[] = [];
  const step = 2_000;
  for (let opened = 0; opened < job.idleSockets; opened += step) {
    const batch = Array.from({ length: Math.min(step, job.idleSockets - opened) }, (_, i) => opened + i);
    await pool(batch, 100, async (n) => {
      idleSockets.push(await joinStudent(job.nodeC, job.students[n % job.students.length]!, host.code));
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the collector settle
    const point = { sockets: idleSockets.length, rss: rssOf(job.nodeCPid) };
    idle.push(point);
    log(`node C: ${point.sockets} idle sockets, RSS ${(point.rss / 1024 ** 2).toFixed(0)} MiB`);
  }
  idleSockets.forEach((socket) => socket.disconnect());
  host.tutor.disconnect();
  return { joinMs, rounds, submissions, rssAfterLoad, idle };
}

if (!isMainThread) {
  void runLoad(workerData as LoadJob).then(
    (result) => parentPort!.postMessage({ result }),
    (error: unknown) => parentPort!.postMessage({ error: String(error) }),
  );
}

// ---- the servers and the report (main thread) ------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** REDIS_URL, else a `redis-server` of its own on a free port; null when neither is available. */
async function startRedis(): Promise<{ url: string; process: ChildProcess | null } | null> {
  if (process.env.REDIS_URL) {
    return { url: process.env.REDIS_URL, process: null };
  }
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 10_000);
    child.once('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
  });
  if (!ready) {
    child.kill('SIGKILL');
    return null;
  }
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

async function main(): Promise<void> {
  process.env.NODE_ENV = 'test'; // cheap password hashing for the accounts we sign in with
  const redis = await startRedis();
  if (!redis) {
    console.log('bench/classroom.ts skipped: no REDIS_URL and no redis-server on the PATH');
    return;
  }
  const [
    { silentLogger },
    { loadConfig },
    { startSystem },
    { Client },
    { startChildSystem, waitUntilCaughtUp },
  ] = await Promise.all([
    import('../platform/src/logging/logger'),
    import('../system/src/config'),
    import('../system/src/system'),
    import('../system/src/testing/harness'),
    import('../system/src/testing/childSystem'),
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-classroom-'));
  const admin = BENCH_ADMIN;
  const system = await startSystem({
    config: loadConfig(benchEnv(dataDir, { REDIS_URL: redis.url })),
    roles: ['command-api', 'projections'],
    logger: silentLogger,
  });
  const realtimeEnv = { DATA_DIR: dataDir, REDIS_URL: redis.url, LOG_LEVEL: 'warn' };
  const nodes = await Promise.all([
    startChildSystem(realtimeEnv, ['--role=realtime']),
    startChildSystem(realtimeEnv, ['--role=realtime']),
    startChildSystem(realtimeEnv, ['--role=realtime']),
  ]);
  try {
    const adminClient = new Client(system.url);
    await adminClient.login(admin.email, admin.password);
    const { tutor, added } = await addBenchTutor(adminClient, () => new Client(system.url));
    const tutorId = (added as { tutor: { id: string } }).tutor.id;

    const setupStarted = performance.now();
    const students: BenchStudent[] = (
      await createClass(system.url, dataDir, tutor, STUDENTS, () => new Client(system.url))
    ).map(({ id, client, firstName, lastName }) => ({
      id,
      cookie: client.sessionCookie,
      firstName,
      lastName,
    }));
    await waitUntilCaughtUp(system.url, 120_000);
    console.log(
      `${STUDENTS} students created and signed in over HTTP in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s; ` +
        `Redis ${redis.process ? 'started by the bench' : 'from REDIS_URL'}`,
    );

    const job: LoadJob = {
      nodeA: nodes[0].url,
      nodeB: nodes[1].url,
      nodeC: nodes[2].url,
      nodeCPid: nodes[2].process.pid!,
      nodePids: [nodes[0].process.pid!, nodes[1].process.pid!],
      tutor: { id: tutorId, cookie: tutor.sessionCookie },
      students,
      idleSockets: IDLE_SOCKETS,
    };
    const worker = startSelfWorker(import.meta.url, job);
    const result = await new Promise<LoadResult>((resolve, reject) => {
      worker.on('message', (message: { log?: string; result?: LoadResult; error?: string }) => {
        if (message.log) {
          console.log(message.log);
        } else if (message.result) {
          resolve(message.result);
        } else {
          reject(new Error(message.error));
        }
      });
      worker.once('error', reject);
    });
    await worker.terminate();
    report(result);
  } finally {
    for (const node of nodes) {
      node.process.kill('SIGTERM');
      await node.exited;
    }
    await system.stop();
    redis.process?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(result: LoadResult): void {
  const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} ms`);
  const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
  console.log('\nanswer -> tutor (update_answer to the tutor socket receiving student_answer_update)');
  for (const round of result.rounds) {
    console.log(
      `  ${round.label.padEnd(32)} ${String(round.offered).padStart(5)}/s offered  ` +
        `${round.received}/${round.sent} delivered  p50 ${ms(round.p50)}  p95 ${ms(round.p95)}  ` +
        `p99 ${ms(round.p99)}  max ${ms(round.max)}`,
    );
  }
  const all = result.rounds;
  const lost = all.reduce((sum, round) => sum + round.lost, 0);
  const worstP99 = Math.max(...all.map((round) => round.p99));
  console.log(
    `every answer reached the tutor: ${lost === 0 ? 'yes' : `no (${lost} lost)`}; ` +
      `p99 < ${P99_TARGET_MS} ms in every round: ${worstP99 < P99_TARGET_MS ? 'met' : 'missed'} (worst p99 ${ms(worstP99)})`,
  );
  const { submissions } = result;
  console.log(
    `submissions: ${submissions.received}/${submissions.sent} graded and at the tutor, ` +
      `p50 ${ms(submissions.p50)}, p99 ${ms(submissions.p99)}`,
  );
  console.log(
    `realtime RSS with ${STUDENTS / 2} students each after the load: node A ${mib(result.rssAfterLoad[0])}, ` +
      `node B ${mib(result.rssAfterLoad[1])}`,
  );
  const [base, ...points] = result.idle;
  const last = points.at(-1);
  if (base && last && last.sockets > 0) {
    // least squares through the points, memory per socket
    const n = result.idle.length;
    const mx = result.idle.reduce((s, p) => s + p.sockets, 0) / n;
    const my = result.idle.reduce((s, p) => s + p.rss, 0) / n;
    const slope =
      result.idle.reduce((s, p) => s + (p.sockets - mx) * (p.rss - my), 0) /
      result.idle.reduce((s, p) => s + (p.sockets - mx) ** 2, 0);
    const intercept = my - slope * mx;
    const fit = Math.floor((GIB - intercept) / slope);
    console.log(
      `idle sockets (authenticated, in a session) on one realtime process: ${last.sockets.toLocaleString('en-GB')} ` +
        `measured at ${mib(last.rss)} RSS (baseline ${mib(base.rss)}); ${(slope / 1024).toFixed(1)} KiB per socket; ` +
        `~${fit.toLocaleString('en-GB')} sockets within 1 GiB`,
    );
  }
}

if (isMainThread) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
