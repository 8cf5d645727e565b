import { describe, expect, it } from 'vitest';
import { liveQuizRelease } from './resultsRelease';

// Issue 16 item 1: a live quiz attempt's key opens when the tutor ends its session; a session never
// ended expires 240 minutes after creation, so at the latest 240 minutes after the attempt started.

const START = '2026-03-02T09:00:00.000Z';
const LIFETIME_MS = 240 * 60_000;
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000);

describe('liveQuizRelease', () => {
  it('given the session still running 10 minutes after the start, then withheld with no time promised', () => {
    expect(
      liveQuizRelease(
        { attemptStartTime: START, sessionEndedAt: null, sessionLifetimeMs: LIFETIME_MS },
        at(10),
      ),
    ).toEqual({ released: false, reason: null, availableAt: null });
  });

  it('given the tutor ended the session 12 minutes after the start, then released from that end', () => {
    const endedAt = at(12).toISOString();
    expect(
      liveQuizRelease(
        { attemptStartTime: START, sessionEndedAt: endedAt, sessionLifetimeMs: LIFETIME_MS },
        at(12),
      ),
    ).toEqual({ released: true, reason: 'session_ended', availableAt: '2026-03-02T09:12:00.000Z' });
  });

  it('given no end recorded, when 239 minutes have passed, then still withheld', () => {
    expect(
      liveQuizRelease(
        { attemptStartTime: START, sessionEndedAt: null, sessionLifetimeMs: LIFETIME_MS },
        at(239),
      ),
    ).toEqual({ released: false, reason: null, availableAt: null });
  });

  it('given no end recorded, when 240 minutes have passed (the session surely expired), then released', () => {
    expect(
      liveQuizRelease(
        { attemptStartTime: START, sessionEndedAt: null, sessionLifetimeMs: LIFETIME_MS },
        at(240),
      ),
    ).toEqual({ released: true, reason: 'window_closed', availableAt: '2026-03-02T13:00:00.000Z' });
  });

  it('given no start time and no end, then withheld (fail closed)', () => {
    expect(
      liveQuizRelease(
        { attemptStartTime: null, sessionEndedAt: null, sessionLifetimeMs: LIFETIME_MS },
        at(100_000),
      ),
    ).toEqual({ released: false, reason: null, availableAt: null });
    expect(
      liveQuizRelease(
        { attemptStartTime: 'not a time', sessionEndedAt: null, sessionLifetimeMs: LIFETIME_MS },
        at(100_000),
      ),
    ).toEqual({ released: false, reason: null, availableAt: null });
  });
});
