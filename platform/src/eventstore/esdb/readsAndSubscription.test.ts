import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent, Subscription } from '../port';
import { fakeLog } from './fakeClient.fixture';
import type { FakeLog } from './fakeClient.fixture';
import { headPosition, readAllAfter, startFor } from './reads';
import { startSubscription } from './subscription';

// The read and subscription logic against an in-memory log that behaves like the server's
// documented behaviour; the real server is exercised by eventStoreDb.contract.test.ts.

function positionOf(log: FakeLog, streamId: string, type = 'Tested'): number {
  return Number(log.append(streamId, type).position.commit);
}

async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${timeoutMs} ms`);
    }
    await sleep(5);
  }
}

describe('eventstoredb reads (fake client)', () => {
  it('reads all after a position exclusively, without system events, honouring maxCount', async () => {
    const log = fakeLog({ caughtUpMessages: true });
    const first = positionOf(log, 'a');
    log.append('$stats-node', '$statsCollected');
    positionOf(log, 'b');
    log.append('a', '$metadata');
    positionOf(log, 'c');
    const all = await readAllAfter(log.client, 0, undefined);
    expect(all.map((e) => e.streamId)).toEqual(['a', 'b', 'c']);
    expect((await readAllAfter(log.client, first, undefined)).map((e) => e.streamId)).toEqual(['b', 'c']);
    expect((await readAllAfter(log.client, first, 1)).map((e) => e.streamId)).toEqual(['b']);
    expect(await readAllAfter(log.client, first, 0)).toEqual([]);
  });

  it('given an after that is not an event position, then it starts from the newest record before it', async () => {
    const log = fakeLog({ caughtUpMessages: true });
    const first = positionOf(log, 'a');
    const second = positionOf(log, 'b');
    expect(await startFor(log.client, second - 1)).toEqual({ commit: BigInt(first), prepare: BigInt(first) });
    expect((await readAllAfter(log.client, second - 1, undefined)).map((e) => e.position)).toEqual([second]);
    expect((await readAllAfter(log.client, first - 1, undefined)).map((e) => e.position)).toEqual([
      first,
      second,
    ]);
    expect(await readAllAfter(log.client, second + 1, undefined)).toEqual([]);
  });

  it('pages through more events than one read returns, each once and in order', async () => {
    const log = fakeLog({ caughtUpMessages: true });
    const positions = Array.from({ length: 1_234 }, (_, n) =>
      n % 10 === 0 ? (log.append('$system', '$x'), 0) : positionOf(log, 'many'),
    ).filter((position) => position > 0);
    const all = await readAllAfter(log.client, 0, undefined);
    expect(all.map((e) => e.position)).toEqual(positions);
    const tail = await readAllAfter(log.client, positions[100]!, 700);
    expect(tail.map((e) => e.position)).toEqual(positions.slice(101, 801));
  });

  it('reports the newest non-system position as head, 0 when there is none', async () => {
    const log = fakeLog({ caughtUpMessages: true });
    expect(await headPosition(log.client)).toBe(0);
    log.append('$settings', '$settings');
    expect(await headPosition(log.client)).toBe(0);
    const last = positionOf(log, 'a');
    for (let n = 0; n < 250; n += 1) {
      log.append(`$stats-${n}`, '$statsCollected');
    }
    expect(await headPosition(log.client)).toBe(last);
  });
});

describe.each([
  { caughtUpMessages: true, server: 'a server that reports caught-up' },
  { caughtUpMessages: false, server: 'a server that does not report caught-up' },
])('eventstoredb subscription (fake client, $server)', ({ caughtUpMessages }) => {
  function subscribe(
    log: FakeLog,
    after: number,
    onEvent: (event: RecordedEvent) => Promise<void>,
    extra: { onCaughtUp?: (position: number) => void; onError?: (error: unknown) => void } = {},
  ): { subscription: Subscription; finished: Promise<void> } {
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const subscription = startSubscription(log.client, { after, onEvent, ...extra }, () => done());
    return { subscription, finished };
  }

  it('delivers stored events after the checkpoint, reports caught-up once, then delivers live ones', async () => {
    const log = fakeLog({ caughtUpMessages });
    const checkpoint = positionOf(log, 's');
    const stored = [positionOf(log, 's'), positionOf(log, 's')];
    log.append('$stats', '$statsCollected');
    const seen: number[] = [];
    const caughtUp: number[] = [];
    const { subscription } = subscribe(
      log,
      checkpoint,
      (event) => {
        seen.push(event.position);
        return Promise.resolve();
      },
      { onCaughtUp: (position) => caughtUp.push(position) },
    );
    await until(() => caughtUp.length > 0);
    expect(seen).toEqual(stored);
    expect(caughtUp[0]).toBeGreaterThanOrEqual(stored[1]!);
    const liveOne = positionOf(log, 's');
    await until(() => seen.length === 3);
    expect(seen).toEqual([...stored, liveOne]);
    await sleep(20);
    expect(caughtUp).toHaveLength(1);
    await subscription.stop();
    expect(log.subscriptions()).toBe(0);
  });

  it('given nothing after the checkpoint, then it reports caught-up at once', async () => {
    const log = fakeLog({ caughtUpMessages });
    const head = positionOf(log, 's');
    const caughtUp: number[] = [];
    const { subscription } = subscribe(log, head, () => Promise.resolve(), {
      onCaughtUp: (position) => caughtUp.push(position),
    });
    await until(() => caughtUp.length > 0);
    expect(caughtUp).toEqual([head]);
    await subscription.stop();
  });

  it('runs one handler at a time and stop() waits for the one in flight', async () => {
    const log = fakeLog({ caughtUpMessages });
    for (let n = 0; n < 5; n += 1) {
      positionOf(log, 's');
    }
    let running = 0;
    let overlapped = false;
    let finishedHandlers = 0;
    const { subscription } = subscribe(log, 0, async () => {
      running += 1;
      overlapped ||= running > 1;
      await sleep(20);
      running -= 1;
      finishedHandlers += 1;
    });
    await until(() => finishedHandlers === 2);
    await sleep(5);
    await subscription.stop();
    const atStop = finishedHandlers;
    expect(running).toBe(0);
    await sleep(60);
    expect(finishedHandlers).toBe(atStop);
    expect(overlapped).toBe(false);
  });

  it('given a handler that stops its own subscription, then stop resolves and nothing more comes', async () => {
    const log = fakeLog({ caughtUpMessages });
    const first = positionOf(log, 's');
    positionOf(log, 's');
    const seen: number[] = [];
    let stopped = false;
    const subscription: Subscription = subscribe(log, 0, async (event) => {
      seen.push(event.position);
      await subscription.stop();
      stopped = true;
    }).subscription;
    await until(() => stopped);
    positionOf(log, 's');
    await sleep(30);
    expect(seen).toEqual([first]);
  });

  it('given a handler that rejects, then it stops and onError gets the error', async () => {
    const log = fakeLog({ caughtUpMessages });
    positionOf(log, 's');
    positionOf(log, 's');
    const failure = new Error('projection failed');
    const errors: unknown[] = [];
    let calls = 0;
    const { finished } = subscribe(
      log,
      0,
      () => {
        calls += 1;
        return Promise.reject(failure);
      },
      { onError: (error) => errors.push(error) },
    );
    await finished;
    positionOf(log, 's');
    await sleep(30);
    expect(errors).toEqual([failure]);
    expect(calls).toBe(1);
  });

  it('given a checkpoint that is not an event position, then the event right after it is delivered', async () => {
    const log = fakeLog({ caughtUpMessages });
    positionOf(log, 's');
    const second = positionOf(log, 's');
    const seen: number[] = [];
    const { subscription } = subscribe(log, second - 1, (event) => {
      seen.push(event.position);
      return Promise.resolve();
    });
    await until(() => seen.length === 1);
    expect(seen).toEqual([second]);
    await subscription.stop();
  });
});
