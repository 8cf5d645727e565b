import { Router } from 'express';
import type { RequestHandler } from 'express';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@portal/contracts';
import { endSession } from '@portal/command-api';

/** GET /logout: asks before signing out; the button posts to /logout (issue 15 item 8). */
const SIGN_OUT_PAGE = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Sign out · 11+ Portal</title><style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f7fb;color:#1f2937}
main{max-width:480px;margin:48px auto;padding:32px;background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(15,23,42,.08)}
h1{font-size:1.5rem;margin:0 0 16px;color:#1d4ed8}p{line-height:1.6}a{color:#1d4ed8}
button{font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:10px;padding:12px 22px;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
@media (max-width:600px){main{margin:0;border-radius:0;min-height:100vh;padding:24px}}</style></head><body><main>
<h1>Sign out of 11+ Portal?</h1><p>On a shared computer or tablet, always sign out when you have finished.</p>
<form method="post" action="/logout"><button type="submit">Sign out</button></form>
<p><a href="/">Back to 11+ Portal</a></p></main></body></html>`;

/** The sign-out routes (issue 15 item 8); `publicUrl` is read per request (known once listening). */
export function signOutRoutes(session: RequestHandler, publicUrl: () => string): Router {
  const router = Router();
  // GET shows a page that asks (a link, an image or a prefetch signs nobody out); POST signs out
  router.get('/logout', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // its form posts with the page's real Origin (no-referrer would make it "null")
    res.setHeader('Referrer-Policy', 'same-origin');
    res.type('html').send(SIGN_OUT_PAGE);
  });
  router.post('/logout', (req, res, next) => {
    const site = {
      origin: req.get('origin'),
      secFetchSite: req.get('sec-fetch-site'),
      host: req.get('host'),
    };
    if (isCrossSiteRequest(site, publicUrl() ? [publicUrl()] : [])) {
      res.status(403).json({ success: false, message: CROSS_SITE_MESSAGE });
      return;
    }
    session(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      endSession(req, res).then(() => res.redirect(303, '/'), next);
    });
  });
  return router;
}
