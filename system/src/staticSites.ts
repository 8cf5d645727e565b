import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Router } from 'express';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Serves the two UI builds: hashed assets cached for a year, index.html always revalidated. */
export function staticSites(): Router {
  const router = express.Router();
  const admin = path.join(root, 'admin-ui/dist');
  const learner = path.join(root, 'learner-ui/dist');
  const options = {
    index: false,
    setHeaders: (res: express.Response, file: string) => {
      res.setHeader(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };
  const page = (dir: string) => (_req: express.Request, res: express.Response) => {
    const index = path.join(dir, 'index.html');
    if (!fs.existsSync(index)) {
      res
        .status(503)
        .type('text')
        .send('The UI is not built yet: run npm start (it builds what is missing).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  router.get('/admin', (req, res, next) => {
    // non-strict routing also matches '/admin/' here
    if (req.path === '/admin') {
      res.redirect(301, '/admin/');
      return;
    }
    next();
  });
  // the static legal pages (spec 001 §2), readable without signing in or running the apps
  const publicDir = path.join(root, 'system/public');
  for (const name of ['privacy-policy', 'terms-of-service']) {
    router.get([`/${name}`, `/${name}.html`], (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.sendFile(path.join(publicDir, `${name}.html`));
    });
  }
  router.use('/admin', express.static(admin, options));
  router.get(/^\/admin\/.*/, page(admin));
  router.use(express.static(learner, options));
  // the spec's path routes render inside the learner app
  router.get(['/', '/reset-password/:token', '/assignment/:scheduleId'], page(learner));
  return router;
}
