import { afterAll, describe, expect, it } from 'vitest';
import { Client, startTestSystem, tempDataDir } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import {
  bornYearsAgo,
  createStudent,
  createTutor,
  newSignUp,
  registered,
  signedUp,
} from '../../src/testing/people';
import { confirmParentalConsentByMail, giveEssentialConsents } from '../../src/testing/standing';

// Issue 15: links that were proven before family links existed are carried over at start-up;
// an address that merely matches is not, and a link a parent removed never comes back.

const ADMIN = { email: 'admin.migration@example.org', password: 'admin-password-1' };
const running: TestSystem[] = [];
afterAll(async () => {
  await Promise.all(running.filter((system) => !system.stopped).map((system) => system.stop()));
});

async function start(dataDir: string): Promise<{ t: TestSystem; admin: Client }> {
  const t = await startTestSystem({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  running.push(t);
  const admin = new Client(t.url);
  expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(200);
  return { t, admin };
}

async function childrenOf(url: string, email: string, password: string): Promise<string[]> {
  const client = new Client(url);
  expect((await client.login(email, password)).status).toBe(200);
  const answer = await client.request<{ students: { id: string }[] }>('GET', '/api/students');
  return answer.body.students.map((student) => student.id);
}

describe('carrying family links over at start-up', () => {
  it('given confirmed consents from parents with proven and unproven addresses, when the system restarts, then only the proven, never-unlinked pairs are linked', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    const tutor = await createTutor(first.t.url, first.admin);

    // a verified parent whose child's consent was confirmed from that address, not signed in: not linked yet
    const verified = newSignUp('parent');
    await signedUp(first.t.url, verified);
    const child = await createStudent(tutor.client, {
      dateOfBirth: bornYearsAgo(10),
      parentEmail: verified.email,
    });
    await confirmParentalConsentByMail(first.t.url, verified.email);

    // an unverified parent account at a confirmed address: the address alone proves nothing
    const unverified = newSignUp('parent');
    await registered(first.t.url, unverified);
    const other = await createStudent(tutor.client, {
      dateOfBirth: bornYearsAgo(10),
      parentEmail: unverified.email,
    });
    await confirmParentalConsentByMail(first.t.url, unverified.email);

    // a parent who was linked and removed the link
    const removedForm = newSignUp('parent');
    const removed = await signedUp(first.t.url, removedForm);
    await giveEssentialConsents(removed.client);
    const third = await createStudent(tutor.client, {
      dateOfBirth: bornYearsAgo(10),
      parentEmail: removedForm.email,
    });
    await confirmParentalConsentByMail(first.t.url, removedForm.email, removed.client);
    expect(
      (await removed.client.request('DELETE', `/api/students/${third.id}/parents/${removed.userId}`)).status,
    ).toBe(200);

    expect(await childrenOf(first.t.url, verified.email, verified.password)).toEqual([]);
    await first.t.stop();

    const second = await start(dataDir);
    const deadline = Date.now() + 10_000;
    let seen: string[] = [];
    while (Date.now() < deadline) {
      seen = await childrenOf(second.t.url, verified.email, verified.password);
      if (seen.length > 0) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toEqual([child.id]);
    const unverifiedClient = new Client(second.t.url);
    await unverifiedClient.login(unverified.email, unverified.password);
    const unverifiedSees = await unverifiedClient.request<{ students?: unknown[] }>('GET', '/api/students');
    expect(unverifiedSees.status).toBe(403); // not verified: nothing, and no link either
    expect(await childrenOf(second.t.url, removedForm.email, removedForm.password)).toEqual([]);
    const links = await second.admin.request<{ parents: unknown[] }>(
      'GET',
      `/api/students/${other.id}/parents`,
    );
    expect(links.body.parents).toEqual([]);
  });
});
