import { z } from 'zod';
import { okResponse } from '../common';
import { DASHBOARD_ITEMS } from './grades';

// ---- dashboards (spec 001 §2.3, §3) ----------------------------------------------------------

export const StaffStats = z.object({
  totalTutors: z.number().int(),
  totalUsers: z.number().int(),
  totalGroups: z.number().int(),
  activeExams: z.number().int(),
});
export type StaffStats = z.infer<typeof StaffStats>;
export const StaffStatsResponse = StaffStats.extend({ success: z.literal(true) });

export const ActivityIcon = z.enum(['graduation-cap', 'book-open', 'calendar']);
export const ActivityColor = z.enum(['blue', 'green', 'purple', 'yellow']);
export const ActivityKind = z.enum(['student-added', 'exam-created', 'exam-scheduled', 'attempt-completed']);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** Icon and colour per kind of activity (spec 001 §3). */
export const ACTIVITY_STYLE: Readonly<
  Record<ActivityKind, { icon: z.infer<typeof ActivityIcon>; color: z.infer<typeof ActivityColor> }>
> = {
  'student-added': { icon: 'graduation-cap', color: 'blue' },
  'exam-created': { icon: 'book-open', color: 'green' },
  'exam-scheduled': { icon: 'calendar', color: 'purple' },
  'attempt-completed': { icon: 'graduation-cap', color: 'yellow' },
};

export const Activity = z.object({
  id: z.string(),
  kind: ActivityKind,
  icon: ActivityIcon,
  color: ActivityColor,
  title: z.string(),
  description: z.string(),
  timestamp: z.string(),
});
export type Activity = z.infer<typeof Activity>;
export const RecentActivityResponse = okResponse({ activities: z.array(Activity) });

export const ActivityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(DASHBOARD_ITEMS),
});

/** "Just now", "N min ago", "N hours ago", "N days ago" (spec 001 §2.3). */
export function relativeTime(timestamp: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(timestamp)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) {
    return 'Just now';
  }
  if (minutes < 60) {
    return `${minutes} min ago`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return `${hours} hours ago`;
  }
  return `${Math.floor(hours / 24)} days ago`;
}

// ---- a student's exams (spec 001 §2.5, §3) ---------------------------------------------------

export const StudentExamItem = z.object({
  id: z.string(),
  type: z.enum(['assignment', 'schedule']),
  exam: z.object({ id: z.string(), title: z.string(), examType: z.string().nullable() }).nullable(),
  attempts: z.array(z.object({ id: z.string(), isCompleted: z.boolean() })),
  createdAt: z.string(),
  instructions: z.string().nullable(),
});
export type StudentExamItem = z.infer<typeof StudentExamItem>;

export const StudentExamsResponse = okResponse({
  assignments: z.array(StudentExamItem),
  schedules: z.array(StudentExamItem),
  message: z.string(),
});
export const ClearStudentExamsResponse = okResponse({ deletedCount: z.number().int(), message: z.string() });

/** "Completed" if any attempt is completed, otherwise "Pending" (spec 001 §2.5). */
export function studentExamStatus(item: Pick<StudentExamItem, 'attempts'>): 'Completed' | 'Pending' {
  return item.attempts.some((attempt) => attempt.isCompleted) ? 'Completed' : 'Pending';
}
