import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteSweepRoundedIcon from '@mui/icons-material/DeleteSweepRounded';

export interface ClearExamsConfirmDialogProps {
  open: boolean;
  studentName: string;
  clearing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 001 §2.5: clearing removes all assignments, schedules and attempts, and cannot be undone. */
export const ClearExamsConfirmDialog = ({
  open,
  studentName,
  clearing,
  onCancel,
  onConfirm,
}: ClearExamsConfirmDialogProps) => (
  <Dialog
    open={open}
    onClose={() => {
      if (!clearing) {
        onCancel();
      }
    }}
    maxWidth="xs"
    fullWidth
    aria-labelledby="clear-exams-title"
    aria-describedby="clear-exams-warning"
  >
    <DialogTitle id="clear-exams-title">Clear all exams for {studentName}?</DialogTitle>
    <DialogContent>
      <DialogContentText id="clear-exams-warning">
        Clearing removes all of {studentName}&apos;s assignments, schedules and attempts. This cannot be
        undone.
      </DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
      {/* the safe choice has the focus, so Enter on arrival does not delete anything */}
      <Button onClick={onCancel} disabled={clearing} autoFocus>
        Cancel
      </Button>
      <Button
        variant="contained"
        color="error"
        startIcon={<DeleteSweepRoundedIcon />}
        onClick={onConfirm}
        loading={clearing}
        loadingPosition="start"
      >
        Clear All Exams
      </Button>
    </DialogActions>
  </Dialog>
);
