import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { accessRoutes } from './accessRoutes';
import type { ErasureService } from './erasure';
import { erasureRoutes } from './erasureRoutes';
import { restrictionRoutes } from './restrictionRoutes';

/** The data subject's rights (GDPR Arts. 15–20): access, portability, erasure, restriction. */
export function rightsRoutes(deps: ApiDeps, erasure: ErasureService): Router {
  const router = Router();
  router.use(accessRoutes(deps));
  router.use(erasureRoutes(deps, erasure));
  router.use(restrictionRoutes(deps));
  return router;
}
