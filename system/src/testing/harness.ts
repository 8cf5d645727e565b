import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { silentLogger } from '@portal/platform';
import type { Config, ProcessRole } from '../config';
import { loadConfig } from '../config';
import type { RunningSystem } from '../system';
import { startSystem } from '../system';

/** What every API answer carries (DESIGN.md §3); a test widens it with the fields it reads. */
export type Answer = { success: boolean; message: string; errors?: { field: string; message: string }[] };

/** An answer's field errors as field → message. */
export function fieldMessages(body: Answer): Record<string, string> {
  return Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));
}

export interface TestSystem {
  stopped?: boolean;
  readonly system: RunningSystem;
  readonly url: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

export function tempDataDir(prefix = 'portal-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dataDirsMade.push(dir);
  return dir;
}

const dataDirsMade: string[] = [];

/**
 * Where the outbox of the system at `url` may be: its own DATA_DIR when it was started here with
 * startTestSystem, otherwise every DATA_DIR this test file made (systems started directly).
 */
export function outboxDirsFor(url: string): string[] {
  const found = systemsByUrl.get(url);
  return found ? [found.dataDir] : [...dataDirsMade];
}

/** The real system in this process on an ephemeral port, embedded adapters in a temp DATA_DIR. */
export async function startTestSystem(
  env: Record<string, string> = {},
  roles: ProcessRole[] = ['command-api', 'projections', 'realtime'],
  options: { now?: () => Date; notificationSweepMs?: number } = {},
): Promise<TestSystem> {
  const dataDir = env.DATA_DIR ?? tempDataDir();
  const config: Config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    ...env,
    DATA_DIR: dataDir,
  });
  const system = await startSystem({
    config,
    roles,
    logger: silentLogger,
    ...(options.now && { now: options.now }),
    // reminders and digests only where a suite asks for them (its own interval)
    notificationSweepMs: options.notificationSweepMs ?? 'off',
  });
  const running: TestSystem = {
    system,
    url: system.url,
    dataDir,
    stop: async () => {
      running.stopped = true;
      await system.stop();
    },
  };
  systemsByUrl.set(system.url, running);
  return running;
}

/** Every role (or `roles`) on one server with its administrator signed in (throws unless the sign-in is 200). */
export async function startSystemAsAdmin(
  credentials: { email: string; password: string },
  options: { now?: () => Date; roles?: ProcessRole[]; notificationSweepMs?: number } = {},
): Promise<{ t: TestSystem; admin: Client }> {
  const { roles, ...clock } = options;
  const t = await startTestSystem(
    { ADMIN_EMAIL: credentials.email, ADMIN_PASSWORD: credentials.password },
    roles,
    clock,
  );
  const admin = new Client(t.url);
  const signIn = await admin.login(credentials.email, credentials.password);
  if (signIn.status !== 200) {
    throw new Error(`the administrator could not sign in: ${signIn.status}`);
  }
  return { t, admin };
}

/**
 * Every role on one server whose business clock runs `offsetMs()` ahead of the real one (tests
 * move it past deadlines rather than wait), with its administrator signed in.
 */
export function startClockedSystem(
  credentials: { email: string; password: string },
  offsetMs: () => number,
): Promise<{ t: TestSystem; admin: Client }> {
  return startSystemAsAdmin(credentials, { now: () => new Date(Date.now() + offsetMs()) });
}

const systemsByUrl = new Map<string, TestSystem & { stopped?: boolean }>();

/** The test system serving `url` (fixtures that read its outbox or act as its administrator). */
export function testSystemAt(url: string): TestSystem {
  const found = systemsByUrl.get(url);
  if (!found) {
    throw new Error(`no test system at ${url}`);
  }
  return found;
}

/** A cookie-keeping HTTP client for one person, against the real server. */
export class Client {
  private cookie = '';

  constructor(private readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await fetch(this.baseUrl + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      this.cookie = setCookie.split(';')[0]!;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get sessionCookie(): string {
    return this.cookie;
  }

  async login(email: string, password: string, rememberMe = true) {
    return this.request('POST', '/api/auth/login', { email, password, rememberMe });
  }
}
