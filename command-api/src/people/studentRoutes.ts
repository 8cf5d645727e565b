import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerSharing } from '../http/routerOf';
import { studentEditRoutes } from './students/studentEditRoutes';
import { studentListRoutes } from './students/studentListRoutes';
import { studentQueries } from './students/studentQueries';

/** Student Management (spec 001 §2.5): tutors their own students, admins all, parents their children. */
export function studentRoutes(deps: ApiDeps): Router {
  return routerSharing(deps, studentQueries(deps), [studentListRoutes, studentEditRoutes]);
}
