import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface SubmitConfirmDialogProps {
  open: boolean;
  answered: number;
  total: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked only when some questions are still unanswered: an unanswered question counts as wrong. */
export const SubmitConfirmDialog = ({
  open,
  answered,
  total,
  onCancel,
  onConfirm,
}: SubmitConfirmDialogProps) => {
  const left = total - answered;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="classroom-submit-title"
      aria-describedby="classroom-submit-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="classroom-submit-title">Submit your answers?</DialogTitle>
      <DialogContent>
        <DialogContentText id="classroom-submit-text">
          You have answered {answered} of {total} questions.{' '}
          {left === 1 ? '1 question is' : `${left} questions are`} still blank and will count as incorrect.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} autoFocus>
          Keep Answering
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          Submit Anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
};
