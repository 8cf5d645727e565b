/**
 * The server under test, as people run it: `npm start` (scripts/start.mjs) in its own process
 * group, production password hashing (no NODE_ENV=test), a fresh DATA_DIR, an administrator.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../system/src/testing/ports';

export interface RunningServer {
  url: string;
  process: ChildProcess | null;
  /** CPU seconds used so far by the server and every process it started */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export async function startServer(options: {
  root: string;
  dataDir: string;
  admin: { email: string; password: string };
  args?: string[];
  env?: Record<string, string>;
  /** what runs instead of `npm start` (scripts/start.mjs), e.g. bench/topologyHost.ts */
  command?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  const { NODE_ENV: _cheapHashing, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [...(options.command ?? [path.join(options.root, 'scripts/start.mjs')]), ...(options.args ?? [])],
    {
      cwd: options.root,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        SEED_DEMO: '0',
        ADMIN_EMAIL: options.admin.email,
        ADMIN_PASSWORD: options.admin.password,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      // the command-api's banner (npm start prefixes each role's lines with its name), or the proxy's
      const found =
        /^(?:\[command-api(?:-\d+)?\]\s+)?(?:11\+ Portal|nginx [\d.]+;) listening on (http:\/\/\S+)/m.exec(
          output,
        );
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it listened:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    process: child,
    cpuSeconds: () => treeCpuSeconds(child.pid!),
    stop: async () => {
      process.kill(-child.pid!, 'SIGTERM');
      const forced = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

/** utime + stime of a process and its descendants, from /proc (Linux). */
function treeCpuSeconds(rootPid: number): number {
  const ticks = 100; // USER_HZ
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / ticks);
    } catch {
      // the process ended while we read
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current: number | undefined = pid; current && current > 1; current = parents.get(current)) {
      if (current === rootPid) {
        return true;
      }
    }
    return false;
  };
  let total = 0;
  for (const [pid, seconds] of cpu) {
    if (inTree(pid)) {
      total += seconds;
    }
  }
  return total;
}

/** A server this bench did not start: measured, never stopped. */
export function attachedServer(url: string, pid: number): RunningServer {
  return {
    url,
    process: null,
    cpuSeconds: () => (pid > 0 ? treeCpuSeconds(pid) : 0),
    stop: () => Promise.resolve(),
  };
}
