import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partitionFor } from './port';
import type { Bus, BusMessage, Consumer, ConsumeOptions, OutgoingMessage } from './port';

export interface BusUnderTest {
  readonly bus: Bus;
  /** Another Bus on the same system, as a second process would open it. */
  readonly openAnother?: () => Promise<Bus>;
  /** Closes every bus opened for the test (openAnother's included) and removes its data. */
  readonly cleanup: () => Promise<void>;
}

/** Generous: a Kafka consumer needs a few seconds to join its group. */
const WAIT_MS = 20_000;

async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    }
    await sleep(20);
  }
}

function keyed(partitions: number, key: string, value: string): OutgoingMessage {
  return { key, value, partition: partitionFor(key, partitions) };
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/**
 * The bus port's contract, run against every adapter. Topics and groups are unique per test so
 * the suite also runs on a shared Kafka cluster; every wait is bounded.
 */
export function busContract(adapterName: string, open: () => Promise<BusUnderTest>): void {
  describe(`bus contract: ${adapterName}`, () => {
    let sut: BusUnderTest;
    let consumers: Consumer[];
    const unique = (name: string): string => `contract-${name}-${randomUUID().slice(0, 8)}`;

    async function consume(options: ConsumeOptions, bus: Bus = sut.bus): Promise<Consumer> {
      const consumer = await bus.consume(options);
      consumers.push(consumer);
      return consumer;
    }

    /** A handler that records what it received. */
    function recorder(): {
      received: BusMessage[];
      handleBatch: (batch: readonly BusMessage[]) => Promise<void>;
    } {
      const received: BusMessage[] = [];
      const handleBatch = (batch: readonly BusMessage[]): Promise<void> => {
        received.push(...batch);
        return Promise.resolve();
      };
      return { received, handleBatch };
    }

    beforeEach(async () => {
      consumers = [];
      sut = await open();
    });

    afterEach(async () => {
      await Promise.allSettled(consumers.map((consumer) => consumer.stop()));
      await sut.cleanup();
    });

    it('given a topic, when ensureTopic runs again, then it is idempotent and partitions() reports the count', async () => {
      const topic = unique('topic');
      await sut.bus.ensureTopic(topic, 3);
      await sut.bus.ensureTopic(topic, 3);
      expect(await sut.bus.partitions(topic)).toBe(3);
    });

    it('given published messages, when a group consumes, then it receives every message as published', async () => {
      const topic = unique('all');
      await sut.bus.ensureTopic(topic, 3);
      const sent = range(30).map((i) => keyed(3, `stream-${i % 7}`, `value-${i}`));
      await sut.bus.publish(topic, sent.slice(0, 10));
      await sut.bus.publish(topic, sent.slice(10));

      const { received, handleBatch } = recorder();
      await consume({ topic, groupId: unique('group'), handleBatch });
      await waitFor('30 messages', () => received.length >= 30);

      expect(received.map((m) => m.value).sort()).toEqual(sent.map((m) => m.value).sort());
      for (const message of received) {
        expect(message.topic).toBe(topic);
        expect(message.partition).toBe(partitionFor(message.key, 3));
        expect(message.key).toBe(sent.find((m) => m.value === message.value)?.key);
      }
      // Offsets of each partition start at 0 and follow each other.
      for (const partition of range(3)) {
        const offsets = received.filter((m) => m.partition === partition).map((m) => m.offset);
        expect(offsets).toEqual(range(offsets.length));
      }
    });

    it('given many keys over several partitions, when published in interleaved batches, then each key arrives in publish order', async () => {
      const topic = unique('order');
      await sut.bus.ensureTopic(topic, 4);
      const { received, handleBatch } = recorder();
      await consume({ topic, groupId: unique('group'), handleBatch, maxBatchSize: 7 });

      const keys = range(40).map((k) => `stream-${k}`);
      const sent = range(10).flatMap((seq) => keys.map((key) => keyed(4, key, String(seq))));
      for (let i = 0; i < sent.length; i += 25) {
        await sut.bus.publish(topic, sent.slice(i, i + 25));
      }
      await waitFor('400 messages', () => received.length >= 400);

      for (const key of keys) {
        const seqs = received.filter((m) => m.key === key).map((m) => Number(m.value));
        expect(seqs, key).toEqual(range(10));
      }
      expect(received.every((m) => m.partition === partitionFor(m.key, 4))).toBe(true);
    });

    it('given two groups, when both consume, then each receives every message', async () => {
      const topic = unique('groups');
      await sut.bus.ensureTopic(topic, 2);
      const a = recorder();
      const b = recorder();
      await consume({ topic, groupId: unique('group-a'), handleBatch: a.handleBatch });
      await consume({ topic, groupId: unique('group-b'), handleBatch: b.handleBatch });
      const sent = range(20).map((i) => keyed(2, `stream-${i}`, `v${i}`));
      await sut.bus.publish(topic, sent);

      await waitFor('both groups to receive 20', () => a.received.length >= 20 && b.received.length >= 20);
      const expected = sent.map((m) => m.value).sort();
      expect(a.received.map((m) => m.value).sort()).toEqual(expected);
      expect(b.received.map((m) => m.value).sort()).toEqual(expected);
    });

    it('given two members of one group, when messages keep arriving, then they split the partitions, never overlap on one, and miss nothing', async () => {
      const topic = unique('members');
      const groupId = unique('group');
      await sut.bus.ensureTopic(topic, 4);
      const active = new Set<number>();
      const byMember = new Map<string, BusMessage[]>([
        ['first', []],
        ['second', []],
      ]);
      const inDeliveryOrder: BusMessage[] = [];
      let overlaps = 0;
      const member = (name: string) => async (batch: readonly BusMessage[]) => {
        const partition = batch[0]!.partition;
        if (active.has(partition)) {
          overlaps += 1;
        }
        active.add(partition);
        await sleep(3);
        byMember.get(name)!.push(...batch);
        inDeliveryOrder.push(...batch);
        active.delete(partition);
      };
      const other = sut.openAnother ? await sut.openAnother() : sut.bus;
      await consume({ topic, groupId, handleBatch: member('first') });
      await consume({ topic, groupId, handleBatch: member('second') }, other);

      // Publish in waves until both members have work: joining takes an adapter-specific time.
      const sent: string[] = [];
      const deadline = Date.now() + WAIT_MS;
      for (
        let wave = 0;
        byMember.get('first')!.length === 0 || byMember.get('second')!.length === 0;
        wave++
      ) {
        expect(Date.now(), 'both members should receive messages').toBeLessThan(deadline);
        const messages = range(16).map((i) => keyed(4, `stream-${i}`, `w${wave}-${i}`));
        await sut.bus.publish(topic, messages);
        sent.push(...messages.map((m) => m.value));
        await sleep(100);
      }
      const all = (): BusMessage[] => [...byMember.values()].flat();
      await waitFor('every message', () => new Set(all().map((m) => m.value)).size >= sent.length);

      expect(overlaps).toBe(0);
      expect(new Set(all().map((m) => m.value))).toEqual(new Set(sent));
      // Per-key order holds across the handover: a redelivery may repeat a message, but no
      // message is handled for the first time before an earlier one of its key.
      for (const key of range(16).map((i) => `stream-${i}`)) {
        const firstSeen = [...new Set(inDeliveryOrder.filter((m) => m.key === key).map((m) => m.value))];
        const waves = firstSeen.map((value) => Number(value.slice(1, value.indexOf('-'))));
        expect(waves, key).toEqual(range(waves.length));
      }
    });

    it('given a handler that rejects once, when consuming, then the batch is redelivered from the committed offset before anything after it', async () => {
      const topic = unique('retry');
      await sut.bus.ensureTopic(topic, 1);
      await sut.bus.publish(
        topic,
        range(10).map((i) => ({ key: 'stream', value: `v${i}`, partition: 0 })),
      );
      const deliveries: { offsets: number[]; ok: boolean }[] = [];
      const errors: unknown[] = [];
      let failed = false;
      await consume({
        topic,
        groupId: unique('group'),
        maxBatchSize: 3,
        onError: (error) => errors.push(error),
        handleBatch: (batch) => {
          const offsets = batch.map((m) => m.offset);
          const fail = !failed && offsets.includes(4);
          failed ||= fail;
          deliveries.push({ offsets, ok: !fail });
          return fail ? Promise.reject(new Error('projection store unavailable')) : Promise.resolve();
        },
      });
      await waitFor('offset 9 to succeed', () => deliveries.some((d) => d.ok && d.offsets.includes(9)));

      expect(errors).toHaveLength(1);
      expect((errors[0] as Error).message).toBe('projection store unavailable');
      expect(deliveries.filter((d) => d.offsets.includes(4)).length).toBeGreaterThanOrEqual(2);
      // Each batch starts where the last committed one ended; a failed batch is retried from its start.
      let committed = 0;
      for (const delivery of deliveries) {
        expect(delivery.offsets[0]).toBe(committed);
        expect(delivery.offsets).toEqual(range(delivery.offsets.length).map((i) => committed + i));
        if (delivery.ok) {
          committed = delivery.offsets.at(-1)! + 1;
        }
      }
      expect(deliveries.filter((d) => d.ok).flatMap((d) => d.offsets)).toEqual(range(10));
    });

    it('given a group that committed, when a new consumer of the group starts, then it receives only what was not committed', async () => {
      const topic = unique('restart');
      const groupId = unique('group');
      await sut.bus.ensureTopic(topic, 2);
      await sut.bus.publish(
        topic,
        range(10).map((i) => keyed(2, `stream-${i}`, `old-${i}`)),
      );
      const first = recorder();
      const consumer = await consume({ topic, groupId, handleBatch: first.handleBatch });
      await waitFor('the first 10', () => first.received.length >= 10);
      await consumer.stop();

      await sut.bus.publish(
        topic,
        range(6).map((i) => keyed(2, `stream-${i}`, `new-${i}`)),
      );
      const second = recorder();
      await consume(
        { topic, groupId, handleBatch: second.handleBatch },
        sut.openAnother ? await sut.openAnother() : sut.bus,
      );
      await waitFor(
        'the 6 new messages',
        () => second.received.filter((m) => m.value.startsWith('new-')).length >= 6,
      );

      // Order per partition means a redelivered old message would have arrived before the new ones.
      expect(second.received.map((m) => m.value).sort()).toEqual(range(6).map((i) => `new-${i}`));
    });

    it('given a batch in flight, when stop() is called, then it waits for the handler and commits the batch', async () => {
      const topic = unique('stop');
      const groupId = unique('group');
      await sut.bus.ensureTopic(topic, 1);
      await sut.bus.publish(
        topic,
        range(3).map((i) => ({ key: 'stream', value: `v${i}`, partition: 0 })),
      );
      let started: readonly BusMessage[] | undefined;
      let finished = false;
      const consumer = await consume({
        topic,
        groupId,
        handleBatch: async (batch) => {
          started ??= batch;
          await sleep(300);
          finished = true;
        },
      });
      await waitFor('a batch to start', () => started !== undefined);
      await consumer.stop();

      expect(finished).toBe(true);
      const [lag] = await sut.bus.lag(topic, groupId);
      expect(lag?.committedOffset).toBe(started!.at(-1)!.offset + 1);
    });

    it('given messages and a group, when lag is asked before and after consumption, then it reports end and committed offsets per partition', async () => {
      const topic = unique('lag');
      const groupId = unique('group');
      await sut.bus.ensureTopic(topic, 3);
      const byPartition = async () =>
        (await sut.bus.lag(topic, groupId)).sort((x, y) => x.partition - y.partition);
      expect(await byPartition()).toEqual(
        range(3).map((partition) => ({ partition, endOffset: 0, committedOffset: 0 })),
      );

      const counts = [2, 0, 5];
      await sut.bus.publish(
        topic,
        counts.flatMap((count, partition) =>
          range(count).map((i) => ({ key: `p${partition}`, value: `v${i}`, partition })),
        ),
      );
      expect(await byPartition()).toEqual(
        counts.map((endOffset, partition) => ({ partition, endOffset, committedOffset: 0 })),
      );

      const { received, handleBatch } = recorder();
      await consume({ topic, groupId, handleBatch });
      await waitFor('commits to reach the end', async () =>
        (await byPartition()).every((p) => p.committedOffset === p.endOffset),
      );
      expect(received).toHaveLength(7);
      expect(await byPartition()).toEqual(
        counts.map((endOffset, partition) => ({ partition, endOffset, committedOffset: endOffset })),
      );
    });

    it('given a key, when partitionFor is called, then the partition is stable, in range and FNV-1a based', () => {
      // FNV-1a 32-bit reference values: "" = 0x811c9dc5, "a" = 0xe40c292c, "foobar" = 0xbf9cf968.
      expect(partitionFor('', 1_000_000_007)).toBe(0x811c9dc5 % 1_000_000_007);
      expect(partitionFor('a', 1_000)).toBe(0xe40c292c % 1_000);
      expect(partitionFor('foobar', 1_000)).toBe(0xbf9cf968 % 1_000);
      const seen = new Set<number>();
      for (const i of range(200)) {
        const partition = partitionFor(`stream-${i}`, 8);
        expect(partitionFor(`stream-${i}`, 8)).toBe(partition);
        expect(partition).toBeGreaterThanOrEqual(0);
        expect(partition).toBeLessThan(8);
        seen.add(partition);
      }
      expect(seen.size).toBe(8);
    });
  });
}
