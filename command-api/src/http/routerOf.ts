import { Router } from 'express';

/** A module's router made of its use-case routers, mounted in the order given. */
export function routerOf(...parts: Router[]): Router {
  const router = Router();
  for (const part of parts) {
    router.use(part);
  }
  return router;
}
