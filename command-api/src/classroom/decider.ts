import type { EventOf, QuizContent, QuizQuestion, Role } from '@portal/contracts';
import { QUIZ_TEMPLATE_MESSAGES } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { exhaustive, ForbiddenError, NotFoundError } from '@portal/platform';

/**
 * A tutor's saved live quizzes (beyond the spec): one stream per template
 * (`classroom-quiz-template-<id>`). Only tutors save quizzes, and only their own: anyone else's
 * template, like a deleted or unknown one, is "not found".
 */

export type QuizTemplateEvent =
  EventOf<'QuizTemplateCreated'> | EventOf<'QuizTemplateUpdated'> | EventOf<'QuizTemplateDeleted'>;

export interface TemplateCaller {
  userId: string;
  role: Role;
  organisationId: string;
}

export type QuizTemplateState =
  | { status: 'none' }
  | { status: 'deleted'; templateId: string; organisationId: string; tutorId: string }
  | {
      status: 'active';
      templateId: string;
      organisationId: string;
      tutorId: string;
      title: string;
      questions: QuizQuestion[];
    };

type Meta = { caller: TemplateCaller; metadata: { now: Date } };
export type QuizTemplateCommand =
  | ({ type: 'CreateQuizTemplate'; data: { templateId: string; content: QuizContent } } & Meta)
  | ({ type: 'UpdateQuizTemplate'; data: { content: QuizContent } } & Meta)
  | ({ type: 'DeleteQuizTemplate' } & Meta);

function assertTutor(caller: TemplateCaller): void {
  if (caller.role !== 'tutor') {
    throw new ForbiddenError(QUIZ_TEMPLATE_MESSAGES.tutorOnly);
  }
}

function owned(
  state: QuizTemplateState,
  caller: TemplateCaller,
): Extract<QuizTemplateState, { status: 'active' }> {
  assertTutor(caller);
  if (
    state.status !== 'active' ||
    state.organisationId !== caller.organisationId ||
    state.tutorId !== caller.userId
  ) {
    throw new NotFoundError(QUIZ_TEMPLATE_MESSAGES.notFound);
  }
  return state;
}

export const quizTemplateDecider: Decider<QuizTemplateCommand, QuizTemplateEvent, QuizTemplateState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'QuizTemplateCreated':
      case 'QuizTemplateUpdated': {
        const { data } = event;
        return {
          status: 'active',
          templateId: data.templateId,
          organisationId: data.organisationId,
          tutorId: data.tutorId,
          title: data.title,
          questions: data.questions,
        };
      }
      case 'QuizTemplateDeleted':
        return {
          status: 'deleted',
          templateId: event.data.templateId,
          organisationId: event.data.organisationId,
          tutorId: event.data.tutorId,
        };
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'CreateQuizTemplate': {
        assertTutor(command.caller);
        if (state.status !== 'none') {
          throw new NotFoundError(QUIZ_TEMPLATE_MESSAGES.notFound); // an id is never reused
        }
        const { content, templateId } = command.data;
        return [
          {
            type: 'QuizTemplateCreated',
            data: {
              templateId,
              organisationId: command.caller.organisationId,
              tutorId: command.caller.userId,
              title: content.title,
              questions: content.questions,
              createdAt: at,
            },
          },
        ];
      }
      case 'UpdateQuizTemplate': {
        const template = owned(state, command.caller);
        const { content } = command.data;
        if (
          content.title === template.title &&
          JSON.stringify(content.questions) === JSON.stringify(template.questions)
        ) {
          return [];
        }
        return [
          {
            type: 'QuizTemplateUpdated',
            data: {
              templateId: template.templateId,
              organisationId: template.organisationId,
              tutorId: template.tutorId,
              title: content.title,
              questions: content.questions,
              updatedAt: at,
            },
          },
        ];
      }
      case 'DeleteQuizTemplate': {
        const template = owned(state, command.caller);
        return [
          {
            type: 'QuizTemplateDeleted',
            data: {
              templateId: template.templateId,
              organisationId: template.organisationId,
              tutorId: template.tutorId,
              deletedAt: at,
            },
          },
        ];
      }
      default:
        return exhaustive(command);
    }
  },
};
