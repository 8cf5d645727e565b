import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerSharing } from '../http/routerOf';
import { officerQueries } from './officerQueries';
import { officersRoutes } from './officersRoutes';
import { recordsRoutes } from './recordsRoutes';
import { registerRoutes } from './registerRoutes';

/**
 * The compliance officer's view (GDPR Art. 30 style register) and the admin's management of
 * officers. Officers read registers; they never see exam content or change anyone's data.
 */
export function officerRoutes(deps: ApiDeps): Router {
  return routerSharing(deps, officerQueries(deps), [officersRoutes, registerRoutes, recordsRoutes]);
}
