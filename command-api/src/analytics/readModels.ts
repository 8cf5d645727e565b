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
