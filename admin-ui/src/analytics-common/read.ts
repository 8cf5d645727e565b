/**
 * Tolerant readers for the analytics answers: a missing or mistyped field becomes a neutral value
 * (empty text, 0, null, []) instead of breaking a whole screen. The server's contract schemas stay
 * the source of truth; these only decide what the console shows when a field is absent.
 */

export type Json = Record<string, unknown>;

export function obj(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    return String(value);
  }
  return fallback;
}

export function optStr(value: unknown): string | null {
  const text = str(value).trim();
  return text ? text : null;
}

export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value;
  }
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return fallback;
}

export function optNum(value: unknown): number | null {
  const parsed = num(value, Number.NaN);
  return Number.isNaN(parsed) ? null : parsed;
}

export function bool(value: unknown): boolean {
  return value === true || value === 'true';
}

/** An answer value as text: letters, words, numbers, or a list joined by commas. */
export function answerText(value: unknown): string {
  if (Array.isArray(value)) {
    return value.map(answerText).filter(Boolean).join(', ');
  }
  return str(value).trim();
}

export function fullName(person: unknown): string {
  const p = obj(person);
  const name = `${str(p.firstName)} ${str(p.lastName)}`.trim();
  return name || str(p.name) || str(p.email);
}
