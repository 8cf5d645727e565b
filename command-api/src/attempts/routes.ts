import { Router } from 'express';
import type { ApiDeps } from '../deps';

/** The attempts module's HTTP routes (spec 002 §7). */
export function attemptsRoutes(_deps: ApiDeps): Router {
  const router = Router();
  return router;
}
