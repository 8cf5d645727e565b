import { useCallback, useState } from 'react';
import type { FieldErrors } from './fieldErrors';

export interface FieldErrorsState {
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  /** Spec 001 §5 "All forms": an error on a field clears when the user edits that field. */
  clearError: (field: string) => void;
}

export function useFieldErrors(): FieldErrorsState {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (current[field] === undefined) {
        return current;
      }
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  return { errors, setErrors, clearError };
}
