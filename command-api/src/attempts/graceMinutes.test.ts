import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE_SETTINGS } from '@portal/contracts';
import { graceMinutesOf } from './grace';

// Issue 16 item 4: the grace period is the schedule's typed setting, 0–30 minutes.
const withGrace = (gracePeriodMinutes?: number) => ({
  settings: { ...DEFAULT_SCHEDULE_SETTINGS, ...(gracePeriodMinutes !== undefined && { gracePeriodMinutes }) },
});

describe('graceMinutesOf', () => {
  it('given a schedule stored before the setting existed, then 0', () => {
    expect(graceMinutesOf(withGrace())).toBe(0);
  });

  it('given 0, 10 or 30 minutes, then the same', () => {
    expect([0, 10, 30].map((minutes) => graceMinutesOf(withGrace(minutes)))).toEqual([0, 10, 30]);
  });

  it('given a value stored before the 0–30 rule (45, 240), then 30: the schedule keeps the most grace allowed', () => {
    expect(graceMinutesOf(withGrace(45))).toBe(30);
    expect(graceMinutesOf(withGrace(240))).toBe(30);
  });

  it('given nonsense stored by hand (negative, NaN), then 0', () => {
    expect(graceMinutesOf(withGrace(-5))).toBe(0);
    expect(graceMinutesOf(withGrace(Number.NaN))).toBe(0);
  });
});
