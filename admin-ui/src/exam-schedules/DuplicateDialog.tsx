import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { DuplicateWarning } from './schedulesApi';
import { useLastShown } from '../common/useLastShown';
import { PhoneDialog } from '../common/PhoneDialog';

export interface DuplicateDialogProps {
  /** null when closed */
  warning: DuplicateWarning | null;
  busy: boolean;
  onCancel: () => void;
  onUseSuggested: (title: string) => void;
  onProceed: () => void;
}

function describe(warning: DuplicateWarning): string {
  const exam = warning.examTitle ? `"${warning.examTitle}"` : 'This exam';
  const who = warning.studentNames.length > 0 ? warning.studentNames.join(', ') : 'the selected student(s)';
  const entries =
    warning.existingCount === 1
      ? '1 existing assignment or schedule'
      : `${warning.existingCount} existing assignments or schedules`;
  return `${exam} is already assigned to ${who} (${entries}).`;
}

/** Spec 002 §2.3, §4 "Duplicate schedule": cancel, use the suggested name, or proceed anyway. */
export const DuplicateDialog = ({
  warning,
  busy,
  onCancel,
  onUseSuggested,
  onProceed,
}: DuplicateDialogProps) => {
  const shown = useLastShown(warning);
  const suggestion = shown?.suggestedTitle ?? null;
  return (
    <PhoneDialog
      open={warning !== null}
      onClose={() => {
        if (!busy) {
          onCancel();
        }
      }}
      maxWidth="xs"
      aria-labelledby="duplicate-title"
      aria-describedby="duplicate-text"
    >
      <DialogTitle id="duplicate-title">Possible duplicate</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText id="duplicate-text">{shown ? describe(shown) : ''}</DialogContentText>
        {shown?.message ? <Alert severity="warning">{shown.message}</Alert> : null}
        {suggestion ? (
          <Typography variant="body2">
            Suggested name: <strong>{suggestion}</strong>
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        {suggestion ? (
          <Button variant="outlined" onClick={() => onUseSuggested(suggestion)} disabled={busy}>
            Use suggested name
          </Button>
        ) : null}
        <Button variant="contained" color="warning" onClick={onProceed} loading={busy}>
          Proceed anyway
        </Button>
      </DialogActions>
    </PhoneDialog>
  );
};
