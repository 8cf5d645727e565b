import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { useNotify } from 'react-admin';
import { TutorForm } from './TutorForm';
import { ADD_FIELDS, EMPTY_TUTOR_VALUES, validateNewTutor } from './tutorForm';
import { TUTOR_MESSAGES } from './tutorMessages';
import { useCreateTutor } from './useTutorMutations';
import { useTutorForm } from './useTutorForm';

export interface AddTutorFormProps {
  onCreated: () => void;
  onCancel: () => void;
}

const ID_PREFIX = 'tutor-add';

/**
 * An admin adds a tutor (spec 001 §2.4, §5), checked with the server's own schema. A tutor added
 * here is Verified and signs in with the e-mail and password given.
 */
export const AddTutorForm = ({ onCreated, onCancel }: AddTutorFormProps) => {
  const create = useCreateTutor();
  const notify = useNotify();
  const { values, setValues, errors, serverIssues, change, submit } = useTutorForm({
    idPrefix: ID_PREFIX,
    initial: EMPTY_TUTOR_VALUES,
    fields: ADD_FIELDS,
    validate: validateNewTutor,
    action: 'create',
    save: create.mutate,
    onSaved: () => {
      notify(TUTOR_MESSAGES.created, { type: 'success' });
      setValues(EMPTY_TUTOR_VALUES);
      onCreated();
    },
  });

  return (
    <Card component="section" aria-labelledby="tutor-add-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="tutor-add-heading">
        Add Tutor
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        The tutor signs in with this email and password. Tutors you add are verified straight away.
      </Typography>
      <TutorForm
        label={{ 'aria-labelledby': 'tutor-add-heading' }}
        onSubmit={submit}
        serverIssues={serverIssues}
        fields={{ mode: 'add', idPrefix: ID_PREFIX, values, errors, onChange: change }}
        actions={{
          submitLabel: 'Create Tutor',
          submitIcon: <PersonAddAlt1RoundedIcon />,
          saving: create.isPending,
          onCancel,
        }}
      />
    </Card>
  );
};
