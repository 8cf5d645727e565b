import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerOf } from '../http/routerOf';
import { accommodationsRoutes } from './accommodationsRoutes';
import { attemptQueries } from './attemptQueries';
import { availableRoutes } from './availableRoutes';
import { resultsRoutes } from './resultsRoutes';
import { saveSubmitRoutes } from './saveSubmitRoutes';
import { startRoutes } from './startRoutes';
import { takingRoutes } from './takingRoutes';
import { practiceSetRoutes } from './practiceSets/routes';

/**
 * The attempts module's HTTP routes (spec 002 §7, issue 7), one file per use case. A student
 * takes their own exams; another student's attempt is "not found". The server owns time: every
 * timeRemaining comes from the deadline fixed at the start; correct answers and explanations
 * reach a student only in the results of a submitted attempt.
 */
export function attemptsRoutes(deps: ApiDeps): Router {
  const queries = attemptQueries(deps);
  return routerOf(
    takingRoutes(deps, queries.saveStreamOf),
    availableRoutes(deps, queries),
    startRoutes(deps, queries),
    saveSubmitRoutes(deps, queries),
    resultsRoutes(deps, queries),
    accommodationsRoutes(deps, queries),
    practiceSetRoutes(deps),
  );
}
