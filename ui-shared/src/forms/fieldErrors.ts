/** Field name -> the first message for it. */
export type FieldErrors = Partial<Record<string, string>>;

/** The part of a zod parse result the forms read (kept structural: no zod import here). */
export interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * The first message per field, as forms show them under their inputs. Nested fields are keyed by
 * their dotted path ('tutorProfile.experience').
 */
export function fieldErrorsOf(error: ValidationIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
