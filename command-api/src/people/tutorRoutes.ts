import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { tutorEditRoutes } from './tutors/tutorEditRoutes';
import { tutorListRoutes } from './tutors/tutorListRoutes';
import { tutorQueries } from './tutors/tutorQueries';

/** Tutor Management (spec 001 §2.4): admins list, create and edit tutors; a tutor reads their own record. */
export function tutorRoutes(deps: ApiDeps): Router {
  const queries = tutorQueries(deps);
  const router = Router();
  router.use(tutorListRoutes(queries));
  router.use(tutorEditRoutes(deps, queries));
  return router;
}
