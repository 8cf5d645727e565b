import { describe, expect, it } from 'vitest';
import { saveOutcome, timeWarning } from './announcements';

describe('what the exam announces (issue 19 item 2)', () => {
  it('warns at 5 minutes and at 1 minute left, and the words hold between the warnings', () => {
    const said = new Set<string>();
    for (let remaining = 30 * 60; remaining >= 0; remaining -= 1) {
      said.add(timeWarning(remaining));
    }
    expect([...said]).toEqual(['', '5 minutes left', '1 minute left']);
    expect(timeWarning(301)).toBe('');
    expect(timeWarning(300)).toBe('5 minutes left');
    expect(timeWarning(61)).toBe('5 minutes left');
    expect(timeWarning(60)).toBe('1 minute left');
    expect(timeWarning(0)).toBe('1 minute left');
  });

  it('a save in progress keeps the last outcome; a failure, offline and the recovery change it', () => {
    expect(saveOutcome('saved', 'saving', false)).toBe('saved');
    expect(saveOutcome('saved', 'error', false)).toBe('error');
    // a retry of a failed save says nothing new until it succeeds
    expect(saveOutcome('error', 'saving', false)).toBe('error');
    expect(saveOutcome('error', 'error', false)).toBe('error');
    expect(saveOutcome('error', 'saved', false)).toBe('saved');
    expect(saveOutcome('saved', 'saving', true)).toBe('offline');
    expect(saveOutcome('offline', 'saving', false)).toBe('offline');
    expect(saveOutcome('offline', 'saved', false)).toBe('saved');
  });
});
