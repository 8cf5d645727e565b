import type { ReadModelStore } from '@portal/platform';
import type {
  AttemptDocument,
  ExamDocument,
  ExamScheduleDocument,
  GroupDocument,
  ScheduleAnalyticsDocument,
  StudentAnalyticsDocument,
  UserRecord,
} from '@portal/projections';
import {
  ATTEMPTS_COLLECTION,
  EXAMS_COLLECTION,
  EXAM_SCHEDULES_COLLECTION,
  GROUPS_COLLECTION,
  PRIVACY_COLLECTION,
  SCHEDULE_ANALYTICS_COLLECTION,
  STUDENT_ANALYTICS_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';

/** The read models the analytics routes read; their document types are the projections' own. */
export const COLLECTIONS = {
  studentAnalytics: STUDENT_ANALYTICS_COLLECTION,
  scheduleAnalytics: SCHEDULE_ANALYTICS_COLLECTION,
  schedules: EXAM_SCHEDULES_COLLECTION,
  exams: EXAMS_COLLECTION,
  attempts: ATTEMPTS_COLLECTION,
  groups: GROUPS_COLLECTION,
  users: USERS_COLLECTION,
  privacy: PRIVACY_COLLECTION,
} as const;

/** The analytics read models, typed by their documents. */
export function analyticsCollections(readModels: ReadModelStore) {
  return {
    studentAnalytics: readModels.collection<StudentAnalyticsDocument>(COLLECTIONS.studentAnalytics),
    scheduleAnalytics: readModels.collection<ScheduleAnalyticsDocument>(COLLECTIONS.scheduleAnalytics),
    schedules: readModels.collection<ExamScheduleDocument>(COLLECTIONS.schedules),
    exams: readModels.collection<ExamDocument>(COLLECTIONS.exams),
    attempts: readModels.collection<AttemptDocument>(COLLECTIONS.attempts),
    groups: readModels.collection<GroupDocument>(COLLECTIONS.groups),
    users: readModels.collection<UserRecord>(COLLECTIONS.users),
  };
}

export type AnalyticsCollections = ReturnType<typeof analyticsCollections>;
