import { Router } from 'express';
import type { ApiDeps } from '../deps';

/** The schedules module's HTTP routes (spec 002 §7). */
export function schedulesRoutes(_deps: ApiDeps): Router {
  const router = Router();
  return router;
}
