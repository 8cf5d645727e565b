import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bus } from '../port';
import { openKafkaBus } from './kafkaBus';

const brokers =
  process.env.KAFKA_BROKERS?.split(',')
    .map((b) => b.trim())
    .filter(Boolean) ?? [];
const suite = brokers.length > 0 ? describe : describe.skip;
const name =
  brokers.length > 0 ? 'kafka consumer back-off' : 'kafka consumer back-off (skipped: KAFKA_BROKERS not set)';

suite(name, () => {
  let bus: Bus | undefined;
  afterEach(async () => {
    await bus?.close();
  });

  it('given a handler that keeps rejecting, when consuming, then it backs off, commits nothing and stops promptly', async () => {
    bus = await openKafkaBus({ brokers });
    const topic = `kafka-backoff-${randomUUID().slice(0, 8)}`;
    const groupId = `${topic}-group`;
    await bus.ensureTopic(topic, 1);
    await bus.publish(topic, [{ key: 'k', value: 'v', partition: 0 }]);
    const attempts: number[] = [];
    const consumer = await bus.consume({
      topic,
      groupId,
      handleBatch: () => {
        attempts.push(Date.now());
        return Promise.reject(new Error('down'));
      },
      onError: () => undefined,
    });
    const deadline = Date.now() + 20_000;
    while (attempts.length < 3 && Date.now() < deadline) {
      await sleep(20);
    }
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    // Exponential: each gap is at least its back-off (250 ms, then 500 ms). Lower bounds only, as a
    // fetch on a loaded machine can add any amount on top of either gap.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(240);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(490);

    const stopping = Date.now();
    await consumer.stop();
    expect(Date.now() - stopping).toBeLessThan(3_000);
    expect(await bus.lag(topic, groupId)).toEqual([{ partition: 0, endOffset: 1, committedOffset: 0 }]);
  });
});
