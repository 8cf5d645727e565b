import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  CODE_ENTRY_MAX_LENGTH,
  CODE_PREFIX,
  normaliseCodeEntry,
  sessionCodeFromEntry,
  type CodeEntryView,
} from './sessionCode';

export interface CodeEntryFormProps {
  view: CodeEntryView;
  /** a code to offer (the one last used) */
  initialCode?: string | null;
  /** the code being joined, while the server has not answered */
  joining: string | null;
  onJoin: (code: string) => void;
  autoFocus?: boolean;
}

function initialEntry(view: CodeEntryView, code: string | null | undefined): string {
  return code ? normaliseCodeEntry(code, view) : '';
}

/**
 * Manual code entry: a 'Session code' field (upper case; 10 characters after the 'QUIZ-' prefix in the
 * browse view, 15 in the join form) and a Join button. Nothing typed says 'Please enter a session code'.
 */
export const CodeEntryForm = ({ view, initialCode, joining, onJoin, autoFocus }: CodeEntryFormProps) => {
  const [entry, setEntry] = useState(() => initialEntry(view, initialCode));
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const browse = view === 'browse';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = sessionCodeFromEntry(browse ? `${CODE_PREFIX}${entry}` : entry);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onJoin(result.code);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <TextField
        id={fieldId}
        label="Session code"
        value={entry}
        onChange={(event) => {
          setEntry(normaliseCodeEntry(event.target.value, view));
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? (browse ? 'The 6 letters and numbers after QUIZ-' : 'For example QUIZ-AB12CD')}
        placeholder={browse ? 'AB12CD' : 'QUIZ-AB12CD'}
        autoFocus={autoFocus}
        autoComplete="off"
        sx={{ flex: '1 1 220px', minWidth: 0 }}
        slotProps={{
          input: browse
            ? {
                startAdornment: (
                  <InputAdornment
                    position="start"
                    sx={{ '& p': { fontWeight: 700, fontFamily: 'monospace' } }}
                  >
                    {CODE_PREFIX}
                  </InputAdornment>
                ),
              }
            : undefined,
          htmlInput: {
            // room to paste a whole code; what is kept is capped by normaliseCodeEntry
            maxLength: browse
              ? CODE_PREFIX.length + CODE_ENTRY_MAX_LENGTH.browse
              : CODE_ENTRY_MAX_LENGTH.join,
            autoCapitalize: 'characters',
            spellCheck: false,
            sx: {
              fontFamily: 'monospace',
              fontSize: '1.15rem',
              letterSpacing: 1.5,
              textTransform: 'uppercase',
            },
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={joining !== null}
        startIcon={joining !== null ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ minHeight: 56, minWidth: 120, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        Join
      </Button>
    </Box>
  );
};
