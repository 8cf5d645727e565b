import { Router } from 'express';
import type { ScheduleStudentsResponse } from '@portal/contracts';
import type { ApiDeps } from '../deps';
import { toCsv } from '../compliance/csv';
import { callerOf, requireRole } from '../http/auth';
import type { ScheduleAnalyticsQueries } from './scheduleAnalyticsQueries';
import { RESULTS_CSV_COLUMNS, resultsCsvRowsOf, scheduleSummaryOf } from './scheduleRoster';

/** One schedule's students with their attempts, and (staff) the same as a CSV of results. */
export function scheduleRosterRoutes(_deps: ApiDeps, queries: ScheduleAnalyticsQueries): Router {
  const router = Router();

  router.get(
    '/scheduled-exam-analytics/schedule/:id/students',
    requireRole('admin', 'tutor', 'parent'),
    async (req, res) => {
      const { schedule, students, statistics } = await queries.rosterOf(
        callerOf(req),
        req.params.id as string,
      );
      const answer: ScheduleStudentsResponse = {
        success: true,
        schedule: scheduleSummaryOf(schedule, statistics),
        students,
      };
      res.json(answer);
    },
  );

  router.get(
    '/scheduled-exam-analytics/schedule/:id/results.csv',
    requireRole('admin', 'tutor'),
    async (req, res) => {
      const { schedule, students, row } = await queries.rosterOf(callerOf(req), req.params.id as string);
      const safeName = schedule._id.replace(/[^A-Za-z0-9_-]/g, '');
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .setHeader('Content-Disposition', `attachment; filename="schedule-${safeName}-results.csv"`)
        .send(toCsv(RESULTS_CSV_COLUMNS, resultsCsvRowsOf(schedule, students, row)));
    },
  );

  return router;
}
