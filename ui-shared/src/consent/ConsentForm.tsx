import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { FormTextField } from '../forms/FormTextField';
import Typography from '@mui/material/Typography';
import {
  consentForm,
  emailField,
  needsParentalConsent,
  type ConsentSource,
  type ConsentState,
  type ConsentType,
  type ParentalConsentStatus,
} from '@portal/contracts';
import { postConsent } from '../api/complianceApi';
import { fieldErrorsOf } from '../forms/fieldErrors';
import { useFieldErrors } from '../forms/useFieldErrors';
import {
  CONSENT_FIELD_TYPES,
  CONSENT_SAVE_FAILED,
  OPTIONAL_CONSENTS,
  isGiven,
  type ConsentFormValues,
  type OptionalConsentField,
} from './consentChoices';
import { readCookieConsent, saveCookieConsent } from './cookieConsentStorage';
import { FailureAlert } from '../feedback/FailureAlert';

export type ConsentFormMode = 'setup' | 'update';

export interface ConsentFormProps {
  /** 'setup': the first time (or after a policy change); 'update': changing choices later. */
  mode: ConsentFormMode;
  /** The user's date of birth: under 16, a parent's e-mail is asked for (spec 001 §5). */
  dateOfBirth?: string | null;
  /** The consents on record (from GET /compliance/consent/status or data-access). */
  consents?: readonly ConsentState[];
  /**
   * From the consent status. A parent who was already asked ('pending') or has confirmed is not
   * asked for again.
   */
  parentalConsentStatus?: ParentalConsentStatus;
  /** Called after every consent was sent. */
  onSaved?: () => void;
  /** Shows a Cancel button (update mode). */
  onCancel?: () => void;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The two documents everyone must accept, in the order they are linked above their boxes. */
const REQUIRED_AGREEMENTS = [
  { field: 'privacyPolicy', label: 'I accept the Privacy Policy' },
  { field: 'termsOfService', label: 'I accept the Terms of Service' },
] as const;

/** A switch's label: its name in bold, and what it does under it. */
const switchLabel = (label: string, description: string) => (
  <span>
    <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
      {label}
    </Typography>
    <Typography component="span" variant="body2" color="text.secondary">
      {description}
    </Typography>
  </span>
);
const parentEmailSchema = emailField(
  'Parental consent email is required for users under 16',
  'Parent email is invalid',
);

function initialValues(
  mode: ConsentFormMode,
  consents: readonly ConsentState[] | undefined,
): ConsentFormValues {
  // High-privacy defaults: every optional choice starts off unless this person turned it on before
  // (on record, or in the cookie banner on this device).
  const cookies = readCookieConsent()?.preferences;
  const onRecord = (type: ConsentType) => consents?.some((consent) => consent.consentType === type);
  const choice = (type: ConsentType, local?: boolean) =>
    onRecord(type) ? isGiven(consents, type) : (local ?? false);
  return {
    privacyPolicy: mode === 'update' && isGiven(consents, 'privacy_policy'),
    termsOfService: mode === 'update' && isGiven(consents, 'terms_of_service'),
    cookiesAnalytics: choice('cookies_analytics', cookies?.analytics),
    cookiesMarketing: choice('cookies_marketing', cookies?.marketing),
    marketingEmails: choice('marketing_emails'),
    dataProcessing: choice('data_processing'),
    parentalConsentEmail: '',
  };
}

/**
 * Spec 001 §2.9 and §5: privacy policy and terms (required), essential cookies (always on), and the
 * optional choices (analytics and marketing cookies, marketing e-mails, data processing), all off
 * unless chosen. Under 16, a parent's e-mail. Sends one POST /compliance/consent per type.
 */
export const ConsentForm = ({
  mode,
  dateOfBirth,
  consents,
  parentalConsentStatus,
  onSaved,
  onCancel,
}: ConsentFormProps) => {
  const [initial] = useState(() => initialValues(mode, consents));
  const [values, setValues] = useState<ConsentFormValues>(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, setErrors, clearError } = useFieldErrors();

  const parentOnRecord = parentalConsentStatus === 'pending' || parentalConsentStatus === 'confirmed';
  const underSixteen = needsParentalConsent(dateOfBirth, new Date()) && !parentOnRecord;
  // Withdrawing the policy or the terms would lock the person out: in update mode they stay accepted
  // (leaving is done by deleting the account, under My Rights).
  const requiredLocked = mode === 'update' && initial.privacyPolicy && initial.termsOfService;

  const set = <K extends keyof ConsentFormValues>(field: K, value: ConsentFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field === 'termsOfService' ? 'privacyPolicy' : field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = consentForm(underSixteen).safeParse(values);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (values.parentalConsentEmail.trim() && !found.parentalConsentEmail) {
      const email = parentEmailSchema.safeParse(values.parentalConsentEmail);
      if (!email.success) {
        found.parentalConsentEmail = email.error.issues[0]?.message;
      }
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    const parentEmail = values.parentalConsentEmail.trim().toLowerCase() || null;
    const source: ConsentSource = mode === 'setup' ? 'consent_form' : 'privacy_page';
    const sends = CONSENT_FIELD_TYPES.filter(
      // Setup records every type; an update only what changed (or a new parent e-mail).
      ([field, type]) =>
        mode === 'setup' ||
        values[field] !== initial[field] ||
        (type === 'privacy_policy' && parentEmail !== null),
    );
    setSaving(true);
    try {
      if (mode === 'setup') {
        await postConsent({ consentType: 'cookies_essential', consentGiven: true, source });
      }
      // One call per type, in order. Only the privacy-policy call carries the parent's e-mail: each
      // call that carries it mails the parent, and one e-mail is enough.
      for (const [field, type] of sends) {
        await postConsent({
          consentType: type,
          consentGiven: values[field],
          parentalConsentEmail: type === 'privacy_policy' ? parentEmail : null,
          source,
        });
      }
      saveCookieConsent({
        essential: true,
        analytics: values.cookiesAnalytics,
        marketing: values.cookiesMarketing,
      });
      onSaved?.();
    } catch {
      setFailure(CONSENT_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  const optionalSwitch = (field: OptionalConsentField, label: string, description: string) => (
    <FormControlLabel
      key={field}
      sx={{ alignItems: 'flex-start', mx: 0, gap: 1 }}
      control={
        <Switch
          checked={values[field]}
          onChange={(event) => set(field, event.target.checked)}
          sx={{ mt: -0.5 }}
        />
      }
      label={switchLabel(label, description)}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={mode === 'setup' ? 'Privacy choices' : 'Consent settings'}
    >
      <Stack spacing={2.5}>
        <FailureAlert message={failure} />

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h3" sx={{ mb: 1, fontSize: '1.05rem' }}>
            Our rules
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Read the{' '}
            <Link href="/privacy-policy" {...NEW_TAB}>
              Privacy Policy
            </Link>{' '}
            and the{' '}
            <Link href="/terms-of-service" {...NEW_TAB}>
              Terms of Service
            </Link>{' '}
            (they open in a new tab).
          </Typography>
          <FormControl error={Boolean(errors.privacyPolicy)} sx={{ display: 'flex' }}>
            {REQUIRED_AGREEMENTS.map(({ field, label }) => (
              <FormControlLabel
                key={field}
                control={
                  <Checkbox
                    checked={values[field]}
                    disabled={requiredLocked}
                    onChange={(event) => set(field, event.target.checked)}
                  />
                }
                label={label}
              />
            ))}
            {errors.privacyPolicy && <FormHelperText>{errors.privacyPolicy}</FormHelperText>}
            {requiredLocked && (
              <FormHelperText>
                These are needed to use 11+ Portal. To stop using it, you can delete your account under My
                Rights.
              </FormHelperText>
            )}
          </FormControl>
        </Box>

        <Divider />

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h3" sx={{ mb: 1, fontSize: '1.05rem' }}>
            Your choices
          </Typography>
          <Stack spacing={1.5}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', mx: 0, gap: 1 }}
              control={<Switch checked disabled sx={{ mt: -0.5 }} />}
              label={switchLabel(
                'Essential cookies',
                'Always on. They keep you signed in and keep your account safe.',
              )}
            />
            {OPTIONAL_CONSENTS.map((choice) =>
              optionalSwitch(choice.field, choice.label, choice.description),
            )}
          </Stack>
        </Box>

        {underSixteen && (
          <>
            <Divider />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h3" sx={{ mb: 1, fontSize: '1.05rem' }}>
                Your parent or carer
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                You are under 16, so we need to ask your parent or carer if it is OK. We will send them one
                e-mail with a link to click.
              </Typography>
              <FormTextField
                label="Parent or carer's email"
                type="email"
                autoComplete="off"
                value={values.parentalConsentEmail}
                onChange={(event) => set('parentalConsentEmail', event.target.value)}
                error={Boolean(errors.parentalConsentEmail)}
                helperText={errors.parentalConsentEmail}
                required
                fullWidth
              />
            </Box>
          </>
        )}

        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          {onCancel && (
            <Button variant="outlined" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {saving ? 'Saving…' : mode === 'setup' ? 'Save and continue' : 'Save preferences'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
