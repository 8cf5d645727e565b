import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNotify } from 'react-admin';
import type { Student } from '@portal/contracts';
import { FormTextField, useFieldErrors } from '@portal/ui-shared';
import { FormActions } from '../common/FormActions';
import { GradeField } from './GradeField';
import { updateStudent } from './studentsApi';
import {
  editValuesOf,
  serverFieldErrors,
  validateStudentUpdate,
  type StudentEditValues,
} from './studentForm';
import { fullName } from './studentLabels';
import { STUDENT_MESSAGES, withReason } from './studentMessages';

export interface StudentEditFormProps {
  student: Student;
  onSaved: (student: Student) => void;
  onCancel: () => void;
}

/** Read-only fields look different from the ones the user can change (as on Profile Settings). */
const READ_ONLY_SX = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

const FIELDS: readonly (keyof StudentEditValues)[] = [
  'firstName',
  'lastName',
  'grade',
  'school',
  'parentEmail',
  'parentPhone',
  'targetSchools',
  'specialNeeds',
  'notes',
];

/** A card's inline edit (spec 001 §2.5, §5): everything but the e-mail, which cannot change. */
export const StudentEditForm = ({ student, onSaved, onCancel }: StudentEditFormProps) => {
  const [values, setValues] = useState<StudentEditValues>(() => editValuesOf(student));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, setErrors, clearError } = useFieldErrors();
  const notify = useNotify();
  const idOf = (name: keyof StudentEditValues) => `student-${student.id}-edit-${name}`;

  const set = (name: keyof StudentEditValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const field = (name: keyof StudentEditValues) => ({
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
    const checked = validateStudentUpdate(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELDS.find((name) => checked.errors[name]);
      if (first) {
        document.getElementById(idOf(first))?.focus();
      }
      return;
    }
    setSaving(true);
    try {
      const saved = await updateStudent(student.id, checked.request);
      notify(STUDENT_MESSAGES.updated, { type: 'success' });
      onSaved(saved);
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      setFailure(withReason(STUDENT_MESSAGES.updateFailed, error));
      setSaving(false);
    }
  };

  // Esc leaves the edit, as it closes a dialog (a select's own menu handles its Esc first)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Edit ${fullName(student)}`}
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      sx={{ display: 'grid', gap: 2 }}
    >
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormTextField label="First name" required autoFocus autoComplete="off" {...field('firstName')} />
        <FormTextField label="Last name" required autoComplete="off" {...field('lastName')} />
        <FormTextField
          id={idOf('email')}
          label="Email"
          value={values.email}
          helperText={STUDENT_MESSAGES.emailReadOnly}
          fullWidth
          sx={READ_ONLY_SX}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <GradeField
          id={idOf('grade')}
          value={values.grade}
          onChange={(grade) => set('grade', grade)}
          error={errors.grade}
        />
        <FormTextField label="School" autoComplete="off" {...field('school')} />
        <FormTextField
          label="Target schools"
          autoComplete="off"
          {...field('targetSchools')}
          helperText={errors.targetSchools ?? 'Separate schools with commas'}
        />
        <FormTextField label="Parent email" type="email" autoComplete="off" {...field('parentEmail')} />
        <FormTextField label="Parent phone" type="tel" autoComplete="off" {...field('parentPhone')} />
        <FormTextField label="Special needs" multiline minRows={2} {...field('specialNeeds')} />
        <FormTextField label="Notes" multiline minRows={2} {...field('notes')} />
      </Box>
      <FormActions
        submitLabel="Save changes"
        submitIcon={<SaveRoundedIcon />}
        saving={saving}
        onCancel={onCancel}
      />
    </Box>
  );
};
