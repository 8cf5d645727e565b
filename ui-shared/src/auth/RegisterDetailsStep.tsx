import Stack from '@mui/material/Stack';
import { FormTextField } from '../forms/FormTextField';
import Typography from '@mui/material/Typography';
import { MAX_PLAUSIBLE_AGE } from '@portal/contracts';
import { fieldBinder } from '../forms/bindField';
import type { FieldErrors } from '../forms/fieldErrors';
import { SchoolFields } from './SchoolFields';
import { todayInputValue, type DetailsValues } from './registerForm';

export interface RegisterDetailsStepProps {
  values: DetailsValues;
  errors: FieldErrors;
  onChange: (field: keyof DetailsValues, value: string) => void;
  isStudent: boolean;
  /** A student under 16: the parent's e-mail and name are asked for. */
  needsParent: boolean;
}

/** Sign-up step 2: date of birth, school, grade, phone, and a parent for a student under 16. */
export const RegisterDetailsStep = ({
  values,
  errors,
  onChange,
  isStudent,
  needsParent,
}: RegisterDetailsStepProps) => {
  const today = new Date();
  const field = fieldBinder(values, errors, onChange);
  const oldest = new Date(today.getFullYear() - MAX_PLAUSIBLE_AGE, today.getMonth(), today.getDate());
  return (
    <Stack spacing={2.25}>
      <FormTextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        {...field('dateOfBirth')}
        required
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: todayInputValue(today), min: todayInputValue(oldest) },
        }}
      />
      {isStudent && <SchoolFields optional school={field('school')} grade={field('grade')} />}
      <FormTextField
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        {...field('phoneNumber')}
        fullWidth
      />
      {needsParent && (
        <Stack spacing={2.25} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
            Your parent or carer
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Because you are under 16, we will e-mail your parent or carer to ask if it is OK for you to use
            11+ Portal.
          </Typography>
          <FormTextField
            label="Parent email"
            type="email"
            autoComplete="off"
            {...field('parentEmail')}
            required
            fullWidth
          />
          <FormTextField label="Parent name" autoComplete="off" {...field('parentName')} required fullWidth />
        </Stack>
      )}
    </Stack>
  );
};
