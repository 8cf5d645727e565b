/**
 * Does a stored mail mention any of these needles (case-insensitive)? The file's own text is
 * searched, and also its decoded form: JSON escapes a quote or a backslash, and the HTML part
 * writes `O'Brien` as `O&#39;Brien`, so a raw search alone would miss a person's name.
 */
export function mentionsAny(fileContent: string, needles: readonly string[]): boolean {
  const wanted = needles.map((needle) => needle.trim().toLowerCase()).filter((needle) => needle !== '');
  if (wanted.length === 0) {
    return false;
  }
  const haystacks = [fileContent, ...decodedValues(fileContent)].map((text) => text.toLowerCase());
  return wanted.some((needle) => haystacks.some((haystack) => haystack.includes(needle)));
}

function decodedValues(fileContent: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileContent);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return [];
  }
  const values = Object.values(parsed).filter((value): value is string => typeof value === 'string');
  return [...values, ...values.map(decodeHtmlEntities)];
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeHtmlEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      return safeCodePoint(parseInt(body.slice(2), 16)) ?? entity;
    }
    if (body.startsWith('#')) {
      return safeCodePoint(parseInt(body.slice(1), 10)) ?? entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
