import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerOf } from '../http/routerOf';
import { detailedAnswersRoutes } from './detailedAnswersRoutes';
import { examResultsRoutes } from './examResultsRoutes';
import { itemAnalysisRoutes } from './itemAnalysisRoutes';
import { mockRoutes } from './mockRoutes';
import { progressRoutes } from './progressRoutes';
import { scheduleAnalyticsQueries } from './scheduleAnalyticsQueries';
import { scheduleListRoutes } from './scheduleListRoutes';
import { scheduleRosterRoutes } from './scheduleRosterRoutes';
import { studentAnalyticsRoutes } from './studentAnalyticsRoutes';

/**
 * The analytics module's HTTP routes, one file per use case: progress (spec 001 §2.3), Student
 * Performance Analytics and tutor exam results (spec 002 §§2.10, 2.11), Scheduled Exam Analytics
 * with item analysis and a CSV of results (spec 002 §2.12), mock exams' standardised scores
 * (issue 20).
 */
export function analyticsRoutes(deps: ApiDeps): Router {
  const schedules = scheduleAnalyticsQueries(deps);
  return routerOf(
    progressRoutes(deps),
    studentAnalyticsRoutes(deps),
    examResultsRoutes(deps),
    scheduleListRoutes(deps, schedules),
    scheduleRosterRoutes(deps, schedules),
    itemAnalysisRoutes(deps, schedules),
    detailedAnswersRoutes(deps),
    mockRoutes(deps),
  );
}
