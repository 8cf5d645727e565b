import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningSystem {
  /** e.g. http://127.0.0.1:43117, no trailing slash. */
  url: string;
  dataDir: string;
  pid: number;
  /** Everything the process printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartSystemOptions {
  /** Extra environment, e.g. ADMIN_EMAIL; applied after the defaults below. */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health = 200. */
  readyTimeoutMs?: number;
}

/** Variables that would switch adapters or identities; browser suites start from a clean, embedded system. */
const INHERITED_BUT_RESET = [
  'EVENTSTORE_URL',
  'KAFKA_BROKERS',
  'MONGO_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
];

const MAX_OUTPUT_CHARS = 200_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real system (`node --import tsx system/src/main.ts`) on a free port with a fresh
 * DATA_DIR and no demo data, and resolves once /api/health answers 200 and start-up has finished.
 */
export async function startSystem(options: StartSystemOptions = {}): Promise<RunningSystem> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_BUT_RESET) {
    delete env[name];
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    NODE_ENV: 'production',
    // production refuses a key-encryption key generated inside DATA_DIR (issue 15)
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...options.env,
  });

  const child = spawn(process.execPath, ['--import', 'tsx', 'system/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const system: RunningSystem = {
    url,
    dataDir,
    pid: child.pid ?? -1,
    output: () => output,
    stop: () => stopChild(child, exited, dataDir),
  };

  try {
    await waitForHealth(url, exited, options.readyTimeoutMs ?? 90_000);
    // /api/health answers as soon as the port is open; start-up (the ADMIN_EMAIL account, demo
    // data) is finished when main.ts prints its "listening on" banner.
    await waitForOutput(() => output, READY_LINE, exited, options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    await system.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n--- system output ---\n${output.slice(-4_000)}`);
  }
  return system;
}

const READY_LINE = /11\+ Portal listening on /;

async function waitForOutput(
  output: () => string,
  line: RegExp,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (!line.test(output())) {
    if (exitCode !== undefined) {
      throw new Error(`the system exited with code ${exitCode} before it was ready`);
    }
    if (Date.now() > deadline) {
      throw new Error(`the system did not print ${line} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitForHealth(url: string, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`the system exited with code ${exitCode} before it was healthy`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET ${url}/api/health did not answer 200 within ${timeoutMs} ms`);
}

/** SIGTERM by PID (the system shuts down gracefully), SIGKILL after 10 s, then remove DATA_DIR. */
async function stopChild(
  child: ChildProcess,
  exited: Promise<number | null>,
  dataDir: string,
): Promise<void> {
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    process.kill(child.pid, 'SIGTERM');
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
    if ((await Promise.race([exited, timer])) === 'timeout') {
      process.kill(child.pid, 'SIGKILL');
      await exited;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
