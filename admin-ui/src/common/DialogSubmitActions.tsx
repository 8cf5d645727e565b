import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface DialogSubmitActionsProps {
  /** the id of the form in the dialog's content that the submit button sends */
  formId: string;
  submitLabel: string;
  submitIcon: ReactNode;
  /** the save is running: Cancel is off and the submit button shows its spinner */
  busy: boolean;
  onCancel: () => void;
  /** the form cannot be sent yet */
  disabled?: boolean;
}

/** The foot of a dialog holding a form: Cancel, then the submit button of that form. */
export const DialogSubmitActions = ({
  formId,
  submitLabel,
  submitIcon,
  busy,
  onCancel,
  disabled,
}: DialogSubmitActionsProps) => (
  <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
    <Button onClick={onCancel} disabled={busy}>
      Cancel
    </Button>
    <Button
      type="submit"
      form={formId}
      variant="contained"
      startIcon={submitIcon}
      loading={busy}
      loadingPosition="start"
      disabled={disabled}
    >
      {submitLabel}
    </Button>
  </DialogActions>
);
