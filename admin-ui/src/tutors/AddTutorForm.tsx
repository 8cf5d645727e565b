import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useFieldErrors } from '@portal/ui-shared';
import { FormActions } from '../common/FormActions';
import { TutorFields } from './TutorFields';
import { ValidationErrorsAlert } from './ValidationErrorsAlert';
import {
  ADD_FIELDS,
  EMPTY_TUTOR_VALUES,
  validateNewTutor,
  type TutorAddValues,
  type TutorTextField,
} from './tutorForm';
import { TUTOR_MESSAGES, issuesByField, saveFailure, type FieldIssue } from './tutorMessages';
import { useCreateTutor } from './useTutorMutations';

export interface AddTutorFormProps {
  onCreated: () => void;
  onCancel: () => void;
}

const ID_PREFIX = 'tutor-add';

/** The first field in error takes the focus, so keyboard and screen-reader users land on it. */
function focusFirst(errors: Partial<Record<string, string>>) {
  const first = ADD_FIELDS.find((name) => errors[name]);
  if (first) {
    // after React has drawn the errors
    window.setTimeout(() => document.getElementById(`${ID_PREFIX}-${first}`)?.focus(), 0);
  }
}

/**
 * An admin adds a tutor (spec 001 §2.4, §5), checked with the server's own schema. A tutor added
 * here is Verified and signs in with the e-mail and password given.
 */
export const AddTutorForm = ({ onCreated, onCancel }: AddTutorFormProps) => {
  const [values, setValues] = useState<TutorAddValues>(EMPTY_TUTOR_VALUES);
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);
  const { errors, setErrors, clearError } = useFieldErrors();
  const create = useCreateTutor();
  const notify = useNotify();

  const change = (field: TutorTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerIssues([]);
    const checked = validateNewTutor(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    create.mutate(checked.request, {
      onSuccess: () => {
        notify(TUTOR_MESSAGES.created, { type: 'success' });
        setValues(EMPTY_TUTOR_VALUES);
        onCreated();
      },
      onError: (error) => {
        const failure = saveFailure(error, 'create');
        if (failure.kind === 'validation') {
          setServerIssues(failure.issues);
          const fieldErrors = issuesByField(failure.issues, ADD_FIELDS);
          setErrors(fieldErrors);
          focusFirst(fieldErrors);
          return;
        }
        if (failure.field) {
          setErrors({ [failure.field.name]: failure.field.message });
          focusFirst({ [failure.field.name]: failure.field.message });
        }
        notify(failure.message, { type: 'error' });
      },
    });
  };

  return (
    <Card component="section" aria-labelledby="tutor-add-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="tutor-add-heading">
        Add Tutor
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        The tutor signs in with this email and password. Tutors you add are verified straight away.
      </Typography>
      <Box
        component="form"
        noValidate
        aria-labelledby="tutor-add-heading"
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {serverIssues.length > 0 ? <ValidationErrorsAlert issues={serverIssues} /> : null}
        <TutorFields
          mode="add"
          autoFocus
          idPrefix={ID_PREFIX}
          values={values}
          errors={errors}
          onChange={change}
        />
        <FormActions
          submitLabel="Create Tutor"
          submitIcon={<PersonAddAlt1RoundedIcon />}
          saving={create.isPending}
          onCancel={onCancel}
        />
      </Box>
    </Card>
  );
};
