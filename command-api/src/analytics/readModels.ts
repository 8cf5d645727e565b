/** The read models the analytics routes read; their document types are the projections' own. */
export const COLLECTIONS = {
  studentAnalytics: 'student_analytics',
  scheduleAnalytics: 'schedule_analytics',
  schedules: 'exam_schedules',
  exams: 'exams',
  attempts: 'attempts',
  groups: 'groups',
  users: 'users',
  privacy: 'privacy',
} as const;
