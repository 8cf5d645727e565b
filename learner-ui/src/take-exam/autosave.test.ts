import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveController, type SaveStatus } from './autosave';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(
  send: (seq: number) => Promise<void>,
  extra: Partial<ConstructorParameters<typeof AutosaveController>[0]> = {},
) {
  const statuses: SaveStatus[] = [];
  const dirty: boolean[] = [];
  const controller = new AutosaveController({
    send,
    onStatus: (status) => statuses.push(status),
    onDirty: (value) => dirty.push(value),
    ...extra,
  });
  return { controller, statuses, dirty };
}

describe('auto-save (spec 002 §9)', () => {
  it('saves every 30 s with an increasing seq', async () => {
    const seqs: number[] = [];
    const { controller, statuses } = setup(
      (seq) => {
        seqs.push(seq);
        return Promise.resolve();
      },
      { initialSeq: 4 },
    );
    controller.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(seqs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seqs).toEqual([5, 6]);
    expect(statuses).toEqual(['saving', 'saved', 'saving', 'saved']);
    controller.stop();
  });

  it('saves 2 s after an answer unless a save happened in the last 10 s', async () => {
    const seqs: number[] = [];
    const { controller } = setup((seq) => {
      seqs.push(seq);
      return Promise.resolve();
    });
    controller.start();
    controller.answered();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seqs).toEqual([1]);
    // 5 s after that save: the answer waits for the 30 s save
    await vi.advanceTimersByTimeAsync(3_000);
    controller.answered();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seqs).toEqual([1]);
    expect(controller.hasUnsent).toBe(true);
    // more than 10 s after the save: saved 2 s later
    await vi.advanceTimersByTimeAsync(5_001);
    controller.answered();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seqs).toEqual([1, 2]);
    expect(controller.hasUnsent).toBe(false);
    controller.stop();
  });

  it("shows 'Save failed', keeps the answers unsent, retries and sends when back online", async () => {
    let online = false;
    const seqs: number[] = [];
    const { controller, statuses, dirty } = setup((seq) => {
      seqs.push(seq);
      return online ? Promise.resolve() : Promise.reject(new Error('offline'));
    });
    controller.start();
    controller.answered();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(statuses.at(-1)).toBe('error');
    expect(controller.hasUnsent).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seqs).toEqual([1, 2]);
    online = true;
    controller.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(seqs).toEqual([1, 2, 3]);
    expect(statuses.at(-1)).toBe('saved');
    expect(dirty).toEqual([true, false]);
    // nothing is retried after success
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seqs).toEqual([1, 2, 3]);
    controller.stop();
  });

  it('sends a change made during a save right after it, and keeps it unsent until then', async () => {
    let release: () => void = () => undefined;
    const seqs: number[] = [];
    const { controller } = setup(
      (seq) =>
        new Promise<void>((resolve) => {
          seqs.push(seq);
          release = resolve;
        }),
    );
    controller.start();
    controller.answered();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seqs).toEqual([1]);
    controller.answered();
    void controller.save();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(seqs).toEqual([1, 2]);
    expect(controller.hasUnsent).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.hasUnsent).toBe(false);
    controller.stop();
  });

  it('stops on a fatal answer (time is up) and reports it', async () => {
    const onFatal = vi.fn();
    const { controller } = setup(() => Promise.reject(new Error('Time is up')), {
      isFatal: () => true,
      onFatal,
    });
    controller.start();
    controller.answered();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onFatal).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onFatal).toHaveBeenCalledTimes(1);
  });

  it('sends answers left unsent before a reload as soon as it starts', async () => {
    const seqs: number[] = [];
    const { controller } = setup(
      (seq) => {
        seqs.push(seq);
        return Promise.resolve();
      },
      { initiallyDirty: true, initialSeq: 7 },
    );
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seqs).toEqual([8]);
    controller.stop();
  });

  it('given a save in flight and an answer after it, when drained before a pause, then both are sent and nothing runs after', async () => {
    const seqs: number[] = [];
    let finish: () => void = () => undefined;
    const { controller } = setup((seq) => {
      seqs.push(seq);
      return seq === 1 ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve();
    });
    controller.start();
    controller.answered();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seqs).toEqual([1]);
    controller.answered();
    let drained = false;
    const drain = controller.drain().then(() => (drained = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(drained).toBe(false);
    finish();
    await drain;
    expect(seqs).toEqual([1, 2]);
    expect(controller.hasUnsent).toBe(false);
    controller.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seqs).toEqual([1, 2]);
  });
});
