import { describe, expect, it } from 'vitest';
import { badgeOf, historyBadge, matchesHistoryFilter } from './historyBadge';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

describe('history badge (spec 002 §4)', () => {
  it('is completed or in progress from the attempt, else from the window', () => {
    expect(
      historyBadge({ attemptStatus: 'completed', scheduledStartTime: at(-5), scheduledEndTime: at(-1) }, NOW)
        .label,
    ).toBe('Completed');
    expect(
      historyBadge({ attemptStatus: 'in_progress', scheduledStartTime: at(-1), scheduledEndTime: at(1) }, NOW)
        .kind,
    ).toBe('in_progress');
    expect(
      historyBadge({ attemptStatus: 'available', scheduledStartTime: at(-5), scheduledEndTime: at(-1) }, NOW),
    ).toEqual({ kind: 'missed', label: 'Missed' });
    expect(
      historyBadge({ attemptStatus: 'available', scheduledStartTime: at(-1), scheduledEndTime: at(1) }, NOW)
        .label,
    ).toBe('Available');
    expect(
      historyBadge({ attemptStatus: null, scheduledStartTime: at(-1), scheduledEndTime: null }, NOW).label,
    ).toBe('Available');
    expect(
      historyBadge({ attemptStatus: null, scheduledStartTime: at(2), scheduledEndTime: at(3) }, NOW).label,
    ).toBe('Upcoming');
    expect(badgeOf('missed')).toEqual({ kind: 'missed', label: 'Missed' });
  });

  it('puts items under the filters all, completed, missed, upcoming', () => {
    expect(matchesHistoryFilter('missed', 'all')).toBe(true);
    expect(matchesHistoryFilter('completed', 'completed')).toBe(true);
    expect(matchesHistoryFilter('missed', 'completed')).toBe(false);
    expect(matchesHistoryFilter('missed', 'missed')).toBe(true);
    expect(matchesHistoryFilter('available', 'upcoming')).toBe(true);
    expect(matchesHistoryFilter('in_progress', 'upcoming')).toBe(true);
    expect(matchesHistoryFilter('completed', 'upcoming')).toBe(false);
  });
});
