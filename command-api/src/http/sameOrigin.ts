import type { Request, RequestHandler } from 'express';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@portal/contracts';
import { DomainError, ForbiddenError } from '@portal/platform';

/** 415: a state-changing call whose body is not in a type the route takes. */
export class UnsupportedMediaTypeError extends DomainError {
  override readonly name = 'UnsupportedMediaTypeError';
  readonly status = 415;
}

export const JSON_REQUIRED_MESSAGE = 'Please send the request as JSON (Content-Type: application/json)';

/** Methods that change state; GET, HEAD and OPTIONS change nothing and pass. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The only /api calls that take a body other than JSON (paths inside the /api router): the image
 * upload is a file (multipart), the exam import a file or its raw text (spec 002 §5; it changes
 * nothing, it answers a preview).
 */
const OTHER_BODY_TYPES: readonly { method: string; path: RegExp; types: readonly string[] }[] = [
  { method: 'POST', path: /^\/upload\/question-image\/?$/, types: ['multipart/form-data'] },
  {
    method: 'POST',
    path: /^\/exams\/import\/?$/,
    types: ['multipart/form-data', 'text/plain', 'application/octet-stream'],
  },
];

export interface SameOriginOptions {
  /** The deployment's public URL (PUBLIC_URL), an origin accepted besides the request's own Host. */
  readonly publicUrl?: () => string;
}

function ownOrigins(options: SameOriginOptions): string[] {
  const url = options.publicUrl?.();
  return url ? [url] : [];
}

/** `Origin`, `Sec-Fetch-Site` and `Host` of a request, for `isCrossSiteRequest`. */
export function requestSite(req: Pick<Request, 'headers'>) {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return { origin: header('origin'), secFetchSite: header('sec-fetch-site'), host: header('host') };
}

/** A request that carries a body: a length above zero, or chunked. */
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) {
    return true;
  }
  const length = Number(req.headers['content-length'] ?? '0');
  return !Number.isFinite(length) || length > 0;
}

/**
 * A state-changing request a browser sent from another site: 403 (issue 15 item 8). For pages
 * outside /api (the parental-consent form, /logout) as well as for the API.
 */
export function refuseCrossSite(options: SameOriginOptions = {}): RequestHandler {
  return (req, _res, next) => {
    if (STATE_CHANGING.has(req.method) && isCrossSiteRequest(requestSite(req), ownOrigins(options))) {
      throw new ForbiddenError(CROSS_SITE_MESSAGE);
    }
    next();
  };
}

/**
 * Every state-changing /api call: refused when cross-site (403), and its body only as JSON (415);
 * a call without a body (sign-out, a DELETE) needs no type. Mounted first in the /api router, so
 * nothing is parsed before the checks. `text/plain`, `multipart/form-data` and
 * `application/x-www-form-urlencoded` are what a page of another site can send without asking
 * (no CORS preflight): none of them reaches a JSON route.
 */
export function sameOriginApi(options: SameOriginOptions = {}): RequestHandler {
  const crossSite = refuseCrossSite(options);
  return (req, res, next) => {
    crossSite(req, res, () => {
      if (!STATE_CHANGING.has(req.method)) {
        next();
        return;
      }
      const declared = req.headers['content-type'];
      if (declared === undefined || declared.trim() === '') {
        if (hasBody(req)) {
          throw new UnsupportedMediaTypeError(JSON_REQUIRED_MESSAGE);
        }
        next();
        return;
      }
      const other = OTHER_BODY_TYPES.find(
        (route) => route.method === req.method && route.path.test(req.path),
      );
      const accepted = ['application/json', ...(other?.types ?? [])];
      if (req.is(accepted) === false) {
        throw new UnsupportedMediaTypeError(JSON_REQUIRED_MESSAGE);
      }
      next();
    });
  };
}
