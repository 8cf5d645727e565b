import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../forms/FormTextField';
import Typography from '@mui/material/Typography';
import { fieldBinder } from '../forms/bindField';
import type { FieldErrors } from '../forms/fieldErrors';
import { NewPasswordFields } from './NewPasswordFields';
import { SIGN_UP_ROLES, type BasicsValues } from './registerForm';

export interface RegisterBasicsStepProps {
  values: BasicsValues;
  errors: FieldErrors;
  onChange: (field: keyof BasicsValues, value: string) => void;
}

/** Sign-up step 1: names, e-mail, password (with the strength meter) and role. */
export const RegisterBasicsStep = ({ values, errors, onChange }: RegisterBasicsStepProps) => {
  const field = fieldBinder(values, errors, onChange);
  return (
    <Stack spacing={2.25}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          label="First name"
          autoComplete="given-name"
          {...field('firstName')}
          required
          fullWidth
        />
        <FormTextField
          label="Last name"
          autoComplete="family-name"
          {...field('lastName')}
          required
          fullWidth
        />
      </Stack>
      <FormTextField label="Email" type="email" autoComplete="email" {...field('email')} required fullWidth />
      <NewPasswordFields
        label="Password"
        password={{
          ...field('password'),
          helperText: errors.password ?? 'At least 8 characters. Longer is stronger.',
          required: true,
          fullWidth: true,
        }}
        confirm={{ ...field('confirmPassword'), required: true, fullWidth: true }}
      />
      <FormControl error={Boolean(errors.role)} required>
        <FormLabel id="sign-up-role-label" sx={{ fontWeight: 600 }}>
          I am a…
        </FormLabel>
        <RadioGroup
          aria-labelledby="sign-up-role-label"
          value={values.role}
          onChange={(event) => onChange('role', event.target.value)}
        >
          {SIGN_UP_ROLES.map((role) => (
            <FormControlLabel
              key={role.value}
              value={role.value}
              control={<Radio />}
              label={
                <span>
                  {role.label}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {role.hint}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
        {errors.role && <FormHelperText>{errors.role}</FormHelperText>}
      </FormControl>
    </Stack>
  );
};
