/** "Maths, , English " -> ['Maths', 'English'] (spec 001 §5 profile save). */
export function splitSpecializations(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** Experience in years: a number of at least 0; anything non-numeric becomes 0 (spec 001 §5). */
export function normaliseExperience(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  if (!Number.isFinite(number) || number < 0) {
    return 0;
  }
  return Math.trunc(number);
}
