import type { ChangeEvent } from 'react';
import type { FieldErrors } from './fieldErrors';

/** The props a text field needs to show one form value and the error under it. */
export interface BoundFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/** The keys of a form's values that hold text. */
export type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * Ties a form's text fields to its values, its errors and one change handler, so each field is
 * `<FormTextField label="Email" {...field('email')} />` instead of four lines said again.
 */
export function fieldBinder<V>(
  values: V,
  errors: FieldErrors,
  onChange: (field: TextKeys<V>, value: string) => void,
): (field: TextKeys<V>) => BoundFieldProps {
  return (field) => ({
    value: values[field] as string,
    onChange: (event) => onChange(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
  });
}
