import type { AssignmentType, ScheduleSettings, ScheduleStatus } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/**
 * The exam schedules (spec 002 §3 "Exam schedule"), one document per schedule, ids only: names of
 * students and groups are read when a list is asked for, so an erased person leaves nothing here.
 * The dashboards count `organisationId`, `studentIds`, `isActive`.
 */
export interface ExamScheduleDocument extends ReadModelDocument {
  organisationId: string;
  tutorId: string;
  examId: string;
  title: string;
  description: string | null;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  duration: number;
  instructions: string | null;
  groupId: string | null;
  assignmentType: AssignmentType;
  /** the students the schedule holds (a group's members at the time of scheduling) */
  studentIds: string[];
  status: ScheduleStatus;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  exam: { title: string; totalMarks: number; examType: string | null };
  settings: ScheduleSettings;
  hasSpecificSchedule: boolean;
  cancellationReason: string | null;
  cancelledAt: string | null;
  /** the tutor's (or an admin's) release of the answer key (issue 16); absent on older documents */
  resultsReleasedAt?: string | null;
  resultsReleasedBy?: string | null;
}

/** the `exam_schedules` read model's collection */
export const EXAM_SCHEDULES_COLLECTION = 'exam_schedules';

const handles = [
  'ExamScheduled',
  'ExamScheduleUpdated',
  'ExamScheduleCancelled',
  'ExamScheduleCompleted',
  'ScheduleResultsReleased',
  'StudentExamsCleared',
] as const;

export const examSchedulesProjection: ProjectionDefinition<ExamScheduleDocument, (typeof handles)[number]> = {
  name: 'examSchedules',
  collection: EXAM_SCHEDULES_COLLECTION,
  handles,
  documentIds: (handled) => {
    switch (handled.type) {
      case 'ExamScheduled':
      case 'ExamScheduleUpdated':
      case 'ExamScheduleCancelled':
      case 'ExamScheduleCompleted':
      case 'ScheduleResultsReleased':
        return [handled.data.scheduleId];
      case 'StudentExamsCleared':
        // the student-exam rows of this module carry the schedule id whichever their type
        return [...new Set([...handled.data.scheduleIds, ...handled.data.assignmentIds])];
      default:
        return exhaustive(handled);
    }
  },
  evolve: (document, handled) => {
    switch (handled.type) {
      case 'ExamScheduled':
      case 'ExamScheduleUpdated': {
        const { data } = handled;
        const at = handled.type === 'ExamScheduled' ? handled.data.createdAt : handled.data.updatedAt;
        return {
          _id: data.scheduleId,
          organisationId: data.organisationId,
          tutorId: data.tutorId,
          examId: data.examId,
          title: data.title,
          description: data.description,
          scheduledStartTime: data.scheduledStartTime,
          scheduledEndTime: data.scheduledEndTime,
          duration: data.duration,
          instructions: data.instructions,
          groupId: data.groupId,
          assignmentType: data.assignmentType,
          studentIds: data.studentIds,
          status: data.status,
          isActive: true,
          createdAt: document?.createdAt ?? at,
          updatedAt: at,
          exam: data.exam,
          settings: data.settings,
          hasSpecificSchedule: data.hasSpecificSchedule,
          cancellationReason: null,
          cancelledAt: null,
          resultsReleasedAt: document?.resultsReleasedAt ?? null,
          resultsReleasedBy: document?.resultsReleasedBy ?? null,
        };
      }
      case 'ExamScheduleCancelled':
        return (
          document && {
            ...document,
            status: 'cancelled',
            isActive: false,
            cancellationReason: handled.data.reason,
            cancelledAt: handled.data.cancelledAt,
            updatedAt: handled.data.cancelledAt,
          }
        );
      case 'ExamScheduleCompleted':
        // the window closed (issue 16 item 5): the Completed section; a cancellation stays one
        return (
          document && (document.status === 'cancelled' ? document : { ...document, status: 'completed' })
        );
      case 'ScheduleResultsReleased':
        return (
          document && {
            ...document,
            resultsReleasedAt: document.resultsReleasedAt ?? handled.data.releasedAt,
            resultsReleasedBy: document.resultsReleasedBy ?? handled.data.by,
          }
        );
      case 'StudentExamsCleared': {
        const { studentId } = handled.data;
        return document && { ...document, studentIds: document.studentIds.filter((id) => id !== studentId) };
      }
      default:
        return exhaustive(handled);
    }
  },
  indexes: [
    { keys: { organisationId: 1, tutorId: 1 } },
    { keys: { organisationId: 1, examId: 1 } },
    { keys: { studentIds: 1 } },
  ],
};
