import { chipFrom, type ChipLook } from '../common/statusChips';
import { scheduleSection, type ScheduleSection, type SectionInput } from '@portal/contracts';

/** Where a schedule appears on the page (spec 002 §4 "Schedule sections"). */
export type SectionId = ScheduleSection;

/** What the page needs of a schedule to place and find it. */
export interface SectionedSchedule extends SectionInput {
  title: string;
  description?: string | null;
  section: SectionId;
  exam?: { title?: string | null } | null;
  group?: { name?: string | null } | null;
  assignments?:
    readonly { student?: { firstName?: string | null; lastName?: string | null } | null }[] | null;
}

/** The sections in the order shown, with their headings. */
export const SECTIONS: readonly { id: SectionId; heading: string; empty: string }[] = [
  { id: 'upcoming', heading: 'Upcoming', empty: 'Nothing starts later.' },
  { id: 'active', heading: 'Active Scheduled', empty: 'No exam is open right now.' },
  { id: 'past', heading: 'Past Scheduled', empty: 'No scheduled window has ended yet.' },
  { id: 'completed', heading: 'Completed', empty: 'No completed schedules yet.' },
  { id: 'assignment', heading: 'Assignments without a schedule', empty: 'Every assignment has a time.' },
];

/** Spec 002 §9: the completed section shows 4 until asked for all. */
export const COMPLETED_SHOWN = 4;

export interface GroupedSchedules<T> {
  bySection: Record<SectionId, T[]>;
  cancelled: T[];
}

const normalise = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** A search over the schedule's title, description, exam, group and students' names. */
export function matchesSearch(schedule: SectionedSchedule, search: string): boolean {
  const words = normalise(search).split(' ').filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const haystack = normalise(
    [
      schedule.title,
      schedule.description ?? '',
      schedule.exam?.title ?? '',
      schedule.group?.name ?? '',
      ...(schedule.assignments ?? []).map(
        (a) => `${a.student?.firstName ?? ''} ${a.student?.lastName ?? ''}`,
      ),
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/**
 * The schedules matching the search, by section; cancelled ones form their own list (and are
 * left out of Completed, where they would be counted twice). With `now`, the section is derived
 * again (the server's was right when it answered; a page left open moves Upcoming to Active).
 */
export function groupSchedules<T extends SectionedSchedule>(
  schedules: readonly T[],
  search: string,
  now?: Date,
): GroupedSchedules<T> {
  const bySection: Record<SectionId, T[]> = {
    assignment: [],
    upcoming: [],
    active: [],
    past: [],
    completed: [],
  };
  const cancelled: T[] = [];
  for (const schedule of schedules) {
    if (!matchesSearch(schedule, search)) {
      continue;
    }
    if (schedule.status === 'cancelled') {
      cancelled.push(schedule);
    } else {
      bySection[now ? scheduleSection(schedule, now) : schedule.section].push(schedule);
    }
  }
  return { bySection, cancelled };
}

export interface ScheduleCounters {
  upcoming: number;
  active: number;
  /**
   * The summary card labels the Past section as Completed (spec 002 §2.3); schedules the server
   * completed once their window closed (issue 16) count there too.
   */
  completed: number;
  cancelled: number;
}

export function countersOf<T extends SectionedSchedule>(grouped: GroupedSchedules<T>): ScheduleCounters {
  return {
    upcoming: grouped.bySection.upcoming.length,
    active: grouped.bySection.active.length,
    completed: grouped.bySection.past.length + grouped.bySection.completed.length,
    cancelled: grouped.cancelled.length,
  };
}

/** "Group: Year 6 Maths" or "3 students" for a card. */
export function audienceLabel(schedule: {
  group?: { name?: string | null } | null;
  assignments?: readonly unknown[] | null;
}): string {
  if (schedule.group?.name) {
    return `Group: ${schedule.group.name}`;
  }
  const count = schedule.assignments?.length ?? 0;
  return `${count} student${count === 1 ? '' : 's'}`;
}

const SCHEDULE_CHIPS: Record<string, ChipLook> = {
  assigned: { label: 'Assigned', tone: 'info' },
  scheduled: { label: 'Scheduled', tone: 'primary' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'error' },
};

/** The status chip's words and tone. */
export function statusChipOf(status: string): ChipLook {
  return chipFrom(SCHEDULE_CHIPS, status, { label: status || 'Unknown', tone: 'neutral' });
}

/** "45 min" or "1 h 30 min". */
export function durationLabel(minutes: number | null | undefined): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) {
    return '—';
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) {
    return `${rest} min`;
  }
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The direct link a student opens the schedule with (spec 002 §2.3). */
export function directLink(origin: string, scheduleId: string): string {
  return `${origin.replace(/\/+$/, '')}/assignment/${encodeURIComponent(scheduleId)}`;
}

/** A moment in the user's own locale and time zone, e.g. "12 Mar 2026, 09:30"; '—' for none. */
export function formatWhen(iso: string | null | undefined, locale?: string): string {
  if (!iso) {
    return '—';
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '—';
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
