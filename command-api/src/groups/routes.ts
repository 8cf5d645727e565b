import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { deleteRoutes } from './deleteRoutes';
import { editRoutes } from './editRoutes';
import { groupQueries } from './groupQueries';
import { membersRoutes } from './membersRoutes';

/** The groups module's HTTP routes (spec 002 §§2.1, 2.2, 7; docs/api/groups.md). */
export function groupsRoutes(deps: ApiDeps): Router {
  const queries = groupQueries(deps);
  const router = Router();
  router.use(editRoutes(deps, queries));
  router.use(deleteRoutes(deps, queries));
  router.use(membersRoutes(deps, queries));
  return router;
}
