import { describe, it } from 'vitest';
import type { QuizContent } from '@portal/contracts';
import { QUIZ_TEMPLATE_MESSAGES, SAMPLE_QUIZ } from '@portal/contracts';
import { ForbiddenError, NotFoundError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import type { QuizTemplateCommand, QuizTemplateEvent, TemplateCaller } from './decider';
import { quizTemplateDecider } from './decider';

const now = new Date('2026-11-24T10:00:00.000Z');
const tutor: TemplateCaller = { userId: 'tutor-1', role: 'tutor', organisationId: 'org' };
const otherTutor: TemplateCaller = { userId: 'tutor-2', role: 'tutor', organisationId: 'org' };
const admin: TemplateCaller = { userId: 'admin-1', role: 'admin', organisationId: 'org' };
const content: QuizContent = {
  title: SAMPLE_QUIZ.title,
  questions: SAMPLE_QUIZ.questions,
  totalQuestions: 3,
};

const created: QuizTemplateEvent = {
  type: 'QuizTemplateCreated',
  data: {
    templateId: 'q1',
    organisationId: 'org',
    tutorId: 'tutor-1',
    title: content.title,
    questions: content.questions,
    createdAt: 't0',
  },
};
const deleted: QuizTemplateEvent = {
  type: 'QuizTemplateDeleted',
  data: { templateId: 'q1', organisationId: 'org', tutorId: 'tutor-1', deletedAt: 't1' },
};

const given = DeciderSpecification.for(quizTemplateDecider);
const create = (caller: TemplateCaller): QuizTemplateCommand => ({
  type: 'CreateQuizTemplate',
  data: { templateId: 'q1', content },
  caller,
  metadata: { now },
});
const update = (
  caller: TemplateCaller,
  changed: QuizContent = { ...content, title: 'Renamed' },
): QuizTemplateCommand => ({
  type: 'UpdateQuizTemplate',
  data: { content: changed },
  caller,
  metadata: { now },
});
const remove = (caller: TemplateCaller): QuizTemplateCommand => ({
  type: 'DeleteQuizTemplate',
  caller,
  metadata: { now },
});

describe('quiz template decider', () => {
  it('given nothing, when a tutor saves a quiz, then QuizTemplateCreated for them at the time of the command', () => {
    given([])
      .when(create(tutor))
      .then([{ ...created, data: { ...created.data, createdAt: now.toISOString() } }]);
  });

  it('given nothing, when an admin saves a quiz, then it is forbidden (tutors only)', () => {
    given([])
      .when(create(admin))
      .thenThrows(ForbiddenError, (error) => error.message === QUIZ_TEMPLATE_MESSAGES.tutorOnly);
  });

  it('given a template, when its tutor changes it, then QuizTemplateUpdated; unchanged content records nothing', () => {
    given([created])
      .when(update(tutor))
      .then([
        {
          type: 'QuizTemplateUpdated',
          data: {
            templateId: 'q1',
            organisationId: 'org',
            tutorId: 'tutor-1',
            title: 'Renamed',
            questions: content.questions,
            updatedAt: now.toISOString(),
          },
        },
      ]);
    given([created]).when(update(tutor, content)).thenNothingHappened();
  });

  it("given another tutor's, a deleted or an unknown template, when changed or deleted, then not found", () => {
    for (const [events, caller] of [
      [[created], otherTutor],
      [[created, deleted], tutor],
      [[], tutor],
    ] as const) {
      given([...events])
        .when(update(caller))
        .thenThrows(NotFoundError);
      given([...events])
        .when(remove(caller))
        .thenThrows(NotFoundError, (error) => error.message === QUIZ_TEMPLATE_MESSAGES.notFound);
    }
  });

  it('given a template, when its tutor deletes it, then QuizTemplateDeleted, and its id is never reused', () => {
    given([created])
      .when(remove(tutor))
      .then([{ ...deleted, data: { ...deleted.data, deletedAt: now.toISOString() } }]);
    given([created, deleted]).when(create(tutor)).thenThrows(NotFoundError);
  });
});
