import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { useRef, useState } from 'react';
import type { CreatedStudent } from './studentsApi';
import { fullName } from './studentLabels';
import { usePhoneDialog } from './usePhoneDialog';

export interface TemporaryPasswordDialogProps {
  /** The student just created and their temporary password; null when closed. */
  created: CreatedStudent | null;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Spec 001 §2.5: after a student is created, their temporary password — shown this once. The
 * student signs in with it and must set a new one straight away.
 */
export const TemporaryPasswordDialog = ({ created, onClose }: TemporaryPasswordDialogProps) => {
  const fullScreen = usePhoneDialog();
  // the last student shown stays on screen while the dialog fades out
  const [shown, setShown] = useState(created);
  const [copy, setCopy] = useState<CopyState>('idle');
  const passwordRef = useRef<HTMLElement>(null);
  if (created && created !== shown) {
    setShown(created);
    setCopy('idle');
  }

  const copyPassword = async () => {
    if (!shown) {
      return;
    }
    try {
      await navigator.clipboard.writeText(shown.temporaryPassword);
      setCopy('copied');
    } catch {
      // no clipboard (insecure context, denied): select the text so Ctrl+C copies it
      const node = passwordRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        selection.selectAllChildren(node);
      }
      setCopy('failed');
    }
  };

  const name = shown ? fullName(shown.student) : '';
  return (
    <Dialog
      open={created !== null}
      // Esc closes; a stray click beside the dialog does not throw the password away
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') {
          onClose();
        }
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="temporary-password-title"
      aria-describedby="temporary-password-note"
    >
      <DialogTitle id="temporary-password-title">Student created</DialogTitle>
      {shown ? (
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Box>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {shown.student.email}
            </Typography>
          </Box>
          <Box>
            <Typography id="temporary-password-label" variant="overline" component="p" color="text.secondary">
              Temporary password
            </Typography>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'action.hover',
              }}
            >
              <Box
                component="output"
                ref={passwordRef}
                aria-labelledby="temporary-password-label"
                sx={{
                  flex: 1,
                  minWidth: 0,
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                  fontSize: '1.25rem',
                  fontWeight: 700,
                  letterSpacing: '0.04em',
                  overflowWrap: 'anywhere',
                  userSelect: 'all',
                }}
              >
                {shown.temporaryPassword}
              </Box>
              <Button
                variant="contained"
                onClick={() => void copyPassword()}
                startIcon={copy === 'copied' ? <CheckRoundedIcon /> : <ContentCopyRoundedIcon />}
                aria-label={copy === 'copied' ? 'Password copied' : 'Copy password'}
              >
                {copy === 'copied' ? 'Copied' : 'Copy'}
              </Button>
            </Box>
            <Typography
              role="status"
              variant="body2"
              color="text.secondary"
              sx={{ '&:not(:empty)': { mt: 0.75 } }}
            >
              {copy === 'copied'
                ? 'Copied to the clipboard.'
                : copy === 'failed'
                  ? 'Copying is not available here: the password is selected, press Ctrl+C (⌘C on a Mac).'
                  : ''}
            </Typography>
          </Box>
          <Alert severity="warning" id="temporary-password-note">
            {shown.student.firstName} must set a new password at first sign-in. This password will not be
            shown again: copy it now and give it to the student or their parent.
          </Alert>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
};
