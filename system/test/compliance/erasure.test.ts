import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestSystem } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { bornYearsAgo, newSignUp, signedUp } from '../../src/testing/people';
import { filesContaining, linkToken, readOutbox, waitForMail } from '../../src/testing/outbox';

// Erasure by crypto-shredding (DESIGN.md §4): afterwards no byte of DATA_DIR names the person.

let t: TestSystem;
let officer: Client;

beforeAll(async () => {
  t = await startTestSystem({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'admin-password-1' });
  const admin = new Client(t.url);
  await admin.login('admin@example.org', 'admin-password-1');
  await admin.request('POST', '/api/compliance/officers', {
    firstName: 'Olivia',
    lastName: 'Officer',
    email: 'dpo@example.org',
    password: 'officer-password-1',
  });
  officer = new Client(t.url);
  await officer.login('dpo@example.org', 'officer-password-1');
});
afterAll(async () => {
  await t.stop();
});

async function waitForErasure(userId: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const requests = await officer.request<{ requests: { subjectId: string; status: string }[] }>(
      'GET',
      '/api/compliance/requests?type=erasure',
    );
    if (requests.body.requests.some((r) => r.subjectId === userId && r.status === 'completed')) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error('erasure did not complete');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('erasure', () => {
  it("given a confirmation with someone else's e-mail, then 400 and the account stays", async () => {
    const form = newSignUp('tutor');
    const { client } = await signedUp(t.url, form);
    const wrong = await client.request('DELETE', '/api/compliance/data-erasure', {
      email: 'other@example.org',
      password: form.password,
    });
    expect(wrong.status).toBe(400);
    expect((await client.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it('given a child with a parent, mails, a profile change and an export, when erased, then DATA_DIR holds no byte of them and the register keeps anonymous rows', async () => {
    const parentEmail = `guardian.${Date.now()}@example.org`;
    const form = newSignUp('student', {
      dateOfBirth: bornYearsAgo(11),
      parentEmail,
      parentName: 'Grace Guardian',
      school: 'St Erasmus Primary',
    });
    const { client, userId } = await signedUp(t.url, form);
    const consentMail = await waitForMail(t.dataDir, parentEmail, 'confirm');
    await fetch(`${t.url}/parental-consent/${linkToken(consentMail, 'parental-consent')}`, {
      method: 'POST',
    });
    await client.request('PUT', '/api/profile', {
      firstName: form.firstName,
      lastName: form.lastName,
      phoneNumber: '07700 900456',
    });
    // reading aids say something about the child (issue 19): they go with the profile
    await client.request('PUT', '/api/profile/reading-aids', { dyslexiaFont: true });
    await client.request('POST', '/api/compliance/data-portability');
    const before = readOutbox(t.dataDir).length;
    await new Client(t.url).request('POST', '/api/auth/forgot-password', { email: form.email });
    await waitForMail(t.dataDir, form.email, 'Reset', before);
    const second = new Client(t.url);
    await second.login(form.email, form.password);

    // everything that names the child is somewhere in DATA_DIR before erasure
    expect(filesContaining(t.dataDir, form.email).length).toBeGreaterThan(0);
    expect(filesContaining(t.dataDir, '"dyslexiaFont":true').length).toBeGreaterThan(0);

    const erased = await client.request('DELETE', '/api/compliance/data-erasure', {
      email: form.email,
      password: form.password,
      reason: 'moving school',
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({
      success: true,
      message: 'Your account has been marked for deletion. You will be logged out shortly.',
    });
    // marked at once: no session, no sign-in
    expect((await second.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await new Client(t.url).login(form.email, form.password)).status).toBe(401);

    await waitForErasure(userId);
    // the last steps (mail purge, file scrub) follow the event; give them a moment, then insist
    const needles = [
      form.email,
      form.firstName,
      form.lastName,
      parentEmail,
      'Grace Guardian',
      '07700 900456',
      '"dyslexiaFont":true',
    ];
    const remaining = () =>
      needles.flatMap((needle) => filesContaining(t.dataDir, needle).map((file) => `${needle} in ${file}`));
    const deadline = Date.now() + 10_000;
    while (remaining().length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(remaining()).toEqual([]);

    // the register keeps what happened, without the person
    const register = await officer.request<{
      activities: { subjectName: string; action: string; resultStatus: string }[];
    }>('GET', `/api/compliance/register?subjectId=${userId}&perPage=100`);
    expect(register.body.activities.length).toBeGreaterThan(5);
    expect(new Set(register.body.activities.map((a) => a.subjectName))).toEqual(new Set(['Erased user']));
    expect(
      register.body.activities
        .filter((a) => a.action === 'data_deletion')
        .map((a) => a.resultStatus)
        .sort(),
    ).toEqual(['pending', 'success']);

    // the address is free again: the same person may come back as a new account
    const again = await new Client(t.url).request('POST', '/api/auth/register', {
      ...newSignUp('tutor'),
      email: form.email,
    });
    expect(again.status).toBe(201);
  });

  it('given a process stopped between marking and erasing, when it starts again, then the erasure completes', async () => {
    const own = await startTestSystem({});
    const form = newSignUp('parent');
    const { userId } = await signedUp(own.url, form);
    // mark only, as if the process died before completing: the decider's command, appended directly
    const { system } = own;
    const { eventStore } = system.adapters;
    const stream = await eventStore.readStream(`user-${userId}`);
    await eventStore.append(
      `user-${userId}`,
      [
        {
          type: 'ErasureRequested',
          data: {
            userId,
            organisationId: 'main',
            role: 'parent',
            reason: null,
            requestedAt: new Date().toISOString(),
          },
          metadata: { organisationId: 'main' },
        },
      ],
      { expectedRevision: stream[stream.length - 1]!.revision },
    );
    await own.stop();
    const restarted = await startTestSystem({ DATA_DIR: own.dataDir });
    try {
      const deadline = Date.now() + 10_000;
      while (filesContaining(own.dataDir, form.email).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(filesContaining(own.dataDir, form.email)).toEqual([]);
      expect((await new Client(restarted.url).login(form.email, form.password)).status).toBe(401);
    } finally {
      await restarted.stop();
    }
  });
});
