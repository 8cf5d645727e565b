import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterKinds } from '@portal/contracts';
import { HealthResponse } from '@portal/contracts';
import { Client, startTestSystem } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';

const ADMIN = { email: 'Head.Office@Example.org', password: 'correct horse battery' };

const EMBEDDED: AdapterKinds = {
  eventStore: 'embedded',
  bus: 'embedded',
  readModels: 'embedded',
  sessions: 'embedded',
};

apiSuite('embedded adapters', {}, EMBEDDED);

// The same suite once more with every real server npm test provisioned (a fresh database and topic).
const { KAFKA_BROKERS, MONGO_URL, REDIS_URL, EVENTSTORE_URL } = process.env;
const real = Boolean(KAFKA_BROKERS && MONGO_URL && REDIS_URL);
const run = randomBytes(4).toString('hex');
apiSuite(
  real ? 'real servers' : 'real servers (skipped: KAFKA_BROKERS, MONGO_URL and REDIS_URL not all set)',
  {
    ...(KAFKA_BROKERS && { KAFKA_BROKERS, BUS_TOPIC: `portal.events.test.${run}` }),
    ...(MONGO_URL && { MONGO_URL: withDatabase(MONGO_URL, `portal_test_${run}`) }),
    ...(REDIS_URL && { REDIS_URL }),
    ...(EVENTSTORE_URL && { EVENTSTORE_URL }),
  },
  {
    eventStore: EVENTSTORE_URL ? 'eventstoredb' : 'embedded',
    bus: 'kafka',
    readModels: 'mongodb',
    sessions: 'redis',
  },
  !real,
);

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function apiSuite(label: string, env: Record<string, string>, kinds: AdapterKinds, skip = false) {
  describe.skipIf(skip)(`command-api over real HTTP (${label})`, () => {
    let t: TestSystem;

    beforeAll(async () => {
      t = await startTestSystem({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    });
    afterAll(async () => {
      await t.stop();
    });

    it('given a fresh system, when asking for health, then each adapter is the configured one and projections are listed', async () => {
      const response = await new Client(t.url).request('GET', '/api/health');
      expect(response.status).toBe(200);
      const health = HealthResponse.parse(response.body);
      expect(health.adapters).toEqual(kinds);
      expect(health.projections.map((p) => p.name)).toContain('users');
      expect(health.roles).toEqual(['command-api', 'projections', 'realtime']);
    });

    it('given ADMIN_EMAIL, when the admin signs in, then the session cookie is HttpOnly, SameSite=Lax and /auth/me answers the admin', async () => {
      const admin = new Client(t.url);
      const login = await admin.login(ADMIN.email, ADMIN.password);
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({
        success: true,
        user: { email: 'head.office@example.org', role: 'admin' },
      });
      const cookie = login.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Expires=/i);
      const me = await admin.request('GET', '/api/auth/me');
      expect(me.body).toMatchObject({ success: true, user: { role: 'admin', firstName: 'Platform' } });
      expect(JSON.stringify(me.body)).not.toContain('passwordHash');
    });

    it('given rememberMe false, when signing in, then the cookie ends with the browser session', async () => {
      const login = await new Client(t.url).login(ADMIN.email, ADMIN.password, false);
      expect(login.status).toBe(200);
      expect(login.headers.get('set-cookie')).not.toMatch(/Expires=/i);
    });

    it('given a signed-in session, when signing in again, then the session id rotates', async () => {
      const client = new Client(t.url);
      await client.login(ADMIN.email, ADMIN.password);
      const first = client.sessionCookie;
      await client.login(ADMIN.email, ADMIN.password);
      expect(client.sessionCookie).not.toBe(first);
    });

    it('given a wrong password or an unknown e-mail, when signing in, then both answer 401 with the same message', async () => {
      const wrong = await new Client(t.url).login(ADMIN.email, 'not the password');
      const unknown = await new Client(t.url).login('nobody@example.org', 'whatever');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('given missing fields, when signing in, then 400 lists each field with the spec message', async () => {
      const response = await new Client(t.url).request('POST', '/api/auth/login', { email: '' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        errors: expect.arrayContaining([
          { field: 'email', message: 'Email is required' },
          { field: 'password', message: 'Password is required' },
        ]),
      });
    });

    it('given an operator object instead of an e-mail, when signing in, then it is refused before any query', async () => {
      const response = await new Client(t.url).request('POST', '/api/auth/login', {
        email: { $ne: null },
        password: { $gt: '' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false });
    });

    it('given malformed JSON or an oversized body, then 400 / 413 with the error shape and no stack', async () => {
      const client = new Client(t.url);
      const malformed = await client.request('POST', '/api/auth/login', '{"email": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ success: false, message: 'Request body is not valid JSON' });
      const huge = await client.request(
        'POST',
        '/api/auth/login',
        JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      );
      expect(huge.status).toBe(413);
      expect(JSON.stringify(huge.body)).not.toMatch(/at .*\.ts/);
    });

    it('given no session, when calling a signed-in endpoint, then 401 in the error shape', async () => {
      const response = await new Client(t.url).request('GET', '/api/auth/me');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        message: 'Authentication required. Please log in again.',
      });
    });

    it('given an unknown API path, then 404 JSON', async () => {
      const response = await new Client(t.url).request('GET', '/api/no-such-thing');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Not found' });
    });

    it('given any answer, then helmet security headers are set', async () => {
      const response = await new Client(t.url).request('GET', '/api/health');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-powered-by')).toBeNull();
    });

    it('given a password change, when the command answers, then the very next sign-in already sees it (read-your-writes)', async () => {
      const admin = new Client(t.url);
      await admin.login(ADMIN.email, ADMIN.password);
      const change = await admin.request('PUT', '/api/profile/password', {
        currentPassword: ADMIN.password,
        newPassword: 'a brand new secret',
      });
      expect(change.body).toEqual({ success: true, message: 'Password changed successfully!' });
      expect((await new Client(t.url).login(ADMIN.email, 'a brand new secret')).status).toBe(200);
      expect((await new Client(t.url).login(ADMIN.email, ADMIN.password)).status).toBe(401);
      await admin.request('PUT', '/api/profile/password', {
        currentPassword: 'a brand new secret',
        newPassword: ADMIN.password,
      });
    });

    it('given a short new password, then the spec message', async () => {
      const admin = new Client(t.url);
      await admin.login(ADMIN.email, ADMIN.password);
      const response = await admin.request('PUT', '/api/profile/password', {
        currentPassword: ADMIN.password,
        newPassword: '12345',
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'New password must be at least 6 characters long' });
    });

    it('given 50 parallel commands on one aggregate, then none is lost: 50 more events with consecutive revisions', async () => {
      const admin = new Client(t.url);
      const me = (await admin.login(ADMIN.email, ADMIN.password)).body as { user: { id: string } };
      const stream = `user-${me.user.id}`;
      const before = await t.system.adapters.eventStore.readStream(stream);
      // profile changes, not password changes: those are throttled to two checks at a time (issue 15)
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_unused, i) =>
          admin.request('PUT', '/api/profile', { firstName: `Admin${i}`, lastName: 'Parallel' }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      const after = await t.system.adapters.eventStore.readStream(stream);
      expect(after.length - before.length).toBe(50);
      expect(after.map((e) => e.revision)).toEqual(after.map((_e, i) => i));
    });

    it('given the built UIs, then / serves the learner app and /admin/ the console, with long-lived asset caching', async () => {
      const client = new Client(t.url);
      const learner = await client.request<string>('GET', '/');
      expect(learner.status).toBe(200);
      expect(learner.body).toContain('<div id="root">');
      const admin = await client.request<string>('GET', '/admin/');
      expect(admin.status).toBe(200);
      const asset = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(admin.body)?.[1];
      expect(asset).toBeDefined();
      const script = await client.request('GET', asset!);
      expect(script.headers.get('cache-control')).toContain('immutable');
      expect((await client.request('GET', '/reset-password/abc')).status).toBe(200);
    });
  });
}
