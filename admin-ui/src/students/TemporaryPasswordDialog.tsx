import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CopyField } from '../common/CopyField';
import type { CreatedStudent } from './studentsApi';
import { fullName } from './studentLabels';
import { useLastShown } from '../common/useLastShown';
import { stackedSx } from '../common/stackedSx';
import { PhoneDialog } from '../common/PhoneDialog';

export interface TemporaryPasswordDialogProps {
  /** The student just created and their temporary password; null when closed. */
  created: CreatedStudent | null;
  onClose: () => void;
}

/**
 * Spec 001 §2.5: after a student is created, their temporary password — shown this once. The
 * student signs in with it and must set a new one straight away.
 */
export const TemporaryPasswordDialog = ({ created, onClose }: TemporaryPasswordDialogProps) => {
  const shown = useLastShown(created);

  const name = shown ? fullName(shown.student) : '';
  return (
    <PhoneDialog
      open={created !== null}
      // Esc closes; a stray click beside the dialog does not throw the password away
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') {
          onClose();
        }
      }}
      maxWidth="sm"
      aria-labelledby="temporary-password-title"
      aria-describedby="temporary-password-note"
    >
      <DialogTitle id="temporary-password-title">Student created</DialogTitle>
      {shown ? (
        <DialogContent sx={stackedSx(2)}>
          <Box>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {shown.student.email}
            </Typography>
          </Box>
          <CopyField
            // a new student starts with Copy again
            key={shown.student.id}
            id="temporary-password"
            label="Temporary password"
            value={shown.temporaryPassword}
            what="password"
            copiedMessage="Copied to the clipboard."
            prominent
          />
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
    </PhoneDialog>
  );
};
