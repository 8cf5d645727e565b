import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../src/testing/ports';
import { tempDataDir } from '../../src/testing/harness';
import { withoutServerUrls } from '../../src/testing/childSystem';

// Issue 18 item 4: `npm start` runs command-api, projections and realtime in processes of their
// own under one supervisor; `--single` keeps the one-process mode.

const startScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/start.mjs');

interface Started {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

const started: Started[] = [];
afterEach(() => {
  for (const run of started.splice(0)) {
    if (run.child.exitCode === null && run.child.signalCode === null) {
      // the supervisor and every role it started share its process group
      process.kill(-run.child.pid!, 'SIGKILL');
    }
  }
});

const ADMIN = { email: 'admin@start.example.org', password: 'a long admin password' };

async function npmStart(
  args: string[] = [],
  apiProcesses = 2,
  readyAt: 'all' | 'first' = 'all',
): Promise<Started> {
  const port = await freePort();
  // npm test's real servers stay out: a fresh DATA_DIR must not meet other suites' keys in MongoDB
  const env = withoutServerUrls(process.env, ['NODE_ENV']);
  const child = spawn(process.execPath, [startScript, ...args], {
    env: {
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tempDataDir(),
      SEED_DEMO: '0',
      COMMAND_API_PROCESSES: String(apiProcesses),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const run = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  started.push(run);
  // every role's banner (they start side by side), and the command-api's to its end
  const banners = args.includes('--single') ? 1 : 2 + apiProcesses;
  await until(
    () =>
      readyAt === 'first'
        ? output.includes('staff console')
        : (output.match(/11\+ Portal listening on /g) ?? []).length >= banners &&
          (output.match(/staff console/g) ?? []).length >= (args.includes('--single') ? 1 : apiProcesses),
    60_000,
    () => output,
  );
  return run;
}

/** A call on a connection of its own (no keep-alive pool): whichever process takes it answers. */
function onNewConnection(url: string, path: string, body?: unknown): Promise<number> {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent: false,
        timeout: 10_000,
        headers:
          body === undefined
            ? {}
            : { 'content-type': 'application/json', origin: url, 'content-length': Buffer.byteLength(text) },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('timeout', () => reject(new Error(`no answer to ${path} in 10 s`)));
    request.once('error', reject);
    request.end(text);
  });
}

const adminSignIn = (url: string) => onNewConnection(url, '/api/auth/login', ADMIN);
const healthOnNewConnection = (url: string) => onNewConnection(url, '/api/health');

async function until(test: () => boolean, timeoutMs: number, what: string | (() => string)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out: ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The role processes the supervisor started (`main.ts --role=<role>` below its pid), by role. */
function rolesBelow(pid: number): Map<string, number[]> {
  const lines = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' }).split('\n');
  const found = new Map<string, number[]>();
  for (const line of lines) {
    const [childPid, parent, ...args] = line.trim().split(/\s+/);
    const role = /--role=(\S+)/.exec(args.join(' '))?.[1];
    if (Number(parent) === pid && role && args.join(' ').includes('system/src/main.ts')) {
      found.set(role, [...(found.get(role) ?? []), Number(childPid)]);
    }
  }
  return found;
}

/** A live-classroom socket over the page's own origin, as the browser opens it. */
async function socketHandshake(url: string, transports: ('websocket' | 'polling')[]): Promise<boolean> {
  const socket = io(url, { path: '/socket.io', transports, reconnection: false, timeout: 5_000 });
  try {
    return await new Promise<boolean>((resolve) => {
      // not signed in: the realtime process answers, and refuses (connect_error) or accepts
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', (error: Error & { data?: unknown }) =>
        resolve(!/xhr poll error|websocket error|timeout/i.test(error.message)),
      );
    });
  } finally {
    socket.close();
  }
}

describe('npm start (issue 18)', () => {
  it('given npm start, then two command-api processes share the port, projections and realtime run in processes of their own, one log stream names each, and /socket.io reaches the realtime process', async () => {
    const run = await npmStart();
    const roles = rolesBelow(run.child.pid!);
    expect([...roles.keys()].sort()).toEqual(['command-api', 'projections', 'realtime']);
    expect(roles.get('command-api')).toHaveLength(2);
    expect(run.output()).toMatch(/^\[projections\]\s+/m);
    expect(run.output()).toMatch(/^\[realtime\]\s+/m);
    expect(run.output()).toContain(`[command-api-1] 11+ Portal listening on ${run.url}`);
    expect(run.output()).toContain(`[command-api-2] 11+ Portal listening on ${run.url}`);

    const health = (await (await fetch(`${run.url}/api/health`)).json()) as {
      status: string;
      roles?: string[];
    };
    expect(health.status).toBe('ok');
    expect(await socketHandshake(run.url, ['polling'])).toBe(true);
    expect(await socketHandshake(run.url, ['websocket'])).toBe(true);
  }, 120_000);

  it('given a role dies, then the supervisor starts it again and the classroom socket works again; SIGTERM stops every role', async () => {
    const run = await npmStart();
    const [realtime] = rolesBelow(run.child.pid!).get('realtime')!;
    process.kill(realtime!, 'SIGKILL');
    await until(
      () => /\[supervisor\]\s+realtime stopped \(exit SIGKILL\); restarting/.test(run.output()),
      10_000,
      () => run.output(),
    );
    await until(
      () => (run.output().match(/\[realtime\]\s+11\+ Portal listening on/g) ?? []).length === 2,
      60_000,
      () => run.output(),
    );
    const [restarted] = rolesBelow(run.child.pid!).get('realtime') ?? [];
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(realtime);
    expect(await socketHandshake(run.url, ['websocket'])).toBe(true);

    const children = [...rolesBelow(run.child.pid!).values()].flat();
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    for (const pid of children) {
      expect(() => process.kill(pid, 0)).toThrow();
    }
  }, 120_000);

  it('given the first command-api process reports ready, then the administrator can sign in through every process at once', async () => {
    const run = await npmStart([], 2, 'first');
    // one after another: the per-account limit refuses checks that overlap on a slow machine (429)
    const answers: number[] = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await adminSignIn(run.url));
    }
    expect(answers).toEqual([200, 200, 200]);
  }, 120_000);

  it('given one of the command-api processes dies, then the other answers and the supervisor starts it again', async () => {
    const run = await npmStart();
    const [first] = rolesBelow(run.child.pid!).get('command-api')!;
    process.kill(first!, 'SIGKILL');
    await until(
      () => /\[supervisor\]\s+command-api-\d stopped \(exit SIGKILL\); restarting/.test(run.output()),
      10_000,
      () => run.output(),
    );
    // fresh connections: the shared port hands each to the process still running
    for (let i = 0; i < 6; i++) {
      expect(await healthOnNewConnection(run.url)).toBe(200);
    }
    await until(
      () => (rolesBelow(run.child.pid!).get('command-api') ?? []).length === 2,
      60_000,
      () => run.output(),
    );
    expect(rolesBelow(run.child.pid!).get('command-api')).not.toContain(first);
    await until(
      () => (run.output().match(/staff console/g) ?? []).length === 3,
      60_000,
      () => run.output(),
    );
    expect(await healthOnNewConnection(run.url)).toBe(200);
  }, 120_000);

  it('given npm start -- --single, then every role runs in the one process, as before', async () => {
    const run = await npmStart(['--single']);
    expect(rolesBelow(run.child.pid!).size).toBe(0);
    const health = (await (await fetch(`${run.url}/api/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');
    expect(await socketHandshake(run.url, ['websocket'])).toBe(true);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 120_000);
});
