import type { StudentProgressStatus } from '@portal/contracts';
import { ATTEMPT_PROGRESS_CHIPS } from '../common/statusChips';
import { marksFigure, marksWithPercentText, percentScoreText } from '@portal/contracts';

/** Spec 002 §4 "Student progress status in a schedule": completed, in-progress, not started. */
export function progressChipOf(status: StudentProgressStatus) {
  return ATTEMPT_PROGRESS_CHIPS[status];
}

/**
 * "18 / 20 marks (90%)" (issue 16: scores say what they count), "18 marks (90%)" when the total is
 * not known, "90%", or '—' before any completed attempt.
 */
export function bestLabel(
  score: number | null,
  percentage: number | null,
  totalMarks: number | null = null,
): string {
  const percent = percentage === null ? null : percentScoreText(percentage);
  if (score === null) {
    return percent ?? '—';
  }
  if (totalMarks !== null) {
    return marksWithPercentText(score, totalMarks, percentage);
  }
  const marks = `${marksFigure(score)} ${marksFigure(score) === '1' ? 'mark' : 'marks'}`;
  return percent ? `${marks} (${percent})` : marks;
}

/** Attempts that exist, finished or not: any of them makes cancelling need a reason (spec 002 §4). */
export function attemptsStarted(statistics: {
  completedAttempts: number;
  inProgressAttempts: number;
}): number {
  return statistics.completedAttempts + statistics.inProgressAttempts;
}
