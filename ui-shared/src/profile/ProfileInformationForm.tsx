import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../forms/FormTextField';
import Typography from '@mui/material/Typography';
import {
  EMAIL_READ_ONLY,
  TUTOR_EXPERIENCE,
  needsParentalConsent,
  profileUpdateRequest,
  type Profile,
  type ProfileUpdate,
} from '@portal/contracts';
import { updateProfileRequest } from '../api/accountsApi';
import { errorMessage, isApiError } from '../api/apiFetch';
import { SchoolFields } from '../auth/SchoolFields';
import { todayInputValue } from '../auth/registerForm';
import { useSubmit } from '../forms/useSubmit';
import { useFieldErrors } from '../forms/useFieldErrors';
import { useToast } from '../feedback/useToast';
import {
  PROFILE_MESSAGES,
  profileFormValues,
  profileUpdateInput,
  type ProfileFormValues,
} from './profileForm';
import { FormBox } from '../forms/FormBox';

export interface ProfileInformationFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

/** Read-only fields look different from the ones the user can change. */
const READ_ONLY_SX = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

const ROLE_LABELS: Record<Profile['role'], string> = {
  admin: 'Administrator',
  tutor: 'Tutor',
  student: 'Student',
  parent: 'Parent',
  compliance: 'Compliance officer',
};

/** The heading over the fields only some roles have. */
const FieldGroupHeading = ({ children }: { children: string }) => (
  <Typography variant="h3" component="h3" sx={{ pt: 1, fontSize: '1.05rem' }}>
    {children}
  </Typography>
);

/** Spec 001 §2.7 and §6: the basics for everyone, plus the fields of the user's role. */
export const ProfileInformationForm = ({ profile, onSaved }: ProfileInformationFormProps) => {
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile));
  const { errors, setErrors, clearError } = useFieldErrors();
  const { busy: saving, run } = useSubmit(setErrors);
  const toast = useToast();
  const role = profile.role;

  const field = (name: keyof ProfileFormValues, errorKey: string = name) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clearError(errorKey);
    },
    error: Boolean(errors[errorKey]),
    helperText: errors[errorKey],
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      profileUpdateRequest(role, new Date()),
      profileUpdateInput(role, values),
      async (data) => {
        const { email: _email, ...update } = data as ProfileUpdate & { email?: string };
        const saved = await updateProfileRequest(update);
        toast.showSuccess(PROFILE_MESSAGES.updated);
        setValues(profileFormValues(saved));
        onSaved(saved);
      },
      (error) => {
        if (isApiError(error)) {
          setErrors(error.fieldErrors);
        }
        toast.showError(errorMessage(error, PROFILE_MESSAGES.updateFailed));
      },
    );
  };

  const child = role === 'student' && needsParentalConsent(values.dateOfBirth, new Date());

  return (
    <FormBox label="Profile Information" onSubmit={submit}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <FormTextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </Stack>
        <FormTextField
          label="Email"
          value={values.email}
          helperText={EMAIL_READ_ONLY}
          fullWidth
          sx={READ_ONLY_SX}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <FormTextField
          label="Role"
          value={ROLE_LABELS[role]}
          fullWidth
          sx={READ_ONLY_SX}
          slotProps={{ htmlInput: { readOnly: true } }}
        />

        {role === 'student' && (
          <>
            <FieldGroupHeading>About you</FieldGroupHeading>
            <FormTextField
              label="Date of birth"
              type="date"
              autoComplete="bday"
              {...field('dateOfBirth')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInputValue() } }}
            />
            <SchoolFields school={field('school')} grade={field('grade')} />
            <FormTextField
              label="Parent email"
              type="email"
              autoComplete="off"
              {...field('parentEmail')}
              helperText={
                errors.parentEmail ??
                (child
                  ? 'If you change this, we will e-mail your new parent or carer to check it is OK.'
                  : 'Your parent or carer can follow your progress with this e-mail address.')
              }
            />
            <FormTextField label="Phone number" type="tel" autoComplete="tel" {...field('phoneNumber')} />
          </>
        )}

        {role === 'tutor' && (
          <>
            <FieldGroupHeading>Tutor details</FieldGroupHeading>
            <FormTextField
              label="Organisation name"
              autoComplete="organization"
              {...field('organizationName', 'tutorProfile.organizationName')}
            />
            <FormTextField
              label="Specializations"
              {...field('specializations', 'tutorProfile.specializations')}
              helperText={
                errors['tutorProfile.specializations'] ?? 'Separate them with commas, e.g. Maths, English'
              }
            />
            <FormTextField
              label="Qualifications"
              multiline
              minRows={2}
              {...field('qualifications', 'tutorProfile.qualifications')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                label="Experience (years)"
                type="number"
                {...field('experience', 'tutorProfile.experience')}
                slotProps={{ htmlInput: { min: TUTOR_EXPERIENCE.min, max: TUTOR_EXPERIENCE.max, step: 1 } }}
              />
              <FormTextField
                label="Contact phone"
                type="tel"
                autoComplete="tel"
                {...field('contactPhone', 'tutorProfile.contactPhone')}
              />
            </Stack>
            <FormTextField
              label="Address"
              multiline
              minRows={2}
              autoComplete="street-address"
              {...field('address', 'tutorProfile.address')}
            />
          </>
        )}

        <Box>
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
        </Box>
      </Stack>
    </FormBox>
  );
};
