import { Router } from 'express';
import type { ApiDeps } from '../deps';

/** The groups module's HTTP routes (spec 002 §7). */
export function groupsRoutes(_deps: ApiDeps): Router {
  const router = Router();
  return router;
}
