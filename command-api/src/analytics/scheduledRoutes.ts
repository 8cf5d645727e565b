import { Router } from 'express';
import type { ResponseRow, ScheduleAttemptFacts } from '@portal/contracts';
import {
  resultsWithheldMessage,
  ANALYTICS_MESSAGES,
  ScheduledExamsQuery,
  itemStatistics,
  kr20,
  scheduleStatistics,
  teachingRecommendations,
  topicAnalysis,
} from '@portal/contracts';
import { ForbiddenError, NotFoundError } from '@portal/platform';
import { releaseOfAttempt } from '../attempts/resultsRelease';
import { graceMinutesOf } from '../attempts/grace';
import type { UserRecord } from '@portal/projections';
import { isLiveUser } from '@portal/projections';
import { toCsv } from '../compliance/csv';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { analyticsAllowed, scheduleScope, visibleStudent } from './access';
import type {
  AttemptDocument,
  ExamDocument,
  ScheduleAnalyticsDocument,
  ExamScheduleDocument,
} from '@portal/projections';
import { COLLECTIONS } from './readModels';
import { bestAttempt, questionAnalysis } from './views';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type RosterStatus = 'not-started' | 'in-progress' | 'completed';

/** Scheduled Exam Analytics (spec 002 §2.12) and, for staff, item analysis and a CSV of results. */
export function scheduledAnalyticsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const readers = requireRole('admin', 'tutor', 'parent');
  const staff = requireRole('admin', 'tutor');
  const schedules = deps.readModels.collection<ExamScheduleDocument>(COLLECTIONS.schedules);
  const analytics = deps.readModels.collection<ScheduleAnalyticsDocument>(COLLECTIONS.scheduleAnalytics);
  const attempts = deps.readModels.collection<AttemptDocument>(COLLECTIONS.attempts);
  const exams = deps.readModels.collection<ExamDocument>(COLLECTIONS.exams);
  const users = deps.readModels.collection<UserRecord>(COLLECTIONS.users);

  /** A schedule in the caller's view and the students of it they may see (a parent: their children). */
  const scheduleOf = async (caller: Caller, id: string) => {
    const { filter, children } = await scheduleScope(deps.readModels, caller);
    const schedule = await schedules.findOne({ ...filter, _id: id });
    if (!schedule) {
      throw new NotFoundError(ANALYTICS_MESSAGES.scheduleNotFound);
    }
    const studentIds = children ? schedule.studentIds.filter((s) => children.has(s)) : schedule.studentIds;
    return { schedule, studentIds };
  };

  /** Students with a running attempt, per schedule. */
  const runningBySchedule = async (scheduleIds: readonly string[]) => {
    const running = await attempts
      .find(
        { scheduleId: { $in: [...scheduleIds] }, status: 'in_progress' },
        { projection: { _id: 1, scheduleId: 1, studentId: 1 } },
      )
      .toArray();
    const map = new Map<string, Set<string>>();
    for (const attempt of running) {
      const set = map.get(attempt.scheduleId ?? '') ?? new Set<string>();
      set.add(attempt.studentId);
      map.set(attempt.scheduleId ?? '', set);
    }
    return map;
  };

  /** The statistics of one schedule over `counted` students. */
  const statisticsOf = (
    counted: readonly string[],
    row: ScheduleAnalyticsDocument | undefined,
    running: ReadonlySet<string> | undefined,
  ) => {
    const completed = new Map((row?.students ?? []).map((s) => [s.studentId, s.attempts]));
    return scheduleStatistics(
      counted.length,
      counted.map((studentId) => ({
        studentId,
        completed: completed.get(studentId) ?? [],
        inProgress: running?.has(studentId) ?? false,
      })),
    );
  };

  router.get('/scheduled-exam-analytics/schedules', readers, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(ScheduledExamsQuery, req.query);
    const { filter, children } = await scheduleScope(deps.readModels, caller);
    const where = {
      ...filter,
      ...(!query.showAll && { status: { $ne: 'cancelled' } }),
      ...(query.q && { title: { $regex: literal(query.q), $options: 'i' } }),
    };
    const total = await schedules.countDocuments(where);
    const page = await schedules
      .find(where, {
        sort: { scheduledStartTime: -1, createdAt: -1, _id: 1 },
        ...(query.perPage !== undefined && { skip: (query.page - 1) * query.perPage, limit: query.perPage }),
      })
      .toArray();
    const ids = page.map((schedule) => schedule._id);
    const rows = new Map(
      (await analytics.find({ _id: { $in: ids } }).toArray()).map((row) => [row._id, row]),
    );
    const running = await runningBySchedule(ids);
    const inView = (schedule: ExamScheduleDocument) =>
      children ? schedule.studentIds.filter((id) => children.has(id)) : schedule.studentIds;
    const allowed = await analyticsAllowed(deps.readModels, page.flatMap(inView));
    res.json({
      success: true,
      total,
      scheduledExams: page.map((schedule) => ({
        id: schedule._id,
        title: schedule.title,
        description: schedule.description,
        exam: { id: schedule.examId, title: schedule.exam.title, totalMarks: schedule.exam.totalMarks },
        duration: schedule.duration,
        scheduledStartTime: schedule.scheduledStartTime,
        scheduledEndTime: schedule.scheduledEndTime,
        status: schedule.status,
        statistics: statisticsOf(
          inView(schedule).filter((id) => allowed.has(id)),
          rows.get(schedule._id),
          running.get(schedule._id),
        ),
      })),
    });
  });

  /** The roster: every student of the schedule in view with their attempts (a list of results). */
  const rosterOf = async (caller: Caller, id: string) => {
    const { schedule, studentIds } = await scheduleOf(caller, id);
    const row = await analytics.findOne({ _id: id });
    const running = await attempts
      .find({ scheduleId: id, status: 'in_progress', studentId: { $in: studentIds } })
      .toArray();
    const people = new Map(
      (await users.find({ _id: { $in: studentIds } }).toArray())
        .filter(isLiveUser)
        .map((user) => [user._id, user]),
    );
    const allowed = await analyticsAllowed(deps.readModels, studentIds);
    const completedOf = new Map((row?.students ?? []).map((s) => [s.studentId, s.attempts]));
    const students = studentIds.flatMap((studentId) => {
      const person = people.get(studentId);
      if (!person) {
        return [];
      }
      const completed = completedOf.get(studentId) ?? [];
      const open = running.filter((attempt) => attempt.studentId === studentId);
      const best = bestAttempt(completed);
      const status: RosterStatus =
        completed.length > 0 ? 'completed' : open.length > 0 ? 'in-progress' : 'not-started';
      const list = [
        ...completed.map((attempt) => ({
          id: attempt.attemptId,
          attemptNumber: attempt.attemptNumber,
          isCompleted: true,
          isMakeup: attempt.isMakeup,
          score: attempt.score,
          totalMarks: attempt.totalMarks,
          percentage: attempt.percentage,
          timeSpent: attempt.timeSpent,
          startTime: attempt.startTime,
          endTime: attempt.endTime,
        })),
        ...open.map((attempt) => ({
          id: attempt._id,
          attemptNumber: attempt.attemptNumber ?? 0,
          isCompleted: false,
          isMakeup: false,
          score: null,
          totalMarks: attempt.totalMarks,
          percentage: null,
          timeSpent: null,
          startTime: attempt.startTime,
          endTime: null,
        })),
      ].sort((a, b) => a.attemptNumber - b.attemptNumber || a.startTime.localeCompare(b.startTime));
      return [
        {
          student: {
            id: person._id,
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
          },
          status,
          bestPerformance: best && {
            score: best.score,
            totalMarks: best.totalMarks,
            percentage: best.percentage,
            timeSpent: best.timeSpent,
          },
          completedAttempts: completed.length,
          totalAttempts: list.length,
          attempts: list,
          /** left out of the schedule's statistics and item analysis */
          analyticsRestricted: !allowed.has(studentId),
        },
      ];
    });
    students.sort(
      (a, b) =>
        a.student.lastName.localeCompare(b.student.lastName) ||
        a.student.firstName.localeCompare(b.student.firstName),
    );
    const statistics = statisticsOf(
      studentIds.filter((studentId) => allowed.has(studentId)),
      row ?? undefined,
      new Set(running.map((attempt) => attempt.studentId)),
    );
    return { schedule, students, statistics, row, allowed };
  };

  router.get('/scheduled-exam-analytics/schedule/:id/students', readers, async (req, res) => {
    const { schedule, students, statistics } = await rosterOf(callerOf(req), req.params.id as string);
    res.json({
      success: true,
      schedule: {
        id: schedule._id,
        title: schedule.title,
        description: schedule.description,
        exam: { id: schedule.examId, title: schedule.exam.title, totalMarks: schedule.exam.totalMarks },
        duration: schedule.duration,
        scheduledStartTime: schedule.scheduledStartTime,
        scheduledEndTime: schedule.scheduledEndTime,
        status: schedule.status,
        statistics,
      },
      students,
    });
  });

  router.get('/scheduled-exam-analytics/schedule/:id/results.csv', staff, async (req, res) => {
    const { schedule, students, row } = await rosterOf(callerOf(req), req.params.id as string);
    const completedOf = new Map((row?.students ?? []).map((s) => [s.studentId, s.attempts]));
    // issue 16: the headers say what each figure counts, marks apart from questions answered correctly
    const rows = students.map((entry) => {
      const best = bestAttempt(completedOf.get(entry.student.id) ?? []);
      return {
        student: `${entry.student.firstName} ${entry.student.lastName}`,
        status: entry.status,
        marksObtained: best?.score ?? null,
        totalMarks: best?.totalMarks ?? schedule.exam.totalMarks,
        percentage: best?.percentage ?? null,
        correctAnswers: best?.correctAnswers ?? null,
        totalQuestions: best?.totalQuestions ?? null,
        attempts: entry.totalAttempts,
        timeSpentSeconds: best?.timeSpent ?? null,
      };
    });
    const safeName = schedule._id.replace(/[^A-Za-z0-9_-]/g, '');
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="schedule-${safeName}-results.csv"`)
      .send(
        toCsv(
          [
            'student',
            'status',
            'marksObtained',
            'totalMarks',
            'percentage',
            'correctAnswers',
            'totalQuestions',
            'attempts',
            'timeSpentSeconds',
          ],
          rows,
        ),
      );
  });

  /**
   * Item analysis of the schedule's first completed attempt per student (the first sitting; a
   * retake would reward memory of the paper), students restricting analytics left out.
   */
  router.get('/scheduled-exam-analytics/schedule/:id/item-analysis', staff, async (req, res) => {
    const caller = callerOf(req);
    const { schedule, studentIds } = await scheduleOf(caller, req.params.id as string);
    const row = await analytics.findOne({ _id: schedule._id });
    const allowed = await analyticsAllowed(deps.readModels, studentIds);
    const questions = row?.questions ?? [];
    const exam = await exams.findOne({ _id: row?.examId ?? schedule.examId });
    const texts = new Map((exam?.questions ?? []).map((question) => [question.id, question.question]));
    const matrix: ResponseRow[] = (row?.students ?? [])
      .filter((student) => allowed.has(student.studentId) && studentIds.includes(student.studentId))
      .flatMap((student) => {
        const first = [...student.attempts].sort(firstSitting)[0];
        if (!first) {
          return [];
        }
        const marks = new Map(first.marks.map((mark) => [mark.questionId, mark]));
        return [
          {
            studentId: student.studentId,
            // a question the attempt did not have (the exam changed since): no mark
            marks: questions.map((question) => {
              const mark = marks.get(question.questionId);
              return mark === undefined ? null : mark.isCorrect;
            }),
            answered: questions.map((question) => marks.get(question.questionId)?.answered ?? false),
          },
        ];
      });
    const statistics = itemStatistics(matrix, questions.length);
    res.json({
      success: true,
      items: questions.map((question, index) => ({
        questionId: question.questionId,
        number: question.number,
        questionText: texts.get(question.questionId) ?? null,
        category: question.category,
        ...statistics[index]!,
      })),
      reliability: kr20(matrix),
    });
  });

  /** One student's answers at a scheduled exam, with topics and teaching recommendations. */
  router.get('/scheduled-exam-analytics/attempt/:id/detailed-answers', readers, async (req, res) => {
    const caller = callerOf(req);
    const attempt = await attempts.findOne({
      _id: req.params.id as string,
      organisationId: caller.organisationId,
      status: 'completed',
    });
    if (!attempt) {
      throw new NotFoundError(ANALYTICS_MESSAGES.attemptNotFound);
    }
    const student = await visibleStudent(deps.readModels, caller, attempt.studentId).catch(() => {
      throw new NotFoundError(ANALYTICS_MESSAGES.attemptNotFound);
    });
    // issue 16 item 1: a parent reads their child's answer key by the results page's rule
    if (caller.role === 'parent') {
      const release = await releaseOfAttempt(deps.readModels, attempt, graceMinutesOf, deps.now());
      if (!release.released) {
        throw new ForbiddenError(resultsWithheldMessage(release.availableAt, (iso) => iso));
      }
    }
    const exam = attempt.exam;
    const questions = questionAnalysis(attempt, exam);
    const topics = topicAnalysis(questions.map((q) => ({ category: q.topic, isCorrect: q.isCorrect })));
    const correct = questions.filter((q) => q.isCorrect === true).length;
    res.json({
      success: true,
      student: { id: student._id, firstName: student.firstName, lastName: student.lastName },
      exam: { id: attempt.examId, title: exam.title },
      results: {
        percentage: attempt.percentage ?? 0,
        correctAnswers: attempt.correctAnswers ?? correct,
        incorrectAnswers: attempt.incorrectAnswers ?? questions.filter((q) => q.isCorrect === false).length,
        totalQuestions: attempt.totalQuestions ?? questions.length,
      },
      topicAnalysis: topics,
      questionAnalysis: questions,
      teachingRecommendations: teachingRecommendations(topics),
    });
  });

  return router;
}

const firstSitting = (a: ScheduleAttemptFacts, b: ScheduleAttemptFacts) =>
  a.attemptNumber - b.attemptNumber || a.endTime.localeCompare(b.endTime);
