import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { LoginThrottle } from './loginThrottle';
import { passwordChangeRoutes } from './passwordChangeRoutes';
import { passwordResetRoutes } from './passwordResetRoutes';

/** Passwords: reset by a mailed link, changed when signed in; both under the sign-in throttle. */
export function passwordRoutes(deps: ApiDeps): Router {
  const throttle = new LoginThrottle(deps.rateLimiter, deps.secret);
  const router = Router();
  router.use(passwordResetRoutes(deps, throttle));
  router.use(passwordChangeRoutes(deps, throttle));
  return router;
}
