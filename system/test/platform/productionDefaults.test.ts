import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { PASSWORD_COST, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@portal/command-api';
import { HealthResponse } from '@portal/contracts';
import { loadConfig, productionRefusal } from '../../src/config';
import type { TestSystem } from '../../src/testing/harness';
import { Client, startTestSystem, tempDataDir } from '../../src/testing/harness';
import { newSignUp, signedUp } from '../../src/testing/people';
import { spawnMain, withoutServerUrls } from '../../src/testing/childSystem';

/** Issue 15 item 11: safe production defaults, shown against the real server and the real start. */

const ADMIN = { ADMIN_EMAIL: 'ops@example.org', ADMIN_PASSWORD: 'Production-Defaults-1' };
const KEY = 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=';
/** What a caller on the internet looks like once the trusted proxy has relayed it. */
const INTERNET = { 'x-forwarded-for': '203.0.113.7' };
const PUBLIC_ANSWER_KEYS = ['status', 'success'];

/** GET /api/health as `client` (signed out by default), with extra request headers. */
function health(url: string, headers: Record<string, string> = {}, client = new Client(url)) {
  return client.request<Record<string, unknown>>('GET', '/api/health', undefined, headers);
}

describe('GET /api/health: status to the public, details to admins and this machine', () => {
  let t: TestSystem;
  beforeAll(async () => {
    // default TRUST_PROXY: a proxy on loopback (its X-Forwarded-For names the real caller)
    t = await startTestSystem(ADMIN);
  });
  afterAll(async () => t?.stop());

  it('given a caller on this machine, then it answers the details (monitoring, scripts, the container check)', async () => {
    const { status, body } = await health(t.url);
    expect(status).toBe(200);
    const details = HealthResponse.parse(body);
    expect(details.adapters.eventStore).toBe('embedded');
    expect(details.projections.length).toBeGreaterThan(0);
  });

  it('given a caller from the internet relayed by the proxy on loopback, then only {success, status}', async () => {
    const { status, body } = await health(t.url, INTERNET);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(PUBLIC_ANSWER_KEYS);
    expect(body).toEqual({ success: true, status: 'ok' });
  });

  it('given a signed-in non-admin from the internet, then only {success, status}', async () => {
    const { client } = await signedUp(t.url, newSignUp('parent'));
    const { body } = await health(t.url, INTERNET, client);
    expect(Object.keys(body).sort()).toEqual(PUBLIC_ANSWER_KEYS);
  });

  it("given an admin's session from the internet, then the details", async () => {
    const admin = new Client(t.url);
    expect(
      (
        await admin.request(
          'POST',
          '/api/auth/login',
          { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
          INTERNET,
        )
      ).status,
    ).toBe(200);
    const { body } = await health(t.url, INTERNET, admin);
    expect(HealthResponse.parse(body).roles).toEqual(['command-api', 'projections', 'realtime']);
  });

  it('given any page, then the CSP lets scripts connect to this origin only (no ws:/wss: wildcard)', async () => {
    for (const url of ['/', '/admin/', '/api/health']) {
      const csp = (await fetch(t.url + url)).headers.get('content-security-policy') ?? '';
      const connectSrc = csp
        .split(';')
        .map((directive) => directive.trim())
        .find((d) => d.startsWith('connect-src'));
      expect(connectSrc).toBe("connect-src 'self'");
    }
  });

  it('given the answer, then it is never cached by the browser or a proxy', async () => {
    const response = await fetch(`${t.url}/api/health`, { headers: INTERNET });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('given an API answer, then it carries no ETag (never revalidated), while the app shell still revalidates', async () => {
    expect((await fetch(`${t.url}/api/health`, { headers: INTERNET })).headers.get('etag')).toBeNull();
    const shell = await fetch(`${t.url}/admin/`);
    const modified = shell.headers.get('last-modified');
    expect(modified).toBeTruthy();
    // as a browser revalidates (fetch would add `no-cache` to a conditional request of its own)
    const again = { 'if-modified-since': modified!, 'cache-control': 'max-age=0' };
    expect((await fetch(`${t.url}/admin/`, { headers: again })).status).toBe(304);
  });
});

describe('TRUST_PROXY: only the named proxy is believed', () => {
  it('given a proxy at another address, when a local caller sends X-Forwarded-For, then the header is ignored', async () => {
    const t = await startTestSystem({ TRUST_PROXY: '172.28.0.10' });
    try {
      // the socket is loopback and not the trusted proxy: the claimed address does not count
      HealthResponse.parse((await health(t.url, INTERNET)).body);
    } finally {
      await t.stop();
    }
  });

  it('given TRUST_PROXY=none, then X-Forwarded-For is ignored as well', async () => {
    const t = await startTestSystem({ TRUST_PROXY: 'none' });
    try {
      HealthResponse.parse((await health(t.url, INTERNET)).body);
    } finally {
      await t.stop();
    }
  });

  it('given a process without the API (projections), then its /api/health follows the same rule', async () => {
    const t = await startTestSystem({}, ['projections']);
    try {
      HealthResponse.parse((await health(t.url)).body);
      const relayed = await health(t.url, INTERNET);
      expect(relayed.status).toBe(200);
      expect(Object.keys(relayed.body).sort()).toEqual(PUBLIC_ANSWER_KEYS);
    } finally {
      await t.stop();
    }
  });
});

describe('SECURE_COOKIES=1: a __Host- session cookie', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ ...ADMIN, SECURE_COOKIES: '1' });
  });
  afterAll(async () => t?.stop());

  const login = (headers: Record<string, string>) =>
    fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD, rememberMe: true }),
    });

  it('given HTTPS at the trusted proxy, then the cookie is __Host- prefixed, Secure, Path=/, without Domain', async () => {
    const response = await login({ 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie.startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true);
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
  });

  it('given plain HTTP (no trusted proxy said https), then no session cookie is sent at all', async () => {
    const response = await login({});
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('given a caller who is not the proxy claiming https, then it is not believed', async () => {
    const untrusted = await startTestSystem({ ...ADMIN, SECURE_COOKIES: '1', TRUST_PROXY: '172.28.0.10' });
    try {
      const response = await fetch(`${untrusted.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    } finally {
      await untrusted.stop();
    }
  });

  it('given the __Host- cookie, then the API and the classroom handshake recognise the session', async () => {
    const cookie = ((await login({ 'x-forwarded-proto': 'https' })).headers.get('set-cookie') ?? '').split(
      ';',
    )[0]!;
    const me = await fetch(`${t.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);

    const socket = connect(t.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(socket.connected).toBe(true);
    } finally {
      socket.disconnect();
    }

    // the plain name is not a session anymore: a cookie planted under it is not honoured
    const planted = await fetch(`${t.url}/api/auth/me`, {
      headers: { cookie: cookie.replace(`${SECURE_SESSION_COOKIE}=`, `${SESSION_COOKIE}=`) },
    });
    expect(planted.status).toBe(401);
  });
});

describe('NODE_ENV=production refuses unsafe settings at start', () => {
  it('given the test environment, then the hashing in effect here is recognised as the cheap one', () => {
    // vitest runs with NODE_ENV=test: command-api hashes cheaply, and production would refuse it
    expect(process.env.NODE_ENV).toBe('test');
    const config = loadConfig({ NODE_ENV: 'production', KEY_ENCRYPTION_KEY: KEY });
    expect(productionRefusal(config, PASSWORD_COST)).toMatch(
      /^NODE_ENV=production with the cheap test password hashing \(argon2id m=1024 KiB, t=1, p=1\)/,
    );
  });

  it.each([
    [
      'SEED_DEMO=1',
      { SEED_DEMO: '1', KEY_ENCRYPTION_KEY: KEY },
      /^11\+ Portal failed to start: NODE_ENV=production with SEED_DEMO=1: .*set SEED_DEMO=0/,
    ],
    [
      'no KEY_ENCRYPTION_KEY',
      {},
      /^11\+ Portal failed to start: NODE_ENV=production without KEY_ENCRYPTION_KEY: .*set KEY_ENCRYPTION_KEY/,
    ],
  ])(
    'given %s, then main.ts exits non-zero with one line and no stack, having created nothing',
    async (_name, env, line) => {
      const dataDir = path.join(tempDataDir(), 'data');
      const run = await runMain({ NODE_ENV: 'production', DATA_DIR: dataDir, ...env });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(line);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stdout).toBe('');
      // refused before anything was opened: no generated key, no stores
      expect(fs.existsSync(dataDir)).toBe(false);
    },
  );

  it('given a safe production configuration without SEED_DEMO, then it starts and seeds nothing', async () => {
    const dataDir = tempDataDir();
    const child = startMain({ NODE_ENV: 'production', DATA_DIR: dataDir, KEY_ENCRYPTION_KEY: KEY });
    try {
      const url = await child.listening;
      expect(child.output()).not.toContain('demo logins');
      expect(fs.existsSync(path.join(dataDir, 'demo-logins.json'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'key-encryption-key'))).toBe(false);
      HealthResponse.parse(await (await fetch(`${url}/api/health`)).json());
    } finally {
      await child.stop();
    }
  });
});

/** Variables of the test run beside the real servers and identities that must not reach the child. */
const NOT_INHERITED = ['KEY_ENCRYPTION_KEY', 'SEED_DEMO', 'NODE_ENV', 'TRUST_PROXY', 'SECURE_COOKIES'];

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...withoutServerUrls(process.env, NOT_INHERITED), PORT: '0', HOST: '127.0.0.1', ...env };
}

/** main.ts started with `env` (and none of SEED_DEMO=0's help), stopped with SIGTERM. */
function startMain(env: Record<string, string>) {
  const child = spawnMain(childEnv(env));
  return {
    listening: child.listening,
    output: () => child.output(),
    stop: async () => {
      if (child.process.exitCode === null) {
        child.process.kill('SIGTERM');
      }
      await child.exited;
    },
  };
}

/** main.ts run to its exit, its standard output and error apart. */
async function runMain(env: Record<string, string>) {
  const child = spawnMain(childEnv(env));
  let stdout = '';
  let stderr = '';
  child.process.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.process.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.process.kill('SIGKILL'), 60_000);
  const code = await child.exited;
  clearTimeout(timer);
  if (code === null) {
    throw new Error(`main.ts did not exit:\n${child.output()}`);
  }
  return { code, stdout, stderr };
}
