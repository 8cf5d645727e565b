/**
 * What accounts and crypto-shredding cost. Run: node --import tsx bench/accounts-privacy.ts
 * - argon2id with the production parameters (m=19 MiB, t=2, p=1) on the hashing pool: one sign-in's password check
 * - appends of UserRegistered (personal fields encrypted with a per-person key) vs the same
 *   events stored in clear, 16 concurrent writers
 * - reading the whole log back decrypted vs in clear (what a rebuild of the read models pays)
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PERSONAL_DATA } from '../contracts/src/personalData';
import { openSqliteEventStore } from '../platform/src/eventstore/embedded/sqliteEventStore';
import type { EventStore } from '../platform/src/eventstore/port';
import { cachedKeyStore } from '../platform/src/keys/cachedKeyStore';
import { openSqliteKeyStore } from '../platform/src/keys/embedded/sqliteKeyStore';
import { encryptingEventStore } from '../platform/src/keys/encryptingEventStore';

const PEOPLE = 5_000;
const WRITERS = 16;

async function passwordChecks(): Promise<{ perCheckMs: number; perSecond: number }> {
  delete process.env.NODE_ENV; // the production parameters, not the cheap test ones
  const { hashPassword, verifyPassword } = await import('../command-api/src/accounts/passwords');
  const stored = await hashPassword('correct horse battery staple');
  const runs = 20;
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    await verifyPassword('correct horse battery staple', stored);
  }
  const perCheckMs = (performance.now() - started) / runs;
  // a class at once: the pool's threads (one per core) work side by side
  const together = 200;
  const parallelStarted = performance.now();
  await Promise.all(Array.from({ length: together }, () => verifyPassword('x', stored)));
  return { perCheckMs, perSecond: together / ((performance.now() - parallelStarted) / 1_000) };
}

function registration(userId: string) {
  return {
    type: 'UserRegistered',
    data: {
      userId,
      organisationId: 'main',
      email: `${userId}@example.org`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'student',
      passwordHash: 'scrypt$32768$8$3$salt$hash',
      registeredAt: new Date().toISOString(),
      dateOfBirth: '2015-04-01',
      school: 'Hill Primary',
      parentEmail: 'parent@example.org',
      parentName: 'Grace Lovelace',
    },
  };
}

async function appendAll(store: EventStore): Promise<number> {
  const ids = Array.from({ length: PEOPLE }, () => randomUUID());
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        await store.append(`user-${id}`, [registration(id)], { expectedRevision: 'no_stream' });
      }
    }),
  );
  return PEOPLE / ((performance.now() - started) / 1_000);
}

async function readAllPerSecond(store: EventStore): Promise<number> {
  const started = performance.now();
  let after = 0;
  let count = 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 1_000 });
    if (page.length === 0) {
      break;
    }
    count += page.length;
    after = page[page.length - 1]!.position;
  }
  return count / ((performance.now() - started) / 1_000);
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(process.env.BENCH_DIR ?? tmpdir(), 'portal-bench-privacy-'));
  try {
    const checks = await passwordChecks();
    const clear = openSqliteEventStore({ file: join(dir, 'clear.db') });
    const keys = cachedKeyStore(
      openSqliteKeyStore({ file: join(dir, 'keys.db'), masterKey: Buffer.alloc(32, 7) }),
    );
    const encrypted = encryptingEventStore(
      openSqliteEventStore({ file: join(dir, 'encrypted.db') }),
      keys,
      PERSONAL_DATA,
    );
    const rows = [
      [
        'argon2id password check (m=19 MiB, t=2, p=1), one at a time',
        `${checks.perCheckMs.toFixed(1)} ms each`,
      ],
      [
        'argon2id password checks, 200 at once (pool: one thread per core)',
        `${checks.perSecond.toFixed(0)} checks/s`,
      ],
      [
        `append UserRegistered in clear (${WRITERS} writers, ${PEOPLE} people)`,
        `${(await appendAll(clear)).toFixed(0)} events/s`,
      ],
      [
        `append UserRegistered encrypted, new key per person`,
        `${(await appendAll(encrypted)).toFixed(0)} events/s`,
      ],
      ['readAll in clear', `${(await readAllPerSecond(clear)).toFixed(0)} events/s`],
      ['readAll decrypted (keys cached)', `${(await readAllPerSecond(encrypted)).toFixed(0)} events/s`],
    ];
    await Promise.all([clear.close(), encrypted.close(), keys.close()]);
    const width = Math.max(...rows.map(([label]) => label!.length));
    for (const [label, value] of rows) {
      console.log(`${label!.padEnd(width)}  ${value}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
