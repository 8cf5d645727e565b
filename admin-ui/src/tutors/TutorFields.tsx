import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { TUTOR_EXPERIENCE } from '@portal/contracts';
import { FormTextField, PasswordField } from '@portal/ui-shared';
import { useTranslate } from 'react-admin';
import type { TutorAddValues, TutorFieldErrors, TutorTextField } from './tutorForm';

export interface TutorFieldsProps {
  /** 'add' asks for e-mail and password; 'edit' shows the e-mail read-only. */
  mode: 'add' | 'edit';
  /** ids are `${idPrefix}-${field}`, so a form can focus its first field in error */
  idPrefix: string;
  values: Omit<TutorAddValues, 'password'> & { password?: string };
  errors: TutorFieldErrors;
  onChange: (field: TutorTextField, value: string) => void;
  disabled?: boolean;
  /** the first name takes the focus when the form opens */
  autoFocus?: boolean;
}

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The tutor's inputs, shared by the add form and a card's inline edit (spec 001 §3, §5). */
export const TutorFields = ({
  mode,
  idPrefix,
  values,
  errors,
  onChange,
  disabled = false,
  autoFocus = false,
}: TutorFieldsProps) => {
  const translate = useTranslate();
  const label = (field: TutorTextField, optional = false) => {
    const text = translate(`resources.tutors.fields.${field}`);
    return optional ? `${text} (optional)` : text;
  };
  const field = (name: TutorTextField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    disabled,
    autoComplete: 'off',
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        <FormTextField label={label('firstName')} required autoFocus={autoFocus} {...field('firstName')} />
        <FormTextField label={label('lastName')} required {...field('lastName')} />
      </Box>
      {mode === 'add' ? (
        <Box sx={twoColumns}>
          <FormTextField label={label('email')} type="email" required {...field('email')} />
          <PasswordField
            label={label('password')}
            required
            {...field('password')}
            autoComplete="new-password"
            helperText={errors.password ?? 'At least 6 characters. Share it with the tutor in person.'}
          />
        </Box>
      ) : (
        <FormTextField
          label={label('email')}
          {...field('email')}
          helperText="Email cannot be changed"
          slotProps={{
            input: {
              readOnly: true,
              endAdornment: (
                <InputAdornment position="end">
                  <LockRoundedIcon aria-hidden fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        />
      )}
      <Box sx={twoColumns}>
        <FormTextField label={label('organizationName', true)} {...field('organizationName')} />
        <FormTextField label={label('contactPhone', true)} type="tel" {...field('contactPhone')} />
      </Box>
      <Box sx={twoColumns}>
        <FormTextField
          label={label('specializations', true)}
          {...field('specializations')}
          helperText={errors.specializations ?? 'Separate with commas, e.g. Mathematics, Verbal reasoning'}
        />
        <FormTextField
          label={label('experience')}
          type="number"
          {...field('experience')}
          helperText={errors.experience ?? `${TUTOR_EXPERIENCE.min} to ${TUTOR_EXPERIENCE.max} years`}
          slotProps={{
            htmlInput: {
              min: TUTOR_EXPERIENCE.min,
              max: TUTOR_EXPERIENCE.max,
              step: 1,
              inputMode: 'numeric',
            },
          }}
        />
      </Box>
      <Box sx={twoColumns}>
        <FormTextField
          label={label('qualifications', true)}
          multiline
          minRows={2}
          {...field('qualifications')}
        />
        <FormTextField label={label('address', true)} multiline minRows={2} {...field('address')} />
      </Box>
    </Box>
  );
};
