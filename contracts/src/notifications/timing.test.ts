import { describe, expect, it } from 'vitest';
import {
  dueDigestWeek,
  latestDigestWeek,
  londonDateTimeText,
  missedNoticeDue,
  reminderDue,
  windowClosesAt,
} from './timing';

const OPENS = '2026-03-10T09:00:00.000Z';
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * 60_000);
const HOURS_24 = 24 * 60;

describe('reminder timing', () => {
  it('given an exam opening at 09:00, when it is 24 h and 1 min before, then no reminder is due yet', () => {
    expect(reminderDue(OPENS, at(OPENS, -HOURS_24 - 1))).toBe(false);
  });

  it('given an exam opening at 09:00, when it is exactly 24 h before or any time until it opens, then the reminder is due', () => {
    expect(reminderDue(OPENS, at(OPENS, -HOURS_24))).toBe(true);
    expect(reminderDue(OPENS, at(OPENS, -HOURS_24 + 1))).toBe(true);
    expect(reminderDue(OPENS, at(OPENS, -1))).toBe(true);
  });

  it('given an exam already open, or an assignment without a window, then no reminder is due', () => {
    expect(reminderDue(OPENS, at(OPENS))).toBe(false);
    expect(reminderDue(null, at(OPENS, -60))).toBe(false);
  });
});

describe('missed-exam notice timing', () => {
  it('given a window ending at 10:00 with 15 grace minutes, then it closes at 10:15', () => {
    expect(windowClosesAt('2026-03-10T10:00:00.000Z', 15)).toBe('2026-03-10T10:15:00.000Z');
    expect(windowClosesAt(null, 15)).toBeNull();
  });

  it('given a closing time, then a notice is due from it for three days, and not before or after', () => {
    const closed = '2026-03-10T10:15:00.000Z';
    expect(missedNoticeDue(closed, at(closed, -1))).toBe(false);
    expect(missedNoticeDue(closed, at(closed))).toBe(true);
    expect(missedNoticeDue(closed, at(closed, 3 * HOURS_24 - 1))).toBe(true);
    expect(missedNoticeDue(closed, at(closed, 3 * HOURS_24))).toBe(false);
  });
});

describe('weekly digest timing (Sunday 18:00 Europe/London)', () => {
  it('given Sunday 1 March 2026 (GMT), when it is 17:59, then the week due is the one that closed the Sunday before', () => {
    expect(latestDigestWeek(new Date('2026-03-01T17:59:00.000Z'))).toEqual({
      weekOf: '2026-02-22',
      from: '2026-02-15T18:00:00.000Z',
      to: '2026-02-22T18:00:00.000Z',
    });
  });

  it('given Sunday 1 March 2026 (GMT), when it is 18:00, then that week is due: from the Sunday before at 18:00', () => {
    const now = new Date('2026-03-01T18:00:00.000Z');
    expect(dueDigestWeek(now)).toEqual({
      weekOf: '2026-03-01',
      from: '2026-02-22T18:00:00.000Z',
      to: '2026-03-01T18:00:00.000Z',
    });
  });

  it('given British Summer Time, then 18:00 London is 17:00 UTC, and the week across the clock change is one hour shorter', () => {
    expect(latestDigestWeek(new Date('2026-04-05T17:00:00.000Z'))).toEqual({
      weekOf: '2026-04-05',
      from: '2026-03-29T17:00:00.000Z',
      to: '2026-04-05T17:00:00.000Z',
    });
    // the clocks went forward on Sunday 29 March at 01:00 UTC
    expect(latestDigestWeek(new Date('2026-03-29T17:30:00.000Z'))).toMatchObject({
      weekOf: '2026-03-29',
      from: '2026-03-22T18:00:00.000Z',
      to: '2026-03-29T17:00:00.000Z',
    });
  });

  it('given the digest is more than a day late (the service was down), then none is due until the next Sunday', () => {
    expect(dueDigestWeek(new Date('2026-03-02T17:59:00.000Z'))?.weekOf).toBe('2026-03-01');
    expect(dueDigestWeek(new Date('2026-03-02T18:00:00.000Z'))).toBeNull();
    expect(dueDigestWeek(new Date('2026-03-07T12:00:00.000Z'))).toBeNull();
  });

  it('given an instant, then mails write it in London time', () => {
    expect(londonDateTimeText('2026-03-02T09:00:00.000Z')).toBe('Monday 2 March at 09:00');
    expect(londonDateTimeText('2026-06-01T08:30:00.000Z')).toBe('Monday 1 June at 09:30');
  });
});
