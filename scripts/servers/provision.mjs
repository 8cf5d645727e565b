// Real servers for `npm test` (DESIGN.md §5): a URL in the environment wins; else a Docker
// engine would let testcontainers start one (none answers on this machine kind); else what the
// machine can run. The binaries and jars are cached outside the clone, so fresh clones reuse them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRedis } from './redis.mjs';
import { dockerUnavailable, startContainer } from './containers.mjs';

const cacheDir = process.env.PORTAL_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'eleven-plus-portal');

/** name, env variable, the suites that prove it, and how to provision it here. */
const COMPONENTS = [
  {
    name: 'redis',
    label: 'redis',
    env: 'REDIS_URL',
    suites: [
      'system/test/platform/redisSessions.test.ts',
      'platform/src/ratelimit/redis/redisRateLimiter.test.ts',
      'platform/src/classroom/redis/redisClassroomStore.test.ts',
      'realtime/src/realtime.test.ts',
      'system/test/platform/proxyTopology.test.ts',
    ],
    start: (o) => startRedis(o),
    key: 'url',
  },
  {
    name: 'kafka',
    label: 'kafka',
    env: 'KAFKA_BROKERS',
    suites: [
      'platform/src/bus/kafka/kafkaBus.contract.test.ts',
      'platform/src/bus/kafka/kafkaConsumer.broker.test.ts',
      'system/test/platform/kafkaFaults.test.ts',
      'system/test/platform/proxyTopology.test.ts',
    ],
    start: async (o) => (await import('./kafka.mjs')).startKafka(o),
    key: 'brokers',
  },
  {
    name: 'mongodb',
    label: 'mongodb-wire',
    env: 'MONGO_URL',
    suites: [
      'platform/src/readmodels/mongo/mongoReadModelStore.contract.test.ts',
      'platform/src/keys/mongo/mongoKeyStore.test.ts',
      'system/test/platform/proxyTopology.test.ts',
    ],
    start: async (o) => (await import('./ferretdb.mjs')).startFerretDb(o),
    key: 'url',
    product: 'ferretdb',
  },
  {
    name: 'eventstoredb',
    label: 'eventstoredb',
    env: 'EVENTSTORE_URL',
    suites: ['platform/src/eventstore/esdb/eventStoreDb.contract.test.ts'],
    start: null,
    key: 'url',
  },
];

export async function provisionRealServers(log = (line) => console.log(`  ${line}`)) {
  const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-servers-'));
  const noDocker = await dockerUnavailable();
  const results = await Promise.all(
    COMPONENTS.map(async (component) => {
      const given = process.env[component.env];
      if (given) {
        return { ...component, value: given, version: 'from environment', stop: async () => {} };
      }
      const started = Date.now();
      try {
        if (!noDocker) {
          const server = await startContainer(component.name);
          log(
            `${component.label} ${server.version} at ${server.value} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
          return { ...component, ...server };
        }
        if (!component.start) {
          return { ...component, reason: `no server: set ${component.env} or run Docker` };
        }
        const server = await component.start({
          cacheDir,
          workDir: path.join(workRoot, component.name),
          log: (m) => log(`${component.name}: ${m}`),
        });
        log(
          `${component.label} ${server.version} on ${server[component.key]} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
        return { ...component, value: server[component.key], version: server.version, stop: server.stop };
      } catch (error) {
        return { ...component, reason: `could not start: ${String(error?.message ?? error).split('\n')[0]}` };
      }
    }),
  );
  return {
    env: Object.fromEntries(results.filter((r) => r.value).map((r) => [r.env, r.value])),
    components: results,
    stopAll: async () => {
      await Promise.all(results.map((r) => r.stop?.().catch(() => {})));
      fs.rmSync(workRoot, { recursive: true, force: true });
    },
  };
}

/** One line: what each real component proved, from the vitest JSON report. */
export function realServersLine(components, report) {
  const parts = components.map((component) => {
    const name = component.product ? `${component.label} ${component.product}` : component.label;
    if (!component.value) {
      return `${component.label} skipped (${component.reason})`;
    }
    const files = (report?.testResults ?? []).filter((result) =>
      component.suites.some((suite) => result.name.endsWith(suite)),
    );
    const tests = files.flatMap((file) => file.assertionResults ?? []);
    const passed = tests.filter((t) => t.status === 'passed').length;
    const failed = tests.filter((t) => t.status === 'failed').length;
    if (tests.length === 0) {
      return `${name} ${component.version} NOT TESTED (no suite ran: ${component.suites.join(', ')})`;
    }
    if (failed > 0) {
      return `${name} ${component.version} FAILED (${failed} of ${tests.length} tests)`;
    }
    if (passed === 0) {
      return `${name} ${component.version} skipped (its suite skipped every test)`;
    }
    return `${name} ${component.version} ok (${passed} tests)`;
  });
  return `real servers: ${parts.join(' · ')}`;
}
