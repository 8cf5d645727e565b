import { describe, expect, it } from 'vitest';
import { clockText, initialRemaining, saveDelayAfterAnswer, timerTone } from './timing';

describe('exam timing (spec 002 §4, §9)', () => {
  it('saves 2 s after an answer only when the last save is more than 10 s old', () => {
    expect(saveDelayAfterAnswer(null, 1_000)).toBe(2_000);
    expect(saveDelayAfterAnswer(0, 10_001)).toBe(2_000);
    expect(saveDelayAfterAnswer(0, 10_000)).toBeNull();
    expect(saveDelayAfterAnswer(5_000, 9_000)).toBeNull();
  });

  it('colours the timer green above half, yellow above a quarter, red otherwise', () => {
    expect(timerTone(51, 100)).toBe('green');
    expect(timerTone(50, 100)).toBe('yellow');
    expect(timerTone(26, 100)).toBe('yellow');
    expect(timerTone(25, 100)).toBe('red');
    expect(timerTone(0, 0)).toBe('red');
  });

  it('shows the time left', () => {
    expect(clockText(3_909)).toBe('1:05:09');
    expect(clockText(727)).toBe('12:07');
    expect(clockText(9)).toBe('0:09');
    expect(clockText(-3)).toBe('0:00');
  });

  it("takes the server's time, else 60 × the time limit", () => {
    expect(initialRemaining(125.7, 30)).toBe(125);
    expect(initialRemaining(undefined, 30)).toBe(1_800);
    expect(initialRemaining(-5, 30)).toBe(0);
  });
});
