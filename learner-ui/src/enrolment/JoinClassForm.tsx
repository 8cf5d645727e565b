import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { isApiError } from '@portal/ui-shared';
import { classCodeEntry, classCodeFromEntry } from './classCode';
import { redeemClassCode } from './enrolmentApi';

export interface JoinClassFormProps {
  /** After the server accepted the code, with its message. */
  onJoined: (message: string) => void;
}

/** The class code from the tutor and a Join class button; the server's answer shown under the field. */
export const JoinClassForm = ({ onJoined }: JoinClassFormProps) => {
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = classCodeFromEntry(entry);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setBusy(true);
    redeemClassCode(result.code)
      .then((message) => {
        setEntry('');
        onJoined(message);
      })
      .catch((failure: unknown) => {
        setError(isApiError(failure) ? failure.message : 'Could not join the class. Please try again.');
      })
      .finally(() => setBusy(false));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Join a class"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 1.5,
        width: '100%',
        maxWidth: 520,
      }}
    >
      <TextField
        id={fieldId}
        label="Class code"
        value={entry}
        onChange={(event) => {
          setEntry(classCodeEntry(event.target.value));
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? 'The 8 letters and numbers your tutor gave you, for example ABCD-2345'}
        placeholder="ABCD-2345"
        autoComplete="off"
        sx={{ flex: '1 1 220px', minWidth: 0, '& input': { fontFamily: 'monospace', letterSpacing: 2 } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 0.5 }}
      >
        Join class
      </Button>
    </Box>
  );
};
