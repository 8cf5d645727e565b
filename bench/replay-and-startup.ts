/**
 * Replay speed into read models, and `npm start` time to healthy with 100,000 events stored.
 * Run: node --import tsx bench/replay-and-startup.ts [events]
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteEventStore, openSqliteReadModelStore } from '@portal/platform';
import { allProjections, replayFromLog } from '@portal/projections';

const TOTAL = Number(process.argv[2] ?? 100_000);
const USERS = Math.round(TOTAL / 10);
const root = path.resolve(import.meta.dirname, '..');

async function seed(dataDir: string): Promise<void> {
  const store = openSqliteEventStore({ file: path.join(dataDir, 'events.db') });
  const ids = Array.from({ length: USERS }, () => randomUUID());
  const appends: Promise<unknown>[] = [];
  ids.forEach((userId, i) => {
    appends.push(
      store.append(
        `user-${userId}`,
        [
          {
            type: 'UserRegistered',
            data: {
              userId,
              organisationId: 'main',
              email: `bench${i}@example.org`,
              firstName: 'Bench',
              lastName: `User ${i}`,
              role: 'student',
              passwordHash: 'scrypt$x',
              registeredAt: new Date().toISOString(),
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      ),
    );
  });
  await Promise.all(appends);
  let written = USERS;
  while (written < TOTAL) {
    const batch: Promise<unknown>[] = [];
    for (let i = 0; i < 1_000 && written < TOTAL; i++, written++) {
      const userId = ids[written % USERS]!;
      batch.push(
        store.append(
          `user-${userId}`,
          [
            {
              type: 'UserPasswordChanged',
              data: { userId, passwordHash: `scrypt$${written}`, changedAt: new Date().toISOString() },
            },
          ],
          { expectedRevision: 'any' },
        ),
      );
    }
    await Promise.all(batch);
  }
  await store.close();
}

async function replay(dataDir: string): Promise<number> {
  const events = openSqliteEventStore({ file: path.join(dataDir, 'events.db') });
  const models = openSqliteReadModelStore({ file: path.join(dataDir, 'replay-readmodels.db') });
  const started = performance.now();
  const result = await replayFromLog(allProjections, events, models);
  const seconds = (performance.now() - started) / 1000;
  await events.close();
  await models.close();
  return result.events / seconds;
}

/** Starts `npm start` (scripts/start.mjs) and measures the time until /api/health shows no lag. */
async function timeToHealthy(dataDir: string): Promise<{ listening: number; caughtUp: number }> {
  const port = 18_000 + Math.floor(Math.random() * 1_000);
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let listening = 0;
  try {
    for (;;) {
      if (performance.now() - started > 300_000) {
        throw new Error('not healthy within 300 s');
      }
      try {
        const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
          projections: { lag: number }[];
        };
        listening ||= performance.now() - started;
        if (health.projections.every((p) => p.lag === 0)) {
          return { listening, caughtUp: performance.now() - started };
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
let t = performance.now();
await seed(dataDir);
console.log(
  `seeded ${TOTAL.toLocaleString()} events (${USERS.toLocaleString()} users) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);
t = performance.now();
const rate = await replay(dataDir);
console.log(`replay into read models: ${Math.round(rate).toLocaleString()} events/s`);
const cold = await timeToHealthy(dataDir);
console.log(
  `npm start, first start on ${TOTAL.toLocaleString()} events (read models built, relay catches up): listening ${(cold.listening / 1000).toFixed(1)} s, healthy with lag 0 ${(cold.caughtUp / 1000).toFixed(1)} s`,
);
const warm = await timeToHealthy(dataDir);
console.log(
  `npm start, restart with ${TOTAL.toLocaleString()} events: listening ${(warm.listening / 1000).toFixed(1)} s, healthy with lag 0 ${(warm.caughtUp / 1000).toFixed(1)} s`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
