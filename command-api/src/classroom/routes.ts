import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { QuizTemplate, QuizTemplateResponse, QuizTemplatesResponse } from '@portal/contracts';
import {
  QUIZ_TEMPLATE_MESSAGES,
  QuizContentInput,
  QuizTemplatesQuery,
  classroomStreams,
} from '@portal/contracts';
import { ForbiddenError, NotFoundError } from '@portal/platform';
import type { QuizTemplateDocument } from '@portal/projections';
import { QUIZ_TEMPLATES_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { callerOf } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { QuizTemplateCommand } from './decider';
import { quizTemplateDecider } from './decider';
import { handleSettled } from '../http/settle';

type CommandWithoutTime = QuizTemplateCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'metadata'>
    : never
  : never;

const tutorsOnly: RequestHandler = (req, _res, next) => {
  if (callerOf(req).role !== 'tutor') {
    throw new ForbiddenError(QUIZ_TEMPLATE_MESSAGES.tutorOnly);
  }
  next();
};

function templateOf(document: QuizTemplateDocument): QuizTemplate {
  return {
    id: document._id,
    title: document.title,
    questions: document.questions,
    totalQuestions: document.totalQuestions,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

/**
 * A tutor's saved live quizzes (beyond the spec; docs/api/classroom.md): GET/POST
 * /classroom/quizzes, GET/PUT/DELETE /classroom/quizzes/{id}. Tutors only, their own only.
 */
export function classroomRoutes(deps: ApiDeps): Router {
  const router = Router();
  const templates = deps.readModels.collection<QuizTemplateDocument>(QUIZ_TEMPLATES_COLLECTION);

  const run = async (templateId: string, command: CommandWithoutTime) => {
    await handleSettled(
      deps,
      quizTemplateDecider,
      classroomStreams.template(templateId),
      { ...command, metadata: { now: deps.now() } },
      { organisationId: command.caller.organisationId },
    );
  };

  const ownTemplate = async (req: Parameters<RequestHandler>[0], templateId: string) => {
    const caller = callerOf(req);
    const document = await templates.findOne({
      _id: templateId,
      organisationId: caller.organisationId,
      tutorId: caller.userId,
    });
    if (!document) {
      throw new NotFoundError(QUIZ_TEMPLATE_MESSAGES.notFound);
    }
    return document;
  };

  router.get('/classroom/quizzes', tutorsOnly, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(QuizTemplatesQuery, req.query);
    const filter: Record<string, unknown> = { organisationId: caller.organisationId, tutorId: caller.userId };
    if (query.q) {
      filter.title = { $regex: query.q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
    }
    const [page, total] = await Promise.all([
      templates
        .find(filter, {
          sort: { [query.sort]: query.order === 'desc' ? -1 : 1, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      templates.countDocuments(filter),
    ]);
    const answer: QuizTemplatesResponse = { success: true, quizzes: page.map(templateOf), total };
    res.json(answer);
  });

  router.get('/classroom/quizzes/:id', tutorsOnly, async (req, res) => {
    const answer: QuizTemplateResponse = {
      success: true,
      quiz: templateOf(await ownTemplate(req, String(req.params.id))),
    };
    res.json(answer);
  });

  router.post('/classroom/quizzes', tutorsOnly, async (req, res) => {
    const caller = callerOf(req);
    const content = parseOrThrow(QuizContentInput, req.body ?? {});
    const templateId = randomUUID();
    await run(templateId, { type: 'CreateQuizTemplate', data: { templateId, content }, caller });
    const answer: QuizTemplateResponse = {
      success: true,
      quiz: templateOf(await ownTemplate(req, templateId)),
      message: QUIZ_TEMPLATE_MESSAGES.created,
    };
    res.status(201).json(answer);
  });

  router.put('/classroom/quizzes/:id', tutorsOnly, async (req, res) => {
    const caller = callerOf(req);
    const templateId = String(req.params.id);
    const content = parseOrThrow(QuizContentInput, req.body ?? {});
    await run(templateId, { type: 'UpdateQuizTemplate', data: { content }, caller });
    const answer: QuizTemplateResponse = {
      success: true,
      quiz: templateOf(await ownTemplate(req, templateId)),
      message: QUIZ_TEMPLATE_MESSAGES.updated,
    };
    res.json(answer);
  });

  router.delete('/classroom/quizzes/:id', tutorsOnly, async (req, res) => {
    const caller = callerOf(req);
    await run(String(req.params.id), { type: 'DeleteQuizTemplate', caller });
    res.json({ success: true, message: QUIZ_TEMPLATE_MESSAGES.deleted });
  });

  return router;
}
