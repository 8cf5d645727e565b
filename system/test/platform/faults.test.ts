import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openMongoReadModelStore, openSqliteReadModelStore } from '@portal/platform';
import { tempDataDir } from '../../src/testing/harness';
import { startProfileBurst } from '../../src/testing/profileBurst';
import { dumpCollection, expectEqualToRebuild, openDecryptedLog } from '../../src/testing/rebuildEquality';
import {
  childSystemsKilledAfterEach,
  startChildSystem,
  waitUntilCaughtUp,
} from '../../src/testing/childSystem';

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
    const children = childSystemsKilledAfterEach();

    it('given a burst of commands, when the projections process (relay and workers) is SIGKILLed mid-batch and restarted, then the read models equal a rebuild from zero', async () => {
      const dataDir = tempDataDir('portal-faults-');
      const env: Record<string, string> = { DATA_DIR: dataDir, ...serverEnv() };
      const startWorker = () => startChildSystem(env, ['--role=projections']);
      let worker = await startWorker();
      children.push(worker);
      const api = await startChildSystem({ ...env, ...ADMIN }, ['--role=command-api']);
      children.push(api);
      await waitUntilCaughtUp(api.url, 60_000);

      const burst = await startProfileBurst(api.url, ADMIN);
      await burst.reach(30);
      worker.process.kill('SIGKILL');
      await worker.exited;
      const killedAt = burst.acknowledged();
      await burst.reach(killedAt + 8);
      worker = await startWorker();
      children.push(worker);
      await burst.reach(killedAt + 24);
      await burst.stop();
      await waitUntilCaughtUp(api.url, 60_000);

      const log = await openDecryptedLog(dataDir, env.MONGO_URL);
      const live = env.MONGO_URL
        ? await openMongoReadModelStore({ url: env.MONGO_URL })
        : openSqliteReadModelStore({ file: path.join(dataDir, 'readmodels.db') });
      await expectEqualToRebuild(log, live);
      const users = await dumpCollection(live, 'users');
      expect(users).toHaveLength(1);
      const changes = (await log.readAll()).filter((event) => event.type === 'ProfileUpdated');
      expect(changes.length).toBe(burst.acknowledged());
      if (env.MONGO_URL) {
        await live.dropAll();
      }
      await Promise.all([log.close(), live.close()]);
    }, 120_000); // on Kafka the killed member leaves the group only after its session timeout
  });
}
