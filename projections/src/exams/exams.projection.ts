import type { EventOf, ExamContent } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

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

type Handled = EventOf<'ExamCreated'> | EventOf<'ExamUpdated'> | EventOf<'ExamDeleted'>;

function domainEvent(event: RecordedEvent): Handled {
  return { type: event.type, data: event.data } as Handled;
}

function contentFields(exam: ExamContent) {
  return {
    ...exam,
    // events written before issue 16 lack the choice: not offered for practice
    availableForPractice: exam.availableForPractice === true,
    questionCount: exam.questions.length,
    timeLimit: exam.duration,
  };
}

export const examsProjection: ProjectionDefinition<ExamDocument> = {
  name: 'exams',
  collection: 'exams',
  handles: ['ExamCreated', 'ExamUpdated', 'ExamDeleted'],
  documentIds: (event) => [domainEvent(event).data.examId],
  evolve: (document, event) => {
    const handled = domainEvent(event);
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
      default: {
        const unhandled: never = handled;
        return unhandled;
      }
    }
  },
  indexes: [
    { keys: { organisationId: 1, tutorId: 1 } },
    { keys: { organisationId: 1, isActive: 1 } },
    { keys: { createdAt: -1 } },
  ],
};
