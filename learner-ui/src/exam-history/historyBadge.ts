import { historyBadge as historyBadgeKind, type HistoryBadge as HistoryBadgeKind } from '@portal/contracts';

export type { HistoryBadgeKind };
export type HistoryFilter = 'all' | 'completed' | 'missed' | 'upcoming';

export interface HistoryBadge {
  kind: HistoryBadgeKind;
  label: string;
}

const LABELS: Record<HistoryBadgeKind, string> = {
  completed: 'Completed',
  in_progress: 'In progress',
  missed: 'Missed',
  available: 'Available',
  upcoming: 'Upcoming',
};

/** The badge of a kind (the server may send the kind it computed). */
export function badgeOf(kind: HistoryBadgeKind): HistoryBadge {
  return { kind, label: LABELS[kind] };
}

/** A time the list can read, else null (an unreadable time counts as none, as if not sent). */
function readableTime(value: string | null): string | null {
  return value && Number.isFinite(Date.parse(value)) ? value : null;
}

/**
 * Spec 002 §4 history badge (the contracts rule, with its label): completed; in_progress; Missed
 * once the end time has passed; Available inside the window; otherwise Upcoming.
 */
export function historyBadge(
  item: { attemptStatus: string | null; scheduledStartTime: string | null; scheduledEndTime: string | null },
  now: number,
): HistoryBadge {
  const end = item.scheduledEndTime;
  return badgeOf(
    historyBadgeKind({
      attemptStatus: item.attemptStatus ?? '',
      scheduledStartTime: readableTime(item.scheduledStartTime),
      // an end only once it has passed: the list has never counted the end's own millisecond as missed
      scheduledEndTime: end && Date.parse(end) < now ? end : null,
      now: new Date(now),
    }),
  );
}

/** Which filter an item belongs to: in progress and available count as upcoming (still to do). */
export function matchesHistoryFilter(kind: HistoryBadgeKind, filter: HistoryFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'completed':
      return kind === 'completed';
    case 'missed':
      return kind === 'missed';
    case 'upcoming':
      return kind === 'upcoming' || kind === 'available' || kind === 'in_progress';
    default: {
      const unknown: never = filter;
      return unknown;
    }
  }
}
