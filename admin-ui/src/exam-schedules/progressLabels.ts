import type { StudentProgressStatus } from '@portal/contracts';

/** Spec 002 §4 "Student progress status in a schedule": completed, in-progress, not started. */
export function progressChipOf(status: StudentProgressStatus): {
  label: string;
  tone: 'success' | 'warning' | 'neutral';
} {
  switch (status) {
    case 'completed':
      return { label: 'Completed', tone: 'success' };
    case 'in-progress':
      return { label: 'In progress', tone: 'warning' };
    case 'not-started':
      return { label: 'Not started', tone: 'neutral' };
  }
}

/** "18 (90%)", "90%", or '—' before any completed attempt. */
export function bestLabel(score: number | null, percentage: number | null): string {
  const percent = percentage === null ? null : `${Math.round(percentage)}%`;
  if (score === null) {
    return percent ?? '—';
  }
  return percent ? `${score} (${percent})` : String(score);
}

/** Attempts that exist, finished or not: any of them makes cancelling need a reason (spec 002 §4). */
export function attemptsStarted(statistics: {
  completedAttempts: number;
  inProgressAttempts: number;
}): number {
  return statistics.completedAttempts + statistics.inProgressAttempts;
}
