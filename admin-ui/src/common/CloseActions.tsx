import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface CloseActionsProps {
  onClose: () => void;
  /** buttons before Close (the first usually pushed to the left with mr: 'auto') */
  children?: ReactNode;
}

/** The foot of a dialog that only shows things: its own buttons, if any, then Close. */
export const CloseActions = ({ onClose, children }: CloseActionsProps) => (
  <DialogActions sx={children ? { px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 } : { px: 3, py: 1.5 }}>
    {children}
    <Button variant="contained" onClick={onClose}>
      Close
    </Button>
  </DialogActions>
);
