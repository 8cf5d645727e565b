import { MARK_FIGURE_KEYS, pickAttemptFigures } from '@portal/contracts';
import type { StudentAnalyticsDocument, UserDocument } from '@portal/projections';

/** The pure shaping of Student Performance Analytics (spec 002 §2.10). */

/** A student's line of the tutor's list: who, their group, their figures. */
export function tutorStudentRowOf(
  student: UserDocument,
  row: StudentAnalyticsDocument | undefined,
  groupName: (groupId: string) => string | undefined,
) {
  return {
    student: {
      id: student._id,
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      grade: student.grade,
    },
    group: {
      id: student.groupId ?? null,
      name: (student.groupId && groupName(student.groupId)) ?? null,
    },
    performance: {
      averageScore: row?.overview.averageScore ?? null,
      totalAttempts: row?.attempts.length ?? 0,
    },
  };
}

/** A student's latest `limit` completed attempts, newest first. */
export function examHistoryOf(row: StudentAnalyticsDocument | null, limit: number) {
  return [...(row?.attempts ?? [])]
    .reverse()
    .slice(0, limit)
    .map((attempt) => ({
      id: attempt.attemptId,
      examId: attempt.examId,
      examTitle: attempt.examTitle,
      examType: attempt.examType,
      completedAt: attempt.endTime,
      timeTaken: attempt.timeSpent,
      ...pickAttemptFigures(attempt, MARK_FIGURE_KEYS),
    }));
}
