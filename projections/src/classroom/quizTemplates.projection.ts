import type { QuizQuestion } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/**
 * `quiz_templates`: a tutor's saved live quizzes (beyond the spec, which keeps them in browser
 * storage only), one document per template, `_id` the template id. Deleting one removes it.
 */
export interface QuizTemplateDocument extends ReadModelDocument {
  organisationId: string;
  tutorId: string;
  title: string;
  questions: QuizQuestion[];
  totalQuestions: number;
  createdAt: string;
  updatedAt: string;
}

/** the `quiz_templates` read model's collection */
export const QUIZ_TEMPLATES_COLLECTION = 'quiz_templates';

const handles = ['QuizTemplateCreated', 'QuizTemplateUpdated', 'QuizTemplateDeleted'] as const;

export const quizTemplatesProjection: ProjectionDefinition<QuizTemplateDocument, (typeof handles)[number]> = {
  name: 'quizTemplates',
  collection: QUIZ_TEMPLATES_COLLECTION,
  handles,
  documentIds: (event) => [event.data.templateId],
  evolve: (document, domain, id) => {
    switch (domain.type) {
      case 'QuizTemplateCreated': {
        const { data } = domain;
        return {
          _id: id,
          organisationId: data.organisationId,
          tutorId: data.tutorId,
          title: data.title,
          questions: data.questions,
          totalQuestions: data.questions.length,
          createdAt: data.createdAt,
          updatedAt: data.createdAt,
        };
      }
      case 'QuizTemplateUpdated': {
        const { data } = domain;
        return (
          document && {
            ...document,
            title: data.title,
            questions: data.questions,
            totalQuestions: data.questions.length,
            updatedAt: data.updatedAt,
          }
        );
      }
      case 'QuizTemplateDeleted':
        return null;
      default:
        return exhaustive(domain);
    }
  },
  indexes: [{ keys: { organisationId: 1, tutorId: 1, updatedAt: -1 } }],
};
