import { Router } from 'express';
import { ExamHistoryQuery, TutorStudentsQuery, hoursSpent, performanceByType } from '@portal/contracts';
import type { UserDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { searchTextFilter, studentScope } from '../people/access';
import { assertAnalyticsAllowed, restrictedIds, visibleStudent } from './access';
import { analyticsCollections, COLLECTIONS } from './readModels';
import { examHistoryOf, tutorStudentRowOf } from './studentViews';

/** Student Performance Analytics (spec 002 §2.10): the students in view, one's figures and history. */
export function studentAnalyticsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const readers = requireRole('admin', 'tutor', 'parent');
  const { studentAnalytics, groups } = analyticsCollections(deps.readModels);
  const users = deps.readModels.collection<UserDocument>(COLLECTIONS.users);

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
      (await studentAnalytics.find({ _id: { $in: ids } }).toArray()).map((row) => [row._id, row]),
    );
    const groupIds = [...new Set(page.flatMap((student) => (student.groupId ? [student.groupId] : [])))];
    const names = new Map(
      (await groups.find({ _id: { $in: groupIds } }).toArray()).map((g) => [g._id, g.name]),
    );
    res.json({
      success: true,
      total,
      students: page.map((student) =>
        tutorStudentRowOf(student, figures.get(student._id), (id) => names.get(id)),
      ),
    });
  });

  router.get('/tutor-analytics/student/:id/performance', readers, async (req, res) => {
    const student = await visibleStudent(deps.readModels, callerOf(req), req.params.id as string);
    await assertAnalyticsAllowed(deps.readModels, student._id);
    const row = await studentAnalytics.findOne({ _id: student._id });
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
    const row = await studentAnalytics.findOne({ _id: student._id });
    res.json({ success: true, examHistory: examHistoryOf(row, query.limit) });
  });

  return router;
}
