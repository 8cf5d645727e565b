import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface SafeChoiceActionsProps {
  /** The safe choice's words ("Keep schedule", "Not yet"). */
  keepLabel: string;
  onKeep: () => void;
  confirmLabel: ReactNode;
  confirmIcon: ReactNode;
  confirmColor?: ButtonProps['color'];
  /** While the confirmed work runs: the safe choice is off and the confirm button spins. */
  busy: boolean;
  /** The confirm button is off (e.g. until what it needs is read). */
  confirmDisabled?: boolean;
  /** The confirm button submits this form (which checks its input first)… */
  form?: string;
  /** …or runs this. */
  onConfirm?: () => void;
}

/**
 * A serious dialog's buttons: the safe choice has the focus, so Enter on arrival changes nothing,
 * then the confirm button.
 */
export const SafeChoiceActions = ({
  keepLabel,
  onKeep,
  confirmLabel,
  confirmIcon,
  confirmColor = 'primary',
  busy,
  confirmDisabled = false,
  form,
  onConfirm,
}: SafeChoiceActionsProps) => (
  <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
    <Button onClick={onKeep} disabled={busy} autoFocus>
      {keepLabel}
    </Button>
    <Button
      {...(form ? { type: 'submit', form } : { onClick: onConfirm })}
      variant="contained"
      color={confirmColor}
      startIcon={confirmIcon}
      disabled={confirmDisabled}
      loading={busy}
      loadingPosition="start"
    >
      {confirmLabel}
    </Button>
  </DialogActions>
);
