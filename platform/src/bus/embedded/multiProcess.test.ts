import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partitionFor } from '../port';
import type { BusMessage } from '../port';
import { collect, TEST_TIMINGS, tempBusFile } from './testing';
import type { TempBusFile } from './testing';

const repoRoot = resolve(import.meta.dirname, '../../../..');

async function waitFor(what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await sleep(10);
  }
}

/** Values look like "stream-3:17": the key's sequence number is after the colon. */
const seqOf = (message: Pick<BusMessage, 'value'>): number => Number(message.value.split(':')[1]);

/** True when, per key, the sequence numbers in `messages` strictly increase. */
function keysInOrder(messages: readonly BusMessage[]): boolean {
  const last = new Map<string, number>();
  for (const message of messages) {
    if ((last.get(message.key) ?? -1) >= seqOf(message)) {
      return false;
    }
    last.set(message.key, seqOf(message));
  }
  return true;
}

describe('embedded bus across processes', () => {
  let temp: TempBusFile;
  let children: ChildProcess[];

  function runChild(script: string, args: readonly string[]): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  }

  const exitCode = (child: ChildProcess): Promise<number | null> =>
    new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));

  beforeEach(() => {
    temp = tempBusFile();
    children = [];
  });

  afterEach(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exitCode(child);
      }
    }
    await temp.cleanup();
  });

  it('given a publisher in another process, when this process consumes, then every message arrives in per-key order', async () => {
    const bus = temp.open();
    await bus.ensureTopic('events', 4);
    const received: BusMessage[] = [];
    await bus.consume({ topic: 'events', groupId: 'projections', handleBatch: collect(received) });

    const publisher = runChild('publisherChild.ts', [temp.file, 'events', '12', '25']);
    expect(await exitCode(publisher)).toBe(0);
    await waitFor('300 messages', () => received.length >= 300);

    expect(received).toHaveLength(300);
    expect(keysInOrder(received)).toBe(true);
    expect(received.every((m) => m.partition === partitionFor(m.key, 4))).toBe(true);
  });

  it('given a consumer process killed mid-stream, when a new member joins, then it takes over after the lease expires and nothing is lost', async () => {
    const bus = temp.open();
    await bus.ensureTopic('events', 4);
    const keys = Array.from({ length: 8 }, (_, k) => `stream-${k}`);
    const sent = Array.from({ length: 30 }, (_, seq) =>
      keys.map((key) => ({ key, value: `${key}:${seq}`, partition: partitionFor(key, 4) })),
    ).flat();
    await bus.publish('events', sent);

    const log = join(temp.file, '..', 'child.log');
    const childLog = (): BusMessage[] =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((line) => line.endsWith('}'))
            .map((line) => JSON.parse(line) as BusMessage)
        : [];
    runChild('consumerChild.ts', [temp.file, 'events', 'projections', log, '15', '2']);
    await waitFor('the child to process 40 messages', () => childLog().length >= 40);
    const [child] = children;
    const killedAt = Date.now();
    child!.kill('SIGKILL');
    await exitCode(child!);
    const byChild = childLog();
    expect(byChild.length).toBeLessThan(sent.length);
    const committedAtKill = await bus.lag('events', 'projections');

    const byNewMember: BusMessage[] = [];
    let firstDeliveryAt = 0;
    await bus.consume({
      topic: 'events',
      groupId: 'projections',
      handleBatch: (batch) => {
        firstDeliveryAt ||= Date.now();
        return collect(byNewMember)(batch);
      },
    });
    const covered = () => new Set([...byChild, ...byNewMember].map((m) => m.value)).size;
    await waitFor('every message', () => covered() === sent.length);

    // The dead member's lease (renewed about a heartbeat before the kill) had to expire first;
    // the margin allows for a late heartbeat on a loaded machine.
    const { leaseMs, heartbeatIntervalMs } = TEST_TIMINGS;
    expect(firstDeliveryAt - killedAt).toBeGreaterThanOrEqual(leaseMs - 2 * heartbeatIntervalMs);
    // The new owner resumed each partition exactly at the committed offset.
    for (const { partition, committedOffset, endOffset } of committedAtKill) {
      const first = byNewMember.find((m) => m.partition === partition);
      expect(first?.offset).toBe(committedOffset < endOffset ? committedOffset : undefined);
    }
    expect(keysInOrder(byChild)).toBe(true);
    expect(keysInOrder(byNewMember)).toBe(true);
  });
});
