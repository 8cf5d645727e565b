import { describe, expect, it, vi } from 'vitest';
import { createStateCell } from './stateCell';
import { browserTimers, storeEffect, timerSlot } from './timers';

describe('timerSlot', () => {
  it('given a pending timer, when it is started again, then only the second one runs', () => {
    vi.useFakeTimers();
    const slot = timerSlot(browserTimers);
    const runs: string[] = [];
    slot.start(() => runs.push('first'), 100);
    slot.start(() => runs.push('second'), 100);
    vi.advanceTimersByTime(100);
    expect(runs).toEqual(['second']);
    vi.useRealTimers();
  });

  it('given a pending timer, when it is stopped, then it never runs', () => {
    vi.useFakeTimers();
    const slot = timerSlot(browserTimers);
    const run = vi.fn();
    slot.start(run, 50);
    slot.stop();
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('storeEffect', () => {
  it('given unchanged dependencies, when updated, then the effect does not run again', () => {
    const run = vi.fn(() => undefined);
    const effect = storeEffect((state: { a: number; b: number }) => [state.a], run);
    effect.update({ a: 1, b: 1 });
    effect.update({ a: 1, b: 2 });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('given changed dependencies, when updated, then the previous cleanup runs before the effect', () => {
    const calls: string[] = [];
    const effect = storeEffect(
      (state: number) => [state],
      (state) => {
        calls.push(`run ${state}`);
        return () => calls.push(`cleanup ${state}`);
      },
    );
    effect.update(1);
    effect.update(2);
    effect.stop();
    effect.update(2);
    expect(calls).toEqual(['run 1', 'cleanup 1', 'run 2', 'cleanup 2', 'run 2']);
  });
});

describe('createStateCell', () => {
  it('given a listener, when the same state is set, then nobody is told', () => {
    const onChange = vi.fn();
    const listener = vi.fn();
    const cell = createStateCell({ n: 1 }, onChange);
    cell.subscribe(listener);
    cell.set(cell.getState());
    expect(listener).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given a listener, when a new state is set, then onChange sees both states and the listener is told', () => {
    const seen: number[][] = [];
    const cell = createStateCell(1, (next, previous) => seen.push([previous, next]));
    const listener = vi.fn();
    const unsubscribe = cell.subscribe(listener);
    cell.set(2);
    unsubscribe();
    cell.set(3);
    expect(seen).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cell.getState()).toBe(3);
  });
});
