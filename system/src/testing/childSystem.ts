import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

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
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    // real-server URLs provisioned for the contract suites reach a child only when a test passes them
    env: { ...withoutServerUrls(process.env), PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`system did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`system exited before listening:\n${output}`));
    });
  });
  return { process: child, url, output: () => output, exited };
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

export function withoutServerUrls(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !SERVER_URLS.includes(key)));
}
