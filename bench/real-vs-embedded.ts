/**
 * Embedded adapters vs real servers, same machine, same run. Needs the real servers' URLs:
 *   node scripts/servers/with-servers.mjs node --import tsx bench/real-vs-embedded.ts
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Bus, ReadModelStore } from '@portal/platform';
import {
  openKafkaBus,
  openMongoReadModelStore,
  openSqliteBus,
  openSqliteEventStore,
  openSqliteReadModelStore,
  silentLogger,
} from '@portal/platform';
import { allProjections, replayFromLog } from '@portal/projections';
import { loadConfig } from '../system/src/config';
import { startSystem } from '../system/src/system';

const { KAFKA_BROKERS, MONGO_URL } = process.env;
if (!KAFKA_BROKERS || !MONGO_URL) {
  console.error('set KAFKA_BROKERS and MONGO_URL (run through scripts/servers/with-servers.mjs)');
  process.exit(2);
}
const run = randomBytes(3).toString('hex');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rve-'));
const mongoUrl = (db: string) => Object.assign(new URL(MONGO_URL), { pathname: `/${db}` }).toString();
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function publishRate(bus: Bus): Promise<number> {
  const topic = `bench.${run}.${bus.kind}`;
  await bus.ensureTopic(topic, 4);
  const value = 'x'.repeat(200);
  const started = performance.now();
  for (let batch = 0; batch < 200; batch++) {
    await bus.publish(
      topic,
      Array.from({ length: 100 }, (_v, i) => ({ key: `k${i}`, value, partition: i % 4 })),
    );
  }
  return 20_000 / ((performance.now() - started) / 1000);
}

async function replayRate(store: ReadModelStore, eventsFile: string): Promise<number> {
  const events = openSqliteEventStore({ file: eventsFile });
  const started = performance.now();
  const result = await replayFromLog(allProjections, events, store);
  await events.close();
  return result.events / ((performance.now() - started) / 1000);
}

async function seedLog(file: string, users: number, changesPerUser: number): Promise<void> {
  const store = openSqliteEventStore({ file });
  const appends: Promise<unknown>[] = [];
  for (let i = 0; i < users; i++) {
    const userId = randomUUID();
    const events = [
      {
        type: 'UserRegistered',
        data: {
          userId,
          organisationId: 'main',
          email: `b${i}@example.org`,
          firstName: 'B',
          lastName: `U${i}`,
          role: 'student',
          passwordHash: 'x',
          registeredAt: 'now',
        },
      },
      ...Array.from({ length: changesPerUser }, (_v, n) => ({
        type: 'UserPasswordChanged',
        data: { userId, passwordHash: `h${n}`, changedAt: 'now' },
      })),
    ];
    appends.push(store.append(`user-${userId}`, events, { expectedRevision: 'no_stream' }));
  }
  await Promise.all(appends);
  await store.close();
}

/** Append an event and wait until every projection shows it: the read-your-writes path. */
async function commandToReadModel(env: Record<string, string>): Promise<number[]> {
  const config = loadConfig({ PORT: '0', SEED_DEMO: '0', DATA_DIR: tmp(), ...env });
  const system = await startSystem({ config, roles: ['command-api', 'projections'], logger: silentLogger });
  const samples: number[] = [];
  const userId = randomUUID();
  for (let i = 0; i < 230; i++) {
    const started = performance.now();
    const { position } = await system.adapters.eventStore.append(
      `user-${userId}`,
      [{ type: 'UserPasswordChanged', data: { userId, passwordHash: `h${i}`, changedAt: 'now' } }],
      { expectedRevision: 'any' },
    );
    await system.watermarks.waitFor(`user-${userId}`, position, 30_000);
    if (i >= 30) {
      samples.push(performance.now() - started); // the first 30 warm up consumer groups
    }
  }
  await system.stop();
  return samples.sort((a, b) => a - b);
}

const rows: string[][] = [];
const embeddedBus = openSqliteBus({ file: path.join(tmp(), 'bus.db') });
const kafka = await openKafkaBus({ brokers: KAFKA_BROKERS.split(',') });
rows.push([
  'bus publish, batches of 100 (msgs/s)',
  Math.round(await publishRate(embeddedBus)).toLocaleString(),
  Math.round(await publishRate(kafka)).toLocaleString(),
]);
await embeddedBus.close();
await kafka.close();

const eventsFile = path.join(tmp(), 'events.db');
await seedLog(eventsFile, 2_000, 9);
const embeddedModels = openSqliteReadModelStore({ file: path.join(tmp(), 'rm.db') });
const mongo = await openMongoReadModelStore({ url: mongoUrl(`bench_${run}`) });
rows.push([
  'replay into read models, 20k events (events/s)',
  Math.round(await replayRate(embeddedModels, eventsFile)).toLocaleString(),
  Math.round(await replayRate(mongo, eventsFile)).toLocaleString(),
]);
await embeddedModels.close();
await mongo.dropAll();
await mongo.close();

const embeddedLatency = await commandToReadModel({});
const realLatency = await commandToReadModel({
  KAFKA_BROKERS,
  BUS_TOPIC: `bench.e2e.${run}`,
  MONGO_URL: mongoUrl(`bench_e2e_${run}`),
});
const fmt = (sorted: number[]) =>
  `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`;
rows.push(['append -> visible in every read model (200 sequential)', fmt(embeddedLatency), fmt(realLatency)]);

console.log(
  `embedded vs real servers (Kafka ${'3.9.1'}, FerretDB 1.24.2 for MongoDB wire), node ${process.version}`,
);
console.table(rows.map(([measure, embedded, real]) => ({ measure, embedded, 'kafka + mongodb-wire': real })));
