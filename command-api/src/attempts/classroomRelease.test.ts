import { describe, expect, it } from 'vitest';
import type { ReadModelStore } from '@portal/platform';
import { releaseOfAttempt } from './resultsRelease';

// Issue 16 item 1: a live quiz attempt's own results page holds the key back until its session has
// surely ended (sessions expire 240 minutes after creation; a student starts after the creation).

const noReadModels = null as unknown as ReadModelStore; // the classroom case reads none
const grace = () => 0;
const START = '2026-03-02T09:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000);

describe('releaseOfAttempt for a classroom attempt', () => {
  it('given 239 minutes after the start, then withheld, available 240 minutes after the start', async () => {
    const release = await releaseOfAttempt(
      noReadModels,
      { accessType: 'classroom', scheduleId: null, studentId: 's1', startTime: START },
      grace,
      at(239),
    );
    expect(release).toEqual({ released: false, reason: null, availableAt: at(240).toISOString() });
  });

  it('given 240 minutes after the start, then released', async () => {
    const release = await releaseOfAttempt(
      noReadModels,
      { accessType: 'classroom', scheduleId: null, studentId: 's1', startTime: START },
      grace,
      at(240),
    );
    expect(release).toEqual({ released: true, reason: 'window_closed', availableAt: at(240).toISOString() });
  });

  it('given no start time, then withheld (fail closed)', async () => {
    const release = await releaseOfAttempt(
      noReadModels,
      { accessType: 'classroom', scheduleId: null, studentId: 's1' },
      grace,
      at(100_000),
    );
    expect(release).toEqual({ released: false, reason: null, availableAt: null });
  });
});
