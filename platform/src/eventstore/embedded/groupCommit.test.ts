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
});
