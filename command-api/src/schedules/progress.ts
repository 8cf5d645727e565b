import type { ScheduleProgressResponse, StudentProgressStatus } from '@portal/contracts';
import { integritySummaryOf } from '@portal/contracts';
import type { AttemptDocument } from '@portal/projections';
import type { PersonName } from './views';

type StudentProgress = ScheduleProgressResponse['studentProgress'][number];

/**
 * One student's progress on a schedule: completed once an attempt is, in progress once one is
 * started; best figures of the completed attempts; integrity over all of them (issue 16 item 3).
 */
export function studentProgressOf(student: PersonName, own: readonly AttemptDocument[]): StudentProgress {
  const completed = own.filter((row) => row.status === 'completed');
  const status: StudentProgressStatus =
    completed.length > 0 ? 'completed' : own.length > 0 ? 'in-progress' : 'not-started';
  const best = (pick: (row: AttemptDocument) => number | null | undefined) => {
    const values = completed.map(pick).filter((value): value is number => typeof value === 'number');
    return values.length > 0 ? Math.max(...values) : null;
  };
  return {
    assignment: { student },
    status,
    bestScore: best((row) => row.score),
    bestPercentage: best((row) => row.percentage),
    attemptCount: own.length,
    // over all the student's attempts at this schedule (issue 16 item 3)
    integrity: integritySummaryOf(own.flatMap((row) => row.integrityEvents ?? [])),
  };
}

/** The schedule's counts by status and its completion rate (a whole percentage). */
export function progressStatisticsOf(
  studentProgress: readonly StudentProgress[],
): ScheduleProgressResponse['statistics'] {
  const count = (status: StudentProgressStatus) =>
    studentProgress.filter((row) => row.status === status).length;
  const totalStudents = studentProgress.length;
  const completedAttempts = count('completed');
  return {
    totalStudents,
    completedAttempts,
    inProgressAttempts: count('in-progress'),
    notStarted: count('not-started'),
    completionRate: totalStudents === 0 ? 0 : Math.round((completedAttempts / totalStudents) * 100),
  };
}
