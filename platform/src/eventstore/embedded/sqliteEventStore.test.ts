import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventStoreContract } from '../eventStoreContract';
import { WrongExpectedRevisionError } from '../port';
import type { EventStore, RecordedEvent } from '../port';
import { DuplicateEventIdError, EventStoreClosedError } from './errors';
import { openSqliteEventStore } from './sqliteEventStore';
import { spawnChild } from './spawnChild.fixture';
import type { Child } from './spawnChild.fixture';

async function tempFile(): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'eventstore-'));
  return { file: join(dir, 'events.sqlite'), remove: () => rm(dir, { recursive: true, force: true }) };
}

eventStoreContract('embedded (SQLite)', async () => {
  const { file, remove } = await tempFile();
  let current = openSqliteEventStore({ file });
  return {
    store: current,
    reopen: () => {
      current = openSqliteEventStore({ file });
      return Promise.resolve(current);
    },
    cleanup: async () => {
      await current.close();
      await remove();
    },
  };
});

const event = (n: number, id?: string) => ({
  type: 'Tested',
  data: { n },
  ...(id === undefined ? {} : { id }),
});

describe('embedded event store', () => {
  let file: string;
  let remove: () => Promise<void>;
  let store: EventStore;
  const children: Child[] = [];

  beforeEach(async () => {
    ({ file, remove } = await tempFile());
    store = openSqliteEventStore({ file });
  });

  afterEach(async () => {
    children.splice(0).forEach((child) => child.kill('SIGKILL'));
    await store.close();
    await remove();
  });

  function child(args: readonly string[]): Child {
    const started = spawnChild(args);
    children.push(started);
    return started;
  }

  describe('group commit', () => {
    it('given appends to one stream issued in the same tick, then each sees the effect of the one before it and a failing one fails alone', async () => {
      const results = await Promise.allSettled([
        store.append('s', [event(0)], { expectedRevision: 'no_stream' }),
        store.append('s', [event(1)], { expectedRevision: 0 }),
        store.append('s', [event(9)], { expectedRevision: 7 }),
        store.append('s', [event(2), event(3)], { expectedRevision: 1 }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ expected: 7, actual: 1 });
      expect((await store.readStream('s')).map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3]);
    });

    it('given 100 appends issued concurrently, then they are written in far fewer commits than sequential appends', async () => {
      const walFrames = async (): Promise<number> => ((await stat(`${file}-wal`)).size - 32) / (4096 + 24);
      for (let n = 0; n < 20; n += 1) {
        await store.append('sequential', [event(n)], { expectedRevision: 'any' });
      }
      const sequentialFrames = await walFrames();
      expect(sequentialFrames).toBeGreaterThanOrEqual(20); // at least one frame per commit
      await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          store.append(`c-${n}`, [event(n)], { expectedRevision: 'no_stream' }),
        ),
      );
      expect((await walFrames()) - sequentialFrames).toBeLessThan(20);
    });

    it('given concurrent appends, when each is acknowledged, then its event is already visible to another connection', async () => {
      const reader = new Database(file, { readonly: true });
      const visible = reader.prepare<[string], { n: number }>(
        'SELECT count(*) AS n FROM events WHERE id = ?',
      );
      try {
        const checks = await Promise.all(
          Array.from({ length: 30 }, async (_, n) => {
            const id = randomUUID();
            await store.append(`v-${n % 3}`, [event(n, id)], { expectedRevision: 'any' });
            return visible.get(id)?.n;
          }),
        );
        expect(checks).toEqual(Array.from({ length: 30 }, () => 1));
      } finally {
        reader.close();
      }
    });

    it('given appends queued but not yet written, when the store is closed, then they are written before it closes', async () => {
      const pending = store.append('late', [event(1)], { expectedRevision: 'no_stream' });
      await store.close();
      await expect(pending).resolves.toMatchObject({ nextExpectedRevision: 0 });
      store = openSqliteEventStore({ file });
      expect(await store.readStream('late')).toHaveLength(1);
    });
  });

  describe('event ids', () => {
    it('given an acknowledged append, when it is retried with the same ids, then the original position is returned', async () => {
      const ids = [randomUUID(), randomUUID()];
      const first = await store.append('s', [event(1, ids[0]), event(2, ids[1])], {
        expectedRevision: 'no_stream',
      });
      await store.append('other', [event(3)], { expectedRevision: 'no_stream' });
      const exact = await store.append('s', [event(1, ids[0]), event(2, ids[1])], {
        expectedRevision: 'no_stream',
      });
      const any = await store.append('s', [event(1, ids[0]), event(2, ids[1])], { expectedRevision: 'any' });
      expect(exact).toEqual(first);
      expect(any).toEqual(first);
      expect(await store.readAll()).toHaveLength(3);
    });

    it('given the same append issued twice in the same tick, then both get the same result and it is stored once', async () => {
      const id = randomUUID();
      const [a, b] = await Promise.all([
        store.append('s', [event(1, id)], { expectedRevision: 'no_stream' }),
        store.append('s', [event(1, id)], { expectedRevision: 'no_stream' }),
      ]);
      expect(b).toEqual(a);
      expect(await store.readStream('s')).toHaveLength(1);
    });

    it('given a stored id, when it is appended to another stream, then it fails with DuplicateEventIdError', async () => {
      const id = randomUUID();
      await store.append('s', [event(1, id)], { expectedRevision: 'no_stream' });
      const attempt = store.append('t', [event(1, id)], { expectedRevision: 'any' });
      await expect(attempt).rejects.toBeInstanceOf(DuplicateEventIdError);
      await expect(attempt).rejects.toMatchObject({ eventId: id, streamId: 't' });
      expect(await store.readStream('t')).toEqual([]);
    });

    it('given a stored id, when it is appended again together with a new event, then nothing is stored', async () => {
      const id = randomUUID();
      await store.append('s', [event(1, id)], { expectedRevision: 'no_stream' });
      await expect(
        store.append('s', [event(2), event(1, id)], { expectedRevision: 'any' }),
      ).rejects.toBeInstanceOf(DuplicateEventIdError);
      expect(await store.readStream('s')).toHaveLength(1);
    });

    it('given a stored append, when its ids are retried with an expected revision naming another place, then it fails', async () => {
      const id = randomUUID();
      await store.append('s', [event(0)], { expectedRevision: 'no_stream' });
      await store.append('s', [event(1, id)], { expectedRevision: 0 });
      await expect(store.append('s', [event(1, id)], { expectedRevision: 1 })).rejects.toBeInstanceOf(
        DuplicateEventIdError,
      );
      await expect(
        store.append('s', [event(1, id)], { expectedRevision: 'no_stream' }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream('s')).toHaveLength(2);
    });

    it('given one id twice in one append, then it fails with DuplicateEventIdError and stores nothing', async () => {
      const id = randomUUID();
      await expect(
        store.append('s', [event(1, id), event(2, id)], { expectedRevision: 'any' }),
      ).rejects.toBeInstanceOf(DuplicateEventIdError);
      expect(await store.readStream('s')).toEqual([]);
    });
  });

  describe('arguments and lifecycle', () => {
    it('given a negative or fractional expected revision, then append rejects with RangeError', async () => {
      await expect(store.append('s', [event(1)], { expectedRevision: -1 })).rejects.toBeInstanceOf(
        RangeError,
      );
      await expect(store.append('s', [event(1)], { expectedRevision: 0.5 })).rejects.toBeInstanceOf(
        RangeError,
      );
      expect(await store.headPosition()).toBe(0);
    });

    it('given an empty store, then headPosition is 0 and readAll is empty', async () => {
      expect(await store.headPosition()).toBe(0);
      expect(await store.readAll()).toEqual([]);
    });

    it('given a closed store, then reads reject with EventStoreClosedError and close can be called again', async () => {
      await store.close();
      await expect(store.readAll()).rejects.toBeInstanceOf(EventStoreClosedError);
      await expect(store.headPosition()).rejects.toBeInstanceOf(EventStoreClosedError);
      await expect(store.close()).resolves.toBeUndefined();
    });

    it('given an open subscription, when the store is closed, then the subscription stops', async () => {
      const seen: RecordedEvent[] = [];
      store.subscribeToAll({
        onEvent: (e) => {
          seen.push(e);
          return Promise.resolve();
        },
      });
      await store.append('s', [event(1)], { expectedRevision: 'any' });
      await expect.poll(() => seen.length).toBe(1);
      await store.close();
      const other = openSqliteEventStore({ file });
      await other.append('s', [event(2)], { expectedRevision: 'any' });
      await other.close();
      await sleep(100);
      expect(seen).toHaveLength(1);
    });
  });

  describe('several processes on one file', () => {
    it('given two processes appending to a shared stream with exact revisions and to their own streams, then no event is lost or duplicated and revisions are consecutive', async () => {
      const count = 120;
      const workers = [
        child(['compete', file, 'p1', String(count)]),
        child(['compete', file, 'p2', String(count)]),
      ];
      await Promise.all(workers.map((w) => w.waitForLine((line) => line.ready === true)));
      workers.forEach((w) => w.send('go'));
      const done = await Promise.all(workers.map((w) => w.waitForLine((line) => line.done === true)));
      expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);

      const shared = await store.readStream('shared');
      expect(shared.map((e) => e.revision)).toEqual(Array.from({ length: 2 * count }, (_, n) => n));
      for (const worker of ['p1', 'p2']) {
        const mine = shared
          .map((e) => e.data as { worker: string; i: number })
          .filter((d) => d.worker === worker);
        expect(mine.map((d) => d.i)).toEqual(Array.from({ length: count }, (_, n) => n));
        const own = await store.readStream(`own-${worker}`);
        expect(own.map((e) => e.revision)).toEqual(Array.from({ length: count }, (_, n) => n));
        expect(own.map((e) => (e.data as { n: number }).n).sort((a, b) => a - b)).toEqual(
          Array.from({ length: count }, (_, n) => n),
        );
      }
      const all = await store.readAll();
      expect(all).toHaveLength(4 * count);
      expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
      all.slice(1).forEach((e, index) => expect(e.position).toBeGreaterThan(all[index]!.position));
      // the processes really competed: some appends met a conflict and were retried
      expect(done.reduce((sum, line) => sum + Number(line.conflicts), 0)).toBeGreaterThan(0);
    });

    it('given a subscription in this process, when another process appends to the same file, then it receives those events in order', async () => {
      const seen: number[] = [];
      const subscription = store.subscribeToAll({
        onEvent: (e) => {
          if (e.streamId === 'from-b') {
            seen.push((e.data as { n: number }).n);
          }
          return Promise.resolve();
        },
      });
      try {
        const appender = child(['append', file, 'from-b', '20']);
        await appender.waitForLine((line) => line.ready === true);
        appender.send('go');
        await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(20);
        expect(seen).toEqual(Array.from({ length: 20 }, (_, n) => n));
      } finally {
        await subscription.stop();
      }
    });

    it('given a process killed with SIGKILL in the middle of a burst of appends, when the file is reopened, then every acknowledged event is there and no stream has a gap', async () => {
      await store.close();
      const burst = child(['crash', file]);
      await burst.waitForLine((line) => line.ready === true);
      const acknowledged = (): Acknowledged[] =>
        burst.lines.flatMap((line) => (line.ack === undefined ? [] : [line.ack as Acknowledged]));
      await burst.waitForLine(() => acknowledged().length >= 300);
      burst.kill('SIGKILL'); // the child appends without pause, so this lands amid a burst
      expect(await burst.exited).toBe('SIGKILL');

      const acks = acknowledged();
      expect(acks.length).toBeGreaterThanOrEqual(300);
      const check = new Database(file);
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();

      store = openSqliteEventStore({ file });
      const all = await store.readAll();
      const byId = new Map(all.map((e) => [e.id, e]));
      for (const ack of acks) {
        expect(byId.get(ack.id)).toMatchObject({
          streamId: ack.streamId,
          revision: ack.revision,
          position: ack.position,
        });
      }
      all.slice(1).forEach((e, index) => expect(e.position).toBeGreaterThan(all[index]!.position));
      for (const streamId of new Set(all.map((e) => e.streamId))) {
        const revisions = all.filter((e) => e.streamId === streamId).map((e) => e.revision);
        expect(revisions).toEqual(revisions.map((_, n) => n));
      }
      const last = all.at(-1)!;
      await expect(
        store.append(last.streamId, [event(1)], { expectedRevision: last.revision }),
      ).resolves.toMatchObject({
        nextExpectedRevision: last.revision + 1,
      });
    });
  });
});

interface Acknowledged {
  readonly id: string;
  readonly streamId: string;
  readonly revision: number;
  readonly position: number;
}
