import type { SchedulesEvent } from '@portal/contracts';
import { SchedulesEvent as SchedulesEventSchema } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/activityRow';
import { eventTypesOf, isEventOf } from '../runner/projection';
import { exhaustive } from '@portal/platform';

const SCHEDULE_EVENT_TYPES = eventTypesOf(SchedulesEventSchema);

/** The events of this module that are rows of the register. */
export const SCHEDULES_ACTIVITY_EVENT_TYPES = [
  'ExamScheduled',
  'ExamScheduleUpdated',
  'ExamScheduleCancelled',
] as const;

/**
 * Rows of the processing register for the schedules module's events (`undefined`: another
 * module's event). Scheduling, changing or cancelling an exam for children processes each
 * child's data: one row per student concerned.
 */
export function schedulesActivityOf(event: RecordedEvent): ActivityRow[] | undefined {
  if (!isEventOf(SCHEDULE_EVENT_TYPES, event)) {
    return undefined;
  }
  return scheduleActivityRows(event);
}

const PURPOSE: Record<SchedulesEvent['type'], string> = {
  ExamScheduled: 'Scheduled for an exam',
  ExamScheduleUpdated: 'Exam schedule changed',
  ExamScheduleCancelled: 'Exam schedule cancelled',
  ExamScheduleCompleted: 'Exam schedule completed',
  ScheduleResultsReleased: 'Exam results released',
};

const FOLLOWED_PURPOSE = {
  joined: "Scheduled for an exam of the student's new group",
  left: 'Exam schedule withdrawn: the student left the group',
} as const;

/** The register rows of one schedule event, one per student it concerns. */
export function scheduleActivityRows(event: RecordedEvent): ActivityRow[] {
  if (!isEventOf(SCHEDULE_EVENT_TYPES, event)) {
    return [];
  }
  const { data } = event;
  let students: string[];
  let at: string;
  switch (event.type) {
    case 'ExamScheduled':
      students = event.data.studentIds;
      at = event.data.createdAt;
      break;
    case 'ExamScheduleUpdated': {
      const followed = event.data.followedGroup;
      if (followed) {
        // the schedule followed its group (issue 16): only the child who joined or left is concerned
        return [
          {
            subjectId: followed.studentId,
            organisationId: data.organisationId,
            action: 'data_update',
            dataType: 'exam_assignment',
            purpose: FOLLOWED_PURPOSE[followed.change],
            resultStatus: 'success',
            actor: data.byRole,
            createdAt: event.data.updatedAt,
          },
        ];
      }
      students = [...new Set([...event.data.previousStudentIds, ...event.data.studentIds])];
      at = event.data.updatedAt;
      break;
    }
    case 'ExamScheduleCancelled':
      students = event.data.studentIds;
      at = event.data.cancelledAt;
      break;
    case 'ExamScheduleCompleted':
      // the window closing processes nothing new about the students: no register row
      return [];
    case 'ScheduleResultsReleased':
      // showing students their own results processes nothing new about them: no register row
      return [];
    default:
      return exhaustive(event);
  }
  return students.map((subjectId) => ({
    subjectId,
    organisationId: data.organisationId,
    action: 'data_update',
    dataType: 'exam_assignment',
    purpose: PURPOSE[event.type],
    resultStatus: 'success',
    actor: data.byRole,
    createdAt: at,
  }));
}
