import { CreateOfficerRequest } from '@portal/contracts';

export type OfficerFormErrors = Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>>;

/**
 * The create form's rules are the server's own (`CreateOfficerRequest` in contracts): first and
 * last name, a valid e-mail, a password of at least 8 characters. One message per field, the first.
 */
export function validateOfficer(values: Record<string, unknown>): OfficerFormErrors {
  const result = CreateOfficerRequest.safeParse(values);
  if (result.success) {
    return {};
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) {
      errors[field] = issue.message;
    }
  }
  return errors;
}
