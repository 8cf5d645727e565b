import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { cancelRoutes } from './cancelRoutes';
import { duplicateRoutes } from './duplicateRoutes';
import { editRoutes } from './editRoutes';
import { progressRoutes } from './progressRoutes';
import { scheduleQueries } from './scheduleQueries';

export { OWNERSHIP_MESSAGES } from './assignees';

/** The schedules module's HTTP routes (spec 002 §7); staff only (admin: the organisation's, tutor: their own). */
export function schedulesRoutes(deps: ApiDeps): Router {
  const queries = scheduleQueries(deps);
  const router = Router();
  router.use(editRoutes(deps, queries));
  router.use(progressRoutes(deps, queries));
  router.use(cancelRoutes(deps, queries));
  router.use(duplicateRoutes(deps, queries));
  return router;
}
