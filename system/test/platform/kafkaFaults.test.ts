import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteReadModelStore } from '@portal/platform';
import type { KafkaServer } from '../../../scripts/servers/kafka.mjs';
import { startKafka } from '../../../scripts/servers/kafka.mjs';
import { tempDataDir } from '../../src/testing/harness';
import { startProfileBurst } from '../../src/testing/profileBurst';
import { expectEqualToRebuild, openDecryptedLog } from '../../src/testing/rebuildEquality';
import {
  childSystemsKilledAfterEach,
  startChildSystem,
  waitUntilCaughtUp,
} from '../../src/testing/childSystem';

const ADMIN = { ADMIN_EMAIL: 'kafka.faults@example.org', ADMIN_PASSWORD: 'kafka-faults-password' };
const cacheDir = process.env.PORTAL_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'eleven-plus-portal');

// Needs a machine that runs Kafka (npm test sets KAFKA_BROKERS when it could start one); this test
// starts a broker of its own so it can kill and restart it.
const canRunKafka = Boolean(process.env.KAFKA_BROKERS);
describe.skipIf(!canRunKafka)(
  `Kafka broker failure${canRunKafka ? '' : ' (skipped: KAFKA_BROKERS not set)'}`,
  () => {
    let broker: KafkaServer | null = null;
    afterEach(async () => {
      await broker?.stop();
    });
    // registered last so it runs first (after-hooks run in reverse): the systems die before the broker
    const children = childSystemsKilledAfterEach();

    it('given a burst of commands, when the broker is SIGKILLed and restarted, then no event is lost or applied twice: read models equal a rebuild', async () => {
      const workDir = tempDataDir('portal-kafka-fault-');
      broker = await startKafka({ cacheDir, workDir });
      const dataDir = tempDataDir('portal-kafka-fault-data-');
      const system = await startChildSystem({
        DATA_DIR: dataDir,
        KAFKA_BROKERS: broker.brokers,
        BUS_TOPIC: `portal.events.broker-fault.${randomBytes(3).toString('hex')}`,
        ...ADMIN,
      });
      children.push(system);
      await waitUntilCaughtUp(system.url, 60_000);

      const burst = await startProfileBurst(system.url, ADMIN);
      await burst.reach(30);
      process.kill(broker.pid, 'SIGKILL');
      const killedAt = burst.acknowledged();
      await burst.reach(killedAt + 8);
      broker = await startKafka({
        cacheDir,
        workDir,
        port: broker.port,
        controllerPort: broker.controllerPort,
      });
      await burst.reach(killedAt + 24);
      await burst.stop();
      await waitUntilCaughtUp(system.url, 120_000);

      const log = await openDecryptedLog(dataDir);
      const live = openSqliteReadModelStore({ file: path.join(dataDir, 'readmodels.db') });
      await expectEqualToRebuild(log, live);
      expect((await log.readAll()).filter((event) => event.type === 'ProfileUpdated')).toHaveLength(
        burst.acknowledged(),
      );
      await Promise.all([log.close(), live.close()]);
    }, 240_000);
  },
);
