import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { useMemo } from 'react';
import { FormTextField } from '@portal/ui-shared';
import { FormActions } from '../common/FormActions';
import { GradeField } from './GradeField';
import { TutorField } from './TutorField';
import { createStudent, type CreatedStudent } from './studentsApi';
import { EMPTY_ADD_VALUES, todayInputValue, validateNewStudent, type StudentAddValues } from './studentForm';
import { STUDENT_MESSAGES } from './studentMessages';
import { useStudentForm } from './useStudentForm';
import { FailureAlert } from '../common/FailureAlert';

export interface StudentAddFormProps {
  /** Admins may give the student a tutor; a tutor's new students are their own. */
  showsTutor: boolean;
  onCreated: (created: CreatedStudent) => void;
  onCancel: () => void;
}

const FIELDS = Object.keys(EMPTY_ADD_VALUES) as (keyof StudentAddValues)[];

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
  const today = useMemo(() => todayInputValue(new Date()), []);
  const { values, setValues, errors, saving, failure, set, field, submit } = useStudentForm({
    initial: EMPTY_ADD_VALUES,
    idOf: (name) => `student-add-${name}`,
    fields: FIELDS,
    validate: (input: StudentAddValues) => validateNewStudent(input, { withTutor: showsTutor }),
    save: async (request) => {
      const created = await createStudent(request);
      setValues(EMPTY_ADD_VALUES);
      onCreated(created);
    },
    failurePrefix: STUDENT_MESSAGES.createFailed,
  });

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
        <FailureAlert message={failure} />
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
