import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordWorkDone } from '@portal/command-api';
import { Client, startTestSystem } from '../../src/testing/harness';
import type { TestSystem, Answer } from '../../src/testing/harness';
import { newSignUp, registered } from '../../src/testing/people';
import { linkToken, readOutbox, waitForMail } from '../../src/testing/outbox';

// Issue 15, item 6: sign-in limits that cannot be raced, over real HTTP. Every test signs up its
// own accounts and only signs in (or changes its password), which no access gate stands in front of.

let t: TestSystem;

beforeAll(async () => {
  t = await startTestSystem();
});
afterAll(async () => {
  await t.stop();
});

/** Counts password checks: every check is one task on this process's hashing pool (the test system runs here). */
let checksBefore = 0;
function countChecks(): void {
  checksBefore = passwordWorkDone().verify;
}
const checksSince = () => passwordWorkDone().verify - checksBefore;

async function burst(url: string, email: string, n: number, password = (i: number) => `wrong-guess-${i}`) {
  return Promise.all(
    Array.from(
      { length: n },
      (_, i) =>
        new Client(url).login(email, password(i)) as Promise<{
          status: number;
          body: Answer;
          headers: Headers;
        }>,
    ),
  );
}

describe('sign-in limits that cannot be raced', () => {
  it('given 30 parallel wrong passwords for one account, then at most 5 are checked (401), the rest 429 before any check; then the owner resets by e-mail and signs in', async () => {
    const owner = newSignUp('parent');
    await registered(t.url, owner);

    countChecks();
    const answers = await burst(t.url, owner.email, 30);
    const checked = checksSince();
    const statuses = answers.map((answer) => answer.status);
    const failures = statuses.filter((status) => status === 401).length;
    const refused = answers.filter((answer) => answer.status === 429);
    expect(failures + refused.length).toBe(30);
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(failures).toBeLessThanOrEqual(5);
    // every 401 is one password check; no 429 ran one
    expect(checked).toBe(failures);
    for (const answer of refused) {
      expect(answer.body.message).toMatch(/^Too many sign-in attempts/);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // more bursts until the window is full: never more than 5 checks in all
    countChecks();
    let more = 0;
    for (let round = 0; round < 5; round++) {
      more += (await burst(t.url, owner.email, 30)).filter((answer) => answer.status === 401).length;
    }
    expect(failures + more).toBe(5);
    expect(checksSince()).toBe(more);

    // locked: even the right password is refused without a check
    countChecks();
    const locked = await new Client(t.url).login(owner.email, owner.password);
    expect(locked.status).toBe(429);
    expect(checksSince()).toBe(0);

    // forgot-password is not blocked by the sign-in lock, and the reset clears it
    const before = readOutbox(t.dataDir).length;
    const forgot = await new Client(t.url).request('POST', '/api/auth/forgot-password', {
      email: owner.email,
    });
    expect(forgot.status).toBe(200);
    const token = linkToken(await waitForMail(t.dataDir, owner.email, 'Reset', before), 'reset-password');
    const reset = await new Client(t.url).request('POST', '/api/auth/reset-password', {
      token,
      password: 'A-brand-new-password-15',
    });
    expect(reset.status).toBe(200);
    const back = await new Client(t.url).login(owner.email, 'A-brand-new-password-15');
    expect(back.status).toBe(200);
    // the mailed reset link proved the address as well
    expect(back.body).toMatchObject({ user: { email: owner.email, emailVerified: true } });
  });

  it('given two command-api processes on one DATA_DIR, when 30 wrong passwords are split between them, then the limits are shared: at most 5 checked', async () => {
    const second = await startTestSystem({ DATA_DIR: t.dataDir }, ['command-api']);
    try {
      const owner = newSignUp('parent');
      await registered(t.url, owner);
      // the second process sees the account once its read model has it
      await waitUntil(
        async () => (await new Client(second.url).login(owner.email, owner.password)).status === 200,
      );
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          new Client(i % 2 === 0 ? t.url : second.url).login(owner.email, `guess-${i}`),
        ),
      );
      const failures = answers.filter((answer) => answer.status === 401).length;
      expect(failures).toBeGreaterThanOrEqual(1);
      expect(failures).toBeLessThanOrEqual(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - failures);
      for (let i = 0; i < 6; i++) {
        await new Client(i % 2 === 0 ? second.url : t.url).login(owner.email, `later-${i}`);
      }
      expect((await new Client(second.url).login(owner.email, owner.password)).status).toBe(429);
      expect((await new Client(t.url).login(owner.email, owner.password)).status).toBe(429);
    } finally {
      await second.stop();
    }
  });

  it('given a right password after 4 wrong ones, then it signs in and the earlier typos are forgotten', async () => {
    const owner = newSignUp('tutor');
    await registered(t.url, owner);
    for (let i = 0; i < 4; i++) {
      expect((await new Client(t.url).login(owner.email, `typo-${i}`)).status).toBe(401);
    }
    expect((await new Client(t.url).login(owner.email, owner.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await new Client(t.url).login(owner.email, `typo-again-${i}`)).status).toBe(401);
    }
    expect((await new Client(t.url).login(owner.email, owner.password)).status).toBe(429);
  });

  it('given a signed-in session, when the current password of PUT /profile/password is guessed in parallel, then the same limits apply and share the account window', async () => {
    const owner = newSignUp('parent');
    const { client } = await registered(t.url, owner);
    countChecks();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client.request<Answer>('PUT', '/api/profile/password', {
          currentPassword: `guess-${i}`,
          newPassword: 'taken-over-1',
        }),
      ),
    );
    const wrong = guesses.filter((answer) => answer.status === 400);
    const refused = guesses.filter((answer) => answer.status === 429);
    expect(wrong.length).toBeGreaterThanOrEqual(1);
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(refused).toHaveLength(30 - wrong.length);
    expect(wrong[0]!.body.message).toBe('Current password is incorrect');
    // each 400 is one check; the hashing of a new password never ran
    expect(checksSince()).toBe(wrong.length);
    for (let i = 0; i < 5; i++) {
      await client.request('PUT', '/api/profile/password', {
        currentPassword: `more-${i}`,
        newPassword: 'taken-over-1',
      });
    }
    const right = await client.request<Answer>('PUT', '/api/profile/password', {
      currentPassword: owner.password,
      newPassword: 'taken-over-1',
    });
    expect(right.status).toBe(429);
    // the same account window as sign-in
    expect((await new Client(t.url).login(owner.email, owner.password)).status).toBe(429);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
