/**
 * The production topology on this machine, for `EXAMDAY_TOPOLOGY=1 node --import tsx bench/examday.ts`
 * (run under `node scripts/servers/with-servers.mjs`, which provides Kafka, the MongoDB-wire server
 * and Redis): nginx (deploy/nginx) in front of two command-api and two realtime processes, and the
 * projections twice, as system/test/platform/proxyTopology.test.ts runs them, with production
 * password hashing. Prints `listening on <proxy url>` once every process is up; SIGTERM stops all.
 * Its process tree is what the bench measures as the server's CPU (the real servers are not in it).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { spawnMain } from '../system/src/testing/mainProcess';
import { startNginx } from '../system/src/testing/nginx';
import { freePort } from '../system/src/testing/ports';

const missing = [
  'KAFKA_BROKERS',
  'MONGO_URL',
  'REDIS_URL',
  'DATA_DIR',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`topologyHost: ${missing.join(', ')} not set (run under scripts/servers/with-servers.mjs)`);
  process.exit(2);
}

const children: ChildProcess[] = [];
let proxy: Awaited<ReturnType<typeof startNginx>> | null = null;
const stopAll = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  void proxy?.stop();
};
process.on('SIGTERM', () => {
  stopAll();
  setTimeout(() => process.exit(0), 3_000).unref();
});

async function role(name: string, port: number, env: NodeJS.ProcessEnv): Promise<void> {
  const { NODE_ENV: _cheapHashing, ...inherited } = env;
  const main = spawnMain({ ...inherited, PORT: String(port) }, [`--role=${name}`], 180_000);
  children.push(main.process);
  main.process.stderr?.on('data', (chunk: Buffer) =>
    process.stderr.write(`[${name}] ${chunk.toString('utf8')}`),
  );
  await main.listening;
}

async function main(): Promise<void> {
  const mongo = new URL(process.env.MONGO_URL!);
  mongo.pathname = `/portal_bench_${randomBytes(3).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    MONGO_URL: mongo.toString(),
    BUS_TOPIC: `portal.events.bench.${randomBytes(3).toString('hex')}`,
  };
  const [api1, api2, rt1, rt2] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  await Promise.all([
    role('projections', 0, env),
    role('projections', 0, env),
    role('command-api', api1, env),
    role('realtime', rt1, env),
    role('realtime', rt2, env),
  ]);
  // the second command-api once the first has made the administrator (it finds the account)
  await role('command-api', api2, env);
  proxy = await startNginx({
    workDir: path.join(process.env.DATA_DIR!, 'nginx'),
    api: [api1, api2],
    realtime: [rt1, rt2],
  });
  console.log(`nginx ${proxy.version}; listening on ${proxy.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
