import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerOf } from '../http/routerOf';
import { accessRoutes } from './accessRoutes';
import type { ErasureService } from './erasure';
import { erasureRoutes } from './erasureRoutes';
import { restrictionRoutes } from './restrictionRoutes';

/** The data subject's rights (GDPR Arts. 15–20): access, portability, erasure, restriction. */
export function rightsRoutes(deps: ApiDeps, erasure: ErasureService): Router {
  return routerOf(accessRoutes(deps), erasureRoutes(deps, erasure), restrictionRoutes(deps));
}
