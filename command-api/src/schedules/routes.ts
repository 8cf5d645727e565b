import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerSharing } from '../http/routerOf';
import { cancelRoutes } from './cancelRoutes';
import { duplicateRoutes } from './duplicateRoutes';
import { editRoutes } from './editRoutes';
import { progressRoutes } from './progressRoutes';
import { scheduleQueries } from './scheduleQueries';

export { OWNERSHIP_MESSAGES } from './assignees';

/** The schedules module's HTTP routes (spec 002 §7); staff only (admin: the organisation's, tutor: their own). */
export function schedulesRoutes(deps: ApiDeps): Router {
  return routerSharing(deps, scheduleQueries(deps), [
    editRoutes,
    progressRoutes,
    cancelRoutes,
    duplicateRoutes,
  ]);
}
