import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './groupCommit';
import type { Outcome } from './groupCommit';

function recordingWriter(): { batches: number[][]; write: (batch: readonly number[]) => Outcome<number>[] } {
  const batches: number[][] = [];
  return {
    batches,
    write: (batch) => {
      batches.push([...batch]);
      return batch.map((n) =>
        n < 0 ? { ok: false, error: new Error(`negative ${n}`) } : { ok: true, result: n * 10 },
      );
    },
  };
}

describe('group commit', () => {
  it('given 100 requests submitted in the same turn, then the writer is called once with all of them in order', async () => {
    const writer = recordingWriter();
    const commits = createGroupCommit({ write: writer.write });
    const results = await Promise.all(Array.from({ length: 100 }, (_, n) => commits.submit(n)));
    expect(writer.batches).toEqual([Array.from({ length: 100 }, (_, n) => n)]);
    expect(results).toEqual(Array.from({ length: 100 }, (_, n) => n * 10));
  });

  it('given requests submitted in different turns, then each turn is its own batch', async () => {
    const writer = recordingWriter();
    const commits = createGroupCommit({ write: writer.write });
    const first = commits.submit(1);
    await nextTurn();
    await Promise.all([first, commits.submit(2), commits.submit(3)]);
    expect(writer.batches).toEqual([[1], [2, 3]]);
  });

  it('given a maximum batch size of 10, when 25 requests are submitted, then they are written as 10, 10 and 5', async () => {
    const writer = recordingWriter();
    const commits = createGroupCommit({ write: writer.write, maxBatchSize: 10 });
    await Promise.all(Array.from({ length: 25 }, (_, n) => commits.submit(n)));
    expect(writer.batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
  });

  it('given one failing request in a batch, then only its promise rejects', async () => {
    const writer = recordingWriter();
    const commits = createGroupCommit({ write: writer.write });
    const settled = await Promise.allSettled([commits.submit(1), commits.submit(-1), commits.submit(2)]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('given the writer throws, then every request of the batch rejects with that error', async () => {
    const failure = new Error('disk full');
    const commits = createGroupCommit<number, number>({
      write: () => {
        throw failure;
      },
    });
    const settled = await Promise.allSettled([commits.submit(1), commits.submit(2)]);
    expect(settled).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });

  it('then afterCommit runs before any caller sees its result', async () => {
    const order: string[] = [];
    const commits = createGroupCommit<number, number>({
      write: (batch) => batch.map((n) => ({ ok: true, result: n })),
      afterCommit: () => order.push('committed'),
    });
    await Promise.all([
      commits.submit(1).then(() => order.push('first')),
      commits.submit(2).then(() => order.push('second')),
    ]);
    expect(order).toEqual(['committed', 'first', 'second']);
  });

  it('given queued requests, when flushNow is called, then they are written synchronously', () => {
    const writer = recordingWriter();
    const commits = createGroupCommit({ write: writer.write, schedule: () => undefined });
    void commits.submit(7);
    expect(writer.batches).toEqual([]);
    commits.flushNow();
    expect(writer.batches).toEqual([[7]]);
  });

  describe('with a durable step (the fsync)', () => {
    function manualSync() {
      const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
      return {
        pending,
        durable: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
      };
    }

    it('given a committed batch, when its fsync has not completed, then no caller is answered yet', async () => {
      const sync = manualSync();
      const writer = recordingWriter();
      const commits = createGroupCommit({ write: writer.write, durable: sync.durable });
      let answered = false;
      const result = commits.submit(4).then((value) => {
        answered = true;
        return value;
      });
      await nextTurn();
      expect(writer.batches).toEqual([[4]]);
      expect(answered).toBe(false);
      sync.pending[0]!.resolve();
      expect(await result).toBe(40);
    });

    it('given batches committed while an fsync is in flight, then they share the next fsync', async () => {
      const sync = manualSync();
      const writer = recordingWriter();
      const commits = createGroupCommit({ write: writer.write, durable: sync.durable });
      const first = commits.submit(1);
      await nextTurn();
      const second = commits.submit(2);
      await nextTurn();
      const third = commits.submit(3);
      await nextTurn();
      expect(writer.batches).toEqual([[1], [2], [3]]);
      expect(sync.pending).toHaveLength(1);
      sync.pending[0]!.resolve();
      expect(await first).toBe(10);
      await nextTurn();
      expect(sync.pending).toHaveLength(2);
      sync.pending[1]!.resolve();
      expect(await Promise.all([second, third])).toEqual([20, 30]);
    });

    it('given an fsync that fails, then the callers of that group are rejected and later ones still succeed', async () => {
      const sync = manualSync();
      const commits = createGroupCommit<number, number>({
        write: (batch) => batch.map((n) => ({ ok: true, result: n })),
        durable: sync.durable,
      });
      const failed = commits.submit(1);
      await nextTurn();
      sync.pending[0]!.reject(new Error('EIO'));
      await expect(failed).rejects.toThrow('EIO');
      const later = commits.submit(2);
      await nextTurn();
      sync.pending[1]!.resolve();
      expect(await later).toBe(2);
      await commits.settled();
    });
  });
});
