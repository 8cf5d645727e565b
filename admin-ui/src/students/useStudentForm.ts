import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '@portal/ui-shared';
import type { Validated } from '../common/formErrors';
import { serverFieldErrors } from './studentForm';
import { withReason } from './studentMessages';

export interface StudentFormOptions<V, R> {
  initial: V | (() => V);
  /** The id of a field's input. */
  idOf: (name: keyof V & string) => string;
  /** The inputs in screen order: the first one in error takes the focus. */
  fields: readonly (keyof V & string)[];
  validate: (values: V) => Validated<R>;
  /** Sends the request and does what follows a save; a throw is shown as `<failurePrefix>: …`. */
  save: (request: R) => Promise<void>;
  failurePrefix: string;
}

/**
 * The add and edit forms' state: values, field errors (the schema's, then the server's), the
 * failure line, and a submit that focuses the first field in error.
 */
export function useStudentForm<V extends Record<keyof V, string>, R>(options: StudentFormOptions<V, R>) {
  const { idOf, fields, validate, save, failurePrefix } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, setErrors, clearError } = useFieldErrors();

  const set = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  /** A text input's props for one field: id, value, change, and its error under it. */
  const field = (name: keyof V & string) => ({
    id: idOf(name),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // the first field in error takes the focus, so keyboard and screen-reader users land on it
      const first = fields.find((name) => checked.errors[name]);
      if (first) {
        document.getElementById(idOf(first))?.focus();
      }
      return;
    }
    setSaving(true);
    try {
      await save(checked.request);
    } catch (error) {
      setErrors(serverFieldErrors(error, fields));
      setFailure(withReason(failurePrefix, error));
    } finally {
      setSaving(false);
    }
  };

  return { values, setValues, errors, saving, failure, set, field, submit };
}
