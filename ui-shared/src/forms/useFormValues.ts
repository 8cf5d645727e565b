import { useCallback, useState } from 'react';
import { fieldBinder, type TextKeys } from './bindField';
import { useFieldErrors } from './useFieldErrors';

/**
 * A form's values and field errors in one place: `field(name)` binds a text field, and editing a
 * field clears its error (spec 001 §5 "All forms").
 */
export function useFormValues<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const { errors, setErrors, clearError } = useFieldErrors();
  const set = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );
  const field = fieldBinder(values, errors, (name: TextKeys<V>, value: string) =>
    set(name, value as V[TextKeys<V>]),
  );
  return { values, setValues, set, errors, setErrors, clearError, field };
}
