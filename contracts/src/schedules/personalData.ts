import type { SchedulesEvent } from './events';
import type { PersonalFields } from '../personalFields';

/**
 * Which fields of this module's events hold personal data (DESIGN.md §4); `null`: none. Schedule
 * events hold ids, times and the organisation's own titles; the cancellation reason is staff's free
 * text about the schedule, not about a student.
 */
export const SCHEDULES_PERSONAL_DATA: Readonly<Record<SchedulesEvent['type'], PersonalFields | null>> = {
  ExamScheduled: null,
  ExamScheduleUpdated: null,
  ExamScheduleCancelled: null,
  ExamScheduleCompleted: null,
  ScheduleResultsReleased: null,
};
