import type { StatusTone } from '../common/StatusChip';
import { ATTEMPT_PROGRESS_CHIPS, chipFrom, type ChipLook } from '../common/statusChips';
import type { RosterStatus } from '@portal/contracts';

const SCHEDULE_STATUS_CHIPS: Record<string, ChipLook> = {
  completed: { label: 'Completed', tone: 'success' },
  active: { label: 'Active', tone: 'info' },
  '': { label: 'Other', tone: 'neutral' },
};

/** Scheduled exam status in analytics: completed, active, or other (spec 002 §4). */
export function scheduleStatusChip(status: string): ChipLook {
  const value = status.trim().toLowerCase();
  return chipFrom(SCHEDULE_STATUS_CHIPS, value, {
    label: value.charAt(0).toUpperCase() + value.slice(1).replace(/[-_]/g, ' '),
    tone: 'neutral',
  });
}

/** A student's progress on the analysed schedule. */
export function studentStatusChip(status: RosterStatus): ChipLook {
  return ATTEMPT_PROGRESS_CHIPS[status];
}

/** Facility (share correct, 0–1): below 0.3 hard, above 0.9 easy. */
export function facilityHint(facility: number | null): { label: string; tone: StatusTone } {
  if (facility === null) {
    return { label: 'No answers', tone: 'neutral' };
  }
  if (facility < 0.3) {
    return { label: 'Hard', tone: 'error' };
  }
  if (facility > 0.9) {
    return { label: 'Easy', tone: 'info' };
  }
  return { label: 'Moderate', tone: 'success' };
}

/** Discrimination (−1…1): below 0.2 the question does not separate strong from weak students. */
export function discriminationHint(discrimination: number | null): { label: string; tone: StatusTone } {
  if (discrimination === null) {
    return { label: 'Not enough data', tone: 'neutral' };
  }
  if (discrimination < 0) {
    return { label: 'Review the question (weaker students did better)', tone: 'error' };
  }
  if (discrimination < 0.2) {
    return { label: 'Review the question', tone: 'warning' };
  }
  return discrimination >= 0.4
    ? { label: 'Separates well', tone: 'success' }
    : { label: 'Acceptable', tone: 'success' };
}

/** KR-20, the exam's internal consistency, in plain words. */
export function kr20Explanation(kr20: number | null): { verdict: string; tone: StatusTone; text: string } {
  const about =
    'KR-20 measures how consistently the questions rank students: 0 means the scores are mostly chance, 1 means every question agrees.';
  if (kr20 === null) {
    return {
      verdict: 'Not enough data',
      tone: 'neutral',
      text: `${about} It needs at least two completed attempts, two questions and some spread in the scores.`,
    };
  }
  if (kr20 >= 0.8) {
    return {
      verdict: 'High reliability',
      tone: 'success',
      text: `${about} Above 0.8 the total score is dependable.`,
    };
  }
  if (kr20 >= 0.7) {
    return {
      verdict: 'Acceptable reliability',
      tone: 'success',
      text: `${about} 0.7 to 0.8 is acceptable for a class test.`,
    };
  }
  if (kr20 >= 0.5) {
    return {
      verdict: 'Moderate reliability',
      tone: 'warning',
      text: `${about} Between 0.5 and 0.7, read single scores with care; more questions or fewer weak ones help.`,
    };
  }
  return {
    verdict: 'Low reliability',
    tone: 'error',
    text: `${about} Below 0.5 the total says little on its own: review questions flagged below and add more.`,
  };
}

/** 0.734 → "0.73"; null → "—". */
export function formatIndex(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}
