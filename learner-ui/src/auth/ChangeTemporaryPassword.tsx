import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { lightPalette } from '@portal/ui-shared/theme';
import {
  FailureAlert,
  NewPasswordFields,
  PasswordField,
  changePasswordRequest,
  errorMessage,
  isApiError,
  useFieldErrors,
  type AuthUser,
  type FieldErrors,
} from '@portal/ui-shared';
import { FullPageCard } from './FullPageCard';
import {
  EMPTY_TEMPORARY_PASSWORD_FORM,
  TEMPORARY_PASSWORD_MESSAGES,
  validateTemporaryPassword,
  type TemporaryPasswordField,
} from './temporaryPassword';

const FIELD_ORDER: readonly TemporaryPasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

const BUTTON_TEXT = {
  editing: 'Save my new password',
  saving: 'Saving…',
  saved: 'Saved! Opening your dashboard…',
} as const;

export interface ChangeTemporaryPasswordProps {
  user: AuthUser;
  onSignOut: () => void;
}

/**
 * First sign-in with the temporary password a tutor gave: the student chooses their own (PUT
 * /profile/password), then the page reloads so the session is checked again and the app opens.
 */
export const ChangeTemporaryPassword = ({ user, onSignOut }: ChangeTemporaryPasswordProps) => {
  const [values, setValues] = useState(EMPTY_TEMPORARY_PASSWORD_FORM);
  const [state, setState] = useState<keyof typeof BUTTON_TEXT>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, setErrors, clearError } = useFieldErrors();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<TemporaryPasswordField, HTMLInputElement | null>>>({});

  /** The field to move to once the form is enabled again (a new object each time, to re-run). */
  const [focusTarget, setFocusTarget] = useState<{ field: TemporaryPasswordField } | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (focusTarget && state === 'editing') {
      inputs.current[focusTarget.field]?.focus();
    }
  }, [focusTarget, state]);

  /** The props of one password input; `hint` shows under it while it has no error of its own. */
  const field = (name: TemporaryPasswordField, hint?: string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clearError(name);
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    fullWidth: true,
    required: true,
    disabled: state !== 'editing',
  });

  /** Show the errors and take the student to the first field with one (its message is read out). */
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      setFocusTarget({ field: first });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFocusTarget(null);
    const found = validateTemporaryPassword(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setState('saving');
    try {
      await changePasswordRequest({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setState('saved');
      window.location.reload();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      const message = errorMessage(error, TEMPORARY_PASSWORD_MESSAGES.failed);
      setState('editing');
      // "Current password is incorrect" goes under its field; anything else above the form
      setFailure(Object.values(fieldErrors).includes(message) ? null : message);
      showErrors(fieldErrors);
    }
  };

  const name = user.firstName.trim();
  return (
    <FullPageCard
      footer={
        <Button
          variant="text"
          startIcon={<LogoutRoundedIcon />}
          onClick={onSignOut}
          disabled={state !== 'editing'}
        >
          {name ? `Not ${name}? Sign out` : 'Sign out'}
        </Button>
      }
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: lightPalette.secondary.soft,
            color: lightPalette.secondary.dark,
            '& svg': { fontSize: 34 },
          }}
        >
          <KeyRoundedIcon />
        </Box>
        <Typography
          variant="h1"
          ref={headingRef}
          tabIndex={-1}
          sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem' }, outline: 'none' }}
        >
          Choose your own password
        </Typography>
        <Typography color="text.secondary">
          {name ? `Hi ${name}! ` : 'Hi! '}Your tutor gave you a temporary password. Choose your own password
          to keep your account safe.
        </Typography>
      </Stack>
      <Box
        component="form"
        noValidate
        aria-label="Choose your own password"
        onSubmit={(event) => void submit(event)}
      >
        <Stack spacing={2.5}>
          <FailureAlert message={failure} />
          {/* lets a password manager file the new password under the right account */}
          <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <PasswordField
            label="Temporary password"
            autoComplete="current-password"
            {...field('currentPassword', 'The password your tutor gave you')}
          />
          <NewPasswordFields
            label="New password"
            password={field('newPassword', 'At least 8 characters')}
            confirm={field('confirmPassword')}
          />
          <Typography
            variant="body2"
            sx={{ p: 1.5, borderRadius: 2, bgcolor: lightPalette.info.soft, color: lightPalette.info.dark }}
          >
            Tip: a few words you will remember, with a number or symbol, make a strong password. Keep it
            secret, even from friends.
          </Typography>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={state !== 'editing'}>
            {BUTTON_TEXT[state]}
          </Button>
        </Stack>
      </Box>
    </FullPageCard>
  );
};
