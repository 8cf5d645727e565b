import type { ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';
import { spawnMain } from './mainProcess';

export { spawnMain, type MainProcess } from './mainProcess';

export interface ChildSystem {
  readonly process: ChildProcess;
  readonly url: string;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
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
