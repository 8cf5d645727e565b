import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { TooManyRequestsError } from '@portal/platform';
import type { Argon2Cost } from './passwordCost';
import { ARGON2_PRODUCTION, ARGON2_TEST } from './passwordCost';

/**
 * Passwords are hashed with argon2id (memory-hard, OWASP's m=19 MiB, t=2, p=1) on a pool of
 * worker threads of their own. libuv's thread pool is shared by the whole process: hashing there
 * (as scrypt's callback API did) made every event-store fsync and file read wait behind a class
 * signing in. Test runs (NODE_ENV=test) hash cheaply so suites that sign in thousands of times
 * stay fast; production refuses that cost at start (system/src/config.ts).
 */
export const PASSWORD_COST: Argon2Cost = process.env.NODE_ENV === 'test' ? ARGON2_TEST : ARGON2_PRODUCTION;

/** Checks waiting for a thread: a class of 2,000 signing in at once fits; past it, 429. */
const MAX_QUEUE = 4096;
const BUSY_MESSAGE = 'Many people are signing in right now. Please try again in a moment.';

let pool: Piscina | null = null;
let threads = availableParallelism();

/** How many threads hash (PASSWORD_HASH_THREADS); takes effect before the first hash only. */
export function configurePasswordHashing(options: { threads: number | null }): void {
  if (options.threads !== null) {
    threads = options.threads;
  }
}

function hashingPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./passwordWorker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // threads stay while sign-ins come, and go when the burst is over
    idleTimeout: 30_000,
    maxQueue: MAX_QUEUE,
    // the worker is plain JavaScript: no TypeScript loader to start in each thread
    execArgv: [],
  });
  return pool;
}

const counts = { hash: 0, verify: 0 };

/** Hashes and checks this process has run: the sign-in limits are proven by what they spare. */
export function passwordWorkDone(): Readonly<typeof counts> {
  return { ...counts };
}

async function onPool<T>(task: object, name: 'hash' | 'verify'): Promise<T> {
  const running = hashingPool();
  if (running.queueSize >= MAX_QUEUE) {
    throw new TooManyRequestsError(BUSY_MESSAGE, 5);
  }
  counts[name]++;
  return (await running.run(task, { name })) as T;
}

export function hashPassword(password: string): Promise<string> {
  return onPool<string>({ password, cost: PASSWORD_COST }, 'hash');
}

/** argon2id hashes, and the scrypt ones made before (re-made at the next sign-in). */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return onPool<boolean>({ password, stored }, 'verify');
}

/** The threads end now rather than after their idle time (tests, a stopping process). */
export async function closePasswordHashing(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}

/** Verifying against this keeps the time of "unknown e-mail" equal to "wrong password". */
export const DUMMY_HASH = `$argon2id$v=19$m=${PASSWORD_COST.memoryKiB},t=${PASSWORD_COST.iterations},p=${PASSWORD_COST.parallelism}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

export {
  ARGON2_PRODUCTION,
  ARGON2_TEST,
  needsRehash,
  passwordCostOf,
  meetsOwaspMinimum,
  describeCost,
} from './passwordCost';
export type { PasswordCost, Argon2Cost, ScryptCost } from './passwordCost';
