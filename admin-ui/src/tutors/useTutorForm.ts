import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useFieldErrors } from '@portal/ui-shared';
import type { Validated } from '../common/formErrors';
import type { TutorProfileValues, TutorTextField } from './tutorForm';
import { issuesByField, saveFailure, type FieldIssue } from './tutorMessages';

export interface TutorFormOptions<V, R> {
  /** The inputs' ids are `<idPrefix>-<field>`. */
  idPrefix: string;
  initial: V | (() => V);
  /** The inputs in screen order: the first one in error takes the focus. */
  fields: readonly TutorTextField[];
  validate: (values: V) => Validated<R>;
  action: 'create' | 'update';
  /** Sends the request; calls back as a react-query mutation does. */
  save: (request: R, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onSaved: () => void;
}

/**
 * The add and edit forms' state: values, field errors (the schema's, then the server's), the
 * server's "Validation errors:" list, and a submit that focuses the first field in error.
 */
export function useTutorForm<V extends TutorProfileValues, R>(options: TutorFormOptions<V, R>) {
  const { idPrefix, fields, validate, action, save, onSaved } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);
  const { errors, setErrors, clearError } = useFieldErrors();
  const notify = useNotify();

  const showErrors = (fieldErrors: Partial<Record<string, string>>) => {
    setErrors(fieldErrors);
    const first = fields.find((name) => fieldErrors[name]);
    if (first) {
      // after React has drawn the errors
      window.setTimeout(() => document.getElementById(`${idPrefix}-${first}`)?.focus(), 0);
    }
  };

  const change = (field: TutorTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerIssues([]);
    const checked = validate(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    save(checked.request, {
      onSuccess: onSaved,
      onError: (error) => {
        const failure = saveFailure(error, action);
        if (failure.kind === 'validation') {
          setServerIssues(failure.issues);
          showErrors(issuesByField(failure.issues, fields));
          return;
        }
        if (failure.field) {
          showErrors({ [failure.field.name]: failure.field.message });
        }
        notify(failure.message, { type: 'error' });
      },
    });
  };

  return { values, setValues, errors, serverIssues, change, submit };
}
