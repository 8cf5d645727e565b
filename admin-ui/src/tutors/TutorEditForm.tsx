import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { useNotify } from 'react-admin';
import type { Tutor } from '@portal/contracts';
import { TutorForm } from './TutorForm';
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

  const toggle = (field: 'isVerified' | 'isActive', label: string) => (
    <FormControlLabel
      control={
        <Switch
          checked={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.checked }))}
        />
      }
      label={label}
    />
  );

  return (
    <TutorForm
      label={{ 'aria-label': `Edit ${tutor.firstName} ${tutor.lastName}` }}
      onSubmit={submit}
      serverIssues={serverIssues}
      fields={{ mode: 'edit', idPrefix, values, errors, onChange: change }}
      actions={{
        submitLabel: 'Save Changes',
        submitIcon: <SaveRoundedIcon />,
        saving: update.isPending,
        onCancel: onDone,
      }}
    >
      <FormGroup row sx={{ gap: { xs: 0, sm: 3 } }}>
        {toggle('isVerified', 'Verified')}
        {toggle('isActive', 'Active')}
      </FormGroup>
      {!values.isActive && tutor.isActive ? (
        <Alert severity="warning" sx={{ mt: -1 }}>
          An inactive tutor is signed out everywhere and cannot sign in. Their students and data stay.
        </Alert>
      ) : null}
    </TutorForm>
  );
};
