import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Free of vitest, so benches start the system the way the tests do.

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
