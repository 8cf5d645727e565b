import { DEFAULT_SCHEDULE_SETTINGS } from '@portal/contracts';

/** Tests only: the data of schedule sch1 (exam e1 for s1 and s2, tutor t1), as its events carry it. */
export const scheduleFields = {
  scheduleId: 'sch1',
  organisationId: 'org',
  tutorId: 't1',
  examId: 'e1',
  exam: { title: 'Maths', totalMarks: 20, examType: 'mathematics' },
  title: 'Maths - Scheduled',
  description: null,
  scheduledStartTime: '2026-12-02T09:00:00.000Z',
  scheduledEndTime: '2026-12-02T10:00:00.000Z',
  duration: 60,
  instructions: 'Bring a pencil' as string | null,
  assignmentType: 'individual',
  groupId: null as string | null,
  studentIds: ['s1', 's2'],
  hasSpecificSchedule: true,
  settings: DEFAULT_SCHEDULE_SETTINGS,
  status: 'scheduled',
  by: 't1',
  byRole: 'tutor',
};

/** The same schedule set for group g1. */
export const groupScheduleFields = {
  ...scheduleFields,
  title: 'Maths - Group',
  instructions: null,
  assignmentType: 'group',
  groupId: 'g1',
};

/** When sch1 was scheduled. */
export const SCHEDULED_AT = '2026-12-01T09:00:00.000Z';
