/**
 * Embedded bus benchmark: publish throughput (batches of 100 and of 1), drain throughput, and
 * publish→handler latency with a consumer in the same process.
 * Run: node --import tsx bench/bus-throughput.ts   (bounded: each phase stops at a count or a time limit)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSqliteBus } from '../platform/src/bus/embedded/index';
import { partitionFor } from '../platform/src/bus/port';
import type { OutgoingMessage } from '../platform/src/bus/port';

const PARTITIONS = 8;
const PAYLOAD = JSON.stringify({
  type: 'AnswerSaved',
  data: { examId: 'x'.repeat(36), answer: 'y'.repeat(120) },
});

let counter = 0;
function message(): OutgoingMessage {
  const key = `stream-${counter % 500}`;
  counter += 1;
  return { key, value: PAYLOAD, partition: partitionFor(key, PARTITIONS) };
}

/** Publishes batches until `maxMessages` or `maxMs`; returns messages per second. */
async function publishRate(
  publish: (batch: OutgoingMessage[]) => Promise<void>,
  batchSize: number,
  maxMessages: number,
  maxMs: number,
) {
  const start = performance.now();
  let sent = 0;
  while (sent < maxMessages && performance.now() - start < maxMs) {
    await publish(Array.from({ length: batchSize }, message));
    sent += batchSize;
  }
  const seconds = (performance.now() - start) / 1000;
  return { sent, seconds, perSecond: Math.round(sent / seconds) };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const dir = mkdtempSync(join(tmpdir(), 'portal-bus-bench-'));
const bus = openSqliteBus({ file: join(dir, 'bus.sqlite') });
try {
  await bus.ensureTopic('bench', PARTITIONS);
  const publish = (batch: OutgoingMessage[]) => bus.publish('bench', batch);

  const batched = await publishRate(publish, 100, 100_000, 10_000);
  const single = await publishRate(publish, 1, 5_000, 8_000);

  // Drain everything published so far with one group.
  const total = batched.sent + single.sent;
  let drained = 0;
  const drainStart = performance.now();
  const drainer = await bus.consume({
    topic: 'bench',
    groupId: 'drain',
    handleBatch: (batch) => {
      drained += batch.length;
      return Promise.resolve();
    },
  });
  while (drained < total && performance.now() - drainStart < 20_000) {
    await sleep(5);
  }
  const drainSeconds = (performance.now() - drainStart) / 1000;
  await drainer.stop();

  // Latency: one message at a time, awaited, into an idle consumer of a fresh topic.
  await bus.ensureTopic('latency', PARTITIONS);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const latencyConsumer = await bus.consume({
    topic: 'latency',
    groupId: 'latency',
    handleBatch: (batch) => {
      const now = performance.now();
      for (const m of batch) {
        latencies.push(now - (sentAt.get(m.value) ?? now));
      }
      return Promise.resolve();
    },
  });
  await sleep(100);
  const latencyStart = performance.now();
  for (let i = 0; i < 1_000 && performance.now() - latencyStart < 10_000; i++) {
    const value = `m${i}`;
    sentAt.set(value, performance.now());
    await bus.publish('latency', [
      { key: `stream-${i % 50}`, value, partition: partitionFor(`stream-${i % 50}`, PARTITIONS) },
    ]);
    await sleep(2);
  }
  while (latencies.length < sentAt.size && performance.now() - latencyStart < 15_000) {
    await sleep(5);
  }
  await latencyConsumer.stop();
  const sorted = [...latencies].sort((x, y) => x - y);

  console.log(
    `embedded bus (SQLite WAL, synchronous=FULL, ${PARTITIONS} partitions, ${PAYLOAD.length}-byte values)`,
  );
  console.table({
    'publish, batches of 100': {
      messages: batched.sent,
      seconds: batched.seconds.toFixed(2),
      'msgs/s': batched.perSecond,
    },
    'publish, batches of 1': {
      messages: single.sent,
      seconds: single.seconds.toFixed(2),
      'msgs/s': single.perSecond,
    },
    'consume (drain, 1 member)': {
      messages: drained,
      seconds: drainSeconds.toFixed(2),
      'msgs/s': Math.round(drained / drainSeconds),
    },
  });
  console.log(
    `publish→handler latency, same process (${sorted.length} msgs): p50 ${percentile(sorted, 50).toFixed(2)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms`,
  );
} finally {
  await bus.close();
  rmSync(dir, { recursive: true, force: true });
}
