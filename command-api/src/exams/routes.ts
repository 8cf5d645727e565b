import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { ExamForm, ExamImportResult } from '@portal/contracts';
import {
  CreateExamRequest,
  EXAM_LIMITS,
  EXAM_MESSAGES,
  IMPORT_MESSAGES,
  ListQuery,
  UpdateExamRequest,
  checkImportFile,
  examsStreams,
  normaliseExamImport,
  parseExamImport,
  previewOf,
  timeStatusOf,
} from '@portal/contracts';
import type { Filter } from '@portal/platform';
import type { ExamScheduleDocument } from '@portal/projections';
import { NotFoundError, ValidationError } from '@portal/platform';
import { EXAMS_COLLECTION, EXAM_SCHEDULES_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { LiveSchedule } from './decider';
import { ExamHasLiveSchedulesError, examDecider } from './decider';
import { graceMinutesOf } from '../attempts/grace';
import { PayloadTooLargeError, importBody, questionImageRoutes } from './images';
import { practiceExamRoutes } from './practice';
import type { ExamDocument } from './views';
import { toExam, toExamForm, toExamSummary } from './views';

const ExamSort = z
  .enum([
    'title',
    'createdAt',
    'updatedAt',
    'duration',
    'difficulty',
    'examType',
    'grade',
    'questionCount',
    'totalMarks',
  ])
  .optional()
  .catch(undefined);

const ExamListQuery = ListQuery.extend({
  sort: ExamSort,
  perPage: z.coerce.number().int().min(1).max(1000).optional(),
  examType: z.string().trim().max(50).optional(),
  difficulty: z.string().trim().max(50).optional(),
  grade: z.string().trim().max(50).optional(),
  isActive: z.enum(['true', 'false']).optional(),
  tutorId: z.string().trim().max(100).optional(),
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The exams the caller may see: a tutor their own, an admin the organisation's. */
function scopeOf(caller: Caller): Filter {
  return caller.role === 'tutor'
    ? { organisationId: caller.organisationId, tutorId: caller.userId }
    : { organisationId: caller.organisationId };
}

/** One JSON file in memory, at most 10 MB. */
const importUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: EXAM_LIMITS.importMaxBytes, files: 1, fields: 10, fieldSize: 10_000 },
}).single('file');

const receiveImportFile: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) {
    next();
    return;
  }
  importUpload(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError) {
      next(
        error.code === 'LIMIT_FILE_SIZE'
          ? new PayloadTooLargeError(IMPORT_MESSAGES.tooLarge)
          : new ValidationError(IMPORT_MESSAGES.notJsonFile),
      );
      return;
    }
    next(error);
  });
};

/** The exams module's HTTP routes (spec 002 §7): Exam Management for admins and tutors. */
export function examsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const exams = deps.readModels.collection<ExamDocument>(EXAMS_COLLECTION);
  const schedules = deps.readModels.collection<ExamScheduleDocument>(EXAM_SCHEDULES_COLLECTION);
  const staff = requireRole('admin', 'tutor');
  // a student's practice list, before /exams/:id (issue 16)
  router.use(practiceExamRoutes(deps));

  const visibleExam = async (caller: Caller, id: string): Promise<ExamDocument> => {
    const exam = await exams.findOne({ _id: id, ...scopeOf(caller) });
    if (!exam) {
      throw new NotFoundError(EXAM_MESSAGES.notFound);
    }
    return exam;
  };

  router.get('/exams', staff, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(ExamListQuery, req.query);
    const filter: Filter = { ...scopeOf(caller) };
    if (query.q) {
      filter.title = { $regex: escapeRegex(query.q), $options: 'i' };
    }
    for (const key of ['examType', 'difficulty', 'grade'] as const) {
      if (query[key]) {
        filter[key] = query[key];
      }
    }
    if (query.isActive) {
      filter.isActive = query.isActive === 'true';
    }
    if (query.tutorId && caller.role === 'admin') {
      filter.tutorId = query.tutorId;
    }
    // newest first unless asked otherwise; without perPage the whole list
    const sort = query.sort
      ? { [query.sort]: query.order === 'asc' ? (1 as const) : (-1 as const), _id: 1 as const }
      : { createdAt: -1 as const, _id: 1 as const };
    const perPage = query.perPage;
    const [page, total] = await Promise.all([
      exams
        .find(filter, {
          sort,
          projection: { questions: 0, passages: 0 },
          ...(perPage !== undefined && { skip: (query.page - 1) * perPage, limit: perPage }),
        })
        .toArray(),
      exams.countDocuments(filter),
    ]);
    res.json({ success: true, exams: page.map(toExamSummary), total });
  });

  router.post('/exams/import', staff, receiveImportFile, importBody(IMPORT_MESSAGES.tooLarge), (req, res) => {
    callerOf(req);
    let result: ExamImportResult;
    let source = 'JSON';
    if (req.file) {
      const problem = checkImportFile({
        name: req.file.originalname,
        type: req.file.mimetype,
        size: req.file.size,
      });
      if (problem) {
        throw new ValidationError(problem);
      }
      source = req.file.originalname;
      result = parseExamImport(req.file.buffer.toString('utf8'));
    } else if (typeof req.body === 'string') {
      result = parseExamImport(req.body);
    } else if (req.is('application/json')) {
      result = normaliseExamImport(req.body);
    } else {
      throw new ValidationError(IMPORT_MESSAGES.notJsonFile);
    }
    if (!result.success) {
      throw new ValidationError(result.message);
    }
    res.json({
      success: true,
      data: result.data,
      preview: previewOf(result.data),
      message: IMPORT_MESSAGES.loaded(result.data.questions.length, source),
    });
  });

  router.get('/exams/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    res.json({ success: true, exam: toExam(await visibleExam(caller, String(req.params.id))) });
  });

  router.post('/exams', staff, async (req, res) => {
    const caller = callerOf(req);
    const exam = parseOrThrow(CreateExamRequest, req.body);
    const examId = randomUUID();
    const result = await deps.handle(examDecider, examsStreams.exam(examId), {
      type: 'CreateExam',
      data: { examId, exam },
      caller,
      metadata: { now: deps.now() },
    });
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info('exam created', { examId, by: caller.userId });
    res.status(201).json({
      success: true,
      exam: toExam(await visibleExam(caller, examId)),
      message: EXAM_MESSAGES.created(exam.title),
    });
  });

  router.put('/exams/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await visibleExam(caller, String(req.params.id));
    const body: Record<string, unknown> =
      typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
        ? (req.body as Record<string, unknown>)
        : {};
    // "the full exam body"; a key that is not sent keeps its value, and new questions without
    // a total count their own marks
    const kept: ExamForm = toExamForm(current);
    if ('questions' in body && !('totalMarks' in body)) {
      kept.totalMarks = null;
    }
    const exam = parseOrThrow(UpdateExamRequest, { ...kept, ...body });
    const result = await deps.handle(examDecider, examsStreams.exam(current._id), {
      type: 'UpdateExam',
      data: { examId: current._id, exam },
      caller,
      metadata: { now: deps.now() },
    });
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info('exam updated', { examId: current._id, by: caller.userId });
    res.json({
      success: true,
      exam: toExam(await visibleExam(caller, current._id)),
      message: EXAM_MESSAGES.updated(exam.title),
    });
  });

  /**
   * The exam's schedules a student can still start: not cancelled or completed, active, and the
   * window (plus its grace) not over. Every tutor's, so none is left pointing at a deleted exam.
   */
  const liveSchedulesOf = async (exam: ExamDocument, now: Date): Promise<LiveSchedule[]> => {
    const found = await schedules
      .find(
        { organisationId: exam.organisationId, examId: exam._id, isActive: true },
        { sort: { scheduledStartTime: 1, createdAt: 1, _id: 1 } },
      )
      .toArray();
    return found
      .filter(
        (schedule) =>
          schedule.status !== 'cancelled' &&
          schedule.status !== 'completed' &&
          timeStatusOf({ ...schedule, gracePeriodMinutes: graceMinutesOf(schedule) }, now) !== 'expired',
      )
      .map((schedule) => ({
        id: schedule._id,
        title: schedule.title,
        scheduledStartTime: schedule.scheduledStartTime,
        scheduledEndTime: schedule.scheduledEndTime,
      }));
  };

  router.delete('/exams/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await visibleExam(caller, String(req.params.id));
    const now = deps.now();
    const result = await deps
      .handle(examDecider, examsStreams.exam(current._id), {
        type: 'DeleteExam',
        data: { examId: current._id, liveSchedules: await liveSchedulesOf(current, now) },
        caller,
        metadata: { now },
      })
      .catch((error: unknown) => {
        if (error instanceof ExamHasLiveSchedulesError) {
          return error;
        }
        throw error;
      });
    if (result instanceof ExamHasLiveSchedulesError) {
      // DESIGN.md §3's 409, with the schedules the console offers to cancel first
      res.status(409).json({ success: false, message: result.message, schedules: result.schedules });
      return;
    }
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info('exam deleted', { examId: current._id, by: caller.userId });
    const deleted = result.events[0];
    res.json({
      success: true,
      message: EXAM_MESSAGES.deleted(deleted?.type === 'ExamDeleted' ? deleted.data.title : current.title),
    });
  });

  router.use(questionImageRoutes(deps));
  return router;
}
