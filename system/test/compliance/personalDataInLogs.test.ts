import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildSystem, waitUntilCaughtUp } from '../../src/testing/childSystem';
import type { ChildSystem } from '../../src/testing/childSystem';
import { Client, tempDataDir } from '../../src/testing/harness';
import { bornYearsAgo, newSignUp } from '../../src/testing/people';
import { linkToken, waitForMail } from '../../src/testing/outbox';

// The whole account and privacy journey against a real process logging at debug level:
// its output must never name a person (DESIGN.md §4, "no personal data in logs").

let child: ChildSystem;
const dataDir = tempDataDir();

beforeAll(async () => {
  child = await startChildSystem({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    ADMIN_EMAIL: 'chief.admin@example.org',
    ADMIN_PASSWORD: 'admin-password-1',
  });
  await waitUntilCaughtUp(child.url);
});
afterAll(async () => {
  child.process.kill('SIGTERM');
  await child.exited;
});

describe('logs of a full run', () => {
  it('given sign-ups, failures, resets, consents, exports and an erasure, then no e-mail address or name appears in the output', async () => {
    const parentEmail = 'watchful.parent@example.org';
    const kid = newSignUp('student', {
      dateOfBirth: bornYearsAgo(9),
      parentEmail,
      parentName: 'Watchful Parent',
    });
    const tutor = newSignUp('tutor');
    const kidClient = new Client(child.url);
    expect((await kidClient.request('POST', '/api/auth/register', kid)).status).toBe(201);
    const tutorClient = new Client(child.url);
    expect((await tutorClient.request('POST', '/api/auth/register', tutor)).status).toBe(201);
    await tutorClient.request('POST', '/api/auth/register', tutor); // duplicate: 409
    await new Client(child.url).login(tutor.email, 'wrong-password');
    await new Client(child.url).login('nobody.here@example.org', 'wrong-password');
    await new Client(child.url).request('POST', '/api/auth/forgot-password', { email: tutor.email });
    const reset = await waitForMail(dataDir, tutor.email, 'Reset');
    await new Client(child.url).request('POST', '/api/auth/reset-password', {
      token: linkToken(reset, 'reset-password'),
      password: 'Another-password-2',
    });
    const consent = await waitForMail(dataDir, parentEmail, 'confirm');
    await fetch(`${child.url}/parental-consent/${linkToken(consent, 'parental-consent')}`, {
      method: 'POST',
    });
    await tutorClient.request('PUT', '/api/profile', {
      firstName: 'Renamed',
      lastName: tutor.lastName,
      email: 'x@example.org',
    });
    await kidClient.request('POST', '/api/compliance/consent', {
      consentType: 'cookies_analytics',
      consentGiven: false,
    });
    await kidClient.request('GET', '/api/compliance/data-access');
    await kidClient.request('POST', '/api/compliance/data-portability');
    await kidClient.request('POST', '/api/compliance/restrict-processing', {
      dataTypes: ['analytics'],
      reason: `I am ${kid.firstName}`,
    });
    await kidClient.request('POST', '/api/auth/register', {
      ...kid,
      email: 'not an email',
      firstName: kid.firstName,
    });
    await kidClient.request('DELETE', '/api/compliance/data-erasure', {
      email: kid.email,
      password: kid.password,
      reason: `${kid.firstName} leaves`,
    });
    // the erasure's log line comes from its sweep: wait for it rather than for a fixed time
    for (let waited = 0; waited < 20_000 && !child.output().includes('erasure completed'); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const output = child.output();
    expect(output).toContain('"message":"registered"');
    expect(output).toContain('"message":"erasure completed"');
    for (const needle of [
      kid.email,
      tutor.email,
      parentEmail,
      'nobody.here@example.org',
      'chief.admin@example.org',
      'x@example.org',
      kid.firstName,
      kid.lastName,
      tutor.firstName,
      tutor.lastName,
      'Watchful Parent',
    ]) {
      expect(output.toLowerCase().includes(needle.toLowerCase()), needle).toBe(false);
    }
  });
});
