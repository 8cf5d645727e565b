import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../forms/fieldErrors';
import type { AgreementValues } from './registerForm';

export interface RegisterAgreementsStepProps {
  values: AgreementValues;
  errors: FieldErrors;
  onChange: (field: keyof AgreementValues, value: boolean) => void;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Sign-up step 3: terms and privacy (required), marketing (optional, off). */
export const RegisterAgreementsStep = ({ values, errors, onChange }: RegisterAgreementsStepProps) => (
  <Stack spacing={1.5}>
    <Typography color="text.secondary">
      Please read our{' '}
      <Link href="/terms-of-service" {...NEW_TAB}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link href="/privacy-policy" {...NEW_TAB}>
        Privacy Policy
      </Link>{' '}
      (they open in a new tab). They explain what we keep about you and why.
    </Typography>
    <FormControl error={Boolean(errors.acceptTerms)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={values.acceptTerms}
            onChange={(event) => onChange('acceptTerms', event.target.checked)}
          />
        }
        label="I agree to the Terms of Service"
      />
      {errors.acceptTerms && <FormHelperText>{errors.acceptTerms}</FormHelperText>}
    </FormControl>
    <FormControl error={Boolean(errors.acceptPrivacy)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={values.acceptPrivacy}
            onChange={(event) => onChange('acceptPrivacy', event.target.checked)}
          />
        }
        label="I agree to the Privacy Policy"
      />
      {errors.acceptPrivacy && <FormHelperText>{errors.acceptPrivacy}</FormHelperText>}
    </FormControl>
    <FormControlLabel
      control={
        <Checkbox
          checked={values.marketingConsent}
          onChange={(event) => onChange('marketingConsent', event.target.checked)}
        />
      }
      label="Send me news and tips by e-mail (optional)"
    />
  </Stack>
);
