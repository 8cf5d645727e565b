import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMongoReadModelStore, openSqliteReadModelStore } from '@portal/platform';
import { Client, tempDataDir } from '../../src/testing/harness';
import { dumpCollection, expectEqualToRebuild, openDecryptedLog } from '../../src/testing/rebuildEquality';
import type { ChildSystem } from '../../src/testing/childSystem';
import { startChildSystem, waitUntilCaughtUp } from '../../src/testing/childSystem';

const ADMIN = { ADMIN_EMAIL: 'faults.admin@example.org', ADMIN_PASSWORD: 'faults-test-password' };

const { KAFKA_BROKERS, MONGO_URL } = process.env;
faultSuite('embedded adapters', () => ({}));
faultSuite(
  KAFKA_BROKERS && MONGO_URL
    ? 'Kafka and MongoDB-wire'
    : 'Kafka and MongoDB-wire (skipped: KAFKA_BROKERS and MONGO_URL not set)',
  () => {
    const run = randomBytes(4).toString('hex');
    const url = new URL(MONGO_URL!);
    url.pathname = `/portal_faults_${run}`;
    return {
      KAFKA_BROKERS: KAFKA_BROKERS!,
      BUS_TOPIC: `portal.events.faults.${run}`,
      MONGO_URL: url.toString(),
    };
  },
  !(KAFKA_BROKERS && MONGO_URL),
);

function faultSuite(label: string, serverEnv: () => Record<string, string>, skip = false) {
  describe.skipIf(skip)(`faults (${label})`, () => {
    const children: ChildSystem[] = [];
    afterEach(() => {
      children.forEach((child) => child.process.kill('SIGKILL'));
      children.length = 0;
    });

    it('given a burst of commands, when the projections process (relay and workers) is SIGKILLed mid-batch and restarted, then the read models equal a rebuild from zero', async () => {
      const dataDir = tempDataDir('portal-faults-');
      const env: Record<string, string> = { DATA_DIR: dataDir, ...serverEnv() };
      const startWorker = () => startChildSystem(env, ['--role=projections']);
      let worker = await startWorker();
      children.push(worker);
      const api = await startChildSystem({ ...env, ...ADMIN }, ['--role=command-api']);
      children.push(api);
      await waitUntilCaughtUp(api.url, 60_000);

      const admin = new Client(api.url);
      expect((await admin.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
      let acknowledged = 0;
      let stop = false;
      const burst = Array.from({ length: 8 }, async () => {
        while (!stop) {
          // profile changes: password changes are throttled to two checks at a time (issue 15)
          const answer = await admin.request('PUT', '/api/profile', {
            firstName: `Admin${acknowledged}x${Math.random().toString(36).slice(2, 6)}`,
            lastName: 'Burst',
          });
          expect(answer.status).toBe(200);
          acknowledged++;
        }
      });
      while (acknowledged < 30) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      worker.process.kill('SIGKILL');
      await worker.exited;
      const killedAt = acknowledged;
      while (acknowledged < killedAt + 8) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      worker = await startWorker();
      children.push(worker);
      while (acknowledged < killedAt + 24) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      stop = true;
      await Promise.all(burst);
      await waitUntilCaughtUp(api.url, 60_000);

      const log = await openDecryptedLog(dataDir, env.MONGO_URL);
      const live = env.MONGO_URL
        ? await openMongoReadModelStore({ url: env.MONGO_URL })
        : openSqliteReadModelStore({ file: path.join(dataDir, 'readmodels.db') });
      await expectEqualToRebuild(log, live);
      const users = await dumpCollection(live, 'users');
      expect(users).toHaveLength(1);
      const changes = (await log.readAll()).filter((event) => event.type === 'ProfileUpdated');
      expect(changes.length).toBe(acknowledged);
      if (env.MONGO_URL) {
        await live.dropAll();
      }
      await Promise.all([log.close(), live.close()]);
    }, 120_000); // on Kafka the killed member leaves the group only after its session timeout
  });
}
