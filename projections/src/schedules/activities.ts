import type { SchedulesEvent } from '@portal/contracts';
import { SchedulesEvent as SchedulesEventSchema } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/processingActivities.projection';

const SCHEDULE_EVENT_TYPES = new Set<string>(
  SchedulesEventSchema.options.map((option) => option.shape.type.value),
);

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
  if (!SCHEDULE_EVENT_TYPES.has(event.type)) {
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
  if (!SCHEDULE_EVENT_TYPES.has(event.type)) {
    return [];
  }
  const domainEvent = { type: event.type, data: event.data } as SchedulesEvent;
  const { data } = domainEvent;
  let students: string[];
  let at: string;
  switch (domainEvent.type) {
    case 'ExamScheduled':
      students = domainEvent.data.studentIds;
      at = domainEvent.data.createdAt;
      break;
    case 'ExamScheduleUpdated': {
      const followed = domainEvent.data.followedGroup;
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
            createdAt: domainEvent.data.updatedAt,
          },
        ];
      }
      students = [...new Set([...domainEvent.data.previousStudentIds, ...domainEvent.data.studentIds])];
      at = domainEvent.data.updatedAt;
      break;
    }
    case 'ExamScheduleCancelled':
      students = domainEvent.data.studentIds;
      at = domainEvent.data.cancelledAt;
      break;
    case 'ExamScheduleCompleted':
      // the window closing processes nothing new about the students: no register row
      return [];
    case 'ScheduleResultsReleased':
      // showing students their own results processes nothing new about them: no register row
      return [];
    default: {
      const unhandled: never = domainEvent;
      return unhandled;
    }
  }
  return students.map((subjectId) => ({
    subjectId,
    organisationId: data.organisationId,
    action: 'data_update',
    dataType: 'exam_assignment',
    purpose: PURPOSE[domainEvent.type],
    resultStatus: 'success',
    actor: data.byRole,
    createdAt: at,
  }));
}
