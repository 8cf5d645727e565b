import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

/** `system/src/main.ts` running as its own process, with what it printed so far. */
export interface MainProcess {
  readonly process: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves with the URL main.ts prints once it listens; rejects when it exits first. */
  listening: Promise<string>;
}

export interface ChildSystem {
  readonly process: ChildProcess;
  readonly url: string;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * Spawns `system/src/main.ts` as `npm start` does, with exactly `env` (the caller decides what
 * of the test run's environment it inherits).
 */
export function spawnMain(env: NodeJS.ProcessEnv, args: string[] = [], startTimeoutMs = 60_000): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`system did not start:\n${output}`)), startTimeoutMs);
    child.stdout.on('data', () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`system exited before listening:\n${output}`));
    });
  });
  // a caller that only awaits `exited` must not see an unhandled rejection
  listening.catch(() => undefined);
  return { process: child, output: () => output, exited, listening };
}

/** Runs `system/src/main.ts` as its own process, as `npm start` does, and waits until it listens. */
export async function startChildSystem(
  env: Record<string, string>,
  args: string[] = [],
): Promise<ChildSystem> {
  const child = spawnMain(
    // real-server URLs provisioned for the contract suites reach a child only when a test passes them
    { ...withoutServerUrls(process.env), PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', ...env },
    args,
  );
  const url = await child.listening;
  return { process: child.process, url, output: () => child.output(), exited: child.exited };
}

/** A list the test pushes its child systems to; each is SIGKILLed after every test. */
export function childSystemsKilledAfterEach(): ChildSystem[] {
  const children: ChildSystem[] = [];
  afterEach(() => {
    children.forEach((child) => child.process.kill('SIGKILL'));
    children.length = 0;
  });
  return children;
}

/** Polls /api/health until every projection has caught up. */
export async function waitUntilCaughtUp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as { projections: { lag: number }[] };
    if (health.projections.every((p) => p.lag === 0)) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`projections still lagging: ${JSON.stringify(health.projections)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const SERVER_URLS = [
  'EVENTSTORE_URL',
  'KAFKA_BROKERS',
  'MONGO_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
];

/** The test run's environment without the real servers and identities provisioned for it. */
export function withoutServerUrls(
  env: NodeJS.ProcessEnv,
  alsoDrop: readonly string[] = [],
): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !SERVER_URLS.includes(key) && !alsoDrop.includes(key)),
  );
}
