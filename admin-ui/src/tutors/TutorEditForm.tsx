import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import type { Tutor } from '@portal/contracts';
import { useFieldErrors } from '@portal/ui-shared';
import { FormActions } from '../common/FormActions';
import { TutorFields } from './TutorFields';
import { ValidationErrorsAlert } from './ValidationErrorsAlert';
import {
  EDIT_FIELDS,
  editValuesOf,
  validateTutorUpdate,
  type TutorEditValues,
  type TutorTextField,
} from './tutorForm';
import { TUTOR_MESSAGES, issuesByField, saveFailure, type FieldIssue } from './tutorMessages';
import { useUpdateTutor } from './useTutorMutations';

export interface TutorEditFormProps {
  tutor: Tutor;
  onDone: () => void;
}

/**
 * A card's inline edit (spec 001 §2.4, §5): the profile less password, the e-mail read-only, and
 * the Verified and Active switches. Experience is sent as a whole number, 0 when blank.
 */
export const TutorEditForm = ({ tutor, onDone }: TutorEditFormProps) => {
  const idPrefix = `tutor-${tutor.id}`;
  const [values, setValues] = useState<TutorEditValues>(() => editValuesOf(tutor));
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);
  const { errors, setErrors, clearError } = useFieldErrors();
  const update = useUpdateTutor();
  const notify = useNotify();

  const focusFirst = (fieldErrors: Partial<Record<string, string>>) => {
    const first = EDIT_FIELDS.find((name) => fieldErrors[name]);
    if (first) {
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
    const checked = validateTutorUpdate(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    update.mutate(
      { id: tutor.id, request: checked.request },
      {
        onSuccess: () => {
          notify(TUTOR_MESSAGES.updated, { type: 'success' });
          onDone();
        },
        onError: (error) => {
          const failure = saveFailure(error, 'update');
          if (failure.kind === 'validation') {
            setServerIssues(failure.issues);
            const fieldErrors = issuesByField(failure.issues, EDIT_FIELDS);
            setErrors(fieldErrors);
            focusFirst(fieldErrors);
            return;
          }
          notify(failure.message, { type: 'error' });
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Edit ${tutor.firstName} ${tutor.lastName}`}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {serverIssues.length > 0 ? <ValidationErrorsAlert issues={serverIssues} /> : null}
      <TutorFields
        mode="edit"
        autoFocus
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={change}
      />
      <FormGroup row sx={{ gap: { xs: 0, sm: 3 } }}>
        <FormControlLabel
          control={
            <Switch
              checked={values.isVerified}
              onChange={(event) => setValues((current) => ({ ...current, isVerified: event.target.checked }))}
            />
          }
          label="Verified"
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.isActive}
              onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
            />
          }
          label="Active"
        />
      </FormGroup>
      {!values.isActive && tutor.isActive ? (
        <Alert severity="warning" sx={{ mt: -1 }}>
          An inactive tutor is signed out everywhere and cannot sign in. Their students and data stay.
        </Alert>
      ) : null}
      <FormActions
        submitLabel="Save Changes"
        submitIcon={<SaveRoundedIcon />}
        saving={update.isPending}
        onCancel={onDone}
      />
    </Box>
  );
};
