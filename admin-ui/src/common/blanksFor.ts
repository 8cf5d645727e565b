/** The named fields with '' in place of a missing value (null or left out). */
export type Blanked<T, K extends keyof T> = { [P in K]: Exclude<T[P], null | undefined> | '' };

/** A record's optional text fields as a form holds them: blank text where the record has none. */
export function blanksFor<T, K extends keyof T>(record: T, keys: readonly K[]): Blanked<T, K> {
  const blanked = {} as Blanked<T, K>;
  for (const key of keys) {
    blanked[key] = (record[key] ?? '') as Blanked<T, K>[K];
  }
  return blanked;
}
