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
  /** 'error' (the default) for what cannot be undone; 'primary' for a plain go-ahead. */
  confirmColor?: 'error' | 'primary';
  /** While the confirmed work runs: the dialog stays open and the confirm button spins. */
  busy?: boolean;
  /** Fixed ids of the title and the message, where a screen names them; generated otherwise. */
  ids?: { title: string; message: string };
  onCancel: () => void;
  onConfirm: () => void;
}

/** What a screen's own confirm (its words fixed) still takes from its caller. */
export type ConfirmChoiceProps = Pick<ConfirmDialogProps, 'open' | 'onCancel' | 'onConfirm'>;

/** A question before going ahead, with the safe choice focused, so Enter on arrival changes nothing. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmIcon,
  confirmColor = 'error',
  busy,
  ids,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) => {
  const id = useId();
  const { title: titleId, message: messageId } = ids ?? { title: `${id}-title`, message: `${id}-message` };
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
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
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
