import { describe, expect, it } from 'vitest';
import { HealthResponse } from '@portal/contracts';
import { Client, tempDataDir } from '../../src/testing/harness';
import { newSignUp, signedUp } from '../../src/testing/people';
import { childSystemsKilledAfterEach, startChildSystem } from '../../src/testing/childSystem';

const redisUrl = process.env.REDIS_URL;
const ADMIN = { ADMIN_EMAIL: 'redis.admin@example.org', ADMIN_PASSWORD: 'redis-test-password' };

// Runs against a real Redis (npm test provisions one); without REDIS_URL there is nothing to prove.
describe.skipIf(!redisUrl)(`sessions in Redis${redisUrl ? '' : ' (skipped: REDIS_URL not set)'}`, () => {
  const children = childSystemsKilledAfterEach();

  it('given REDIS_URL, when a session is created by one command-api process, then a second process accepts it, and sign-out ends it for both', async () => {
    const dataDir = tempDataDir('portal-redis-');
    const env = { DATA_DIR: dataDir, REDIS_URL: redisUrl!, ...ADMIN };
    const first = await startChildSystem(env);
    children.push(first);
    const second = await startChildSystem({ DATA_DIR: dataDir, REDIS_URL: redisUrl! }, [
      '--role=command-api',
    ]);
    children.push(second);

    const health = HealthResponse.parse(await (await fetch(`${second.url}/api/health`)).json());
    expect(health.adapters.sessions).toBe('redis');

    const onFirst = new Client(first.url);
    expect((await onFirst.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    const me = await fetch(`${second.url}/api/auth/me`, { headers: { cookie: onFirst.sessionCookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: ADMIN.ADMIN_EMAIL } });

    await onFirst.request('POST', '/api/auth/logout');
    expect(
      (await fetch(`${second.url}/api/auth/me`, { headers: { cookie: onFirst.sessionCookie } })).status,
    ).toBe(401);
  });

  it('given two devices with Redis sessions, when the password changes on one, then the other is signed out and this one stays', async () => {
    const dataDir = tempDataDir('portal-redis-purge-');
    const first = await startChildSystem({ DATA_DIR: dataDir, REDIS_URL: redisUrl! });
    children.push(first);
    const form = newSignUp('parent');
    await signedUp(first.url, form);
    const phone = new Client(first.url);
    const laptop = new Client(first.url);
    await phone.login(form.email, form.password);
    await laptop.login(form.email, form.password);
    const changed = await laptop.request('PUT', '/api/profile/password', {
      currentPassword: form.password,
      newPassword: 'a-new-password-7',
    });
    expect(changed.status).toBe(200);
    expect((await laptop.request('GET', '/api/auth/me')).status).toBe(200);
    expect((await phone.request('GET', '/api/auth/me')).status).toBe(401);
  });
});
