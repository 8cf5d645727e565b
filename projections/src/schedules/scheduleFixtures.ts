import { DEFAULT_SCHEDULE_SETTINGS } from '@portal/contracts';

/**
 * Tests only: what the tutor chose for schedule sch1 (exam e1 for s1 and s2, tutor t1), the
 * details of a ScheduleExam command (command-api's decider tests use them too).
 */
export const scheduleDetails = {
  tutorId: 't1',
  examId: 'e1',
  exam: { title: 'Maths', totalMarks: 20, examType: 'mathematics' },
  title: 'Maths - Scheduled',
  description: null as string | null,
  scheduledStartTime: '2026-12-02T09:00:00.000Z',
  scheduledEndTime: '2026-12-02T10:00:00.000Z',
  duration: 60,
  instructions: null as string | null,
  assignmentType: 'individual' as 'group' | 'individual',
  groupId: null as string | null,
  studentIds: ['s1', 's2'],
  hasSpecificSchedule: true,
  settings: { ...DEFAULT_SCHEDULE_SETTINGS },
};

/** Tests only: the data of schedule sch1, as its events carry it. */
export const scheduleFields = {
  scheduleId: 'sch1',
  organisationId: 'org',
  ...scheduleDetails,
  instructions: 'Bring a pencil' as string | null,
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
