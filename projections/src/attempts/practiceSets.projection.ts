import type { PracticeSetKind, PracticeSetQuestion } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/**
 * `practice_sets`: one document per practice set (the id is the set's), fed by `PracticeSetBuilt`.
 * It maps a set's own question ids to the papers' questions they were drawn from, so a set's
 * attempt counts in the student's answer history under the source question (issue 20 item 3).
 * No answer key and nothing personal: the key stays in the event and the attempt's exam copy.
 */
export interface PracticeSetDocument extends ReadModelDocument {
  organisationId: string;
  studentId: string;
  kind: PracticeSetKind;
  builtAt: string;
  questions: Pick<PracticeSetQuestion, 'questionId' | 'sourceExamId' | 'sourceQuestionId' | 'category'>[];
}

/** the `practice_sets` read model's collection */
export const PRACTICE_SETS_COLLECTION = 'practice_sets';
/** the projection's name, as read-your-writes waits name it */
export const PRACTICE_SETS_PROJECTION = 'practiceSets';

const handles = ['PracticeSetBuilt'] as const;

export const practiceSetsProjection: ProjectionDefinition<PracticeSetDocument, (typeof handles)[number]> = {
  name: PRACTICE_SETS_PROJECTION,
  collection: PRACTICE_SETS_COLLECTION,
  handles,
  documentIds: (handled) => [handled.data.setId],
  evolve: (_document, handled, id) => {
    switch (handled.type) {
      case 'PracticeSetBuilt': {
        const { data } = handled;
        return {
          _id: id,
          organisationId: data.organisationId,
          studentId: data.studentId,
          kind: data.kind,
          builtAt: data.builtAt,
          questions: data.questions.map(({ questionId, sourceExamId, sourceQuestionId, category }) => ({
            questionId,
            sourceExamId,
            sourceQuestionId,
            category,
          })),
        };
      }
      default:
        return exhaustive(handled.type);
    }
  },
  indexes: [{ keys: { studentId: 1 } }],
};
