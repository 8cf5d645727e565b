/** Field name → its first message, as a form's inputs show them. */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's values checked with the server's schema: the request to send, or what is wrong. */
export type Validated<T> = { ok: true; request: T } | { ok: false; errors: FieldErrors };

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first message per top-level field, in the order the schema reports them. */
export function firstErrors(error: IssueList): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Checks a form's input with a contract schema, as `Validated`. */
export function validateWith<T>(
  schema: {
    safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: IssueList };
  },
  input: unknown,
): Validated<T> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, request: result.data }
    : { ok: false, errors: firstErrors(result.error) };
}
