import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_COST, passwordCostOf } from '@portal/command-api';
import type { UserRecord } from '@portal/projections';
import { USERS_COLLECTION, isLiveUser } from '@portal/projections';
import { Client, startTestSystem } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { newSignUp, registered } from '../../src/testing/people';

// Issue 18 item 1: argon2id for new hashes, and the scrypt hashes made before re-made at the
// next successful sign-in, without the person noticing.

let t: TestSystem;
beforeAll(async () => {
  t = await startTestSystem();
});
afterAll(async () => {
  await t.stop();
});

/** A hash as issue 15's code made it: `scrypt$N$r$p$salt$hash` (N=2^12 is what test runs used). */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 12, r: 8, p: 1 });
  return ['scrypt', 2 ** 12, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

async function storedUser(userId: string) {
  const user = await t.system.adapters.readModels
    .collection<UserRecord>(USERS_COLLECTION)
    .findOne({ _id: userId });
  return isLiveUser(user) ? user : null;
}

async function storedHashBecomes(userId: string, test: (hash: string) => boolean): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const hash = (await storedUser(userId))?.passwordHash ?? '';
    if (test(hash) || Date.now() > deadline) {
      return hash;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Puts a pre-issue-18 hash on the account, as the log of an account made before would hold. */
async function withLegacyHash(userId: string, password: string): Promise<string> {
  const hash = legacyScryptHash(password);
  const stream = await t.system.adapters.eventStore.readStream(`user-${userId}`);
  await t.system.adapters.eventStore.append(
    `user-${userId}`,
    [
      {
        type: 'UserPasswordChanged',
        data: { userId, passwordHash: hash, changedAt: new Date().toISOString() },
        metadata: { organisationId: 'main' },
      },
    ],
    { expectedRevision: stream[stream.length - 1]!.revision },
  );
  expect(await storedHashBecomes(userId, (stored) => stored === hash)).toBe(hash);
  return hash;
}

describe('password hashing (issue 18)', () => {
  it('given a sign-up, then its password is stored as argon2id at the current cost, never in clear', async () => {
    const form = newSignUp('parent');
    const { userId } = await registered(t.url, form);
    const hash = (await storedUser(userId))?.passwordHash ?? '';
    expect(passwordCostOf(hash)).toEqual(PASSWORD_COST);
    expect(hash).not.toContain(form.password);
  });

  it('given an account with a scrypt hash from before, when it signs in, then 200 and the hash is re-made as argon2id; the same password still works and a wrong one does not', async () => {
    const form = newSignUp('parent');
    const { userId } = await registered(t.url, form);
    const legacy = await withLegacyHash(userId, form.password);
    const changedAt = (await storedUser(userId))?.passwordChangedAt;

    expect((await new Client(t.url).login(form.email, form.password)).status).toBe(200);

    const upgraded = await storedHashBecomes(userId, (hash) => hash !== legacy);
    expect(passwordCostOf(upgraded)).toEqual(PASSWORD_COST);
    // the same password hashed anew: not a change the person made
    expect((await storedUser(userId))?.passwordChangedAt).toBe(changedAt);
    const events = await t.system.adapters.eventStore.readStream(`user-${userId}`);
    expect(events.filter((event) => event.type === 'PasswordHashUpgraded')).toHaveLength(1);

    expect((await new Client(t.url).login(form.email, form.password)).status).toBe(200);
    expect((await new Client(t.url).login(form.email, 'not-the-password-1')).status).toBe(401);
    // signing in with an argon2id hash at the current cost re-makes nothing
    const after = await t.system.adapters.eventStore.readStream(`user-${userId}`);
    expect(after.filter((event) => event.type === 'PasswordHashUpgraded')).toHaveLength(1);
  });

  it('given an account with a scrypt hash, when a wrong password is tried, then 401 and the hash stays as it was', async () => {
    const form = newSignUp('parent');
    const { userId } = await registered(t.url, form);
    const legacy = await withLegacyHash(userId, form.password);

    expect((await new Client(t.url).login(form.email, 'not-the-password-1')).status).toBe(401);

    expect((await storedUser(userId))?.passwordHash).toBe(legacy);
  });
});
