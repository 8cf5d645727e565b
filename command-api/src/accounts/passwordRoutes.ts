import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerOf } from '../http/routerOf';
import { LoginThrottle } from './loginThrottle';
import { passwordChangeRoutes } from './passwordChangeRoutes';
import { passwordResetRoutes } from './passwordResetRoutes';

/** Passwords: reset by a mailed link, changed when signed in; both under the sign-in throttle. */
export function passwordRoutes(deps: ApiDeps): Router {
  const throttle = new LoginThrottle(deps.rateLimiter, deps.secret);
  return routerOf(passwordResetRoutes(deps, throttle), passwordChangeRoutes(deps, throttle));
}
