import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CommunicationKind } from '@portal/contracts';

/**
 * The unsubscribe link's token (issue 20 item 4): `<kind>.<person>.<signature>`, where the
 * signature is an HMAC-SHA256, under a key derived from the deployment's secret for this purpose
 * only, of the kind and the person's id. Nobody without the secret can make one, and changing the
 * kind or the person breaks it: one person's link can never unsubscribe another. It does not
 * expire (a link in an old e-mail keeps working) and carries no name or address.
 */

const KIND_CODES: Readonly<Record<CommunicationKind, string>> = { reminders: 'r', digest: 'd' };
const KINDS_BY_CODE = new Map(
  Object.entries(KIND_CODES).map(([kind, code]) => [code, kind as CommunicationKind]),
);

const TOKEN = /^([a-z])\.([A-Za-z0-9_-]{1,140})\.([A-Za-z0-9_-]{43})$/;

/** The signing key: derived, so a token is no session signature (nor the other way round). */
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('11+ Portal unsubscribe link v1').digest();
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(payload).digest();
}

export function unsubscribeToken(secret: string, userId: string, kind: CommunicationKind): string {
  const payload = `${KIND_CODES[kind]}.${Buffer.from(userId, 'utf8').toString('base64url')}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The person and kind a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: CommunicationKind } | null {
  const match = TOKEN.exec(token);
  if (!match) {
    return null;
  }
  const [, code, person, mac] = match as unknown as [string, string, string, string];
  const kind = KINDS_BY_CODE.get(code);
  if (!kind) {
    return null;
  }
  // compared as text: a base64 variant of the same bytes (other unused low bits) is refused too
  const expected = Buffer.from(signature(secret, `${code}.${person}`).toString('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  return { userId: Buffer.from(person, 'base64url').toString('utf8'), kind };
}

/** The page a token opens (outside /api: it works without signing in). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/unsubscribe/${token}`;
}
