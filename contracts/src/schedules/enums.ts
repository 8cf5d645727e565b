import { z } from 'zod';
import { SCHEDULE_MESSAGES } from './messages';

export const ScheduleStatus = z.enum(['assigned', 'scheduled', 'completed', 'cancelled']);
export type ScheduleStatus = z.infer<typeof ScheduleStatus>;

export const AssignmentType = z.enum(['group', 'individual'], { error: SCHEDULE_MESSAGES.assignmentType });
export type AssignmentType = z.infer<typeof AssignmentType>;

/** Where a schedule appears on the page (spec 002 §4 "Schedule sections"), derived by the server. */
export const ScheduleSection = z.enum(['assignment', 'upcoming', 'active', 'past', 'completed']);
export type ScheduleSection = z.infer<typeof ScheduleSection>;

export const StudentProgressStatus = z.enum(['completed', 'in-progress', 'not-started']);
export type StudentProgressStatus = z.infer<typeof StudentProgressStatus>;
