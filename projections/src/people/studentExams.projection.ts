import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/**
 * What the student-management exam modal lists (spec 001 §2.5): a student's assignments and
 * schedules with their attempts. The schedules module writes one row per (student, schedule):
 * type 'schedule' when the schedule has its own time window, 'assignment' when it has none; a
 * cancelled schedule, or a student taken out of one, loses the row. The exam-taking module adds
 * the attempts; clearing a student's exams deletes the rows.
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

const TYPES: readonly StudentExamDocument['type'][] = ['assignment', 'schedule'];
const typeOf = (hasSpecificSchedule: boolean): StudentExamDocument['type'] =>
  hasSpecificSchedule ? 'schedule' : 'assignment';

/** the `student_exams` read model's collection */
export const STUDENT_EXAMS_COLLECTION = 'student_exams';

const handles = [
  'StudentExamsCleared',
  'ExamScheduled',
  'ExamScheduleUpdated',
  'ExamScheduleCancelled',
  'AttemptStarted',
  'AttemptSubmitted',
] as const;

export const studentExamsProjection: ProjectionDefinition<StudentExamDocument, (typeof handles)[number]> = {
  name: 'studentExams',
  collection: STUDENT_EXAMS_COLLECTION,
  handles,
  version: 3,
  documentIds: (handled) => {
    switch (handled.type) {
      case 'StudentExamsCleared': {
        const { data } = handled;
        return [
          ...data.assignmentIds.map((id) => studentExamId(data.studentId, 'assignment', id)),
          ...data.scheduleIds.map((id) => studentExamId(data.studentId, 'schedule', id)),
        ];
      }
      case 'ExamScheduled':
      case 'ExamScheduleCancelled': {
        const { data } = handled;
        const type = typeOf(data.hasSpecificSchedule);
        return data.studentIds.map((studentId) => studentExamId(studentId, type, data.scheduleId));
      }
      case 'ExamScheduleUpdated': {
        // every row the schedule may have had or now has: students removed, or the type changed
        const { data } = handled;
        const students = new Set([...data.previousStudentIds, ...data.studentIds]);
        return [...students].flatMap((studentId) =>
          TYPES.map((type) => studentExamId(studentId, type, data.scheduleId)),
        );
      }
      case 'AttemptStarted':
      case 'AttemptSubmitted': {
        // practice has no row; an assignment's or schedule's row is keyed by the schedule's id
        const { data } = handled;
        const sourceId = data.scheduleId ?? data.assignmentId;
        return data.accessType === 'practice' || sourceId === null
          ? []
          : [studentExamId(data.studentId, data.accessType, sourceId)];
      }
      default:
        return exhaustive(handled);
    }
  },
  evolve: (document, handled, id) => {
    switch (handled.type) {
      case 'StudentExamsCleared':
      case 'ExamScheduleCancelled':
        return null;
      case 'ExamScheduled':
      case 'ExamScheduleUpdated': {
        const { data } = handled;
        const type = typeOf(data.hasSpecificSchedule);
        const studentId = data.studentIds.find(
          (candidate) => studentExamId(candidate, type, data.scheduleId) === id,
        );
        if (studentId === undefined) {
          return null; // taken out of the schedule, or the row of the other type
        }
        const at = handled.type === 'ExamScheduled' ? handled.data.createdAt : handled.data.updatedAt;
        return {
          _id: id,
          studentId,
          organisationId: data.organisationId,
          type,
          sourceId: data.scheduleId,
          exam: { id: data.examId, title: data.exam.title, examType: data.exam.examType },
          attempts: document?.attempts ?? [],
          instructions: data.instructions,
          createdAt: document?.createdAt ?? at,
        };
      }
      case 'AttemptStarted':
      case 'AttemptSubmitted': {
        if (!document) {
          return null; // the row was cleared or cancelled: the attempt does not bring it back
        }
        const isCompleted = handled.type === 'AttemptSubmitted';
        const { attemptId } = handled.data;
        const attempts = document.attempts.some((attempt) => attempt.id === attemptId)
          ? document.attempts.map((attempt) =>
              attempt.id === attemptId ? { ...attempt, isCompleted } : attempt,
            )
          : [...document.attempts, { id: attemptId, isCompleted }];
        return { ...document, attempts };
      }
      default:
        return exhaustive(handled);
    }
  },
  indexes: [{ keys: { studentId: 1 } }],
};
