import { createHash, randomBytes } from 'node:crypto';

/** A link token: 256 random bits, URL-safe. Only its digest is ever stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
