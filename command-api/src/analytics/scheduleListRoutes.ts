import { Router } from 'express';
import type { ExamScheduleDocument } from '@portal/projections';
import { ScheduledExamsQuery, type ScheduledExamsResponse } from '@portal/contracts';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { analyticsAllowed, scheduleScope } from './access';
import type { ScheduleAnalyticsQueries } from './scheduleAnalyticsQueries';
import { scheduleSummaryOf, statisticsOf } from './scheduleRoster';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The schedules in the caller's view, a page at a time, each with its statistics. */
export function scheduleListRoutes(deps: ApiDeps, queries: ScheduleAnalyticsQueries): Router {
  const router = Router();
  const { schedules, scheduleAnalytics } = queries;

  router.get(
    '/scheduled-exam-analytics/schedules',
    requireRole('admin', 'tutor', 'parent'),
    async (req, res) => {
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
          ...(query.perPage !== undefined && {
            skip: (query.page - 1) * query.perPage,
            limit: query.perPage,
          }),
        })
        .toArray();
      const ids = page.map((schedule) => schedule._id);
      const rows = new Map(
        (await scheduleAnalytics.find({ _id: { $in: ids } }).toArray()).map((row) => [row._id, row]),
      );
      const running = await queries.runningBySchedule(ids);
      const inView = (schedule: ExamScheduleDocument) =>
        children ? schedule.studentIds.filter((id) => children.has(id)) : schedule.studentIds;
      const allowed = await analyticsAllowed(deps.readModels, page.flatMap(inView));
      const statisticsFor = (schedule: ExamScheduleDocument) =>
        statisticsOf(
          inView(schedule).filter((id) => allowed.has(id)),
          rows.get(schedule._id),
          running.get(schedule._id),
        );
      const answer: ScheduledExamsResponse = {
        success: true,
        total,
        scheduledExams: page.map((schedule) => scheduleSummaryOf(schedule, statisticsFor(schedule))),
      };
      res.json(answer);
    },
  );

  return router;
}
