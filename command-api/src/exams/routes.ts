import { Router } from 'express';
import type { ApiDeps } from '../deps';

/** The exams module's HTTP routes (spec 002 §7). */
export function examsRoutes(_deps: ApiDeps): Router {
  const router = Router();
  return router;
}
