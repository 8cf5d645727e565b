export type HistoryBadgeKind = 'completed' | 'in_progress' | 'missed' | 'available' | 'upcoming';
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

/**
 * Spec 002 §4 history badge: completed; in_progress; Missed once the end time has passed;
 * Available inside the window; otherwise Upcoming.
 */
export function historyBadge(
  item: { attemptStatus: string | null; scheduledStartTime: string | null; scheduledEndTime: string | null },
  now: number,
): HistoryBadge {
  const kind = ((): HistoryBadgeKind => {
    if (item.attemptStatus === 'completed') {
      return 'completed';
    }
    if (item.attemptStatus === 'in_progress') {
      return 'in_progress';
    }
    const start = item.scheduledStartTime ? Date.parse(item.scheduledStartTime) : NaN;
    const end = item.scheduledEndTime ? Date.parse(item.scheduledEndTime) : NaN;
    if (Number.isFinite(end) && end < now) {
      return 'missed';
    }
    if (!Number.isFinite(start) || start <= now) {
      return 'available';
    }
    return 'upcoming';
  })();
  return { kind, label: LABELS[kind] };
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
