import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type {
  DuplicateResponse,
  ReleaseResultsResponse,
  ScheduleProgressResponse,
  StudentProgressStatus,
} from '@portal/contracts';
import {
  CancelScheduleRequest,
  CheckDuplicateRequest,
  integritySummaryOf,
  ScheduleListQuery,
  ScheduleRequest,
  SCHEDULE_MESSAGES,
  schedulesStreams,
  suggestedTitle,
  suggestedTitles,
} from '@portal/contracts';
import type { Filter } from '@portal/platform';
import { ConflictError, NotFoundError, ValidationError } from '@portal/platform';
import type { UserRecord } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { studentScope } from '../people/access';
import type { ScheduleCommand, ScheduleDetails } from './decider';
import { scheduleDecider } from './decider';
import { scheduleCancelledMail } from './mails';
import type { AttemptDocument, ExamDocument, GroupDocument, ExamScheduleDocument } from '@portal/projections';
import { COLLECTIONS } from './readModels';
import { namesById, schedulesView } from './views';

const ListQuery = ScheduleListQuery.extend({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** absent: every schedule (the page groups them into sections) */
  perPage: z.coerce.number().int().min(1).max(500).optional(),
  sort: z.enum(['createdAt', 'scheduledStartTime', 'title', 'updatedAt']).default('createdAt'),
  order: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .transform((value) => value.toLowerCase())
    .default('desc'),
});

/** An admin schedules a tutor's exam for that tutor's students only (issue 15 item 9). */
export const OWNERSHIP_MESSAGES = {
  studentOfAnotherTutor:
    "This exam belongs to a tutor: choose only that tutor's students (a student of another tutor cannot be given it)",
  groupOfAnotherTutor: "This exam belongs to a tutor: choose one of that tutor's groups",
  examOfAnotherTutor: "This schedule belongs to another tutor: choose one of that tutor's exams",
} as const;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The schedules module's HTTP routes (spec 002 §7); staff only (admin: the organisation's, tutor: their own). */
export function schedulesRoutes(deps: ApiDeps): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');
  const schedules = deps.readModels.collection<ExamScheduleDocument>(COLLECTIONS.schedules);
  const exams = deps.readModels.collection<ExamDocument>(COLLECTIONS.exams);
  const groups = deps.readModels.collection<GroupDocument>(COLLECTIONS.groups);
  const attempts = deps.readModels.collection<AttemptDocument>(COLLECTIONS.attempts);
  const users = deps.readModels.collection<UserRecord>(COLLECTIONS.users);

  /** A tutor's own, or the organisation's for an admin. */
  const ownScope = (caller: Caller): Filter => ({
    organisationId: caller.organisationId,
    ...(caller.role === 'tutor' && { tutorId: caller.userId }),
  });

  const scheduleOf = async (caller: Caller, id: string): Promise<ExamScheduleDocument> => {
    const schedule = await schedules.findOne({ ...ownScope(caller), _id: id });
    if (!schedule) {
      throw new NotFoundError(SCHEDULE_MESSAGES.notFound);
    }
    return schedule;
  };

  const examOf = async (caller: Caller, id: string): Promise<ExamDocument> => {
    const exam = await exams.findOne({ ...ownScope(caller), _id: id });
    if (!exam || exam.isActive === false) {
      throw new NotFoundError(SCHEDULE_MESSAGES.examNotFound);
    }
    return exam;
  };

  /**
   * Whose students and groups a schedule may hold (issue 15 item 9): the caller's own for a tutor;
   * for an admin, the exam's tutor's when a tutor owns the exam (an admin's own exam: any of the
   * organisation's). A schedule keeps its tutor, so changing it to another tutor's exam is refused.
   */
  const ownerOf = async (
    caller: Caller,
    exam: ExamDocument,
    current: ExamScheduleDocument | null,
  ): Promise<Caller | null> => {
    if (caller.role !== 'admin') {
      return null;
    }
    const owner = await users.findOne(
      { _id: exam.tutorId, organisationId: caller.organisationId },
      { projection: { _id: 1, role: 1 } },
    );
    if (owner?.role !== 'tutor') {
      return null;
    }
    if (current && current.tutorId !== owner._id) {
      throw new ValidationError(OWNERSHIP_MESSAGES.examOfAnotherTutor, [
        { field: 'examId', message: OWNERSHIP_MESSAGES.examOfAnotherTutor },
      ]);
    }
    return { userId: owner._id, role: 'tutor', organisationId: caller.organisationId };
  };

  /**
   * The chosen students (all in the caller's scope), or the chosen group's members now; with an
   * `owner` (an admin scheduling a tutor's exam) only that tutor's students and groups.
   */
  const studentsOf = async (
    caller: Caller,
    body: ScheduleRequest,
    owner: Caller | null,
  ): Promise<{ groupId: string | null; studentIds: string[] }> => {
    if (body.assignmentType === 'group') {
      const groupId = body.assigneeIds[0]!;
      const group = await groups.findOne({ ...ownScope(caller), _id: groupId });
      if (!group) {
        throw new NotFoundError(SCHEDULE_MESSAGES.groupNotFound);
      }
      if (owner && group.tutorId !== owner.userId) {
        throw new ValidationError(OWNERSHIP_MESSAGES.groupOfAnotherTutor, [
          { field: 'assigneeIds', message: OWNERSHIP_MESSAGES.groupOfAnotherTutor },
        ]);
      }
      const members = await users
        .find(
          {
            _id: { $in: group.studentIds },
            organisationId: caller.organisationId,
            role: 'student',
            status: 'active',
          },
          { projection: { _id: 1 } },
        )
        .toArray();
      const live = new Set(members.map((member) => member._id));
      const studentIds = group.studentIds.filter((id) => live.has(id));
      if (studentIds.length === 0) {
        throw new ValidationError(SCHEDULE_MESSAGES.groupEmpty, [
          { field: 'assigneeIds', message: SCHEDULE_MESSAGES.groupEmpty },
        ]);
      }
      return { groupId, studentIds };
    }
    const scope = await studentScope(deps.readModels, caller);
    const found = await users
      .find({ ...scope, _id: { $in: body.assigneeIds } }, { projection: { _id: 1 } })
      .toArray();
    if (found.length !== body.assigneeIds.length) {
      throw new NotFoundError(SCHEDULE_MESSAGES.studentNotFound);
    }
    if (owner) {
      const owned = await users
        .find(
          { ...(await studentScope(deps.readModels, owner)), _id: { $in: body.assigneeIds } },
          { projection: { _id: 1 } },
        )
        .toArray();
      if (owned.length !== body.assigneeIds.length) {
        throw new ValidationError(OWNERSHIP_MESSAGES.studentOfAnotherTutor, [
          { field: 'assigneeIds', message: OWNERSHIP_MESSAGES.studentOfAnotherTutor },
        ]);
      }
    }
    return { groupId: null, studentIds: body.assigneeIds };
  };

  /** Active, not cancelled schedules of the exam holding any of these students (but `except`). */
  const existingFor = async (
    caller: Caller,
    examId: string,
    studentIds: readonly string[],
    except?: string,
  ) => {
    if (studentIds.length === 0) {
      return [];
    }
    const found = await schedules
      .find(
        {
          organisationId: caller.organisationId,
          examId,
          isActive: true,
          studentIds: { $in: [...studentIds] },
        },
        { sort: { createdAt: 1, _id: 1 } },
      )
      .toArray();
    return found.filter((schedule) => schedule._id !== except && schedule.status !== 'cancelled');
  };

  const takenTitles = async (caller: Caller, examId: string) =>
    (
      await schedules
        .find({ organisationId: caller.organisationId, examId }, { projection: { title: 1 } })
        .toArray()
    ).map((schedule) => schedule.title);

  const existingView = (found: readonly ExamScheduleDocument[], studentIds: readonly string[]) => {
    const asked = new Set(studentIds);
    const view = (schedule: ExamScheduleDocument) => ({
      id: schedule._id,
      title: schedule.title,
      scheduledStartTime: schedule.scheduledStartTime,
      scheduledEndTime: schedule.scheduledEndTime,
      status: schedule.status,
      studentIds: schedule.studentIds.filter((id) => asked.has(id)),
    });
    return {
      existingAssignments: found.filter((schedule) => !schedule.hasSpecificSchedule).map(view),
      existingSchedules: found.filter((schedule) => schedule.hasSpecificSchedule).map(view),
    };
  };

  /** Resolves the body, refuses a duplicate (unless allowed) and decides; answers the saved schedule. */
  const save = async (caller: Caller, body: ScheduleRequest, current: ExamScheduleDocument | null) => {
    const exam = await examOf(caller, body.examId);
    const { groupId, studentIds } = await studentsOf(caller, body, await ownerOf(caller, exam, current));
    if (body.assignmentType === 'individual' && !body.allowDuplicate) {
      const before = new Set(current?.studentIds ?? []);
      const added = studentIds.filter((id) => !before.has(id));
      const found = await existingFor(caller, exam._id, added, current?._id);
      if (found.length > 0) {
        const answer: DuplicateResponse = {
          success: false,
          duplicate: true,
          message: SCHEDULE_MESSAGES.duplicate,
          examTitle: exam.title,
          suggestedTitle: suggestedTitle(body.title, [...(await takenTitles(caller, exam._id)), body.title]),
          ...existingView(found, added),
        };
        return { status: 409, answer } as const;
      }
    }
    const details: ScheduleDetails = {
      tutorId:
        current?.tutorId ?? (caller.role === 'tutor' ? caller.userId : (exam.tutorId ?? caller.userId)),
      examId: exam._id,
      exam: { title: exam.title, totalMarks: exam.totalMarks, examType: exam.examType ?? null },
      title: body.title,
      description: body.description,
      scheduledStartTime: body.scheduledStartTime,
      scheduledEndTime: body.scheduledEndTime,
      duration: body.duration,
      instructions: body.instructions,
      assignmentType: body.assignmentType,
      groupId,
      studentIds,
      hasSpecificSchedule: body.hasSpecificSchedule,
      settings: body.settings,
    };
    const scheduleId = current?._id ?? randomUUID();
    const meta = { caller, metadata: { now: deps.now() } };
    const command: ScheduleCommand = current
      ? { type: 'UpdateSchedule', data: { details }, ...meta }
      : { type: 'ScheduleExam', data: { scheduleId, details }, ...meta };
    const result = await deps.handle(scheduleDecider, schedulesStreams.schedule(scheduleId), command, {
      organisationId: caller.organisationId,
    });
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info(current ? 'exam schedule updated' : 'exam scheduled', {
      scheduleId,
      by: caller.userId,
      students: studentIds.length,
    });
    const saved = await scheduleOf(caller, scheduleId);
    const [schedule] = await schedulesView(deps.readModels, [saved], deps.now());
    return {
      status: current ? 200 : 201,
      answer: {
        success: true,
        schedule: schedule!,
        message: current ? SCHEDULE_MESSAGES.updated : SCHEDULE_MESSAGES.created,
      },
    } as const;
  };

  router.get('/exam-schedules', staff, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(ListQuery, req.query);
    const filter: Filter = {
      ...ownScope(caller),
      ...(!query.showAll && { isActive: true }),
      ...(query.q && { title: { $regex: literal(query.q), $options: 'i' } }),
    };
    const direction = query.order === 'asc' ? 1 : -1;
    const [documents, total] = await Promise.all([
      schedules
        .find(filter, {
          sort: { [query.sort]: direction, _id: 1 },
          ...(query.perPage !== undefined && {
            skip: (query.page - 1) * query.perPage,
            limit: query.perPage,
          }),
        })
        .toArray(),
      schedules.countDocuments(filter),
    ]);
    res.json({
      success: true,
      schedules: await schedulesView(deps.readModels, documents, deps.now()),
      total,
    });
  });

  router.post('/exam-schedules', staff, async (req, res) => {
    const caller = callerOf(req);
    const { status, answer } = await save(caller, parseOrThrow(ScheduleRequest, req.body ?? {}), null);
    res.status(status).json(answer);
  });

  router.get('/exam-schedules/:id', staff, async (req, res) => {
    const schedule = await scheduleOf(callerOf(req), String(req.params.id));
    const [view] = await schedulesView(deps.readModels, [schedule], deps.now());
    res.json({ success: true, schedule: view });
  });

  router.put('/exam-schedules/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await scheduleOf(caller, String(req.params.id));
    if (current.status === 'cancelled') {
      throw new ConflictError(SCHEDULE_MESSAGES.alreadyCancelled);
    }
    const { status, answer } = await save(caller, parseOrThrow(ScheduleRequest, req.body ?? {}), current);
    res.status(status).json(answer);
  });

  const attemptsOf = (scheduleId: string) =>
    attempts.find({ scheduleId }, { sort: { endTime: 1, _id: 1 } }).toArray();

  router.get('/exam-schedules/:id/progress', staff, async (req, res) => {
    const caller = callerOf(req);
    const document = await scheduleOf(caller, String(req.params.id));
    const [schedule] = await schedulesView(deps.readModels, [document], deps.now());
    const [names, rows] = await Promise.all([
      namesById(deps.readModels, document.studentIds),
      attemptsOf(document._id),
    ]);
    const studentProgress: ScheduleProgressResponse['studentProgress'] = document.studentIds.flatMap(
      (studentId) => {
        const student = names.get(studentId);
        if (!student) {
          return [];
        }
        const own = rows.filter((row) => row.studentId === studentId);
        const completed = own.filter((row) => row.status === 'completed');
        const status: StudentProgressStatus =
          completed.length > 0 ? 'completed' : own.length > 0 ? 'in-progress' : 'not-started';
        const best = (pick: (row: AttemptDocument) => number | null | undefined) => {
          const values = completed.map(pick).filter((value): value is number => typeof value === 'number');
          return values.length > 0 ? Math.max(...values) : null;
        };
        return [
          {
            assignment: { student },
            status,
            bestScore: best((row) => row.score),
            bestPercentage: best((row) => row.percentage),
            attemptCount: own.length,
            // over all the student's attempts at this schedule (issue 16 item 3)
            integrity: integritySummaryOf(own.flatMap((row) => row.integrityEvents ?? [])),
          },
        ];
      },
    );
    const count = (status: StudentProgressStatus) =>
      studentProgress.filter((row) => row.status === status).length;
    const totalStudents = studentProgress.length;
    const completedAttempts = count('completed');
    const answer: ScheduleProgressResponse = {
      success: true,
      schedule: schedule!,
      statistics: {
        totalStudents,
        completedAttempts,
        inProgressAttempts: count('in-progress'),
        notStarted: count('not-started'),
        completionRate: totalStudents === 0 ? 0 : Math.round((completedAttempts / totalStudents) * 100),
      },
      studentProgress,
    };
    res.json(answer);
  });

  router.get('/exam-schedules/:id/results', staff, async (req, res) => {
    const document = await scheduleOf(callerOf(req), String(req.params.id));
    const rows = (await attemptsOf(document._id)).filter((row) => row.status === 'completed');
    const names = await namesById(
      deps.readModels,
      rows.map((row) => row.studentId),
    );
    const results = rows.flatMap((row) => {
      const user = names.get(row.studentId);
      if (!user) {
        return [];
      }
      const questionResults = row.questionResults ?? [];
      return [
        {
          attempt: {
            id: row._id,
            user: { id: user.id, firstName: user.firstName, lastName: user.lastName },
            endTime: row.endTime ?? null,
            score: row.score ?? null,
            percentage: row.percentage ?? null,
          },
          totalCorrect: row.correctAnswers ?? questionResults.filter((result) => result.isCorrect).length,
          totalQuestions: row.totalQuestions ?? questionResults.length,
          questionResults,
        },
      ];
    });
    res.json({ success: true, results });
  });

  const cancel: RequestHandler = async (req, res) => {
    const caller = callerOf(req);
    const { reason } = parseOrThrow(CancelScheduleRequest, req.body ?? {});
    const current = await scheduleOf(caller, String(req.params.id));
    const hasAttempts = (await attempts.countDocuments({ scheduleId: current._id })) > 0;
    const result = await deps.handle(
      scheduleDecider,
      schedulesStreams.schedule(current._id),
      { type: 'CancelSchedule', data: { reason, hasAttempts }, caller, metadata: { now: deps.now() } },
      { organisationId: caller.organisationId },
    );
    await deps.awaitProjections(result.streamId, result.position);
    const cancelled = result.events[0];
    const notifiedCount =
      cancelled?.type === 'ExamScheduleCancelled'
        ? await mailStudents(cancelled.data.studentIds, cancelled.data.title, cancelled.data.reason)
        : 0;
    deps.logger.info('exam schedule cancelled', {
      scheduleId: current._id,
      by: caller.userId,
      notifiedCount,
    });
    res.json({ success: true, message: SCHEDULE_MESSAGES.cancelled, notifiedCount });
  };
  /**
   * Release results (issue 16 item 1): students (and their parents) see the correct answers of
   * this schedule's attempts before its window closes. Event-sourced, idempotent: a second press
   * answers the first release.
   */
  router.post('/exam-schedules/:id/release-results', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await scheduleOf(caller, String(req.params.id));
    const result = await deps.handle(
      scheduleDecider,
      schedulesStreams.schedule(current._id),
      { type: 'ReleaseResults', data: {}, caller, metadata: { now: deps.now() } },
      { organisationId: caller.organisationId },
    );
    if (result.events.length > 0) {
      await deps.awaitProjections(result.streamId, result.position);
      deps.logger.info('exam schedule results released', { scheduleId: current._id, by: caller.userId });
    }
    const released = result.state.status === 'none' ? null : result.state.resultsReleased;
    if (!released) {
      throw new NotFoundError(SCHEDULE_MESSAGES.notFound);
    }
    const answer: ReleaseResultsResponse = {
      success: true,
      message: SCHEDULE_MESSAGES.resultsReleased,
      resultsReleasedAt: released.at,
      resultsReleasedBy: released.by,
    };
    res.json(answer);
  });

  router.put('/exam-schedules/:id/cancel', staff, cancel);
  router.post('/exam-schedules/:id/cancel', staff, cancel);

  /** E-mails each affected student who still has a working account; answers how many were sent. */
  const mailStudents = async (
    studentIds: readonly string[],
    title: string,
    reason: string,
  ): Promise<number> => {
    const students = await users
      .find({ _id: { $in: [...studentIds] }, role: 'student', status: 'active' })
      .toArray();
    let sent = 0;
    for (const student of students) {
      if (student.status !== 'active' || student.isActive === false || !student.email) {
        continue;
      }
      try {
        await deps.mailer.send(
          scheduleCancelledMail(student.email, student.firstName, title, reason, `${deps.publicUrl()}/`),
        );
        sent += 1;
      } catch (error) {
        deps.logger.error('schedule cancellation mail failed', { studentId: student._id, error });
      }
    }
    return sent;
  };

  router.post('/tutor-exam-assignments/check-duplicate', staff, async (req, res) => {
    const caller = callerOf(req);
    const body = parseOrThrow(CheckDuplicateRequest, req.body ?? {});
    const exam = await examOf(caller, body.examId);
    const scope = await studentScope(deps.readModels, caller);
    if (!(await users.findOne({ ...scope, _id: body.studentId }))) {
      throw new NotFoundError(SCHEDULE_MESSAGES.studentNotFound);
    }
    const found = await existingFor(caller, exam._id, [body.studentId]);
    const view = existingView(found, [body.studentId]);
    res.json({
      success: true,
      hasDuplicates: found.length > 0,
      examTitle: exam.title,
      existingCount: found.length,
      suggestions: found.length > 0 ? suggestedTitles(exam.title, await takenTitles(caller, exam._id)) : [],
      ...view,
    });
  });

  return router;
}
