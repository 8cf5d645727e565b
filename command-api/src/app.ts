import express from 'express';
import helmet from 'helmet';
import type { ApiDeps } from './deps';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { accountsRoutes } from './accounts/routes';

/** The /api router: JSON in and out, sessions, the modules' routes, DESIGN.md §3 errors. */
export function createApi(deps: ApiDeps): express.Router {
  const api = express.Router();
  api.use(express.json({ limit: deps.jsonLimit ?? '1mb' }));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.get('/health', async (_req, res) => {
    res.json(await deps.health());
  });
  api.use(deps.session);
  api.use(accountsRoutes(deps));
  api.use(notFoundHandler);
  api.use(errorHandler(deps.logger));
  return api;
}

/** Security headers for everything the server answers (API and both UIs). */
export function securityHeaders(): express.RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
  });
}
