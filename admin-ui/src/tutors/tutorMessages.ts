import { CONNECTION_FAILED, statusOf } from '../providers/apiFetch';

/** Spec 001 §8 "Tutors", word for word. */
export const TUTOR_MESSAGES = {
  fetchFailed: 'Failed to fetch tutors. Please check your permissions.',
  created: 'Tutor created successfully!',
  updated: 'Tutor updated successfully!',
  createFailed: 'Failed to create tutor',
  updateFailed: 'Failed to update tutor',
  updateError: 'Error updating tutor',
  validationErrors: 'Validation errors:',
} as const;

/** Spec 001 §2.4: the list's heading. */
export function registeredTutorsText(count: number): string {
  return `Registered Tutors (${count})`;
}

/** "<prefix>: <the server's message>", or the prefix alone when there is no message. */
export function withReason(prefix: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason ? `${prefix}: ${reason}` : prefix;
}

/** What a failed call carries in `HttpError.body` (providers/apiFetch). */
interface FailureBody {
  fieldErrors?: { field: string; message: string }[];
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** How a failed save is shown: the server's field list as "Validation errors:", or one message. */
export type SaveFailure =
  | { kind: 'validation'; issues: FieldIssue[] }
  | { kind: 'message'; message: string; field?: { name: string; message: string } };

/**
 * A failed create or update, read for the form. A 400 listing fields becomes the "Validation
 * errors:" notice; a duplicate e-mail (409) belongs to the e-mail input; anything else is
 * "<prefix>: <message>". A network failure while updating is "Error updating tutor: …" (spec §8).
 */
export function saveFailure(error: unknown, action: 'create' | 'update'): SaveFailure {
  const status = statusOf(error);
  const body = (typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined) as
    FailureBody | undefined;
  const issues = body?.fieldErrors ?? [];
  if (status === 400 && issues.length > 0) {
    return { kind: 'validation', issues };
  }
  if (action === 'create') {
    const message = withReason(TUTOR_MESSAGES.createFailed, error);
    if (status === 409 && error instanceof Error) {
      return { kind: 'message', message, field: { name: 'email', message: error.message } };
    }
    return { kind: 'message', message };
  }
  const prefix =
    status === undefined || status === 0 ? TUTOR_MESSAGES.updateError : TUTOR_MESSAGES.updateFailed;
  return { kind: 'message', message: withReason(prefix, error) };
}

/** The server's issues as form errors, for the inputs a form has. */
export function issuesByField(
  issues: readonly FieldIssue[],
  fields: readonly string[],
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    if (fields.includes(issue.field)) {
      errors[issue.field] ??= issue.message;
    }
  }
  return errors;
}

/** The list's load failure: unreachable server, or the spec's permissions message. */
export function tutorsLoadErrorMessage(error: unknown): string {
  return statusOf(error) === 0 ? CONNECTION_FAILED : TUTOR_MESSAGES.fetchFailed;
}
