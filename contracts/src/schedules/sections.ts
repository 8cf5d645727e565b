import type { ScheduleSection, ScheduleStatus } from './enums';

// ---- pure rules shared by server and console ---------------------------------------------------

/** What section derivation needs of a schedule. */
export interface SectionInput {
  status: ScheduleStatus;
  isActive: boolean;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
}

/**
 * Spec 002 §4 "Schedule sections": completed when completed, cancelled or inactive; an assignment
 * when status assigned and no start; past when the end has passed; upcoming when the start is
 * ahead; active otherwise. The end is exclusive: at the end instant the schedule is past.
 */
export function scheduleSection(schedule: SectionInput, now: Date): ScheduleSection {
  if (schedule.status === 'completed' || schedule.status === 'cancelled' || !schedule.isActive) {
    return 'completed';
  }
  if (!schedule.scheduledStartTime) {
    // 'scheduled' always has a start; an 'assigned' entry without one is an assignment
    return 'assignment';
  }
  const at = now.getTime();
  if (schedule.scheduledEndTime && Date.parse(schedule.scheduledEndTime) <= at) {
    return 'past';
  }
  return Date.parse(schedule.scheduledStartTime) > at ? 'upcoming' : 'active';
}

/**
 * The next free "{title} (n)" (n from 2) given the titles already used for the exam; a title that
 * already ends in "(n)" is counted from its base.
 */
export function suggestedTitle(title: string, takenTitles: readonly string[]): string {
  const base = title.trim().replace(/\s*\(\d+\)$/, '');
  const taken = new Set(takenTitles.map((used) => used.trim().toLowerCase()));
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate.toLowerCase())) {
      return candidate;
    }
  }
}

/** Up to `count` free titles, in order: "{title} (2)", "{title} (3)", … (check-duplicate's suggestions). */
export function suggestedTitles(title: string, takenTitles: readonly string[], count = 3): string[] {
  const taken = [...takenTitles];
  const suggestions: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const next = suggestedTitle(title, taken);
    suggestions.push(next);
    taken.push(next);
  }
  return suggestions;
}
