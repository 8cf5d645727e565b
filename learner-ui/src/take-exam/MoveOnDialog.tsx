import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface MoveOnDialogProps {
  open: boolean;
  /** the question being left (1-based) */
  number: number;
  onStay: () => void;
  onMoveOn: () => void;
}

/** preventBacktrack: leaving a question without an answer closes it for good, so the child is asked first. */
export const MoveOnDialog = ({ open, number, onStay, onMoveOn }: MoveOnDialogProps) => (
  <Dialog
    open={open}
    onClose={onStay}
    aria-labelledby="move-on-title"
    aria-describedby="move-on-description"
    maxWidth="xs"
    fullWidth
  >
    <DialogTitle id="move-on-title">Move on without an answer?</DialogTitle>
    <DialogContent>
      <DialogContentText id="move-on-description">
        Question {number} has no answer yet. In this exam you cannot come back to a question once you move on.
      </DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={onStay} variant="contained" size="large" autoFocus>
        Stay here
      </Button>
      <Button onClick={onMoveOn} size="large">
        Move on
      </Button>
    </DialogActions>
  </Dialog>
);
