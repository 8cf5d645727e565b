import type { EventOf } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/**
 * What the student-management exam modal lists (spec 001 §2.5): a student's assignments and
 * schedules with their attempts. The scheduling and exam-taking modules add the events that
 * create and update these rows; clearing a student's exams deletes them.
 */
export interface StudentExamDocument extends ReadModelDocument {
  studentId: string;
  organisationId: string;
  type: 'assignment' | 'schedule';
  /** the assignment's or schedule's own id */
  sourceId: string;
  exam: { id: string; title: string; examType: string | null } | null;
  attempts: { id: string; isCompleted: boolean }[];
  instructions: string | null;
  createdAt: string;
}

/** One row per student and assignment or schedule. */
export function studentExamId(
  studentId: string,
  type: StudentExamDocument['type'],
  sourceId: string,
): string {
  return `${studentId}-${type}-${sourceId}`;
}

type Handled = EventOf<'StudentExamsCleared'>;

function domainEvent(event: RecordedEvent): Handled {
  return { type: event.type, data: event.data } as Handled;
}

export const studentExamsProjection: ProjectionDefinition<StudentExamDocument> = {
  name: 'studentExams',
  collection: 'student_exams',
  handles: ['StudentExamsCleared'],
  documentIds: (event) => {
    const { data } = domainEvent(event);
    return [
      ...data.assignmentIds.map((id) => studentExamId(data.studentId, 'assignment', id)),
      ...data.scheduleIds.map((id) => studentExamId(data.studentId, 'schedule', id)),
    ];
  },
  evolve: () => null,
  indexes: [{ keys: { studentId: 1 } }],
};
