/**
 * Test fixture run as a separate process: publishes `perKey` messages for each of `keys` keys,
 * round by round, in small batches. Usage: publisherChild.ts <file> <topic> <keys> <perKey>
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { partitionFor } from '../port';
import { openSqliteBus } from './sqliteBus';
import { TEST_TIMINGS } from './testing';

const [file, topic, keys, perKey] = process.argv.slice(2);
const bus = openSqliteBus({ file: file!, ...TEST_TIMINGS });
const partitions = await bus.partitions(topic!);
for (let seq = 0; seq < Number(perKey); seq++) {
  const round = Array.from({ length: Number(keys) }, (_, k) => `stream-${k}`).map((key) => ({
    key,
    value: `${key}:${seq}`,
    partition: partitionFor(key, partitions),
  }));
  await bus.publish(topic!, round);
  await sleep(2);
}
await bus.close();
