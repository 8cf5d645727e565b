import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { progressRoutes } from './progressRoutes';
import { scheduledAnalyticsRoutes } from './scheduledRoutes';
import { tutorAnalyticsRoutes } from './tutorRoutes';

/** The analytics module's HTTP routes (spec 001 §2.3 progress, spec 002 §7 analytics). */
export function analyticsRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.use(progressRoutes(deps));
  router.use(tutorAnalyticsRoutes(deps));
  router.use(scheduledAnalyticsRoutes(deps));
  return router;
}
