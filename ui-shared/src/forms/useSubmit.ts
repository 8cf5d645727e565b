import { useState } from 'react';
import { fieldErrorsOf, type FieldErrors, type ValidationIssues } from './fieldErrors';

/** What `useSubmit` needs of a contract schema (a zod schema has it). */
export interface CheckedBy<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: ValidationIssues };
}

/**
 * A form's submit: the values checked with the contract's schema (its messages go under the
 * fields and nothing is sent), then `send` with the parsed data while `busy`, a failure handed to
 * `fail`.
 */
export function useSubmit(setErrors: (errors: FieldErrors) => void) {
  const [busy, setBusy] = useState(false);
  const run = async <T>(
    schema: CheckedBy<T>,
    input: unknown,
    send: (data: T) => Promise<void>,
    fail: (error: unknown) => void,
  ) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
