import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface SubmitDialogProps {
  open: boolean;
  total: number;
  unanswered: number;
  flagged: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Submit your exam?" with how many questions are still unanswered. The counts are the dialog's
 * description (read with its title as the focus enters), and the focus starts on Keep working, so
 * an Enter pressed too soon does not end the exam.
 */
export const SubmitDialog = ({
  open,
  total,
  unanswered,
  flagged,
  onCancel,
  onConfirm,
}: SubmitDialogProps) => (
  <Dialog
    open={open}
    onClose={onCancel}
    aria-labelledby="submit-exam-title"
    aria-describedby="submit-exam-text"
    maxWidth="xs"
    fullWidth
  >
    <DialogTitle id="submit-exam-title">Submit your exam?</DialogTitle>
    <DialogContent id="submit-exam-text" sx={{ display: 'grid', gap: 1 }}>
      <DialogContentText>
        You have answered {total - unanswered} of {total} questions.
      </DialogContentText>
      {unanswered > 0 ? (
        <DialogContentText sx={{ color: 'error.dark', fontWeight: 700 }}>
          {unanswered} {unanswered === 1 ? 'question is' : 'questions are'} unanswered.
        </DialogContentText>
      ) : (
        <DialogContentText sx={{ color: 'success.dark', fontWeight: 700 }}>
          Every question has an answer.
        </DialogContentText>
      )}
      {flagged > 0 && (
        <DialogContentText>
          {flagged} {flagged === 1 ? 'question is' : 'questions are'} flagged for review.
        </DialogContentText>
      )}
      <DialogContentText>Once you submit, you cannot change your answers.</DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={onCancel} size="large" autoFocus>
        Keep working
      </Button>
      <Button onClick={onConfirm} variant="contained" size="large">
        Submit Exam
      </Button>
    </DialogActions>
  </Dialog>
);
