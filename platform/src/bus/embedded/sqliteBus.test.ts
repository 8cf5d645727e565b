import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage } from '../port';
import { InvalidPartitionError, UnknownTopicError } from './errors';
import { collect, tempBusFile } from './testing';
import type { TempBusFile } from './testing';

async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await sleep(10);
  }
}

const messages = (count: number, partition = 0, prefix = 'v') =>
  Array.from({ length: count }, (_, i) => ({ key: `k${i}`, value: `${prefix}${i}`, partition }));

describe('embedded bus (SQLite)', () => {
  let temp: TempBusFile;
  beforeEach(() => {
    temp = tempBusFile();
  });
  afterEach(() => temp.cleanup());

  it('given no topic, when publishing or consuming, then it fails with UnknownTopicError', async () => {
    const bus = temp.open();
    await expect(bus.publish('missing', messages(1))).rejects.toBeInstanceOf(UnknownTopicError);
    await expect(
      bus.consume({ topic: 'missing', groupId: 'g', handleBatch: async () => {} }),
    ).rejects.toBeInstanceOf(UnknownTopicError);
    await expect(bus.partitions('missing')).rejects.toBeInstanceOf(UnknownTopicError);
  });

  it('given a topic, when ensureTopic asks for another count, then the existing count is kept', async () => {
    const bus = temp.open();
    await bus.ensureTopic('t', 2);
    await bus.ensureTopic('t', 5);
    expect(await bus.partitions('t')).toBe(2);
    await expect(bus.ensureTopic('u', 0)).rejects.toThrow(/partition count/);
  });

  it('given a batch with one out-of-range partition, when published, then nothing of the batch is stored', async () => {
    const bus = temp.open();
    await bus.ensureTopic('t', 2);
    const batch = [...messages(3, 0), { key: 'x', value: 'x', partition: 2 }, ...messages(2, 1)];
    await expect(bus.publish('t', batch)).rejects.toBeInstanceOf(InvalidPartitionError);
    await expect(bus.publish('t', [{ key: 'x', value: 'x', partition: 0.5 }])).rejects.toBeInstanceOf(
      InvalidPartitionError,
    );
    expect((await bus.lag('t', 'g')).map((p) => p.endOffset)).toEqual([0, 0]);
  });

  it('given two connections publishing at once, when done, then offsets are contiguous with no duplicates', async () => {
    const a = temp.open();
    const b = temp.open();
    await a.ensureTopic('t', 1);
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => a.publish('t', messages(5, 0, `a${i}-`))),
      ...Array.from({ length: 20 }, (_, i) => b.publish('t', messages(5, 0, `b${i}-`))),
    ]);
    const received: BusMessage[] = [];
    await a.consume({ topic: 't', groupId: 'g', handleBatch: collect(received) });
    await waitFor('200 messages', () => received.length >= 200);
    expect(received.map((m) => m.offset)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(new Set(received.map((m) => m.value)).size).toBe(200);
  });

  it('given stored messages and commits, when the file is reopened, then both survive and offsets continue', async () => {
    const first = temp.open();
    await first.ensureTopic('t', 1);
    await first.publish('t', messages(3));
    const seen: BusMessage[] = [];
    const consumer = await first.consume({ topic: 't', groupId: 'g', handleBatch: collect(seen) });
    await waitFor('3 messages', () => seen.length === 3);
    await consumer.stop();
    await first.close();

    const reopened = temp.open();
    await reopened.publish('t', messages(2, 0, 'later'));
    expect(await reopened.lag('t', 'g')).toEqual([{ partition: 0, endOffset: 5, committedOffset: 3 }]);
    const after: BusMessage[] = [];
    await reopened.consume({ topic: 't', groupId: 'g', handleBatch: collect(after) });
    await waitFor('2 messages', () => after.length === 2);
    expect(after.map((m) => [m.offset, m.value])).toEqual([
      [3, 'later0'],
      [4, 'later1'],
    ]);
  });

  it('given two consumers of one group on one Bus, when both run, then each partition is handled by exactly one of them', async () => {
    const bus = temp.open();
    await bus.ensureTopic('t', 4);
    const owners = new Map<number, Set<string>>();
    const handler = (name: string) => (batch: readonly BusMessage[]) => {
      const partition = batch[0]!.partition;
      owners.set(partition, (owners.get(partition) ?? new Set()).add(name));
      return Promise.resolve();
    };
    await bus.consume({ topic: 't', groupId: 'g', handleBatch: handler('a') });
    await bus.consume({ topic: 't', groupId: 'g', handleBatch: handler('b') });
    await sleep(300); // both members settle before any message exists
    await bus.publish(
      't',
      [0, 1, 2, 3].flatMap((p) => messages(5, p)),
    );
    await waitFor('all partitions', () => owners.size === 4);
    expect([...owners.values()].map((names) => names.size)).toEqual([1, 1, 1, 1]);
    const perMember = [...owners.values()].map((names) => [...names][0]);
    expect(perMember.filter((n) => n === 'a')).toHaveLength(2);
    expect(perMember.filter((n) => n === 'b')).toHaveLength(2);
  });

  it('given two members, when one stops, then the other takes its partitions over before any lease expiry', async () => {
    const bus = temp.open({ leaseMs: 10_000, heartbeatIntervalMs: 2_000 });
    await bus.ensureTopic('t', 2);
    const byA: BusMessage[] = [];
    const byB: BusMessage[] = [];
    await bus.consume({ topic: 't', groupId: 'g', handleBatch: collect(byA) });
    const b = await bus.consume({ topic: 't', groupId: 'g', handleBatch: collect(byB) });
    await sleep(200); // the first member hands one partition over
    await bus.publish('t', [...messages(3, 0), ...messages(3, 1)]);
    await waitFor('6 messages', () => byA.length + byB.length === 6);
    expect(byB.length).toBeGreaterThan(0);

    await b.stop();
    const stoppedAt = Date.now();
    await bus.publish('t', [...messages(2, 0, 'n'), ...messages(2, 1, 'n')]);
    await waitFor('takeover', () => byA.filter((m) => m.value.startsWith('n')).length === 4);
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    expect(byA.length + byB.length).toBe(10);
  });

  it('given an idle consumer with a slow poll, when this process publishes, then it is woken at once', async () => {
    const bus = temp.open({ pollIntervalMs: 2_000, leaseMs: 10_000, heartbeatIntervalMs: 2_000 });
    await bus.ensureTopic('t', 1);
    const received: BusMessage[] = [];
    await bus.consume({ topic: 't', groupId: 'g', handleBatch: collect(received) });
    await sleep(50); // idle: the worker found nothing and waits
    const publishedAt = Date.now();
    await temp.open().publish('t', messages(1)); // another connection, same process
    await waitFor('delivery', () => received.length === 1);
    expect(Date.now() - publishedAt).toBeLessThan(500);
  });

  it('given a slow handler on one partition, when another partition has messages, then it is not held up', async () => {
    const bus = temp.open();
    await bus.ensureTopic('t', 2);
    let releaseSlow = (): void => {};
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const fast: BusMessage[] = [];
    await bus.consume({
      topic: 't',
      groupId: 'g',
      handleBatch: (batch) => (batch[0]!.partition === 0 ? slow : collect(fast)(batch)),
    });
    await bus.publish('t', [...messages(1, 0), ...messages(3, 1)]);
    await waitFor('partition 1', () => fast.length === 3);
    releaseSlow();
  });

  it('given consumed and unconsumed messages, when pruned, then only messages every group committed are deleted', async () => {
    const bus = temp.open();
    await bus.ensureTopic('t', 2);
    await bus.ensureTopic('untouched', 1);
    await bus.publish('t', [...messages(4, 0), ...messages(4, 1)]);
    await bus.publish('untouched', messages(3));
    const seen: BusMessage[] = [];
    // Group "a" consumes everything; group "b" only partition 0's first two (it stops there).
    const a = await bus.consume({ topic: 't', groupId: 'a', handleBatch: collect(seen) });
    await waitFor('group a', () => seen.length === 8);
    await a.stop();
    const b = await bus.consume({
      topic: 't',
      groupId: 'b',
      maxBatchSize: 2,
      handleBatch: (batch) =>
        batch[0]!.partition === 1 || batch[0]!.offset >= 2
          ? Promise.reject(new Error('not yet'))
          : Promise.resolve(),
      onError: () => {},
    });
    const committedByB = async () => (await bus.lag('t', 'b')).map((p) => p.committedOffset).join();
    await waitFor('group b to commit 2 on partition 0', async () => (await committedByB()) === '2,0');
    await b.stop();

    expect(bus.prune(60_000)).toBe(0); // nothing is old enough
    expect(bus.prune(-1)).toBe(2); // partition 0 below 2; partition 1 is held by group b; "untouched" has no group

    const late: BusMessage[] = [];
    await bus.consume({ topic: 't', groupId: 'late', handleBatch: collect(late) });
    await waitFor('late group', () => late.length === 6);
    expect(late.filter((m) => m.partition === 0).map((m) => m.offset)).toEqual([2, 3]);
    expect((await bus.lag('t', 'late')).map((p) => p.endOffset)).toEqual([4, 4]);
  });

  it('given a closed bus, when used, then it rejects and its consumers are stopped', async () => {
    const bus = temp.open();
    await bus.ensureTopic('t', 1);
    const calls: BusMessage[] = [];
    await bus.consume({ topic: 't', groupId: 'g', handleBatch: collect(calls) });
    await bus.close();
    await expect(bus.publish('t', messages(1))).rejects.toThrow(/closed/);
    const other = temp.open();
    await other.publish('t', messages(1));
    await sleep(100);
    expect(calls).toEqual([]);
  });
});
