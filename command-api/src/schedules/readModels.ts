/** The read models the schedules routes read; their document types are the projections' own. */
export const COLLECTIONS = {
  schedules: 'exam_schedules',
  groups: 'groups',
  exams: 'exams',
  attempts: 'attempts',
  users: 'users',
} as const;
