import { Router } from 'express';
import {
  ANALYTICS_MESSAGES,
  ATTEMPT_MESSAGES,
  ExamHistoryQuery,
  MarkEssaysRequest,
  TutorStudentsQuery,
  attemptsStreams,
  hoursSpent,
  performanceByType,
} from '@portal/contracts';
import { NotFoundError, ValidationError } from '@portal/platform';
import type { UserDocument } from '@portal/projections';
import { slotDecider } from '../attempts/decider';
import { slotSourceOf } from '../attempts/readModels';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { searchTextFilter, studentScope } from '../people/access';
import { assertAnalyticsAllowed, restrictedIds, visibleStudent } from './access';
import type { AttemptDocument, GroupDocument, StudentAnalyticsDocument } from '@portal/projections';
import { COLLECTIONS } from './readModels';
import { passagesOf, questionAnalysis } from './views';

/** Student Performance Analytics and tutor exam results (spec 002 §§2.10, 2.11). */
export function tutorAnalyticsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const readers = requireRole('admin', 'tutor', 'parent');
  const staff = requireRole('admin', 'tutor');
  const users = deps.readModels.collection<UserDocument>(COLLECTIONS.users);
  const analytics = deps.readModels.collection<StudentAnalyticsDocument>(COLLECTIONS.studentAnalytics);
  const groups = deps.readModels.collection<GroupDocument>(COLLECTIONS.groups);
  const attempts = deps.readModels.collection<AttemptDocument>(COLLECTIONS.attempts);

  /** The students in view with their figures; students restricting analytics are left out. */
  router.get('/tutor-analytics/students', readers, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(TutorStudentsQuery, req.query);
    const filter = {
      ...(await studentScope(deps.readModels, caller)),
      _id: { $nin: await restrictedIds(deps.readModels, caller.organisationId) },
      ...(query.q && searchTextFilter(query.q)),
    };
    const total = await users.countDocuments(filter);
    const page = await users
      .find(filter, {
        sort: { lastName: 1, firstName: 1, _id: 1 },
        ...(query.perPage !== undefined && { skip: (query.page - 1) * query.perPage, limit: query.perPage }),
      })
      .toArray();
    const ids = page.map((student) => student._id);
    const figures = new Map(
      (await analytics.find({ _id: { $in: ids } }).toArray()).map((row) => [row._id, row]),
    );
    const groupIds = [...new Set(page.flatMap((student) => (student.groupId ? [student.groupId] : [])))];
    const names = new Map(
      (await groups.find({ _id: { $in: groupIds } }).toArray()).map((g) => [g._id, g.name]),
    );
    res.json({
      success: true,
      total,
      students: page.map((student) => {
        const row = figures.get(student._id);
        return {
          student: {
            id: student._id,
            firstName: student.firstName,
            lastName: student.lastName,
            email: student.email,
            grade: student.grade,
          },
          group: {
            id: student.groupId ?? null,
            name: (student.groupId && names.get(student.groupId)) ?? null,
          },
          performance: {
            averageScore: row?.overview.averageScore ?? null,
            totalAttempts: row?.attempts.length ?? 0,
          },
        };
      }),
    });
  });

  router.get('/tutor-analytics/student/:id/performance', readers, async (req, res) => {
    const student = await visibleStudent(deps.readModels, callerOf(req), req.params.id as string);
    await assertAnalyticsAllowed(deps.readModels, student._id);
    const row = await analytics.findOne({ _id: student._id });
    const list = row?.attempts ?? [];
    res.json({
      success: true,
      performance: {
        totalAttempts: list.length,
        averageScore: row?.overview.averageScore ?? null,
        bestScore: row?.overview.bestScore ?? null,
        totalHoursSpent: hoursSpent(row?.overview.totalTimeSpent ?? 0),
        performanceByType: performanceByType(list),
      },
    });
  });

  /** A list of results (not figures about the student): shown whatever the restriction. */
  router.get('/tutor-analytics/student/:id/exam-history', readers, async (req, res) => {
    const query = parseOrThrow(ExamHistoryQuery, req.query);
    const student = await visibleStudent(deps.readModels, callerOf(req), req.params.id as string);
    const row = await analytics.findOne({ _id: student._id });
    res.json({
      success: true,
      examHistory: [...(row?.attempts ?? [])]
        .reverse()
        .slice(0, query.limit)
        .map((attempt) => ({
          id: attempt.attemptId,
          examId: attempt.examId,
          examTitle: attempt.examTitle,
          examType: attempt.examType,
          completedAt: attempt.endTime,
          timeTaken: attempt.timeSpent,
          score: attempt.score,
          totalMarks: attempt.totalMarks,
          percentage: attempt.percentage,
        })),
    });
  });

  /** A completed attempt of a student in the caller's view (tutor: own, admin: the organisation's), or 404. */
  const attemptInView = async (caller: Caller, attemptId: string) => {
    const attempt = await attempts.findOne({
      _id: attemptId,
      organisationId: caller.organisationId,
      status: 'completed',
    });
    if (!attempt) {
      throw new NotFoundError(ANALYTICS_MESSAGES.attemptNotFound);
    }
    const student = await visibleStudent(deps.readModels, caller, attempt.studentId).catch(() => {
      throw new NotFoundError(ANALYTICS_MESSAGES.attemptNotFound);
    });
    return { attempt, student };
  };

  /** The tutor-exam-results answer for one attempt. */
  const detailedResults = async (caller: Caller, attemptId: string) => {
    const { attempt, student } = await attemptInView(caller, attemptId);
    const exam = attempt.exam;
    const questions = questionAnalysis(attempt, exam);
    return {
      success: true as const,
      exam: {
        id: attempt.examId,
        title: exam.title,
        examType: exam.examType,
        passages: passagesOf(exam),
      },
      student: { id: student._id, firstName: student.firstName, lastName: student.lastName },
      examAttempt: { id: attempt._id, timeTaken: attempt.timeSpent ?? 0, completedAt: attempt.endTime },
      results: {
        scoreObtained: attempt.score ?? 0,
        totalMarks: attempt.totalMarks ?? 0,
        percentage: attempt.percentage ?? 0,
        correctAnswers: attempt.correctAnswers ?? questions.filter((q) => q.isCorrect === true).length,
        incorrectAnswers: attempt.incorrectAnswers ?? questions.filter((q) => q.isCorrect === false).length,
        awaitingMarking: attempt.awaitingMarking ?? questions.filter((q) => q.isCorrect === null).length,
      },
      questionAnalysis: questions,
    };
  };

  /** One marked attempt (tutor-exam-results): the exam's passages, the student, every question. */
  router.get('/tutor-analytics/exam-attempt/:id/detailed-results', staff, async (req, res) => {
    res.json(await detailedResults(callerOf(req), req.params.id as string));
  });

  /**
   * A tutor's (or admin's) marks for the essays of a completed attempt, decided on the attempt's
   * slot stream; answers with the updated detailed results once the read models show them.
   */
  router.post('/tutor-analytics/exam-attempt/:id/mark', staff, async (req, res) => {
    const caller = callerOf(req);
    const { attempt } = await attemptInView(caller, req.params.id as string);
    const body = parseOrThrow(MarkEssaysRequest, req.body ?? {});
    if (attempt.accessType === 'classroom') {
      // a live quiz has multiple-choice questions only
      throw new ValidationError(ATTEMPT_MESSAGES.notEssay, [
        { field: 'marks', message: ATTEMPT_MESSAGES.notEssay },
      ]);
    }
    const result = await deps.handle(
      slotDecider,
      attemptsStreams.slot(attempt.studentId, attempt.accessType, slotSourceOf(attempt)),
      {
        type: 'MarkEssays',
        data: {
          attemptId: attempt._id,
          marks: body.marks,
          feedback: body.feedback,
          by: caller.userId,
          byRole: caller.role,
        },
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    if (result.position > 0) {
      await deps.awaitProjections(result.streamId, result.position);
    }
    // ids and counts only: marks and feedback are about the child
    deps.logger.info('essay answers marked', {
      attemptId: attempt._id,
      by: caller.userId,
      questions: Object.keys(body.marks).length,
    });
    res.json({ ...(await detailedResults(caller, attempt._id)), message: ATTEMPT_MESSAGES.marksSaved });
  });

  return router;
}
