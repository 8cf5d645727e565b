import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChangePasswordForm } from '@portal/contracts';
import { changePasswordRequest } from '../api/accountsApi';
import { errorMessage, isApiError } from '../api/apiFetch';
import { useSubmit } from '../forms/useSubmit';
import { PasswordField } from '../forms/PasswordField';
import { useFormValues } from '../forms/useFormValues';
import { useToast } from '../feedback/useToast';
import { PROFILE_MESSAGES } from './profileForm';
import { FormBox } from '../forms/FormBox';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/** Spec 001 §5: new and confirmation must match; at least 6 characters (unlike sign-up's 8). */
export const ChangePasswordPanel = () => {
  const { values, setValues, setErrors, field: bound } = useFormValues(EMPTY);
  const { busy: saving, run } = useSubmit(setErrors);
  const toast = useToast();
  const field = (name: Field) => ({ ...bound(name), fullWidth: true, required: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      ChangePasswordForm,
      values,
      async ({ currentPassword, newPassword }) => {
        await changePasswordRequest({ currentPassword, newPassword });
        setValues(EMPTY);
        setErrors({});
        toast.showSuccess(PROFILE_MESSAGES.passwordChanged);
      },
      (error) => {
        if (isApiError(error)) {
          setErrors(error.fieldErrors);
        }
        toast.showError(errorMessage(error, PROFILE_MESSAGES.passwordFailed));
      },
    );
  };

  return (
    <FormBox label="Change Password" onSubmit={submit} sx={{ maxWidth: 480 }}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          Choose a password you have not used here before, with at least 6 characters.
        </Typography>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField label="New password" autoComplete="new-password" {...field('newPassword')} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {saving ? 'Saving…' : 'Change password'}
          </Button>
        </Box>
      </Stack>
    </FormBox>
  );
};
