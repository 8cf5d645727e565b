import { Router } from 'express';
import type { ApiDeps } from '../deps';

/** The analytics module's HTTP routes (spec 002 §7). */
export function analyticsRoutes(_deps: ApiDeps): Router {
  const router = Router();
  return router;
}
