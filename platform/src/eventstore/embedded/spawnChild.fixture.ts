import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const CHILD_SCRIPT = fileURLToPath(new URL('./child.fixture.ts', import.meta.url));

export interface Child {
  /** Every JSON line printed so far. */
  readonly lines: readonly Record<string, unknown>[];
  /** Resolves once a printed line satisfies the predicate; rejects if the child exits first. */
  waitForLine(
    predicate: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  send(line: string): void;
  /** Resolves with the exit code (or signal name) once the child has exited. */
  readonly exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

/** Starts child.fixture.ts in its own Node process through tsx. */
export function spawnChild(args: readonly string[]): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT, ...args], {
    cwd: process.cwd(),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const listeners = new Set<() => void>();
  let stderr = '';
  let closed: number | string | undefined;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(parseLine(line));
    listeners.forEach((listener) => listener());
  });
  const exited = new Promise<number | string>((resolve) => {
    // 'close', not 'exit': stdout may still hold lines when the process has exited.
    child.on('close', (code, signal) => {
      closed = code ?? signal ?? 'unknown';
      resolve(closed);
      listeners.forEach((listener) => listener());
    });
  });

  return {
    lines,
    exited,
    send: (line) => child.stdin.write(`${line}\n`),
    kill: (signal) => child.kill(signal),
    waitForLine(predicate, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`child printed no matching line in ${timeoutMs} ms; stderr: ${stderr}`)),
          timeoutMs,
        );
        const check = (): void => {
          const found = lines.find(predicate);
          if (found !== undefined) {
            finish(undefined, found);
          } else if (closed !== undefined) {
            finish(new Error(`child exited (${String(closed)}) first; stderr: ${stderr}`));
          }
        };
        function finish(error: Error | undefined, line?: Record<string, unknown>): void {
          clearTimeout(timer);
          listeners.delete(check);
          if (line !== undefined) {
            resolve(line);
          } else {
            reject(error ?? new Error('no line'));
          }
        }
        listeners.add(check);
        check();
      });
    },
  };
}

/** A child killed mid-write leaves a truncated last line: keep it visible, not as an exception. */
function parseLine(line: string): Record<string, unknown> {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return { unparsed: line };
  }
}
