import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerOf } from '../http/routerOf';
import { tutorEditRoutes } from './tutors/tutorEditRoutes';
import { tutorListRoutes } from './tutors/tutorListRoutes';
import { tutorQueries } from './tutors/tutorQueries';

/** Tutor Management (spec 001 §2.4): admins list, create and edit tutors; a tutor reads their own record. */
export function tutorRoutes(deps: ApiDeps): Router {
  const queries = tutorQueries(deps);
  return routerOf(tutorListRoutes(queries), tutorEditRoutes(deps, queries));
}
