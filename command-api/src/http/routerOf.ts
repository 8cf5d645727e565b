import { Router } from 'express';

/** A module's router made of its use-case routers, mounted in the order given. */
export function routerOf(...parts: Router[]): Router {
  const router = Router();
  for (const part of parts) {
    router.use(part);
  }
  return router;
}

/** A module's router made of use-case routers that all take the deps and the module's queries. */
export function routerSharing<D, Q>(
  deps: D,
  queries: Q,
  parts: readonly ((deps: D, queries: Q) => Router)[],
): Router {
  return routerOf(...parts.map((part) => part(deps, queries)));
}
