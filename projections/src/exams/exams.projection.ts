import type { ExamContent } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/**
 * The `exams` read model: one document per live exam, `_id` the exam id, holding the full
 * content (questions with their correct answers) for exam management, scheduling, exam taking
 * and the dashboards (`organisationId`, `tutorId`, `isActive`). A deleted exam leaves it.
 */
export type ExamDocument = ReadModelDocument &
  ExamContent & {
    organisationId: string;
    tutorId: string;
    questionCount: number;
    /** minutes, the same as duration */
    timeLimit: number;
    createdAt: string;
    updatedAt: string;
    /** who last changed it */
    updatedBy: string;
  };

function contentFields(exam: ExamContent) {
  return {
    ...exam,
    // events written before issue 16 lack the choice: not offered for practice
    availableForPractice: exam.availableForPractice === true,
    questionCount: exam.questions.length,
    timeLimit: exam.duration,
  };
}

/** the `exams` read model's collection */
export const EXAMS_COLLECTION = 'exams';

const handles = ['ExamCreated', 'ExamUpdated', 'ExamDeleted'] as const;

export const examsProjection: ProjectionDefinition<ExamDocument, (typeof handles)[number]> = {
  name: 'exams',
  collection: EXAMS_COLLECTION,
  handles,
  documentIds: (event) => [event.data.examId],
  evolve: (document, handled) => {
    switch (handled.type) {
      case 'ExamCreated': {
        const { data } = handled;
        return {
          _id: data.examId,
          organisationId: data.organisationId,
          tutorId: data.tutorId,
          ...contentFields(data.exam),
          createdAt: data.createdAt,
          updatedAt: data.createdAt,
          updatedBy: data.by,
        };
      }
      case 'ExamUpdated': {
        const { data } = handled;
        if (!document) {
          return null;
        }
        return {
          ...document,
          ...contentFields(data.exam),
          updatedAt: data.updatedAt,
          updatedBy: data.by,
        };
      }
      case 'ExamDeleted':
        return null;
      default:
        return exhaustive(handled);
    }
  },
  indexes: [
    { keys: { organisationId: 1, tutorId: 1 } },
    { keys: { organisationId: 1, isActive: 1 } },
    { keys: { createdAt: -1 } },
  ],
};
