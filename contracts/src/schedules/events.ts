import { z } from 'zod';
import { domainEvent, byShape } from '../common';
import { ScheduleExam, scheduleDetailsShape } from './responses';
import { AssignmentType, ScheduleStatus } from './enums';
import { ScheduleSettings } from './settings';

/** Which schedule: every schedule event starts with it. */
const ScheduleRef = {
  scheduleId: z.string(),
  organisationId: z.string(),
  tutorId: z.string(),
  examId: z.string(),
};
const ScheduleFields = {
  ...ScheduleRef,
  exam: ScheduleExam,
  ...scheduleDetailsShape,
  assignmentType: AssignmentType,
  /** the group chosen (group assignment); its members at that moment are in studentIds */
  groupId: z.string().nullable(),
  studentIds: z.array(z.string()),
  hasSpecificSchedule: z.boolean(),
  settings: ScheduleSettings,
  status: ScheduleStatus,
};

export const ExamScheduled = domainEvent('ExamScheduled', {
  ...ScheduleFields,
  ...byShape,
  createdAt: z.string(),
});
/**
 * The schedule's fields after the edit (all of them); previousStudentIds tells who was removed.
 * `followedGroup`: the edit is the server following its group (issue 16 item 8): this one student
 * joined or left the group, nothing else changed.
 */
export const ExamScheduleUpdated = domainEvent('ExamScheduleUpdated', {
  ...ScheduleFields,
  previousStudentIds: z.array(z.string()),
  followedGroup: z.object({ studentId: z.string(), change: z.enum(['joined', 'left']) }).optional(),
  ...byShape,
  updatedAt: z.string(),
});
/** Free-text reason typed by staff; studentIds are the students affected (notified). */
export const ExamScheduleCancelled = domainEvent('ExamScheduleCancelled', {
  ...ScheduleRef,
  title: z.string(),
  studentIds: z.array(z.string()),
  hasSpecificSchedule: z.boolean(),
  reason: z.string(),
  ...byShape,
  cancelledAt: z.string(),
});

/**
 * The tutor (or an admin) released the answer key of a schedule's attempts before its window
 * closed (issue 16 item 1). Recorded once: a second release changes nothing.
 */
export const ScheduleResultsReleased = domainEvent('ScheduleResultsReleased', {
  ...ScheduleRef,
  ...byShape,
  releasedAt: z.string(),
});

/**
 * The schedule's window (its end plus the grace minutes) closed and no attempt was still running:
 * the schedule is completed (issue 16 item 5). Recorded once by the server's sweeper, never by a
 * person (`by` and `byRole` 'system'); `closedAt` is the end plus grace, `completedAt` when the
 * sweeper saw it.
 */
export const ExamScheduleCompleted = domainEvent('ExamScheduleCompleted', {
  ...ScheduleRef,
  /** always 'system': the server's sweeper */
  ...byShape,
  closedAt: z.string(),
  completedAt: z.string(),
});

export const SchedulesEvent = z.discriminatedUnion('type', [
  ExamScheduled,
  ExamScheduleUpdated,
  ExamScheduleCancelled,
  ExamScheduleCompleted,
  ScheduleResultsReleased,
]);
export type SchedulesEvent = z.infer<typeof SchedulesEvent>;
