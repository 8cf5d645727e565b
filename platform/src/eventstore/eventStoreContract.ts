import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { eachTestFixture } from '../testing/eachTestFixture';
import { WrongExpectedRevisionError } from './port';
import type { AppendResult, EventStore, EventToAppend, RecordedEvent, Subscription } from './port';

export interface EventStoreFixture {
  readonly store: EventStore;
  /** Opens the same storage again; the suite closes `store` before calling it. */
  readonly reopen?: () => Promise<EventStore>;
  /** Closes whatever is still open and removes the storage. */
  readonly cleanup: () => Promise<void>;
}

/**
 * The behaviour every adapter of the event-store port must show. Adapter-agnostic: each test
 * uses its own stream ids and only looks at its own events, so it also holds on a shared server
 * whose log already contains other events.
 */
export function eventStoreContract(adapterName: string, open: () => Promise<EventStoreFixture>): void {
  describe(`event store contract: ${adapterName}`, () => {
    let store: EventStore;
    const fixture = eachTestFixture(open, (opened) => {
      store = opened.store;
    });

    describe('append', () => {
      it('given no stream, when appending two events with no_stream, then they get revisions 0 and 1 and a position > 0', async () => {
        const stream = streamId('new');
        const result = await store.append(stream, [tested(1), tested(2)], { expectedRevision: 'no_stream' });
        expect(result.nextExpectedRevision).toBe(1);
        expect(result.position).toBeGreaterThan(0);
        const events = await store.readStream(stream);
        expect(events.map((e) => [e.streamId, e.revision, e.data])).toEqual([
          [stream, 0, { n: 1 }],
          [stream, 1, { n: 2 }],
        ]);
        expect(events[1]!.position).toBe(result.position);
      });

      it('given an existing stream, when appending with no_stream, then it fails with WrongExpectedRevisionError reporting the actual revision', async () => {
        const stream = await givenStream(2);
        const error = await failure(store.append(stream, [tested(3)], { expectedRevision: 'no_stream' }));
        expectWrongRevision(error, stream, 'no_stream', 1);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('given a stream at revision 1, when appending with expected revision 1, then it succeeds and the next expected revision is 2', async () => {
        const stream = await givenStream(2);
        const result = await store.append(stream, [tested(3)], { expectedRevision: 1 });
        expect(result.nextExpectedRevision).toBe(2);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });

      it('given a stream at revision 1, when appending with the stale expected revision 0, then it fails reporting actual 1 and stores nothing', async () => {
        const stream = await givenStream(2);
        const error = await failure(store.append(stream, [tested(3)], { expectedRevision: 0 }));
        expectWrongRevision(error, stream, 0, 1);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('given no stream, when appending with an exact expected revision, then it fails reporting actual -1', async () => {
        const stream = streamId('missing');
        const error = await failure(store.append(stream, [tested(1)], { expectedRevision: 0 }));
        expectWrongRevision(error, stream, 0, -1);
        expect(await store.readStream(stream)).toEqual([]);
      });

      it('given a new and an existing stream, when appending with any, then both succeed at the next revision', async () => {
        const fresh = streamId('any-new');
        const existing = await givenStream(3);
        expect(
          (await store.append(fresh, [tested(1)], { expectedRevision: 'any' })).nextExpectedRevision,
        ).toBe(0);
        expect(
          (await store.append(existing, [tested(4)], { expectedRevision: 'any' })).nextExpectedRevision,
        ).toBe(3);
      });

      it('when appending, then type, data and metadata round-trip and recordedAt is an ISO 8601 UTC time', async () => {
        const stream = streamId('roundtrip');
        const data = { text: 'Ünïcødé ✓ "quoted"', nested: { list: [1, 2.5, null, true], empty: {} } };
        const metadata = { correlationId: randomUUID(), actor: { id: 'u1', role: 'tutor' } };
        const before = Date.now();
        await store.append(stream, [{ type: 'ExamScheduled', data, metadata }], {
          expectedRevision: 'no_stream',
        });
        const [event] = await store.readStream(stream);
        expect(event).toMatchObject({ type: 'ExamScheduled', data, metadata });
        expect(event!.recordedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
        expect(Date.parse(event!.recordedAt)).toBeGreaterThanOrEqual(before - 1_000);
        expect(Date.parse(event!.recordedAt)).toBeLessThanOrEqual(Date.now() + 1_000);
      });

      it('given events with and without ids, when appended, then given ids are kept and missing ones are generated uniquely', async () => {
        const stream = streamId('ids');
        const id = randomUUID();
        await store.append(stream, [{ ...tested(1), id }, tested(2), tested(3)], {
          expectedRevision: 'no_stream',
        });
        const ids = (await store.readStream(stream)).map((e) => e.id);
        expect(ids[0]).toBe(id);
        expect(new Set(ids).size).toBe(3);
        expect(ids.every((each) => each.length > 0)).toBe(true);
      });

      it('given an existing stream, when appending no events with its revision, then its revision is returned and nothing is stored', async () => {
        const stream = await givenStream(2);
        const result = await store.append(stream, [], { expectedRevision: 1 });
        expect(result.nextExpectedRevision).toBe(1);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('given an existing stream, when appending no events with a wrong expected revision, then it fails', async () => {
        const stream = await givenStream(2);
        expectWrongRevision(await failure(store.append(stream, [], { expectedRevision: 5 })), stream, 5, 1);
      });

      it('given an acknowledged append, when it is retried with the same event ids and expected revision, then nothing is stored twice', async () => {
        const stream = await givenStream(1);
        const retried = [
          { ...tested(2), id: randomUUID() },
          { ...tested(3), id: randomUUID() },
        ];
        const first = await store.append(stream, retried, { expectedRevision: 0 });
        const second = await store.append(stream, retried, { expectedRevision: 0 });
        expect(second.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });

      it('when 50 appends with any are issued concurrently to one stream, then all land with distinct consecutive revisions', async () => {
        const stream = streamId('concurrent-any');
        const results = await Promise.all(
          range(50).map((n) => store.append(stream, [tested(n)], { expectedRevision: 'any' })),
        );
        expect(results.map((r) => r.nextExpectedRevision).sort((a, b) => a - b)).toEqual(range(50));
        const events = await store.readStream(stream);
        expect(events.map((e) => e.revision)).toEqual(range(50));
        expect(events.map((e) => (e.data as { n: number }).n).sort((a, b) => a - b)).toEqual(range(50));
        expectStrictlyIncreasing(events.map((e) => e.position));
        // each caller is told where its own event went
        for (const result of results) {
          expect(events[result.nextExpectedRevision]!.position).toBe(result.position);
        }
      });

      it('given a stream at revision 0, when 10 appends with expected revision 0 are issued concurrently, then exactly one succeeds and the others report actual 1', async () => {
        const stream = await givenStream(1);
        const settled = await Promise.allSettled(
          range(10).map((n) => store.append(stream, [tested(100 + n)], { expectedRevision: 0 })),
        );
        const won = settled.filter(
          (s): s is PromiseFulfilledResult<AppendResult> => s.status === 'fulfilled',
        );
        const lost = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
        expect(won).toHaveLength(1);
        expect(won[0]!.value.nextExpectedRevision).toBe(1);
        lost.forEach((error) => expectWrongRevision(error, stream, 0, 1));
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('when appends with failing and succeeding expectations to different streams are issued concurrently, then only the failing ones fail', async () => {
        const existing = await givenStream(1);
        const fresh = streamId('fresh');
        const other = await givenStream(1);
        const [ok1, failed, ok2] = await Promise.allSettled([
          store.append(fresh, [tested(1)], { expectedRevision: 'no_stream' }),
          store.append(existing, [tested(2)], { expectedRevision: 'no_stream' }),
          store.append(other, [tested(2)], { expectedRevision: 0 }),
        ]);
        expect(ok1.status).toBe('fulfilled');
        expect(ok2.status).toBe('fulfilled');
        expect(failed.status).toBe('rejected');
        expect(await store.readStream(fresh)).toHaveLength(1);
        expect(await store.readStream(existing)).toHaveLength(1);
        expect(await store.readStream(other)).toHaveLength(2);
      });
    });

    describe('readStream', () => {
      it('given no stream, when reading it, then [] is returned', async () => {
        expect(await store.readStream(streamId('nothing'))).toEqual([]);
      });

      it('given a stream of 5 events appended in 3 appends, when reading it, then they come in revision order', async () => {
        const stream = streamId('order');
        await store.append(stream, [tested(0), tested(1)], { expectedRevision: 'no_stream' });
        await store.append(stream, [tested(2)], { expectedRevision: 1 });
        await store.append(stream, [tested(3), tested(4)], { expectedRevision: 2 });
        const events = await store.readStream(stream);
        expect(events.map((e) => [e.revision, (e.data as { n: number }).n])).toEqual(
          range(5).map((n) => [n, n]),
        );
      });

      it('given a stream of 6 events, when reading from revision 2 with maxCount 3, then revisions 2 to 4 are returned', async () => {
        const stream = await givenStream(6);
        expect(
          (await store.readStream(stream, { fromRevision: 2, maxCount: 3 })).map((e) => e.revision),
        ).toEqual([2, 3, 4]);
        expect((await store.readStream(stream, { fromRevision: 4 })).map((e) => e.revision)).toEqual([4, 5]);
        expect(await store.readStream(stream, { fromRevision: 6 })).toEqual([]);
      });

      it('given a stream of 1,200 events, when reading it whole and in part, then every event comes once in order', async () => {
        const stream = streamId('long');
        for (const chunk of range(12)) {
          const events = range(100).map((n) => tested(chunk * 100 + n));
          await store.append(stream, events, {
            expectedRevision: chunk === 0 ? 'no_stream' : chunk * 100 - 1,
          });
        }
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual(range(1_200));
        const tail = await store.readStream(stream, { fromRevision: 150, maxCount: 1_000 });
        expect(tail.map((e) => e.revision)).toEqual(range(1_000).map((n) => n + 150));
        const all = await store.readAll({ after: tail[0]!.position - 1, maxCount: 1_001 });
        expect(all.filter((e) => e.streamId === stream).map((e) => e.revision)).toEqual(
          range(1_001).map((n) => n + 150),
        );
      });
    });

    describe('readAll and headPosition', () => {
      it('given appends to several streams, when reading all after the previous head, then events come in append order with strictly increasing positions', async () => {
        const before = await store.headPosition();
        const [a, b, c] = [streamId('a'), streamId('b'), streamId('c')];
        await store.append(a, [tested(1)], { expectedRevision: 'no_stream' });
        await store.append(b, [tested(2), tested(3)], { expectedRevision: 'no_stream' });
        await store.append(a, [tested(4)], { expectedRevision: 0 });
        await store.append(c, [tested(5)], { expectedRevision: 'no_stream' });
        const all = await store.readAll({ after: before });
        expectStrictlyIncreasing(all.map((e) => e.position));
        expect(all.every((e) => e.position > before)).toBe(true);
        const own = all.filter((e) => [a, b, c].includes(e.streamId));
        expect(own.map((e) => [e.streamId, (e.data as { n: number }).n])).toEqual([
          [a, 1],
          [b, 2],
          [b, 3],
          [a, 4],
          [c, 5],
        ]);
      });

      it('given events, when reading all after the position of one of them with maxCount, then it starts strictly after that event', async () => {
        const stream = await givenStream(5);
        const events = await store.readStream(stream);
        const page = await store.readAll({ after: events[1]!.position, maxCount: 2 });
        expect(page).toHaveLength(2);
        expect(page[0]!.position).toBeGreaterThan(events[1]!.position);
        expect(page.map((e) => e.id)).toEqual(events.slice(2, 4).map((e) => e.id));
      });

      it('given appends, then the head position is at least the position of the last append and no own event lies beyond it', async () => {
        const stream = streamId('head');
        const first = await store.append(stream, [tested(1)], { expectedRevision: 'no_stream' });
        const second = await store.append(stream, [tested(2)], { expectedRevision: 0 });
        expect(second.position).toBeGreaterThan(first.position);
        const head = await store.headPosition();
        expect(head).toBeGreaterThanOrEqual(second.position);
        expect((await store.readAll({ after: head })).filter((e) => e.streamId === stream)).toEqual([]);
      });
    });

    describe('subscribeToAll', () => {
      it('given stored events, when subscribing from a checkpoint, then later stored events are delivered, onCaughtUp fires, and live events follow in order', async () => {
        const stream = await givenStream(1);
        const checkpoint = (await store.readStream(stream))[0]!.position;
        await store.append(stream, [tested(1), tested(2)], { expectedRevision: 0 });
        const seen: RecordedEvent[] = [];
        const caughtUp: number[] = [];
        const subscription = store.subscribeToAll({
          after: checkpoint,
          onEvent: (event) => {
            if (event.streamId === stream) {
              seen.push(event);
            }
            return Promise.resolve();
          },
          onCaughtUp: (position) => caughtUp.push(position),
        });
        try {
          await until(() => caughtUp.length > 0);
          expect(seen.map((e) => e.revision)).toEqual([1, 2]);
          expect(caughtUp[0]).toBeGreaterThanOrEqual(seen[1]!.position);
          await store.append(stream, [tested(3)], { expectedRevision: 2 });
          await store.append(stream, [tested(4)], { expectedRevision: 3 });
          await until(() => seen.length === 4);
          expect(seen.map((e) => e.revision)).toEqual([1, 2, 3, 4]);
          expectStrictlyIncreasing(seen.map((e) => e.position));
        } finally {
          await subscription.stop();
        }
      });

      it('given a subscription stopped midway, when resubscribing from its checkpoint, then every event is delivered exactly once', async () => {
        const start = await store.headPosition();
        const stream = streamId('resume');
        await store.append(stream, range(10).map(tested), { expectedRevision: 'no_stream' });
        const firstRun: RecordedEvent[] = [];
        let checkpoint = start;
        const first = store.subscribeToAll({
          after: start,
          onEvent: (event) => {
            if (event.streamId === stream) {
              firstRun.push(event);
            }
            checkpoint = event.position;
            return Promise.resolve();
          },
        });
        await until(() => firstRun.length >= 4);
        await first.stop();
        await store.append(
          stream,
          range(5).map((n) => tested(10 + n)),
          { expectedRevision: 9 },
        );
        const secondRun: RecordedEvent[] = [];
        const second = store.subscribeToAll({
          after: checkpoint,
          onEvent: (event) => {
            if (event.streamId === stream) {
              secondRun.push(event);
            }
            return Promise.resolve();
          },
        });
        try {
          await until(() => firstRun.length + secondRun.length >= 15);
          await sleep(100); // room for a duplicate to show up
          expect([...firstRun, ...secondRun].map((e) => e.revision)).toEqual(range(15));
        } finally {
          await second.stop();
        }
      });

      it('given a handler in flight, when stop is called, then it resolves after that handler finished and nothing more is delivered', async () => {
        const stream = await givenStream(1);
        const start = (await store.readStream(stream))[0]!.position - 1;
        let started = 0;
        let finished = 0;
        const subscription = store.subscribeToAll({
          after: start,
          onEvent: async (event) => {
            if (event.streamId !== stream) {
              return;
            }
            started += 1;
            await sleep(150);
            finished += 1;
          },
        });
        await until(() => started === 1);
        await store.append(stream, [tested(2)], { expectedRevision: 0 });
        await subscription.stop();
        expect(finished).toBe(1);
        await store.append(stream, [tested(3)], { expectedRevision: 1 });
        await sleep(200);
        expect(started).toBe(1);
      });

      it('given a handler that calls stop on its own subscription, then stop resolves and nothing more is delivered', async () => {
        const stream = await givenStream(3);
        const start = (await store.readStream(stream))[0]!.position - 1;
        const seen: number[] = [];
        let stopped = false;
        const subscription: Subscription = store.subscribeToAll({
          after: start,
          onEvent: async (event) => {
            if (event.streamId === stream) {
              seen.push(event.revision);
              await subscription.stop();
              stopped = true;
            }
          },
        });
        await until(() => stopped);
        await sleep(100);
        expect(seen).toEqual([0]);
      });

      it('given onCaughtUp stops the subscription, then stop resolves and nothing more is delivered', async () => {
        const stream = await givenStream(2);
        const start = (await store.readStream(stream))[0]!.position - 1;
        const seen: number[] = [];
        let stopped: Promise<void> | undefined;
        const subscription: Subscription = store.subscribeToAll({
          after: start,
          onEvent: (event) => {
            if (event.streamId === stream) {
              seen.push(event.revision);
            }
            return Promise.resolve();
          },
          onCaughtUp: () => {
            stopped ??= subscription.stop();
          },
        });
        await until(() => stopped !== undefined);
        await expect(Promise.race([stopped, sleep(2_000).then(() => 'timed out')])).resolves.toBeUndefined();
        await store.append(stream, [tested(3)], { expectedRevision: 1 });
        await sleep(150);
        expect(seen).toEqual([0, 1]);
      });

      it('given a handler that rejects, then the subscription stops and onError receives the error', async () => {
        const stream = await givenStream(3);
        const start = (await store.readStream(stream))[0]!.position - 1;
        const failure = new Error('projection failed');
        const seen: number[] = [];
        const errors: unknown[] = [];
        const subscription = store.subscribeToAll({
          after: start,
          onEvent: (event) => {
            if (event.streamId === stream) {
              seen.push(event.revision);
              if (event.revision === 1) {
                return Promise.reject(failure);
              }
            }
            return Promise.resolve();
          },
          onError: (error) => errors.push(error),
        });
        try {
          await until(() => errors.length > 0);
          await store.append(stream, [tested(4)], { expectedRevision: 2 });
          await sleep(150);
          expect(errors).toEqual([failure]);
          expect(seen).toEqual([0, 1]);
        } finally {
          await subscription.stop();
        }
      });
    });

    describe('lifecycle', () => {
      it('given appended events, when the store is closed and reopened, then they are all there', async (context) => {
        if (fixture().reopen === undefined) {
          context.skip('this adapter cannot be reopened');
        }
        const stream = await givenStream(3);
        await store.close();
        store = await fixture().reopen!();
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
        expect((await store.append(stream, [tested(4)], { expectedRevision: 2 })).nextExpectedRevision).toBe(
          3,
        );
      });

      it('given a closed store, when appending, then it rejects', async () => {
        await store.close();
        await expect(
          store.append(streamId('closed'), [tested(1)], { expectedRevision: 'any' }),
        ).rejects.toThrow();
      });
    });

    async function givenStream(length: number): Promise<string> {
      const stream = streamId('given');
      await store.append(stream, range(length).map(tested), { expectedRevision: 'no_stream' });
      return stream;
    }
  });
}

function streamId(purpose: string): string {
  return `contract-${purpose}-${randomUUID()}`;
}

function tested(n: number): EventToAppend {
  return { type: 'ContractTested', data: { n } };
}

function range(length: number): number[] {
  return Array.from({ length }, (_, index) => index);
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

function expectWrongRevision(
  error: unknown,
  stream: string,
  expected: number | string,
  actual: number,
): void {
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect(error).toMatchObject({ streamId: stream, expected, actual });
}

function expectStrictlyIncreasing(values: readonly number[]): void {
  values.slice(1).forEach((value, index) => expect(value).toBeGreaterThan(values[index]!));
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${timeoutMs} ms`);
    }
    await sleep(5);
  }
}
