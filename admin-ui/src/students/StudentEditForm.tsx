import Box from '@mui/material/Box';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import type { KeyboardEvent } from 'react';
import { useNotify } from 'react-admin';
import type { Student } from '@portal/contracts';
import { FormTextField } from '@portal/ui-shared';
import { FormActions } from '../common/FormActions';
import { GradeField } from './GradeField';
import { updateStudent } from './studentsApi';
import { editValuesOf, validateStudentUpdate, type StudentEditValues } from './studentForm';
import { fullName } from './studentLabels';
import { STUDENT_MESSAGES } from './studentMessages';
import { useStudentForm } from './useStudentForm';
import { FailureAlert } from '../common/FailureAlert';

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
  const notify = useNotify();
  const idOf = (name: keyof StudentEditValues) => `student-${student.id}-edit-${name}`;
  const { values, errors, saving, failure, set, field, submit } = useStudentForm({
    initial: () => editValuesOf(student),
    idOf,
    fields: FIELDS,
    validate: validateStudentUpdate,
    save: async (request) => {
      const saved = await updateStudent(student.id, request);
      notify(STUDENT_MESSAGES.updated, { type: 'success' });
      onSaved(saved);
    },
    failurePrefix: STUDENT_MESSAGES.updateFailed,
  });

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
      <FailureAlert message={failure} />
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
