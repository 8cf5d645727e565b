import { z } from 'zod';
import { QuizTemplate } from './quiz';
import { CLASSROOM_LIMITS } from './limits';
import { CLASSROOM_MESSAGES, QUIZ_TEMPLATE_MESSAGES } from './messages';
import { validateQuizDraft } from './builder';
import { ListQuery, listResponse, okResponse } from '../common';

/** Beyond the spec: a tutor's saved templates on the server (GET/POST /api/classroom/quizzes, PUT/DELETE …/{id}). */
export const QuizTemplateInput = QuizTemplate.omit({
  id: true,
  createdAt: true,
  updatedAt: true,
  totalQuestions: true,
});
export type QuizTemplateInput = z.infer<typeof QuizTemplateInput>;

const optionText = z
  .string({ error: 'Answer options must be text' })
  .max(CLASSROOM_LIMITS.maxOptionLength, QUIZ_TEMPLATE_MESSAGES.optionTooLong)
  .nullish()
  .transform((value) => value ?? '');

/**
 * One question of a quiz as a client sends it (builder, template API, quiz_data): `number` is
 * ignored (questions are numbered 1..n in order), an `id` may be text or a number (kept as text),
 * a missing one is made from the number, a blank time limit is 60 s (spec 002 §5).
 */
export const QuizQuestionInput = z.object({
  id: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(64).optional()),
  number: z.unknown().optional(),
  text: z
    .string({ error: CLASSROOM_MESSAGES.questionTextRequired })
    .max(CLASSROOM_LIMITS.maxQuestionTextLength, QUIZ_TEMPLATE_MESSAGES.textTooLong),
  options: z.object(
    { A: optionText, B: optionText, C: optionText, D: optionText },
    { error: CLASSROOM_MESSAGES.twoOptions },
  ),
  correctAnswer: z.enum(['A', 'B', 'C', 'D'], { error: QUIZ_TEMPLATE_MESSAGES.correctAnswer }),
  timeLimit: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value) =>
      value === undefined || value === null || value === ''
        ? CLASSROOM_LIMITS.defaultTimeLimit
        : Number(value),
    )
    .pipe(
      z
        .number({ error: QUIZ_TEMPLATE_MESSAGES.timeLimit })
        .int(QUIZ_TEMPLATE_MESSAGES.timeLimit)
        .min(CLASSROOM_LIMITS.timeLimitMin, QUIZ_TEMPLATE_MESSAGES.timeLimit)
        .max(CLASSROOM_LIMITS.timeLimitMax, QUIZ_TEMPLATE_MESSAGES.timeLimit),
    ),
});

/**
 * A quiz as a client sends it, checked with the builder's rules (validateQuizDraft) and
 * normalised: questions numbered 1..n, totalQuestions the number of questions.
 */
export const QuizContentInput = z
  .object({
    title: z
      .string({ error: CLASSROOM_MESSAGES.titleRequired })
      .trim()
      .min(1, CLASSROOM_MESSAGES.titleRequired)
      .max(CLASSROOM_LIMITS.maxTitleLength, QUIZ_TEMPLATE_MESSAGES.titleTooLong),
    questions: z
      .array(QuizQuestionInput, { error: QUIZ_TEMPLATE_MESSAGES.questionsRequired })
      .min(CLASSROOM_LIMITS.questionsMin, QUIZ_TEMPLATE_MESSAGES.questionsRequired)
      .max(CLASSROOM_LIMITS.questionsMax, QUIZ_TEMPLATE_MESSAGES.tooManyQuestions),
  })
  .superRefine((draft, context) => {
    const problems = validateQuizDraft(draft);
    problems.questions.forEach((problem, index) => {
      if (problem?.text) {
        context.addIssue({ code: 'custom', path: ['questions', index, 'text'], message: problem.text });
      }
      if (problem?.options) {
        context.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: problem.options });
      }
    });
    const ids = draft.questions.map((question, index) => question.id ?? `q${index + 1}`);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['questions'], message: QUIZ_TEMPLATE_MESSAGES.duplicateIds });
    }
  })
  .transform((draft): QuizTemplateInput & { totalQuestions: number } => ({
    title: draft.title,
    questions: draft.questions.map((question, index) => ({
      id: question.id ?? `q${index + 1}`,
      number: index + 1,
      text: question.text,
      options: question.options,
      correctAnswer: question.correctAnswer,
      timeLimit: question.timeLimit,
    })),
    totalQuestions: draft.questions.length,
  }));
export type QuizContent = z.output<typeof QuizContentInput>;

/** GET /api/classroom/quizzes. */
export const QuizTemplatesQuery = ListQuery.extend({
  perPage: z.coerce.number().int().min(1).max(500).default(100),
  sort: z.enum(['updatedAt', 'createdAt', 'title']).catch('updatedAt').default('updatedAt'),
  order: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .transform((value) => value.toLowerCase() as 'asc' | 'desc')
    .default('desc'),
});

export const QuizTemplatesResponse = listResponse('quizzes', QuizTemplate);
export type QuizTemplatesResponse = z.infer<typeof QuizTemplatesResponse>;

export const QuizTemplateResponse = okResponse({ quiz: QuizTemplate, message: z.string().optional() });
export type QuizTemplateResponse = z.infer<typeof QuizTemplateResponse>;

/** DELETE /api/classroom/quizzes/{id}. */
export const QuizTemplateDeletedResponse = okResponse({ message: z.string() });
