/** The token of a /reset-password/{token} path, or null for any other path (spec 001 §2). */
export function resetTokenFromPath(pathname: string): string | null {
  const match = /^\/reset-password\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) {
    return null;
  }
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed escape is no token
  }
}
