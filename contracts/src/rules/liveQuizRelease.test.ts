import { describe, expect, it } from 'vitest';
import { liveQuizRelease } from './resultsRelease';

// Issue 16 item 1: a live quiz attempt's key opens when the tutor ends its session; a session never
// ended expires 240 minutes after creation, so at the latest 240 minutes after the attempt started.

const START = '2026-03-02T09:00:00.000Z';
const LIFETIME_MS = 240 * 60_000;
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000);

const WITHHELD = { released: false, reason: null, availableAt: null };

describe('liveQuizRelease', () => {
  it.each([
    {
      name: 'given the session still running 10 minutes after the start, then withheld with no time promised',
      attemptStartTime: START,
      sessionEndedAt: null,
      now: at(10),
      expected: WITHHELD,
    },
    {
      name: 'given the tutor ended the session 12 minutes after the start, then released from that end',
      attemptStartTime: START,
      sessionEndedAt: at(12).toISOString(),
      now: at(12),
      expected: { released: true, reason: 'session_ended', availableAt: '2026-03-02T09:12:00.000Z' },
    },
    {
      name: 'given no end recorded, when 239 minutes have passed, then still withheld',
      attemptStartTime: START,
      sessionEndedAt: null,
      now: at(239),
      expected: WITHHELD,
    },
    {
      name: 'given no end recorded, when 240 minutes have passed (the session surely expired), then released',
      attemptStartTime: START,
      sessionEndedAt: null,
      now: at(240),
      expected: { released: true, reason: 'window_closed', availableAt: '2026-03-02T13:00:00.000Z' },
    },
    {
      name: 'given no start time and no end, then withheld (fail closed)',
      attemptStartTime: null,
      sessionEndedAt: null,
      now: at(100_000),
      expected: WITHHELD,
    },
    {
      name: 'given a start time that is no time and no end, then withheld (fail closed)',
      attemptStartTime: 'not a time',
      sessionEndedAt: null,
      now: at(100_000),
      expected: WITHHELD,
    },
  ])('$name', ({ attemptStartTime, sessionEndedAt, now, expected }) => {
    expect(
      liveQuizRelease({ attemptStartTime, sessionEndedAt, sessionLifetimeMs: LIFETIME_MS }, now),
    ).toEqual(expected);
  });
});
