import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { useNotify } from 'react-admin';
import type { Tutor } from '@portal/contracts';
import { FormActions } from '../common/FormActions';
import { TutorFields } from './TutorFields';
import { ValidationErrorsAlert } from './ValidationErrorsAlert';
import { EDIT_FIELDS, editValuesOf, validateTutorUpdate } from './tutorForm';
import { TUTOR_MESSAGES } from './tutorMessages';
import { useUpdateTutor } from './useTutorMutations';
import { useTutorForm } from './useTutorForm';

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
  const update = useUpdateTutor();
  const notify = useNotify();
  const { values, setValues, errors, serverIssues, change, submit } = useTutorForm({
    idPrefix,
    initial: () => editValuesOf(tutor),
    fields: EDIT_FIELDS,
    validate: validateTutorUpdate,
    action: 'update',
    save: (request, callbacks) => update.mutate({ id: tutor.id, request }, callbacks),
    onSaved: () => {
      notify(TUTOR_MESSAGES.updated, { type: 'success' });
      onDone();
    },
  });

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
