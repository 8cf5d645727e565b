import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { useMemo, useState, type FormEvent } from 'react';
import { FormTextField, useFieldErrors } from '@portal/ui-shared';
import { FormActions } from '../common/FormActions';
import { GradeField } from './GradeField';
import { TutorField } from './TutorField';
import { createStudent, type CreatedStudent } from './studentsApi';
import {
  EMPTY_ADD_VALUES,
  serverFieldErrors,
  todayInputValue,
  validateNewStudent,
  type StudentAddValues,
} from './studentForm';
import { STUDENT_MESSAGES, withReason } from './studentMessages';

export interface StudentAddFormProps {
  /** Admins may give the student a tutor; a tutor's new students are their own. */
  showsTutor: boolean;
  onCreated: (created: CreatedStudent) => void;
  onCancel: () => void;
}

const FIELDS = Object.keys(EMPTY_ADD_VALUES);

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/**
 * Spec 001 §2.5 and §5: names, e-mail and grade required, the rest optional; checked with the
 * server's own schema. The server answers with a temporary password the page shows once.
 */
export const StudentAddForm = ({ showsTutor, onCreated, onCancel }: StudentAddFormProps) => {
  const [values, setValues] = useState<StudentAddValues>(EMPTY_ADD_VALUES);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, setErrors, clearError } = useFieldErrors();
  const today = useMemo(() => todayInputValue(new Date()), []);

  const set = (name: keyof StudentAddValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const field = (name: keyof StudentAddValues) => ({
    id: `student-add-${name}`,
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
    const checked = validateNewStudent(values, { withTutor: showsTutor });
    if (!checked.ok) {
      setErrors(checked.errors);
      // the first field in error takes the focus, so keyboard and screen-reader users land on it
      const first = FIELDS.find((name) => checked.errors[name]);
      if (first) {
        document.getElementById(`student-add-${first}`)?.focus();
      }
      return;
    }
    setSaving(true);
    try {
      const created = await createStudent(checked.request);
      setValues(EMPTY_ADD_VALUES);
      onCreated(created);
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      setFailure(withReason(STUDENT_MESSAGES.createFailed, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="student-add-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" id="student-add-heading">
        Add Student
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        The student gets a temporary password, shown once after saving, and sets their own at first sign-in.
      </Typography>
      <Box
        component="form"
        id="student-add-form"
        noValidate
        aria-labelledby="student-add-heading"
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Box sx={twoColumns}>
          <FormTextField label="First name" required autoFocus autoComplete="off" {...field('firstName')} />
          <FormTextField label="Last name" required autoComplete="off" {...field('lastName')} />
        </Box>
        <Box sx={twoColumns}>
          <FormTextField label="Email" type="email" required autoComplete="off" {...field('email')} />
          <GradeField
            id="student-add-grade"
            value={values.grade}
            onChange={(grade) => set('grade', grade)}
            error={errors.grade}
          />
        </Box>
        <Box sx={twoColumns}>
          <FormTextField
            label="Date of birth (optional)"
            type="date"
            {...field('dateOfBirth')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <FormTextField label="School (optional)" autoComplete="off" {...field('school')} />
        </Box>
        <Box sx={twoColumns}>
          <FormTextField
            label="Parent email (optional)"
            type="email"
            autoComplete="off"
            {...field('parentEmail')}
            helperText={errors.parentEmail ?? 'The parent sees this child under My Children.'}
          />
          <FormTextField
            label="Phone number (optional)"
            type="tel"
            autoComplete="off"
            {...field('phoneNumber')}
          />
        </Box>
        {showsTutor ? (
          <Box sx={twoColumns}>
            <TutorField
              id="student-add-tutorId"
              value={values.tutorId}
              onChange={(tutorId) => set('tutorId', tutorId)}
              error={errors.tutorId}
            />
          </Box>
        ) : null}
        <FormActions
          submitLabel="Add Student"
          submitIcon={<PersonAddAlt1RoundedIcon />}
          saving={saving}
          onCancel={onCancel}
        />
      </Box>
    </Card>
  );
};
