import {
  ATTEMPTS_COLLECTION,
  EXAMS_COLLECTION,
  EXAM_SCHEDULES_COLLECTION,
  GROUPS_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';

/** The read models the schedules routes read; their document types are the projections' own. */
export const COLLECTIONS = {
  schedules: EXAM_SCHEDULES_COLLECTION,
  groups: GROUPS_COLLECTION,
  exams: EXAMS_COLLECTION,
  attempts: ATTEMPTS_COLLECTION,
  users: USERS_COLLECTION,
} as const;
