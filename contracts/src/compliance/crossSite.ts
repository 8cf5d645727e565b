// ---- cross-site requests (issue 15 item 8) ----------------------------------------------------

/** 403 for a state-changing request or a socket handshake that a browser sent from another site. */
export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Please use 11+ Portal directly.';

/** What a request says about where it comes from (header values as received, lower-case names). */
export interface RequestSite {
  /** `Origin` */
  readonly origin?: string | undefined;
  /** `Sec-Fetch-Site`: same-origin, same-site, cross-site or none */
  readonly secFetchSite?: string | undefined;
  /** `Host`: the authority the browser addressed */
  readonly host?: string | undefined;
}

function originOf(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The origin is the server's own: its host is the addressed Host, or it is one of `ownOrigins` (PUBLIC_URL). */
function isOwnOrigin(origin: URL, host: string | undefined, ownOrigins: readonly string[]): boolean {
  if (host) {
    // the Host header in the origin's scheme, so "example.org:443" equals "https://example.org"
    const addressed = originOf(`${origin.protocol}//${host.trim()}`);
    if (addressed && addressed.host === origin.host) {
      return true;
    }
  }
  return ownOrigins.some((own) => originOf(own)?.origin === origin.origin);
}

/**
 * Whether a browser sent this request from another site (the rule of Go's
 * `http.CrossOriginProtection`, with an opaque origin refused):
 * - `Sec-Fetch-Site` (set by the browser, never by a page) other than `same-origin` or `none` → cross-site;
 * - an `Origin` that is not the server's own → cross-site; `Origin: null` (a sandboxed frame, a
 *   `data:` page, or a form on a page with `Referrer-Policy: no-referrer`) → cross-site unless the
 *   browser also says `Sec-Fetch-Site: same-origin`;
 * - neither header → not a browser's cross-site request (curl, the test harness, server-to-server):
 *   every browser of the last years sends `Origin` on POST, PUT, PATCH and DELETE.
 */
export function isCrossSiteRequest(request: RequestSite, ownOrigins: readonly string[] = []): boolean {
  const site = request.secFetchSite?.trim().toLowerCase() ?? '';
  if (site !== '' && site !== 'same-origin' && site !== 'none') {
    return true;
  }
  const origin = request.origin?.trim() ?? '';
  if (origin === '') {
    return false;
  }
  if (origin === 'null') {
    return site !== 'same-origin';
  }
  const parsed = originOf(origin);
  return parsed === null || !isOwnOrigin(parsed, request.host, ownOrigins);
}
