import { describe, expect, it } from 'vitest';
import { EMPTY_WINDOW, takeFromWindow } from './rateLimit';

function take(times: number[], limit: number) {
  let window = EMPTY_WINDOW;
  return times.map((at) => {
    const verdict = takeFromWindow(window, at, limit);
    window = verdict.window;
    return verdict;
  });
}

describe('per-socket rate window', () => {
  it('given a limit of 3, when 5 events arrive in one second, then 3 pass and the 4th alone is reported', () => {
    const verdicts = take([0, 100, 200, 300, 400], 3);
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts.map((v) => v.report)).toEqual([false, false, false, true, false]);
  });

  it('given a full window, when a second has passed, then the count starts again', () => {
    const verdicts = take([0, 10, 20, 1_020, 1_030], 2);
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false, true, true]);
  });
});
