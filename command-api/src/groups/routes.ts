import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerSharing } from '../http/routerOf';
import { deleteRoutes } from './deleteRoutes';
import { editRoutes } from './editRoutes';
import { groupQueries } from './groupQueries';
import { membersRoutes } from './membersRoutes';

/** The groups module's HTTP routes (spec 002 §§2.1, 2.2, 7; docs/api/groups.md). */
export function groupsRoutes(deps: ApiDeps): Router {
  return routerSharing(deps, groupQueries(deps), [editRoutes, deleteRoutes, membersRoutes]);
}
