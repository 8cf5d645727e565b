import { SCHEDULE_LIMITS } from '@portal/contracts';
import type { ExamScheduleDocument } from '@portal/projections';

/**
 * A schedule's grace period (minutes after its end a start is still allowed): the typed setting,
 * 0 for schedules stored before it existed, and at most 30 (issue 16) even for a value stored
 * before the rule: such a schedule keeps 30 minutes rather than losing its grace.
 */
export function graceMinutesOf(schedule: Pick<ExamScheduleDocument, 'settings'>): number {
  const grace = schedule.settings.gracePeriodMinutes ?? SCHEDULE_LIMITS.defaultGrace;
  return Number.isFinite(grace) && grace > 0 ? Math.min(Math.floor(grace), SCHEDULE_LIMITS.graceMax) : 0;
}
