/**
 * When reminders, missed-exam notices and weekly digests are due (issue 20 item 4). Pure: `now`
 * is given, never read. Times are ISO strings in UTC; the digest's week follows the clock in
 * Europe/London, where the families are (docs/PRIVACY.md "Reminders and digests").
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const NOTIFICATION_TIMING = {
  /** a reminder goes this long before an exam's window opens */
  reminderLeadMs: DAY,
  /** a missed-exam notice is sent only this long after the window closed (no notices for old exams) */
  missedNoticeWithinMs: 3 * DAY,
  /** the digest closes each week on this weekday (0 = Sunday) at this hour, London time */
  digestWeekday: 0,
  digestHour: 18,
  /** a digest not sent within this long of its time (the service was down) is skipped */
  digestSendWithinMs: DAY,
  timeZone: 'Europe/London',
} as const;

/**
 * Whether the reminder of an exam opening at `opensAt` is due: from 24 h before the opening until
 * it opens. A schedule created less than 24 h ahead is reminded at once; one already open is not.
 */
export function reminderDue(opensAt: string | null, now: Date): boolean {
  if (!opensAt) {
    return false; // an assignment without a window: nothing opens
  }
  const opens = Date.parse(opensAt);
  const at = now.getTime();
  return Number.isFinite(opens) && at >= opens - NOTIFICATION_TIMING.reminderLeadMs && at < opens;
}

/** Whether a missed-exam notice for a window that closed at `closedAt` may still be sent. */
export function missedNoticeDue(closedAt: string | null, now: Date): boolean {
  if (!closedAt) {
    return false;
  }
  const closed = Date.parse(closedAt);
  const at = now.getTime();
  return Number.isFinite(closed) && at >= closed && at < closed + NOTIFICATION_TIMING.missedNoticeWithinMs;
}

/** When a window closes: its end plus the grace minutes; null without an end. */
export function windowClosesAt(scheduledEndTime: string | null, graceMinutes: number): string | null {
  if (!scheduledEndTime) {
    return null;
  }
  const end = Date.parse(scheduledEndTime);
  return Number.isFinite(end) ? new Date(end + Math.max(0, graceMinutes) * MINUTE).toISOString() : null;
}

export interface DigestWeek {
  /** the London date of the Sunday the week closes, 'YYYY-MM-DD' (the digest's key) */
  weekOf: string;
  /** the previous digest's time: exams ended at or after it count */
  from: string;
  /** this digest's time (Sunday 18:00 London): exams ended before it count */
  to: string;
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: NOTIFICATION_TIMING.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock fields in London at an instant. */
function londonWallClock(at: number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const parts = Object.fromEntries(
    londonParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The instant of `hour`:00 London time on a London calendar date (no DST change happens at 18:00). */
function londonInstant(year: number, month: number, day: number, hour: number): number {
  const guess = Date.UTC(year, month - 1, day, hour);
  const wall = londonWallClock(guess);
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - guess;
  return guess - offset;
}

const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The most recent digest time at or before `now` (Sunday 18:00 London), with the week it closes. */
export function latestDigestWeek(now: Date): DigestWeek {
  const { digestWeekday, digestHour } = NOTIFICATION_TIMING;
  const wall = londonWallClock(now.getTime());
  // the London calendar date as a UTC midnight, so days can be counted without time zones
  const today = Date.UTC(wall.year, wall.month - 1, wall.day);
  let sunday = today - ((new Date(today).getUTCDay() - digestWeekday + 7) % 7) * DAY;
  const at = (date: number) => {
    const d = new Date(date);
    return londonInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), digestHour);
  };
  if (at(sunday) > now.getTime()) {
    sunday -= 7 * DAY;
  }
  return {
    weekOf: isoDate(sunday),
    from: new Date(at(sunday - 7 * DAY)).toISOString(),
    to: new Date(at(sunday)).toISOString(),
  };
}

/** The week whose digest is due now, or null once it is more than a day late (or already past). */
export function dueDigestWeek(now: Date): DigestWeek | null {
  const week = latestDigestWeek(now);
  return now.getTime() - Date.parse(week.to) < NOTIFICATION_TIMING.digestSendWithinMs ? week : null;
}

/** "Monday 2 March at 09:00" in London time: how mails write an exam's opening. */
export function londonDateTimeText(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: NOTIFICATION_TIMING.timeZone,
  });
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: NOTIFICATION_TIMING.timeZone,
  });
  return `${day} at ${time}`;
}
