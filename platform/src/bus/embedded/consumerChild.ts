/**
 * Test fixture run as a separate process: consumes as a group member and appends one JSON line
 * per message to `log` when its batch is handed over, then dawdles so it can be killed mid-stream.
 * Usage: consumerChild.ts <file> <topic> <groupId> <log> <delayMs> <maxBatchSize>
 */
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSqliteBus } from './sqliteBus';
import { TEST_TIMINGS } from './testing';

const [file, topic, groupId, log, delayMs, maxBatchSize] = process.argv.slice(2);
const bus = openSqliteBus({ file: file!, ...TEST_TIMINGS });
await bus.consume({
  topic: topic!,
  groupId: groupId!,
  maxBatchSize: Number(maxBatchSize),
  handleBatch: async (batch) => {
    appendFileSync(log!, batch.map((m) => `${JSON.stringify(m)}\n`).join(''));
    await sleep(Number(delayMs));
  },
});
