import type { ActivityKind } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/**
 * The dashboards' recent activity (spec 001 §2.3): one row per notable event, holding ids and
 * times only. Names are read when the list is asked for, so an erased person's rows go quiet
 * at once and are deleted with the erasure. Exams and schedules are named by id too, so a
 * renamed exam shows its current title; attempts completed arrive with exam taking.
 */
export interface RecentActivityDocument extends ReadModelDocument {
  organisationId: string;
  kind: ActivityKind;
  /** whose dashboards show it: the tutor concerned (null: only the organisation's admins) */
  tutorId: string | null;
  /** the student it is about, if any (parents see their children's rows) */
  studentId: string | null;
  /** who did it */
  actorId: string | null;
  at: string;
  /** exam-created: the exam (its title is read when the list is asked for) */
  examId?: string | null;
  /** exam-scheduled: the schedule, and the students it concerns (parents see their children's) */
  scheduleId?: string | null;
  studentIds?: string[];
}

const examCreatedId = (examId: string) => `exam-created-${examId}`;
const examScheduledId = (scheduleId: string) => `exam-scheduled-${scheduleId}`;

export function studentAddedId(studentId: string): string {
  return `student-added-${studentId}`;
}

/** the `recent_activity` read model's collection */
export const RECENT_ACTIVITY_COLLECTION = 'recent_activity';

const handles = [
  'UserRegistered',
  'UserErased',
  'ExamCreated',
  'ExamDeleted',
  'ExamScheduled',
  'ExamScheduleUpdated',
  'ExamScheduleCancelled',
] as const;

export const recentActivityProjection: ProjectionDefinition<
  RecentActivityDocument,
  (typeof handles)[number]
> = {
  name: 'recentActivity',
  collection: RECENT_ACTIVITY_COLLECTION,
  handles,
  documentIds: (handled) => {
    switch (handled.type) {
      case 'UserRegistered':
        return handled.data.role === 'student' ? [studentAddedId(handled.data.userId)] : [];
      case 'UserErased':
        return [studentAddedId(handled.data.userId)];
      case 'ExamCreated':
      case 'ExamDeleted':
        return [examCreatedId(handled.data.examId)];
      case 'ExamScheduled':
      case 'ExamScheduleUpdated':
      case 'ExamScheduleCancelled':
        return [examScheduledId(handled.data.scheduleId)];
      default:
        return exhaustive(handled);
    }
  },
  evolve: (document, handled) => {
    switch (handled.type) {
      case 'UserRegistered': {
        const { data } = handled;
        return {
          _id: studentAddedId(data.userId),
          organisationId: data.organisationId,
          kind: 'student-added',
          tutorId: data.tutorId ?? null,
          studentId: data.userId,
          actorId: data.createdByUserId ?? data.userId,
          at: data.registeredAt,
        };
      }
      case 'UserErased':
        return document && null;
      case 'ExamCreated': {
        const { data } = handled;
        return {
          _id: examCreatedId(data.examId),
          organisationId: data.organisationId,
          kind: 'exam-created',
          tutorId: data.tutorId,
          studentId: null,
          actorId: data.by,
          at: data.createdAt,
          examId: data.examId,
        };
      }
      case 'ExamScheduled': {
        const { data } = handled;
        return {
          _id: examScheduledId(data.scheduleId),
          organisationId: data.organisationId,
          kind: 'exam-scheduled',
          tutorId: data.tutorId,
          studentId: null,
          actorId: data.by,
          at: data.createdAt,
          scheduleId: data.scheduleId,
          studentIds: data.studentIds,
        };
      }
      case 'ExamScheduleUpdated':
        return document && { ...document, studentIds: handled.data.studentIds };
      // a deleted exam or a cancelled schedule is no longer news
      case 'ExamDeleted':
      case 'ExamScheduleCancelled':
        return null;
      default:
        return exhaustive(handled);
    }
  },
  indexes: [{ keys: { organisationId: 1 } }, { keys: { tutorId: 1 } }, { keys: { studentId: 1 } }],
  // 2: exams created and exams scheduled
  version: 2,
};
