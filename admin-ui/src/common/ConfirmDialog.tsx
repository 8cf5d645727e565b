import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmIcon?: ReactNode;
  /** While the confirmed work runs: the dialog stays open and the confirm button spins. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question before something that cannot be undone, with the safe choice focused, so Enter on arrival changes nothing. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmIcon,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) => {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) {
          onCancel();
        }
      }}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={confirmIcon}
          onClick={onConfirm}
          {...(busy === undefined ? {} : { loading: busy, loadingPosition: 'start' as const })}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
